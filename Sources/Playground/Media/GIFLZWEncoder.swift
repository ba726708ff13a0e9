/// GIF's variable-width LZW (GIF89a appendix F): codes start at
/// `minCodeSize + 1` bits and grow to 12, a clear code opens the stream and
/// resets the table whenever it fills (4096 codes), an end code closes it;
/// codes are packed least-significant bit first and cut into sub-blocks of
/// at most 255 bytes, ended by an empty one.
///
/// A reference type because it owns a 2 MiB dictionary that is reused frame
/// after frame (only the touched slots are cleared on reset).
final class GIFLZWEncoder {
    /// `children[prefix << 8 | index]` = the code for prefix + index, 0 = none
    /// (no real child code is 0: they start past the end code).
    private let children: UnsafeMutablePointer<UInt16>
    private var touched: [Int32] = []

    init() {
        children = UnsafeMutablePointer<UInt16>.allocate(capacity: 4096 * 256)
        children.initialize(repeating: 0, count: 4096 * 256)
        touched.reserveCapacity(4096)
    }

    deinit {
        children.deallocate()
    }

    /// Appends to `out` the image data of a GIF image: the minimum code size
    /// byte, the LZW codes in sub-blocks, and the block terminator.
    /// Every index must be below `1 << minCodeSize`; `minCodeSize` is 2…8.
    func encode(_ indices: UnsafeBufferPointer<UInt8>, minCodeSize: Int, into out: inout [UInt8]) {
        precondition((2...8).contains(minCodeSize), "GIF minimum code size is 2…8")
        let clear = 1 << minCodeSize
        let end = clear + 1
        var writer = LSBBitWriter(capacity: indices.count / 2 + 16)
        var width = minCodeSize + 1
        var nextCode = end + 1
        writer.write(UInt32(clear), count: width)
        if !indices.isEmpty {
            var prefix = Int(indices[0])
            var i = 1
            let n = indices.count
            while i < n {
                let k = Int(indices[i])
                i += 1
                let slot = prefix << 8 | k
                let child = children[slot]
                if child != 0 {
                    prefix = Int(child)
                    continue
                }
                writer.write(UInt32(prefix), count: width)
                if nextCode < 4096 {
                    children[slot] = UInt16(nextCode)
                    touched.append(Int32(slot))
                    nextCode += 1
                    // The decoder adds this entry one code later; its width
                    // grows when its next code reaches 1 << width.
                    if nextCode > (1 << width) && width < 12 { width += 1 }
                } else {
                    writer.write(UInt32(clear), count: width)
                    reset()
                    width = minCodeSize + 1
                    nextCode = end + 1
                }
                prefix = k
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
        for slot in touched { children[Int(slot)] = 0 }
        touched.removeAll(keepingCapacity: true)
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

    /// The smallest legal minimum code size for indices up to `maxIndex`.
    static func minCodeSize(forMaxIndex maxIndex: Int) -> Int {
        var bits = 2
        while (1 << bits) <= maxIndex { bits += 1 }
        return min(bits, 8)
    }
}
