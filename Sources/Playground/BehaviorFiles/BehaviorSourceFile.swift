import Foundation

/// A `--behavior-file` as read from disk: its text and the one type in it
/// that conforms to `ScrollTargetBehavior`.
///
/// The type is found in the text (comments and string literals removed):
/// `struct|class|enum|actor NAME: …ScrollTargetBehavior…` or
/// `extension NAME: …ScrollTargetBehavior…`. Exactly one such type must
/// exist, and it must have an `init()` (the playground makes a fresh value
/// for every call; a type with only defaulted stored properties has one).
struct BehaviorSourceFile: Sendable {
    /// The path as given (messages use it).
    var path: String
    var text: String
    /// The conforming type's name.
    var typeName: String

    /// Reads `path` and finds its behavior type.
    init(path: String) throws(BehaviorFileError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw BehaviorFileError(kind: .invalidFile, file: path, message: exists ? "cannot read the file" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BehaviorFileError(kind: .invalidFile, file: path, message: "the file is not UTF-8 text")
        }
        try self.init(path: path, text: text)
    }

    init(path: String, text: String) throws(BehaviorFileError) {
        self.path = path
        self.text = text
        let names = Self.conformingTypeNames(in: text)
        guard let first = names.first else {
            throw BehaviorFileError(
                kind: .invalidFile, file: path,
                message: "no type conforms to ScrollTargetBehavior (write e.g. `struct MyPaging: ScrollTargetBehavior { func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { … } }`)")
        }
        guard names.count == 1 else {
            throw BehaviorFileError(
                kind: .invalidFile, file: path,
                message: "several types conform to ScrollTargetBehavior (\(names.joined(separator: ", "))); keep one per file")
        }
        typeName = first
    }

    /// The names of the types declared or extended as conforming to
    /// `ScrollTargetBehavior`, in order of appearance, without repeats.
    static func conformingTypeNames(in text: String) -> [String] {
        let code = strippingCommentsAndStrings(text)
        let declaration = /\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(?:<[^>{]*>)?\s*:([^{]*)\{/
        var names: [String] = []
        for match in code.matches(of: declaration) {
            let inherited = match.output.2.split(whereSeparator: { ",& \n\t\r".contains($0) })
            let conforms = inherited.contains { $0 == "ScrollTargetBehavior" || $0 == "ScrollKitUI.ScrollTargetBehavior" }
            let name = String(match.output.1)
            if conforms, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `text` with `//` and `/* */` comments and string literals blanked
    /// (kept as spaces, so nothing else moves).
    static func strippingCommentsAndStrings(_ text: String) -> String {
        var out = ""
        var chars = Array(text)
        var i = 0
        var blockDepth = 0
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if blockDepth > 0 {
                if c == "*", next == "/" { blockDepth -= 1; out += "  "; i += 2; continue }
                if c == "/", next == "*" { blockDepth += 1; out += "  "; i += 2; continue }
                out.append(c == "\n" ? "\n" : " "); i += 1; continue
            }
            if c == "/", next == "*" { blockDepth = 1; out += "  "; i += 2; continue }
            if c == "/", next == "/" {
                while i < chars.count, chars[i] != "\n" { out.append(" "); i += 1 }
                continue
            }
            if c == "\"" {
                out.append(" "); i += 1
                while i < chars.count, chars[i] != "\"", chars[i] != "\n" {
                    if chars[i] == "\\" { out.append(" "); i += 1 }
                    if i < chars.count { out.append(" "); i += 1 }
                }
                if i < chars.count { out.append(chars[i] == "\n" ? "\n" : " "); i += 1 }
                continue
            }
            out.append(c); i += 1
        }
        chars.removeAll()
        return out
    }
}
