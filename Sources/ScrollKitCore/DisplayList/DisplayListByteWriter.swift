/// Appends the primitive values of the binary display-list format:
/// little-endian integers, IEEE doubles as their 64-bit patterns, strings as
/// a UInt32 byte count and UTF-8.
///
/// Every value is stored whole into a buffer grown by doubling (a screen's
/// list has thousands of doubles: no byte-by-byte append), which starts at
/// `initialCapacity` bytes so a small list grows at most a few times;
/// `bytes` is what was written.
struct DisplayListByteWriter {
    /// Zero-filled room; the first `count` bytes are written.
    private var storage: [UInt8]
    private var count = 0

    /// Bytes reserved up front.
    static let initialCapacity = 4096

    init() {
        storage = [UInt8](repeating: 0, count: Self.initialCapacity)
    }

    /// What was written.
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// Makes room for `n` more bytes.
    private mutating func reserve(_ n: Int) {
        guard storage.count - count < n else { return }
        storage += [UInt8](repeating: 0, count: Swift.max(storage.count, n))
    }

    mutating func u8(_ v: UInt8) { append(v) }

    mutating func u16(_ v: UInt16) { append(v.littleEndian) }

    mutating func u32(_ v: UInt32) { append(v.littleEndian) }

    mutating func f64(_ v: Double) { append(v.bitPattern.littleEndian) }

    /// The in-memory bytes of `value` (already little-endian).
    private mutating func append<T: FixedWidthInteger>(_ value: T) {
        let size = MemoryLayout<T>.size
        reserve(size)
        let at = count
        storage.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: at, as: T.self) }
        count += size
    }

    /// Bytes as they are.
    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        reserve(raw.count)
        let at = count
        storage.withUnsafeMutableBytes { UnsafeMutableRawBufferPointer(rebasing: $0[at..<(at + raw.count)]).copyMemory(from: raw) }
        count += raw.count
    }

    mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            u32(UInt32(utf8.count))
            append(UnsafeRawBufferPointer(utf8))
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
