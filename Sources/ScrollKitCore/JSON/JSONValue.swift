/// A parsed JSON value that remembers where it was in its source text, so that
/// an error about a field can name the line it is on.
public struct JSONValue: Hashable, Sendable {
    /// The kinds of JSON value.
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in source order (duplicate keys are a parse error).
        case object([(key: String, value: JSONValue)])

        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.array(a), .array(b)): return a == b
            case let (.object(a), .object(b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .null: hasher.combine(0)
            case let .bool(b): hasher.combine(b)
            case let .number(n): hasher.combine(n)
            case let .string(s): hasher.combine(s)
            case let .array(a): hasher.combine(a)
            case let .object(o):
                for member in o {
                    hasher.combine(member.key)
                    hasher.combine(member.value)
                }
            }
        }
    }

    public var kind: Kind
    /// 1-based line of the value's first character.
    public var line: Int
    /// 1-based column (in Unicode scalars) of the value's first character.
    public var column: Int

    public init(_ kind: Kind, line: Int = 1, column: Int = 1) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// A short name of the kind for error messages ("a number", "an object"…).
    public var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var number: Double? { if case let .number(n) = kind { return n } else { return nil } }
    public var string: String? { if case let .string(s) = kind { return s } else { return nil } }
    public var bool: Bool? { if case let .bool(b) = kind { return b } else { return nil } }
    public var array: [JSONValue]? { if case let .array(a) = kind { return a } else { return nil } }
    public var members: [(key: String, value: JSONValue)]? {
        if case let .object(o) = kind { return o } else { return nil }
    }

    /// The member named `key` of an object, nil otherwise.
    public subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}
