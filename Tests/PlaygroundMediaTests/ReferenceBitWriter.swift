/// Least-significant-bit-first code packing, one byte at a time.
struct ReferenceBitWriter {
    var bytes: [UInt8] = []
    var pending: UInt64 = 0
    var pendingCount = 0

    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value & ((1 << UInt32(count)) &- 1)) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Where the writer is: bytes written and the bits waiting.
    var mark: (count: Int, pending: UInt64, pendingCount: Int) { (bytes.count, pending, pendingCount) }

    /// Drops everything written after `mark`.
    mutating func rewind(to mark: (count: Int, pending: UInt64, pendingCount: Int)) {
        bytes.removeLast(bytes.count - mark.count)
        (pending, pendingCount) = (mark.pending, mark.pendingCount)
    }

    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        return bytes
    }
}
