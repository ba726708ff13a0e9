import Foundation

/// What the compiler said about a behavior file's compiled copy, told in
/// the user's terms (`BehaviorSourceFile`):
///
/// - messages about the user's lines name the user's file, sorted by line
///   and column, root causes first (a missing module ends the compile, so
///   it is the one message), each once; an unavailable module is named
///   with what the playground provides instead;
/// - messages about the generated entry point are about the behavior's
///   expression (`NAME()` or the given `=EXPR`): they are quoted as Swift
///   wrote them ("missing argument for parameter 'step' in call"), and a
///   missing argument comes with a ready `FILE.swift=EXPR` to copy;
/// - warnings about the entry point are dropped (they are the playground's).
struct BehaviorCompileReport {
    /// The user's warnings, sorted by line.
    var warnings: [BehaviorDiagnostic] = []
    /// The compile error to show, or nil when the compiler reported none.
    var error: BehaviorFileError?

    init(output: String, source: BehaviorSourceFile, compiledFileName: String) {
        var userErrors: [BehaviorDiagnostic] = []
        var entryErrors: [BehaviorDiagnostic] = []
        for var d in BehaviorDiagnostic.parse(output) where (d.file as NSString).lastPathComponent == compiledFileName {
            if d.line >= source.entryFirstLine {
                if d.severity == .error { entryErrors.append(d) }
                continue
            }
            d.file = source.path
            d.message = Self.reworded(d.message)
            switch d.severity {
            case .error: if !userErrors.contains(d) { userErrors.append(d) }
            case .warning: if !warnings.contains(d) { warnings.append(d) }
            case .note: break
            }
        }
        warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        if !userErrors.isEmpty {
            userErrors.sort { a, b in
                (Self.rank(a), a.line, a.column) < (Self.rank(b), b.line, b.column)
            }
            error = BehaviorFileError(kind: .compile, file: source.path, message: "does not compile", diagnostics: userErrors + warnings)
        } else if !entryErrors.isEmpty {
            error = BehaviorFileError(kind: .compile, file: source.path, message: Self.expressionMessage(entryErrors, source: source))
        }
    }

    /// The most useful first: 0 for an error that stops everything else (a
    /// missing module), 1 for a name the playground says it does not support
    /// (its own message says what to do), 2 for a name not found, else 3
    /// (mostly consequences of the others).
    static func rank(_ d: BehaviorDiagnostic) -> Int {
        if d.message.hasPrefix("module '") || d.message.hasPrefix("no such module") { return 0 }
        if d.message.contains("is unavailable") || d.message.contains("not supported in the playground") { return 1 }
        if d.message.hasPrefix("cannot find ") || d.message.contains("has no member") { return 2 }
        return 3
    }

    /// The compiler's message, with "no such module" explained.
    static func reworded(_ message: String) -> String {
        guard message.hasPrefix("no such module '"), let name = message.split(separator: "'").dropFirst().first else { return message }
        if name == "SwiftUI" || name == "ScrollKitUI" {
            return "the playground's \(name) module is missing beside libScrollKitUI.so (build it with `swift build --product \(name)`, or set SCROLLKIT_UI_DIR to a build that has it)"
        }
        let provided = BehaviorSourceFile.providedImports.subtracting(["Swift", "Glibc"]).sorted().joined(separator: ", ")
        let accepted = BehaviorSourceFile.blankedImports.sorted().joined(separator: ", ")
        return "module '\(name)' is not available to behavior files (the playground provides \(provided); import lines for \(accepted) are accepted, for the names SwiftUI shares with them)"
    }

    /// Why the behavior's expression does not compile, in Swift's words.
    static func expressionMessage(_ errors: [BehaviorDiagnostic], source: BehaviorSourceFile) -> String {
        let said = errors.map { d -> String in
            d.message
                .replacingOccurrences(of: "global function '_scrollKitBehavior' requires that", with: "the behavior must be a ScrollTargetBehavior, but")
                .replacingOccurrences(of: "generic parameter 'B' could not be inferred", with: "its type could not be inferred (a leading-dot expression needs a static member declared in `extension ScrollTargetBehavior where Self == …`)")
        }
        var seen: [String] = []
        for s in said where !seen.contains(s) { seen.append(s) }
        let quoted = seen.joined(separator: "; ")
        guard source.givenExpression == nil, let type = source.behaviorTypes.first else {
            return "`\(source.expression)` does not compile: \(quoted)"
        }
        if let missing = seen.first(where: { $0.hasPrefix("missing argument") }) {
            let names = missing.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let types = Dictionary(
                BehaviorSourceFile.storedProperties(of: type, in: source.text).map { ($0.name, $0.type) },
                uniquingKeysWith: { a, _ in a })
            let declared = Set(source.text.matches(of: /\b(?:struct|class|final class)\s+([A-Za-z_]\w*)/).map { String($0.output.1) })
            let arguments = names.map { name -> String in
                let type = types[name]
                // A type of the file itself: its init(), the likeliest start.
                if let type, declared.contains(type) { return "\(name): \(type)()" }
                return "\(name): \(placeholder(for: type))"
            }.joined(separator: ", ")
            return "\(type)() does not compile: \(quoted). Construct it as the app does, e.g.\n  --behavior-file '\(source.path)=\(type)(\(arguments))'"
        }
        return "\(type)() does not compile: \(quoted). Construct it as the app does: --behavior-file '\(source.path)=EXPR', EXPR as in .scrollTargetBehavior(EXPR)"
    }

    /// A value of `type` to start from in a suggested expression.
    static func placeholder(for type: String?) -> String {
        guard let type else { return "<#value#>" }
        switch type {
        case "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64": return "1"
        case "Bool": return "false"
        case "String": return "\"\""
        default:
            if type.hasSuffix("?") { return "nil" }
            if type.hasPrefix("[") { return "[]" }
            return "<#\(type)#>"
        }
    }
}
