/// CRC-32 as PNG, zlib's `crc32` and gzip define it: reflected polynomial
/// 0xEDB88320, initial value and final xor 0xFFFFFFFF. "123456789" → 0xCBF43926.
struct CRC32: Sendable {
    /// The running register (pre-inversion); read the result from `value`.
    private var register: UInt32 = 0xFFFF_FFFF

    init() {}

    /// The checksum of everything fed so far.
    var value: UInt32 { register ^ 0xFFFF_FFFF }

    mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var c = register
        let table = Self.table
        for byte in bytes {
            c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        register = c
    }

    /// The checksum of `bytes` alone.
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// The byte-at-a-time lookup table, computed once.
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }
}
