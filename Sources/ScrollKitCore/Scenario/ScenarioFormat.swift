/// Number and value formatting for scenario messages: like the trace's numbers
/// (`TraceNumber`), but safe for any Double (huge values print in exponent form).
enum ScenarioFormat {
    /// `12`, `0.9167`, `-1`, `1e+300`, `nan`; exact to `decimals` places.
    static func number(_ value: Double, decimals: Int = 4) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        // TraceNumber works on value × 10^decimals as an integer: keep that
        // below 2^53 (exact) and print larger values in Swift's shortest form.
        if value == value.rounded(), abs(value) < 9e15 { return String(Int64(value)) }
        var limit = 1e15
        for _ in 0..<max(0, decimals) { limit /= 10 }
        if abs(value) >= limit { return "\(value)" }
        // A nonzero value that would round to 0 (a subnormal 5e-324) shows as itself, not as 0.
        var smallest = 0.5
        for _ in 0..<max(0, decimals) { smallest /= 10 }
        if value != 0, abs(value) < smallest { return "\(value)" }
        return TraceNumber.format(value, decimals: decimals)
    }

    static func point(_ p: Point) -> String { "[\(number(p.x)), \(number(p.y))]" }
    static func vector(_ v: Vector) -> String { "[\(number(v.dx)), \(number(v.dy))]" }
    static func size(_ s: Size) -> String { "[\(number(s.width)), \(number(s.height))]" }

    /// A JSON value as shown after "got": the number or string itself, or its kind.
    static func shown(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return number(n, decimals: 6)
        case let .string(s):
            let short = s.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(s.unicodeScalars.prefix(40))) + "…" : s
            return JSONWriter.quote(short)
        case let .array(items):
            if items.count <= 4, items.allSatisfy({ $0.number != nil }) {
                return "[" + items.map { number($0.number!, decimals: 6) }.joined(separator: ", ") + "]"
            }
            return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}
