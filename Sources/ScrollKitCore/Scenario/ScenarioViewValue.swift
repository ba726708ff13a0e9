/// A value a view expectation compares with what a view file's view did:
/// a number (compared within a tolerance with the value Swift printed, e.g.
/// `182.0` for a `CGFloat`) or a text (compared exactly: `true`, `Optional(3)`).
public enum ScenarioViewValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case text(String)

    /// True when `printed` (as `String(describing:)` gave it) is this value.
    public func matches(_ printed: String, tolerance: Double) -> Bool {
        switch self {
        case let .number(n):
            guard let value = Double(printed) else { return false }
            return abs(value - n) <= tolerance
        case let .text(s):
            return printed == s
        }
    }

    public var description: String {
        switch self {
        case let .number(n): return ScenarioFormat.number(n)
        case let .text(s): return "\"\(s)\""
        }
    }
}
