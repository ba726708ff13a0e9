/// Packs variable-width codes into bytes least-significant bit first, as
/// both DEFLATE (RFC 1951 §3.1.1) and GIF's LZW stream do.
///
/// Invariant: fewer than 8 bits wait in `pending` between calls to `write`
/// (whole bytes go to `bytes` at once).
struct LSBBitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount: Int = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `count` bits of `value` (0…32 bits), lowest bit first.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value & (count >= 32 ? 0xFFFF_FFFF : (1 << UInt32(count)) &- 1)) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Pads with zero bits to the next byte boundary.
    mutating func alignToByte() {
        if pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending = 0
            pendingCount = 0
        }
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func appendAligned<C: Collection>(_ more: C) where C.Element == UInt8 {
        precondition(pendingCount == 0, "appendAligned needs a byte-aligned writer")
        bytes.append(contentsOf: more)
    }

    /// Total bits written so far, padding not included.
    var bitCount: Int { bytes.count * 8 + pendingCount }

    /// Byte-aligns and hands over the bytes.
    mutating func finish() -> [UInt8] {
        alignToByte()
        let out = bytes
        bytes = []
        return out
    }
}
