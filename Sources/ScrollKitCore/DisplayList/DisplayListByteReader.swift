/// Reads what `DisplayListByteWriter` wrote, throwing at the first byte that
/// is missing or wrong.
struct DisplayListByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    private mutating func take(_ n: Int) throws(DisplayListDecodingError) -> ArraySlice<UInt8> {
        guard n >= 0, bytes.count - offset >= n else {
            throw DisplayListDecodingError("unexpected end of data (wanted \(n) more bytes)", at: offset)
        }
        defer { offset += n }
        return bytes[offset..<(offset + n)]
    }

    mutating func u8() throws(DisplayListDecodingError) -> UInt8 { try take(1).first! }

    mutating func u16() throws(DisplayListDecodingError) -> UInt16 {
        let b = try take(2)
        return UInt16(b[b.startIndex]) | UInt16(b[b.startIndex + 1]) << 8
    }

    mutating func u32() throws(DisplayListDecodingError) -> UInt32 {
        try take(4).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func f64() throws(DisplayListDecodingError) -> Double {
        Double(bitPattern: try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) })
    }

    mutating func string() throws(DisplayListDecodingError) -> String {
        let count = Int(try u32())
        let start = offset
        let raw = try take(count)
        guard let s = String(validating: raw, as: UTF8.self) else {
            throw DisplayListDecodingError("string is not UTF-8", at: start)
        }
        return s
    }

    mutating func color() throws(DisplayListDecodingError) -> RGBColor {
        let b = Array(try take(4))
        return RGBColor(r: b[0], g: b[1], b: b[2], a: b[3])
    }

    mutating func rect() throws(DisplayListDecodingError) -> Rect {
        Rect(x: try f64(), y: try f64(), width: try f64(), height: try f64())
    }

    /// A count of things that each take at least `minimumBytes`, checked
    /// against the bytes left so a corrupt count cannot ask for gigabytes.
    mutating func count(minimumBytes: Int) throws(DisplayListDecodingError) -> Int {
        let at = offset
        let n = Int(try u32())
        guard n * minimumBytes <= bytes.count - offset else {
            throw DisplayListDecodingError("count \(n) exceeds the data left", at: at)
        }
        return n
    }
}
