/// Appends the primitive values of the binary display-list format:
/// little-endian integers, IEEE doubles as their 64-bit patterns, strings as
/// a UInt32 byte count and UTF-8.
struct DisplayListByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u8(_ v: UInt8) { bytes.append(v) }

    mutating func u16(_ v: UInt16) {
        bytes.append(UInt8(v & 0xFF))
        bytes.append(UInt8(v >> 8))
    }

    mutating func u32(_ v: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((v >> UInt32(shift)) & 0xFF)) }
    }

    mutating func f64(_ v: Double) {
        let bits = v.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((bits >> UInt64(shift)) & 0xFF)) }
    }

    mutating func string(_ s: String) {
        let utf8 = Array(s.utf8)
        u32(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    mutating func color(_ c: RGBColor) {
        bytes.append(contentsOf: [c.r, c.g, c.b, c.a])
    }

    mutating func rect(_ r: Rect) {
        f64(r.minX)
        f64(r.minY)
        f64(r.width)
        f64(r.height)
    }
}
