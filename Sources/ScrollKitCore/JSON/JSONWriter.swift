/// Builds one compact JSON object as text, members in insertion order, numbers
/// through `TraceNumber` so output is byte-identical across runs.
public struct JSONWriter {
    private var text = "{"
    private var first = true

    public init() {}

    private mutating func key(_ key: String) {
        if !first { text += ", " }
        first = false
        text += JSONWriter.quote(key) + ": "
    }

    public mutating func add(_ key: String, _ value: Double) {
        self.key(key)
        text += TraceNumber.format(value)
    }

    public mutating func add(_ key: String, _ value: Int) {
        self.key(key)
        text += String(value)
    }

    public mutating func add(_ key: String, _ value: Bool) {
        self.key(key)
        text += value ? "true" : "false"
    }

    public mutating func add(_ key: String, _ value: String) {
        self.key(key)
        text += JSONWriter.quote(value)
    }

    public mutating func add(_ key: String, _ point: Point) {
        self.key(key)
        text += "[\(TraceNumber.format(point.x)), \(TraceNumber.format(point.y))]"
    }

    public mutating func add(_ key: String, _ vector: Vector) {
        self.key(key)
        text += "[\(TraceNumber.format(vector.dx)), \(TraceNumber.format(vector.dy))]"
    }

    public mutating func add(_ key: String, _ size: Size) {
        self.key(key)
        text += "[\(TraceNumber.format(size.width)), \(TraceNumber.format(size.height))]"
    }

    public mutating func add(_ key: String, strings: [String]) {
        self.key(key)
        text += "[" + strings.map(JSONWriter.quote).joined(separator: ", ") + "]"
    }

    /// Adds a member whose value is already JSON text (a nested object).
    public mutating func add(_ key: String, raw: String) {
        self.key(key)
        text += raw
    }

    /// The finished object.
    public var result: String { text + "}" }

    /// `s` as a JSON string literal.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
