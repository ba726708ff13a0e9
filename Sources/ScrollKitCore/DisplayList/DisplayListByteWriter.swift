/// Appends the primitive values of the binary display-list format:
/// little-endian integers, IEEE doubles as their 64-bit patterns, strings as
/// a UInt32 byte count and UTF-8.
///
/// Every value is appended whole (a screen's list has thousands of
/// doubles: no byte-by-byte loop), into a buffer that starts at
/// `initialCapacity` so a small list grows at most a few times.
struct DisplayListByteWriter {
    private(set) var bytes: [UInt8] = []

    /// Bytes reserved up front.
    static let initialCapacity = 4096

    init() {
        bytes.reserveCapacity(Self.initialCapacity)
    }

    mutating func u8(_ v: UInt8) { bytes.append(v) }

    mutating func u16(_ v: UInt16) { append(v.littleEndian) }

    mutating func u32(_ v: UInt32) { append(v.littleEndian) }

    mutating func f64(_ v: Double) { append(v.bitPattern.littleEndian) }

    /// The in-memory bytes of `value` (already little-endian).
    private mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            u32(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func color(_ c: RGBColor) {
        append(UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24)
    }

    mutating func rect(_ r: Rect) {
        f64(r.minX)
        f64(r.minY)
        f64(r.width)
        f64(r.height)
    }
}
