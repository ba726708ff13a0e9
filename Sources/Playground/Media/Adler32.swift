/// Adler-32 (RFC 1950), the checksum that closes a zlib stream:
/// two sums modulo 65521, `b << 16 | a`. "Wikipedia" → 0x11E60398.
struct Adler32: Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    init() {}

    var value: UInt32 { (b << 16) | a }

    mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        // 5552 is the largest n for which the sums cannot overflow 32 bits
        // before the modulo (zlib's NMAX).
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }
}
