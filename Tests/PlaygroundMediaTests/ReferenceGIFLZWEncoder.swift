@testable import PlaygroundMedia

/// The GIF LZW encoder as it was at d3cc23f: one dictionary lookup per
/// pixel, no run fast path, its own bit packing and sub-block copy. Kept as
/// the oracle of `GIFLZWEncoder`'s fast paths: both must give the same
/// bytes for every input (the fast paths change the speed, never the codes).
final class ReferenceGIFLZWEncoder {
    /// Slot keys: `(prefix << 8 | index) + 1`, 0 = empty.
    private let keys: UnsafeMutablePointer<UInt32>
    /// The code of prefix + index in the same slot.
    private let codes: UnsafeMutablePointer<UInt16>
    private static let slotBits = 13
    private static let slotCount = 1 << slotBits
    /// Whether a full dictionary may stay frozen (false: clear at once, as
    /// the textbook encoder does).
    var defersClear = true
    /// As `GIFLZWEncoder.rewindsClear` and `rewindsLastString`.
    var rewindsClear = true
    var rewindsLastString = true

    init() {
        keys = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.slotCount)
        keys.initialize(repeating: 0, count: Self.slotCount)
        codes = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.slotCount)
        codes.initialize(repeating: 0, count: Self.slotCount)
    }

    deinit {
        keys.deallocate()
        codes.deallocate()
    }

    /// Appends to `out` the image data of a GIF image: the minimum code size
    /// byte, the LZW codes in sub-blocks, and the block terminator.
    /// Every index must be below `1 << minCodeSize`; `minCodeSize` is 2…8.
    func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        encode(indices, free: nil, alternative: 0, minCodeSize: minCodeSize, into: &out)
    }

    /// As `encode(_:minCodeSize:into:)`; where `free[i]` is non-zero, pixel
    /// `i` may be written as `alternative` instead of `indices[i]` (both
    /// below `1 << minCodeSize`). `free`, when given, has `indices.count` bytes.
    /// With `startsTransparent` false, a string starting at a free pixel
    /// starts transparent only when the next pixel is free too (else in
    /// colour): which is smaller depends on the image, so `GIFEncoder`
    /// tries both.
    func encode(_ indices: UnsafeBufferPointer<UInt8>, free: UnsafeBufferPointer<UInt8>?, alternative: UInt8,
                minCodeSize: Int, startsTransparent: Bool = true, into out: inout [UInt8]) {
        precondition((2...8).contains(minCodeSize), "GIF minimum code size is 2…8")
        precondition(free == nil || free!.count >= indices.count, "one free flag per pixel")
        let clear = 1 << minCodeSize
        let end = clear + 1
        var writer = ReferenceBitWriter()
        var width = minCodeSize + 1
        var nextCode = end + 1
        writer.write(UInt32(clear), count: width)
        let n = indices.count
        if n > 0, let px = indices.baseAddress {
            let fr = free?.baseAddress
            let alt = Int(alternative)
            let keys = self.keys, codes = self.codes
            let mask = Self.slotCount - 1
            // The code for `prefix` + `index`, 0 = none (real codes start past the end code).
            @inline(__always) func child(_ prefix: Int, _ index: Int) -> Int {
                let key = UInt32(truncatingIfNeeded: (prefix << 8 | index) + 1)
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
                while true {
                    let found = keys[slot]
                    if found == key { return Int(codes[slot]) }
                    if found == 0 { return 0 }
                    slot = (slot + 1) & mask
                }
            }
            @inline(__always) func define(_ prefix: Int, _ index: Int, _ code: Int) {
                let key = UInt32(truncatingIfNeeded: (prefix << 8 | index) + 1)
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
                while keys[slot] != 0 { slot = (slot + 1) & mask }
                keys[slot] = key
                codes[slot] = UInt16(code)
            }
            // A free pixel starts a string as the transparent index.
            var prefix = fr != nil && fr![0] != 0 ? alt : Int(px[0])
            var i = 1
            // Running mean of pixels per code (weight 1/16), scaled by 1 << 8.
            var mean = 1 << 8
            var runStart = 0
            var first = prefix
            var clearPos = -1, clearFirst = 0
            var clearMark = writer.mark
            let freezeFloor = (GIFLZWEncoder.meanRunFloor << 8) / minCodeSize
            while i < n {
                var k = Int(px[i])
                var next = child(prefix, k)
                if let fr, fr[i] != 0 {
                    // Transparent when the dictionary continues that way,
                    // else the colour; a new string starts transparent.
                    let other = child(prefix, alt)
                    if other != 0 || (next == 0 && (startsTransparent || i + 1 >= n || fr[i + 1] != 0)) {
                        next = other
                        k = alt
                    }
                }
                if next != 0 {
                    prefix = next
                    i += 1
                    continue
                }
                let mark = writer.mark
                writer.write(UInt32(prefix), count: width)
                let stringStart = runStart, stringFirst = first
                mean += (((i - runStart) << 8) - mean) >> 4
                runStart = i
                if nextCode < 4096 {
                    define(prefix, k, nextCode)
                    nextCode += 1
                    // The decoder adds this entry one code later; its width
                    // grows when its next code reaches 1 << width.
                    if nextCode > (1 << width) && width < 12 { width += 1 }
                } else {
                    let left = n - i
                    let run = i - stringStart
                    let clears = !defersClear || mean < freezeFloor || left > 3000 * max(1, mean >> 8)
                    if (clears || run < GIFLZWEncoder.shortString) && clearPos < 0 {
                        (clearPos, clearFirst, clearMark) = (stringStart, stringFirst, mark)
                    } else if !clears && run > GIFLZWEncoder.longString {
                        clearPos = -1
                    }
                    if clears {
                        if rewindsClear && clearPos >= 0 && (rewindsLastString || clearPos < stringStart) {
                            writer.rewind(to: clearMark)
                            (i, k, runStart) = (clearPos, clearFirst, clearPos)
                        }
                        clearPos = -1
                        writer.write(UInt32(clear), count: width)
                        reset()
                        width = minCodeSize + 1
                        nextCode = end + 1
                        mean = 1 << 8
                    }
                }
                prefix = k
                first = k
                i += 1
            }
            writer.write(UInt32(prefix), count: width)
            // The decoder adds one more entry after the last code before it
            // reads the end code, which may widen the end code.
            if nextCode < 4096 {
                nextCode += 1
                if nextCode > (1 << width) && width < 12 { width += 1 }
            }
        }
        writer.write(UInt32(end), count: width)
        reset()
        let packed = writer.finish()
        out.append(UInt8(minCodeSize))
        Self.appendSubBlocks(packed, to: &out)
    }

    private func reset() {
        keys.update(repeating: 0, count: Self.slotCount)
    }

    /// `data` as GIF sub-blocks (a length byte 1…255, then that many bytes),
    /// followed by the zero-length block terminator.
    static func appendSubBlocks(_ data: [UInt8], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + data.count + data.count / 255 + 2)
        var offset = 0
        while offset < data.count {
            let length = min(255, data.count - offset)
            out.append(UInt8(length))
            out.append(contentsOf: data[offset..<(offset + length)])
            offset += length
        }
        out.append(0)
    }
}
