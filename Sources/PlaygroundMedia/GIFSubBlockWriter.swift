/// Packs variable-width LZW codes least-significant bit first (GIF89a
/// appendix F) straight into GIF sub-blocks in a caller's buffer: a length
/// byte, up to 255 data bytes, the next length byte, … No intermediate array
/// and no second copy to cut the data into blocks.
///
/// Invariants: fewer than 8 bits wait in `pending` between calls to `write`;
/// `buffer[blockStart]` is the (not yet written) length byte of the open
/// block, whose data runs from `blockStart + 1` to `position`; the buffer
/// holds at least `position + 2` bytes more than were written whenever
/// `write` is called (the caller sizes it from the code count bound).
struct GIFSubBlockWriter {
    private let buffer: UnsafeMutablePointer<UInt8>
    /// The next byte to write, counted from the buffer's start.
    private(set) var position: Int
    private var blockStart: Int
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer whose first block's length byte sits at `start`.
    init(buffer: UnsafeMutablePointer<UInt8>, start: Int) {
        self.buffer = buffer
        blockStart = start
        position = start + 1
    }

    /// Appends the low `count` bits of `code` (1…12 bits), lowest bit first.
    @inline(__always)
    mutating func write(_ code: Int, count: Int) {
        pending |= UInt64(truncatingIfNeeded: code) << UInt64(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            buffer[position] = UInt8(truncatingIfNeeded: pending)
            position += 1
            pending >>= 8
            pendingCount -= 8
            if position - blockStart == 256 {
                buffer[blockStart] = 255
                blockStart = position
                position += 1
            }
        }
    }

    /// Pads the last byte with zero bits, closes the open block (dropping
    /// it when empty) and writes the zero-length terminator. Returns the
    /// position past the terminator.
    mutating func finish() -> Int {
        if pendingCount > 0 {
            buffer[position] = UInt8(truncatingIfNeeded: pending)
            position += 1
            pending = 0
            pendingCount = 0
        }
        let length = position - blockStart - 1
        if length > 0 {
            buffer[blockStart] = UInt8(length)
        } else {
            position = blockStart
        }
        buffer[position] = 0
        position += 1
        return position
    }
}
