/// Numbers and pairs as scenario files write them: the shortest decimal that
/// reads back as the same Double (so a written file parses to identical
/// values), whole numbers without a fraction.
enum ScenarioEncoding {
    /// `12`, `0.1`, `-3.5`, `1e-05`: finite values only (files hold no others).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `[x, y]`.
    static func pair(_ x: Double, _ y: Double) -> String { "[\(number(x)), \(number(y))]" }
}
