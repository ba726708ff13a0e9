/// The `@Observable` classes of a view file's compiled copy, written out in
/// plain Swift so the compiler never loads the Observation macro plugin
/// (loading the swift-syntax libraries, and parsing and expanding every
/// property through them, is a large share of a screen's cold compile).
///
/// What the macro adds, and what the copy says instead (ScrollKitUI's
/// `_ScrollKitObservable` and `_ScrollKitTracked` do the macro's work):
/// - the conformance to `Observable` and the object's registrar: the class
///   header gets `, _ScrollKitObservable` (or `: …`) before its `{` (or its
///   `where`), and `nonisolated let _$observationRegistrar = …;` right after
///   the `{`, on the same line;
/// - `@ObservationTracked` accessors on each stored instance `var` (a read
///   reports `access`, a write runs in `withMutation`, an unchanged
///   `Equatable` value or the same object notifies no one): the `var` gets
///   `@_ScrollKitTracked ` in front of its declaration;
/// - `@Observable` and `@ObservationIgnored` themselves become spaces.
///
/// Nothing inserted holds a line break, so every line keeps its number;
/// each insertion is recorded as a `ColumnShift` so messages give the
/// user's columns. A class whose declaration the copy cannot spell out
/// with certainty keeps `@Observable` as written, and the macro expands it
/// as before: one that is not a class, properties with `willSet`/`didSet`,
/// `lazy`, `weak`, `unowned`, `override` or another attribute, several
/// names in one `var`, code naming a property's storage (`_name`), a
/// `Codable` conformance (its synthesis would see the storage), an
/// `@Observable` superclass or subclass among the files, or a file that
/// does not import SwiftUI (the names live there).
struct ObservableExpansion {
    /// One `@Observable` class found.
    struct Found {
        var name: String
        /// The first name of its inheritance clause (the superclass, if any).
        var firstInherited: String?
    }

    /// The `@Observable` classes declared in `code` (stripped of comments and strings).
    static func classes(inStripped code: String) -> [Found] {
        let chars = Array(code)
        var found: [Found] = []
        for at in attributeIndices(chars) {
            guard let header = header(chars, after: at + attribute.count) else { continue }
            found.append(Found(name: header.name, firstInherited: header.firstInherited))
        }
        return found
    }

    /// `text` with every `@Observable` class that can be spelt out written
    /// out, and the shifts of its lines; `text` itself when none can.
    /// `leftToMacro` names classes to keep as written.
    static func expanding(_ text: String, leftToMacro: Set<String>) -> (text: String, shifts: [ColumnShift]) {
        guard text.contains(attribute) else { return (text, []) }
        let stripped = BehaviorSourceFile.strippingCommentsAndStrings(text)
        let imports = Set(BehaviorSourceFile.importStatements(in: stripped).map(\.module))
        guard imports.contains("SwiftUI") || imports.contains("ScrollKitUI") else { return (text, []) }
        var chars = Array(text)
        let code = Array(stripped)
        guard chars.count == code.count else { return (text, []) }
        var insertions: [(at: Int, text: String)] = []
        var blanks: [Range<Int>] = []
        for at in attributeIndices(code) {
            guard let header = header(code, after: at + attribute.count), !leftToMacro.contains(header.name),
                  !header.inherited.contains(where: codableNames.contains),
                  !extendsAsCodable(header.name, in: stripped),
                  let body = members(code, header: header) else { continue }
            blanks.append(at..<(at + attribute.count))
            blanks += body.ignored
            let conformance = header.firstInherited == nil ? ": _ScrollKitObservable" : ", _ScrollKitObservable"
            insertions.append((header.conformanceAt, conformance))
            let access = header.modifiers.contains("public") || header.modifiers.contains("open") ? "public " : ""
            insertions.append((header.open + 1, " \(access)nonisolated let _$observationRegistrar = Observation.ObservationRegistrar();"))
            for start in body.tracked { insertions.append((start, "@_ScrollKitTracked ")) }
        }
        guard !insertions.isEmpty else { return (text, []) }
        for range in blanks {
            for i in range where !chars[i].isNewline { chars[i] = " " }
        }
        let shifts = insertions.map { shift(at: $0.at, length: $0.text.utf8.count, in: chars) }
        // From the end, so earlier offsets hold; at one offset (`{var x`) the
        // registrar stays before the property's attribute.
        for (_, insertion) in insertions.enumerated().sorted(by: { ($0.element.at, $0.offset) > ($1.element.at, $1.offset) }) {
            chars.insert(contentsOf: Array(insertion.text), at: insertion.at)
        }
        return (String(chars), shifts)
    }

    static let attribute = "@Observable"
    static let codableNames: Set<String> = ["Codable", "Encodable", "Decodable"]
    static let classModifiers: Set<String> = ["final", "public", "open", "internal", "private", "fileprivate", "package", "nonisolated"]
    /// Modifiers a tracked `var` may have (anything else leaves the class to the macro).
    static let propertyModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open", "final", "nonisolated"]
    /// Modifiers of a `var` the macro does not track (a static or class property).
    static let typeModifiers: Set<String> = ["static", "class"]
    /// Modifiers whose property the macro handles in ways the copy does not spell out.
    static let otherModifiers: Set<String> = ["lazy", "weak", "unowned", "override", "dynamic", "required", "convenience", "mutating", "nonmutating"]

    /// Where `@Observable` stands as a whole attribute in `code`.
    static func attributeIndices(_ code: [Character]) -> [Int] {
        let pattern = Array(attribute)
        var found: [Int] = []
        var i = 0
        while i + pattern.count <= code.count {
            if code[i] == "@", Array(code[i..<(i + pattern.count)]) == pattern,
               i + pattern.count == code.count || !isIdentifier(code[i + pattern.count]) {
                found.append(i)
                i += pattern.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// A class header after `@Observable`.
    struct Header {
        var name: String
        var modifiers: [String]
        var inherited: [String]
        var firstInherited: String?
        /// Where the conformance is inserted: after the clause's last character before `where` or `{`.
        var conformanceAt: Int
        /// The body's `{`.
        var open: Int
    }

    /// The class declared after `@Observable` (other attributes and
    /// modifiers may come between), or nil when it is not a class.
    static func header(_ code: [Character], after start: Int) -> Header? {
        var i = start
        var modifiers: [String] = []
        while true {
            i = skipSpace(code, i)
            guard i < code.count else { return nil }
            if code[i] == "@" {
                i = skipAttribute(code, i)
                continue
            }
            let word = identifier(code, i)
            guard !word.isEmpty else { return nil }
            i += word.count
            if word == "class" { break }
            guard classModifiers.contains(word) else { return nil }
            modifiers.append(word)
        }
        i = skipSpace(code, i)
        let name = identifier(code, i)
        guard !name.isEmpty else { return nil }
        i += name.count
        var depth = 0
        var inherited: [String] = []
        var clause = false
        var conformanceAt: Int?
        var lastCode = i - 1
        while i < code.count {
            let c = code[i]
            if c == "<" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == ")" || c == "]", !(c == ">" && i > 0 && code[i - 1] == "-") { depth -= 1 }
            if depth == 0 {
                if c == "{" { break }
                if c == ":", !clause, inherited.isEmpty { clause = true }
                if isIdentifier(c), i == 0 || !isIdentifier(code[i - 1]) {
                    let word = identifier(code, i)
                    if word == "where" {
                        conformanceAt = conformanceAt ?? lastCode + 1
                    } else if clause, conformanceAt == nil {
                        inherited.append(word)
                    }
                }
            }
            if !c.isWhitespace, conformanceAt == nil { lastCode = i }
            i += 1
        }
        guard i < code.count else { return nil }
        return Header(
            name: name, modifiers: modifiers, inherited: inherited, firstInherited: inherited.first,
            conformanceAt: conformanceAt ?? lastCode + 1, open: i)
    }

    /// The body's tracked properties (where each declaration starts) and
    /// the `@ObservationIgnored` attributes to blank, or nil when the class
    /// is left to the macro.
    static func members(_ code: [Character], header: Header) -> (tracked: [Int], ignored: [Range<Int>])? {
        var depth = 0
        var close = header.open
        repeat {
            if code[close] == "{" { depth += 1 } else if code[close] == "}" { depth -= 1 }
            close += 1
        } while depth > 0 && close < code.count
        let body = Array(code[(header.open + 1)..<(close - 1)])
        let bodyStart = header.open + 1
        let words = Self.words(body)
        if words.contains(where: { $0.word == "willSet" || $0.word == "didSet" }) { return nil }
        var tracked: [Int] = []
        var names: [String] = []
        var ignored: [Range<Int>] = []
        for entry in words where entry.word == "ObservationIgnored" && entry.at > 0 && body[entry.at - 1] == "@" {
            ignored.append((bodyStart + entry.at - 1)..<(bodyStart + entry.at + entry.word.count))
        }
        for entry in words where entry.word == "var" && entry.depth == 0 {
            guard let declaration = declaration(body, varAt: entry.at) else { return nil }
            if declaration.skipped { continue }
            tracked.append(bodyStart + declaration.start)
            names.append(declaration.name)
        }
        let storage = Set(names.map { "_" + $0 })
        if Self.words(code).contains(where: { storage.contains($0.word) }) { return nil }
        return (tracked, ignored)
    }

    /// The `var` at `at` in a class body: where its declaration starts and
    /// its name, `skipped` when the macro would not track it (static,
    /// computed or ignored), nil when the class is left to the macro.
    static func declaration(_ body: [Character], varAt at: Int) -> (start: Int, name: String, skipped: Bool)? {
        var start = at
        var modifiers: [String] = []
        var attributes: [String] = []
        // Back over the modifiers and attributes in front of `var`.
        while true {
            var i = start - 1
            while i >= 0, body[i].isWhitespace { i -= 1 }
            guard i >= 0 else { break }
            if body[i] == ")" {
                var depth = 0
                var j = i
                repeat {
                    if body[j] == ")" { depth += 1 } else if body[j] == "(" { depth -= 1 }
                    j -= 1
                } while depth > 0 && j >= 0
                i = j
            }
            guard i >= 0, isIdentifier(body[i]) else { break }
            var wordStart = i
            while wordStart > 0, isIdentifier(body[wordStart - 1]) { wordStart -= 1 }
            let word = String(body[wordStart...i])
            if wordStart > 0, body[wordStart - 1] == "@" {
                attributes.append(word)
                start = wordStart - 1
            } else if propertyModifiers.contains(word) || typeModifiers.contains(word) || otherModifiers.contains(word) {
                modifiers.append(word)
                start = wordStart
            } else {
                break
            }
        }
        if modifiers.contains(where: typeModifiers.contains) { return (start, "", true) }
        if modifiers.contains(where: otherModifiers.contains) { return nil }
        if attributes == ["ObservationIgnored"] { return (start, "", true) }
        guard attributes.isEmpty else { return nil }
        var i = skipSpace(body, at + 3)
        let name = identifier(body, i)
        guard !name.isEmpty, !(name.first?.isNumber ?? true) else { return nil }
        i += name.count
        // The type, if written: up to `=`, `{`, `,` or the line's end.
        var depth = 0
        while i < body.count {
            let c = body[i]
            if c == "<" || c == "(" || c == "[" { depth += 1 }
            if c == ">" || c == ")" || c == "]", !(c == ">" && i > 0 && body[i - 1] == "-") { depth -= 1 }
            if depth == 0, c == "=" || c == "{" || c == "," || c == ";" || c == "}" || c.isNewline { break }
            i += 1
        }
        let stop: Character = i < body.count ? body[i] : "\n"
        if stop == "," || (stop == "=" && initializerHasAnotherBinding(body, from: i + 1)) { return nil }
        if stop == "{" { return (start, name, true) }
        if stop.isNewline, skipSpace(body, i) < body.count, body[skipSpace(body, i)] == "{" { return (start, name, true) }
        return (start, name, false)
    }

    /// True when the initializer from `start` is followed by `, name = …`
    /// on its line (several bindings in one `var`).
    static func initializerHasAnotherBinding(_ body: [Character], from start: Int) -> Bool {
        var depth = 0
        var i = start
        while i < body.count {
            let c = body[i]
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            if depth < 0 || (depth == 0 && (c == ";" || c.isNewline)) { return false }
            if depth == 0, c == "," { return true }
            i += 1
        }
        return false
    }

    /// True when `code` extends `name` with a `Codable`, `Encodable` or `Decodable` conformance.
    static func extendsAsCodable(_ name: String, in code: String) -> Bool {
        guard let head = try? Regex("\\bextension\\s+\(name)\\s*:([^{]*)\\{") else { return false }
        return code.matches(of: head).contains { match in
            let clause = String(code[match.range])
            return codableNames.contains { clause.contains($0) }
        }
    }

    /// Every identifier of `code` with its offset and brace depth.
    static func words(_ code: [Character]) -> [(word: String, at: Int, depth: Int)] {
        var found: [(String, Int, Int)] = []
        var depth = 0
        var i = 0
        while i < code.count {
            let c = code[i]
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if isIdentifier(c), i == 0 || !isIdentifier(code[i - 1]) {
                let word = identifier(code, i)
                found.append((word, i, depth))
                i += max(word.count, 1)
                continue
            }
            i += 1
        }
        return found
    }

    static func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }

    static func identifier(_ code: [Character], _ start: Int) -> String {
        var end = start
        while end < code.count, isIdentifier(code[end]) { end += 1 }
        return String(code[start..<end])
    }

    static func skipSpace(_ code: [Character], _ start: Int) -> Int {
        var i = start
        while i < code.count, code[i].isWhitespace { i += 1 }
        return i
    }

    /// Past `@Name` and its parenthesised arguments.
    static func skipAttribute(_ code: [Character], _ at: Int) -> Int {
        var i = at + 1
        while i < code.count, isIdentifier(code[i]) || code[i] == "." { i += 1 }
        guard i < code.count, code[i] == "(" else { return i }
        var depth = 0
        repeat {
            if code[i] == "(" { depth += 1 } else if code[i] == ")" { depth -= 1 }
            i += 1
        } while depth > 0 && i < code.count
        return i
    }

    /// The shift of inserting `length` bytes before offset `at` of `chars`.
    static func shift(at: Int, length: Int, in chars: [Character]) -> ColumnShift {
        var line = 1
        var lineStart = 0
        for i in 0..<at where chars[i].isNewline {
            line += 1
            lineStart = i + 1
        }
        let column = String(chars[lineStart..<at]).utf8.count + 1
        return ColumnShift(line: line, column: column, length: length)
    }
}
