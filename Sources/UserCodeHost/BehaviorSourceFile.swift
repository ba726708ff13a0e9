import Foundation
import ScrollKitCore

/// A `--behavior-file` as read from disk, and the copy of it that is
/// compiled.
///
/// **The behavior.** With `=EXPR` it is that expression, evaluated as an
/// app's `.scrollTargetBehavior(EXPR)` argument (a leading-dot member such
/// as `.snap(step: 10)` resolves on `ScrollTargetBehavior`'s static members,
/// as in SwiftUI). Without it, the file must declare exactly one type
/// conforming to `ScrollTargetBehavior` (`struct|class|enum|actor NAME: …`
/// or `extension NAME: …`, found in the text with comments and string
/// literals removed), and the behavior is `NAME()`.
///
/// **The compiled copy** has the same lines and columns as the file, so the
/// compiler's messages point into the user's text, with three changes:
/// - `import UIKit`, `import Combine` and `import CoreGraphics` are blanked
///   (the names a behavior uses from them, `CGFloat`, `CGRect`…, come from
///   SwiftUI, which the copy always imports); `import SwiftUI`,
///   `ScrollKitUI`, `Foundation`, `Observation`, `Dispatch` stay as written
///   (the playground provides those modules); any other import is left to
///   the compiler, whose "no such module" the playground rewords;
/// - `#Preview { … }` blocks are blanked (a preview is a macro with no
///   plugin here, and shows views, which a behavior does not need);
/// - the generated entry point (`entry`) is appended after the last line,
///   in the same file, so the file's `private` and `fileprivate` types are
///   visible to it.
package struct BehaviorSourceFile: Sendable {
    /// The file's path as given (messages use it).
    package var path: String
    /// The file's text as read.
    package var text: String
    /// `=EXPR` as given, or nil.
    var givenExpression: String?
    /// The types declared or extended as conforming to `ScrollTargetBehavior`, in order.
    var behaviorTypes: [String]
    /// The behavior's expression: `givenExpression`, else `NAME()` of the one behavior type.
    package var expression: String
    /// The copy that is compiled: the preprocessed text, then `entry`.
    var compiledText: String
    /// The 1-based line where the generated entry point begins in `compiledText`.
    var entryFirstLine: Int
    /// The line of `compiledText` that holds `expression` (alone on it).
    var expressionLine: Int

    /// What messages call the behavior: the type's name, or the expression when one was given.
    package var typeName: String { givenExpression ?? behaviorTypes.first ?? expression }

    /// Modules whose import line is blanked in the compiled copy.
    static let blankedImports: Set<String> = ["UIKit", "Combine", "CoreGraphics"]
    /// Modules the compiled copy imports as written.
    static let providedImports: Set<String> = ["SwiftUI", "ScrollKitUI", "Foundation", "Observation", "Dispatch", "Swift", "Glibc"]

    /// Why `path` could not be read, in the system's words where they say
    /// more than "cannot read": "no such file", "too many levels of symbolic
    /// links" (a symlink loop), "permission denied".
    static func unreadable(_ path: String) -> BehaviorFileError {
        let fd = open(path, O_RDONLY)
        let code = fd < 0 ? errno : 0
        if fd >= 0 { close(fd) }
        let message: String
        switch code {
        case ENOENT, ENOTDIR: message = "no such file"
        case ELOOP: message = "cannot read the file: too many levels of symbolic links"
        case EACCES: message = "cannot read the file: permission denied"
        case 0: message = "cannot read the file"
        default: message = "cannot read the file: \(String(cString: strerror(code)))"
        }
        return BehaviorFileError(kind: .invalidFile, file: path, message: message)
    }

    /// Reads the file of `spec` (`FILE.swift[=EXPR]`, see `BehaviorFileSpec`).
    package init(path argument: String) throws(BehaviorFileError) {
        let spec = BehaviorFileSpec(argument)
        let path = spec.path
        guard let data = FileManager.default.contents(atPath: path) else { throw Self.unreadable(path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BehaviorFileError(kind: .invalidFile, file: path, message: "the file is not UTF-8 text")
        }
        try self.init(path: path, text: text, expression: spec.expression)
    }

    package init(path: String, text: String, expression given: String? = nil) throws(BehaviorFileError) {
        self.path = path
        self.text = text
        let name = HostedScrollTargetBehavior.behaviorName(forFile: path)
        if BehaviorCatalog.behavior(named: name) != nil {
            throw BehaviorFileError(
                kind: .invalidFile, file: path,
                message: "its lane would be named \"\(name)\", the name of a built-in behavior; rename the file (e.g. my-\(name).swift) so that both can be compared")
        }
        if let given, given.isEmpty {
            throw BehaviorFileError(
                kind: .invalidFile, file: path,
                message: "the expression after `=` is empty (write e.g. \(path)=MyBehavior(step: 10))")
        }
        givenExpression = given
        let code = Self.strippingCommentsAndStrings(text)
        behaviorTypes = Self.conformingTypeNames(inStripped: code)
        if let given {
            expression = given
        } else {
            guard let only = behaviorTypes.first else {
                throw BehaviorFileError(
                    kind: .invalidFile, file: path,
                    message: "no type conforms to ScrollTargetBehavior (write e.g. `struct MyPaging: ScrollTargetBehavior { func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { … } }`)")
            }
            guard behaviorTypes.count == 1 else {
                throw BehaviorFileError(
                    kind: .invalidFile, file: path,
                    message: "several types conform to ScrollTargetBehavior (\(behaviorTypes.joined(separator: ", "))); pick one as the app does, e.g.\n  --behavior-file '\(path)=\(only)()'")
            }
            expression = "\(only)()"
        }
        let prepared = Self.preparing(text, stripped: code)
        let lines = Self.lineBreaks(in: prepared)
        let separator = prepared.isEmpty || prepared.last?.isNewline == true ? "" : "\n"
        entryFirstLine = lines + (separator.isEmpty ? 0 : 1) + 1
        expressionLine = entryFirstLine + Self.entryExpressionOffset
        compiledText = prepared + separator + Self.entry(expression: expression)
    }

    /// The lines of `entry` before the expression's line.
    static let entryExpressionOffset = 6

    /// The generated entry point, appended to the file: a `@_cdecl` function
    /// (`BehaviorCompiler.entryPointSymbol`) that evaluates `expression`
    /// afresh for every call, on the main actor (the host calls it from its
    /// main thread), so `@MainActor` behaviors work too.
    package static func entry(expression: String) -> String {
        """
        // Generated by the playground (not in the user's file): the entry point its behavior host calls.
        import ScrollKitUI
        @_cdecl("\(BehaviorCompiler.entryPointSymbol)")
        public func _scrollKitBehaviorUpdate(_ io: UnsafeMutablePointer<Double>, _ targets: UnsafePointer<Double>?, _ targetCount: Int) {
            MainActor.assumeIsolated {
                ScrollKitUIHost.answer({ _scrollKitBehavior(
        \(expression)
                ) }, io, targets, targetCount)
            }
        }
        @MainActor private func _scrollKitBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> B { behavior }

        """
    }

    /// Counts line breaks as the compiler does (`\n`, `\r\n`, `\r`).
    static func lineBreaks(in text: String) -> Int {
        text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    }

    /// `text` with the blanked imports and `#Preview` blocks turned into
    /// spaces (line breaks kept): every other character stays in place.
    /// `stripped` is `strippingCommentsAndStrings(text)`.
    static func preparing(_ text: String, stripped: String, blankingPreviews: Bool = true) -> String {
        var chars = Array(text)
        let code = Array(stripped)
        guard chars.count == code.count else { return text }
        func blank(_ range: Range<Int>) {
            for i in range where !chars[i].isNewline { chars[i] = " " }
        }
        for (range, module) in importStatements(in: stripped) where blankedImports.contains(module) {
            blank(range)
        }
        for block in previewBlocks(in: code) where blankingPreviews {
            blank(block.start..<block.end)
        }
        return String(chars)
    }

    /// A `#Preview("name", traits: …) { … }` block in stripped code, as
    /// character offsets: `start` at the `#`, `body` at its `{`, `end` just
    /// after the matching `}` (or the end of the text).
    struct PreviewBlock: Equatable, Sendable {
        var start: Int
        var body: Int
        var end: Int
    }

    /// The `#Preview` blocks of `code` (stripped of comments and strings), in order.
    static func previewBlocks(in code: [Character]) -> [PreviewBlock] {
        var blocks: [PreviewBlock] = []
        var i = 0
        while i < code.count {
            guard code[i] == "#", i + 8 <= code.count, String(code[i..<(i + 8)]) == "#Preview",
                  i + 8 == code.count || !(code[i + 8].isLetter || code[i + 8].isNumber || code[i + 8] == "_")
            else { i += 1; continue }
            var j = i + 8
            var parens = 0
            while j < code.count {
                if code[j] == "(" { parens += 1 } else if code[j] == ")" { parens -= 1 } else if code[j] == "{", parens == 0 { break }
                j += 1
            }
            var depth = 0
            var end = j
            while end < code.count {
                if code[end] == "{" { depth += 1 } else if code[end] == "}" { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            blocks.append(PreviewBlock(start: i, body: j, end: min(end + 1, code.count)))
            i = end + 1
        }
        return blocks
    }

    /// The import declarations in `stripped` code: the character range of
    /// each (attributes included) and its top-level module.
    static func importStatements(in stripped: String) -> [(range: Range<Int>, module: String)] {
        let pattern = /(?m)^[ \t]*((?:@[A-Za-z_]\w*(?:\([^)\n]*\))?[ \t]+)*import[ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?([A-Za-z_]\w*)(?:\.[A-Za-z_]\w*)*)/
        var found: [(Range<Int>, String)] = []
        for match in stripped.matches(of: pattern) {
            let whole = match.output.1
            let start = stripped.distance(from: stripped.startIndex, to: whole.startIndex)
            found.append((start..<(start + whole.count), String(match.output.2)))
        }
        return found
    }

    /// The imports of `text` with their 1-based line and column.
    static func imports(in text: String) -> [(module: String, line: Int, column: Int)] {
        let stripped = strippingCommentsAndStrings(text)
        let chars = Array(stripped)
        return importStatements(in: stripped).map { range, module in
            var line = 1, column = 1
            for c in chars[0..<range.lowerBound] {
                if c.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            return (module, line, column)
        }
    }

    /// The names of the types declared or extended as conforming to
    /// `ScrollTargetBehavior`, in order of appearance, without repeats.
    static func conformingTypeNames(in text: String) -> [String] {
        conformingTypeNames(inStripped: strippingCommentsAndStrings(text))
    }

    static func conformingTypeNames(inStripped code: String, to protocolName: String = "ScrollTargetBehavior") -> [String] {
        let declaration = /\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{/
        let accepted: Set<Substring> = [Substring(protocolName), Substring("ScrollKitUI." + protocolName), Substring("SwiftUI." + protocolName)]
        var names: [String] = []
        for match in code.matches(of: declaration) {
            let inherited = match.output.2.split(whereSeparator: { ",& \n\t\r".contains($0) })
            let conforms = inherited.contains { accepted.contains($0) }
            let name = String(match.output.1)
            if conforms, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The stored properties without a default value declared directly in
    /// `typeName`'s body (`let step: CGFloat`), with their types: what a
    /// memberwise initializer asks for.
    static func storedProperties(of typeName: String, in text: String) -> [(name: String, type: String)] {
        let code = strippingCommentsAndStrings(text)
        let head = try! Regex("\\b(?:struct|class|enum|actor)\\s+\(NSRegularExpression.escapedPattern(for: typeName))\\b[^{]*\\{")
        guard let match = code.firstMatch(of: head) else { return [] }
        let body = memberText(code, from: match.range.upperBound)
        let property = /(?m)^\s*(?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*(?:let|var)\s+([A-Za-z_]\w*)\s*:\s*([^=\n{]+?)\s*$/
        return body.matches(of: property).map { (String($0.output.1), String($0.output.2)) }
    }

    /// A type's own members in `code` (comments and strings stripped), its
    /// body read from `start` (just past its `{`): depth 1 only, a nested
    /// body reduced to its `{`, so a line that opens one (`var x: CGFloat {`)
    /// keeps that `{` and is not taken for a stored property.
    static func memberText(_ code: String, from start: String.Index) -> String {
        var depth = 1
        var body = ""
        var index = start
        while index < code.endIndex, depth > 0 {
            let c = code[index]
            index = code.index(after: index)
            if c == "{" {
                depth += 1
                if depth == 2 { body.append("{") }
            } else if c == "}" {
                depth -= 1
            } else if depth == 1 {
                body.append(c)
            }
        }
        return body
    }

    /// `text` with `//` and `/* */` comments and string literals blanked
    /// (kept as spaces, so nothing else moves: one character out for each
    /// character in).
    static func strippingCommentsAndStrings(_ text: String) -> String {
        var out = ""
        var chars = Array(text)
        var i = 0
        var blockDepth = 0
        func keep(_ c: Character) -> Character { c.isNewline ? c : " " }
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if blockDepth > 0 {
                if c == "*", next == "/" { blockDepth -= 1; out += "  "; i += 2; continue }
                if c == "/", next == "*" { blockDepth += 1; out += "  "; i += 2; continue }
                out.append(keep(c)); i += 1; continue
            }
            if c == "/", next == "*" { blockDepth = 1; out += "  "; i += 2; continue }
            if c == "/", next == "/" {
                while i < chars.count, !chars[i].isNewline { out.append(" "); i += 1 }
                continue
            }
            if c == "\"", next == "\"", i + 2 < chars.count, chars[i + 2] == "\"" {
                // A multi-line string literal: blank to the closing `"""`.
                out += "   "; i += 3
                while i < chars.count, !(chars[i] == "\"" && i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"") {
                    if chars[i] == "\\", i + 1 < chars.count { out.append(" "); i += 1 }
                    out.append(keep(chars[i])); i += 1
                }
                if i < chars.count { out += "   "; i += 3 }
                continue
            }
            if c == "\"" {
                out.append(" "); i += 1
                while i < chars.count, chars[i] != "\"", !chars[i].isNewline {
                    if chars[i] == "\\" { out.append(" "); i += 1 }
                    if i < chars.count { out.append(keep(chars[i])); i += 1 }
                }
                if i < chars.count { out.append(keep(chars[i])); i += 1 }
                continue
            }
            out.append(c); i += 1
        }
        chars.removeAll()
        return out
    }
}
