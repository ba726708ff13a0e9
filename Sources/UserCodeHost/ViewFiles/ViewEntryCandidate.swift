/// A `View` type of the view files as the entry view without a preview
/// (CONTRACTS.md, "User code files": the one `View` with an accessible
/// `init()`), read from the source text the way the compiler would see it:
/// - a generic view (`Carousel<Content>`) is not a candidate: `init()`
///   cannot infer its parameters;
/// - a `private`/`fileprivate` view is not: the entry is another file;
/// - with its own initialisers, a view is a candidate when one of them is
///   callable with no argument (none, or all defaulted) and not private;
/// - without them, when its memberwise initialiser needs no argument: every
///   stored property has a default (`let x = 1`, `@State var y = 0`, an
///   optional `var`), and none is a `@Binding`/`@ObservedObject`/`@Bindable`
///   without one.
struct ViewEntryCandidate: Equatable, Sendable {
    /// The type's name.
    var name: String
    /// How it can be made, as a Swift expression (`CarouselExample()`).
    var initialiser: String
    /// Whether `initialiser` takes no argument (the only kind the playground picks).
    var takesNoArgument: Bool
    /// Why it is not a candidate at all (generic, private), nil when it is one.
    var excluded: String?

    /// The analysis of `name` in `code` (comments and strings blanked); nil when no declaration is found.
    static func reading(_ name: String, inStripped code: String) -> ViewEntryCandidate? {
        let escaped = name.replacingOccurrences(of: ".", with: "\\.")
        guard let head = try? Regex("((?:\\b(?:private|fileprivate|public|internal|final|open)\\s+)*)\\b(?:struct|class)\\s+\(escaped)\\b\\s*(<)?[^{]*\\{"),
              let match = code.firstMatch(of: head) else { return nil }
        let modifiers = match.output[1].substring.map(String.init) ?? ""
        if match.output[2].substring != nil {
            return ViewEntryCandidate(name: name, initialiser: "\(name)<…>(…)", takesNoArgument: false, excluded: "generic")
        }
        if modifiers.contains("private") {
            return ViewEntryCandidate(name: name, initialiser: "\(name)()", takesNoArgument: false, excluded: "private")
        }
        let body = BehaviorSourceFile.memberText(code, from: match.range.upperBound)
        let inits = initialisers(in: body)
        if !inits.isEmpty {
            let open = inits.filter { !$0.isPrivate }
            if let free = open.first(where: { $0.needsNothing }) {
                return ViewEntryCandidate(name: name, initialiser: "\(name)(\(free.defaulted))", takesNoArgument: true, excluded: nil)
            }
            let shown = open.first.map { "\(name)(\($0.parameters))" } ?? "\(name)(…)"
            return ViewEntryCandidate(name: name, initialiser: shown, takesNoArgument: false, excluded: nil)
        }
        let needed = memberwiseArguments(in: body)
        let shown = needed.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        return ViewEntryCandidate(name: name, initialiser: "\(name)(\(shown))", takesNoArgument: needed.isEmpty, excluded: nil)
    }

    struct Initialiser {
        var parameters: String
        var isPrivate: Bool
        /// Every parameter has a default.
        var needsNothing: Bool
        /// How a call with no argument reads (empty).
        var defaulted: String { "" }
    }

    /// The `init(…)`s among `members` (failable ones too), with their parameter lists.
    static func initialisers(in members: String) -> [Initialiser] {
        let chars = Array(members)
        var found: [Initialiser] = []
        let pattern = /(?m)^[ \t]*((?:(?:private|fileprivate|public|internal|convenience|required|@MainActor|nonisolated)\s+)*)init[?!]?\s*(?:<[^>]*>)?\s*\(/
        for match in members.matches(of: pattern) {
            var depth = 1
            var i = members.distance(from: members.startIndex, to: match.range.upperBound)
            var text = ""
            while i < chars.count, depth > 0 {
                let c = chars[i]
                if c == "(" || c == "[" { depth += 1 }
                if c == ")" || c == "]" { depth -= 1 }
                if depth > 0 { text.append(c) }
                i += 1
            }
            let parameters = splitTopLevel(text).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            let needsNothing = parameters.allSatisfy { $0.contains("=") }
            let compact = parameters.joined(separator: ", ").replacing(/\s+/, with: " ")
            found.append(Initialiser(parameters: compact, isPrivate: match.output.1.contains("private"), needsNothing: needsNothing))
        }
        return found
    }

    /// The arguments a memberwise initialiser asks for.
    static func memberwiseArguments(in members: String) -> [(name: String, type: String)] {
        let property = /(?m)^[ \t]*((?:@\w+(?:\([^)\n]*\))?\s+)*)((?:(?:private|fileprivate|internal|public|static|lazy|weak|unowned)(?:\(set\))?\s+)*)(let|var)\s+([A-Za-z_]\w*)\s*(?::\s*([^=\n{]+?))?\s*(=|\{|$)/
        var needed: [(String, String)] = []
        for match in members.matches(of: property) {
            let attributes = String(match.output.1)
            let modifiers = String(match.output.2)
            if modifiers.contains("static") || modifiers.contains("lazy") { continue }
            let type = match.output.5.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
            let ending = String(match.output.6)
            if ending == "=" || ending == "{" { continue }
            if !attributes.isEmpty {
                // Wrappers that read the environment or own state need nothing; a binding does.
                if attributes.contains("@Binding") || attributes.contains("@ObservedObject") || attributes.contains("@Bindable") {
                    needed.append((String(match.output.4), type))
                }
                continue
            }
            if match.output.3 == "var", type.hasSuffix("?") { continue }
            needed.append((String(match.output.4), type))
        }
        return needed
    }

    /// `text` split at its top-level commas (not inside brackets or parentheses).
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for c in text {
            defer { previous = c }
            if "([<{".contains(c) { depth += 1 }
            // `->` of a function type closes nothing.
            if ")]}".contains(c) || (c == ">" && previous != "-") { depth -= 1 }
            if c == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts
    }
}
