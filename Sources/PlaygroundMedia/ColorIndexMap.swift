import ScrollKitCore

/// A small open-addressing hash map from a packed pixel (the four RGBA bytes
/// read as one little-endian `UInt32`) to a palette index. Faster than
/// `Dictionary` on the per-pixel paths of the PNG and GIF encoders.
///
/// Invariant: the table is a power of two at most half full.
struct ColorIndexMap: Sendable {
    private var keys: [UInt32]
    private var values: [Int32]   // -1 = empty slot
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    @inline(__always)
    private static func slot(_ key: UInt32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 7) & mask
    }

    /// The index stored for `key`, if any.
    @inline(__always)
    func index(ofRawPixel key: UInt32) -> Int? {
        var s = Self.slot(key, mask)
        while true {
            let v = values[s]
            if v < 0 { return nil }
            if keys[s] == key { return Int(v) }
            s = (s + 1) & mask
        }
    }

    /// Stores `index` for `key` (replacing any previous value).
    mutating func set(_ index: Int, forRawPixel key: UInt32) {
        if (count + 1) * 2 > keys.count { grow() }
        var s = Self.slot(key, mask)
        while values[s] >= 0 && keys[s] != key { s = (s + 1) & mask }
        if values[s] < 0 { count += 1 }
        keys[s] = key
        values[s] = Int32(index)
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: -1, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for i in 0..<oldKeys.count where oldValues[i] >= 0 { set(Int(oldValues[i]), forRawPixel: oldKeys[i]) }
    }

    /// The packed form of a colour, as it sits in an `RGBAImage`'s memory.
    @inline(__always)
    static func rawPixel(_ c: RGBColor) -> UInt32 {
        UInt32(littleEndian: UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24)
    }

    /// The colour of a packed pixel.
    @inline(__always)
    static func color(ofRawPixel raw: UInt32) -> RGBColor {
        let v = UInt32(littleEndian: raw)
        return RGBColor(r: UInt8(v & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8((v >> 16) & 0xFF), a: UInt8(v >> 24))
    }
}
