/// Reads what `DisplayListByteWriter` wrote, throwing at the first byte that
/// is missing or wrong.
///
/// A reader may start part way into `bytes` (a display list inside a
/// hosted layout is read in place, not copied out): `offset`, which errors
/// name, counts from that start.
struct DisplayListByteReader {
    let bytes: [UInt8]
    /// Where reading started in `bytes`.
    private let origin: Int
    /// The next byte's index in `bytes`.
    private var position: Int

    init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        origin = start
        position = start
    }

    /// The next byte's offset from where reading started.
    var offset: Int {
        get { position - origin }
        set { position = origin + newValue }
    }

    /// The rest of the bytes, from the next one, as a reader of their own.
    var rest: DisplayListByteReader { DisplayListByteReader(bytes, from: position) }

    var isAtEnd: Bool { position == bytes.count }

    private mutating func take(_ n: Int) throws(DisplayListDecodingError) -> ArraySlice<UInt8> {
        guard n >= 0, bytes.count - position >= n else {
            throw DisplayListDecodingError("unexpected end of data (wanted \(n) more bytes)", at: offset)
        }
        defer { position += n }
        return bytes[position..<(position + n)]
    }

    mutating func u8() throws(DisplayListDecodingError) -> UInt8 { try take(1).first! }

    mutating func u16() throws(DisplayListDecodingError) -> UInt16 {
        let b = try take(2)
        return UInt16(b[b.startIndex]) | UInt16(b[b.startIndex + 1]) << 8
    }

    mutating func u32() throws(DisplayListDecodingError) -> UInt32 {
        UInt32(truncatingIfNeeded: try littleEndian(4))
    }

    mutating func f64() throws(DisplayListDecodingError) -> Double {
        Double(bitPattern: try littleEndian(8))
    }

    /// The next `n` bytes (at most 8) as a little-endian number, read in
    /// place (a display list has thousands of them: no slice, no array).
    private mutating func littleEndian(_ n: Int) throws(DisplayListDecodingError) -> UInt64 {
        guard bytes.count - position >= n else {
            throw DisplayListDecodingError("unexpected end of data (wanted \(n) more bytes)", at: offset)
        }
        let at = position
        position += n
        if n == 8 {
            return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        }
        if n == 4 {
            return UInt64(bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: UInt32.self)) })
        }
        var value: UInt64 = 0
        var i = at + n
        while i > at {
            i -= 1
            value = value << 8 | UInt64(bytes[i])
        }
        return value
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
        let b = try take(4)
        let i = b.startIndex
        return RGBColor(r: b[i], g: b[i + 1], b: b[i + 2], a: b[i + 3])
    }

    mutating func rect() throws(DisplayListDecodingError) -> Rect {
        Rect(x: try f64(), y: try f64(), width: try f64(), height: try f64())
    }

    /// A count of things that each take at least `minimumBytes`, checked
    /// against the bytes left so a corrupt count cannot ask for gigabytes.
    mutating func count(minimumBytes: Int) throws(DisplayListDecodingError) -> Int {
        let at = offset
        let n = Int(try u32())
        guard n * minimumBytes <= bytes.count - position else {
            throw DisplayListDecodingError("count \(n) exceeds the data left", at: at)
        }
        return n
    }
}
