/// Number and value formatting for scenario messages: like the trace's numbers
/// (`TraceNumber`), but safe for any Double (huge values print in exponent form).
enum ScenarioFormat {
    /// `12`, `0.9167`, `-1`, `1e+300`, `nan`.
    static func number(_ value: Double, decimals: Int = 4) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if abs(value) >= 1e12 { return "\(value)" }
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
