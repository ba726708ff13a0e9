/// Rewrites the LZW data of a GIF image under a relabelling of its indices
/// and another minimum code size, code for code, without decoding a pixel
/// or encoding again.
///
/// Why that is exact: an LZW dictionary is built from the order of the
/// codes, not from the values of the indices. Relabelling index k as
/// `labels[k]` (one-to-one on the indices written) gives the same parse of
/// the same pixels under the new labels: each root code k becomes
/// `labels[k]`, the clear and end codes move to the new size's, and every
/// dictionary code c becomes c − old clear + new clear. The decoder's
/// dictionary then grows by one entry per code exactly as before; only
/// the code widths follow the new size. A smaller size can let the
/// decoder add entries past the point where the old stream's dictionary
/// was full (4096 codes): those entries are never referred to, and the
/// widths written follow the decoder's count, so the stream stays exact.
///
/// `GIFEncoder` uses it at `finish` to put its global table in the order
/// that gives every image the narrowest codes (`GIFGlobalTableOrder`).
package enum GIFLZWTranscoder {
    /// What a code read from a stream is.
    enum CodeKind {
        /// The clear code that opens the stream.
        case opening
        /// A root code (an index).
        case root
        /// A dictionary string.
        case string
        /// A later clear code.
        case clear
        /// The end code (the last code read).
        case end
    }

    /// Calls `body` with each code of `data` (the minimum code size byte,
    /// sub-blocks, terminator) and its kind, following the decoder's code
    /// widths; returns the minimum code size, or nil when the stream is not
    /// well formed (no opening clear code, a code past the dictionary, no
    /// end code before the data runs out).
    @inline(__always)
    static func walk(_ data: UnsafeBufferPointer<UInt8>, _ body: (Int, CodeKind) -> Void) -> Int? {
        guard data.count >= 2, (2...8).contains(Int(data[0])) else { return nil }
        let size = Int(data[0])
        let clear = 1 << size, end = clear + 1
        var width = size + 1
        var next = clear + 2
        var first = true
        var bits: UInt64 = 0
        var bitCount = 0
        var position = 1
        var blockLeft = 0
        var codes = 0
        while true {
            while bitCount < width {
                if blockLeft == 0 {
                    guard position < data.count else { return nil }
                    blockLeft = Int(data[position])
                    position += 1
                    guard blockLeft > 0, position + blockLeft <= data.count else { return nil }
                }
                bits |= UInt64(data[position]) << UInt64(bitCount)
                bitCount += 8
                position += 1
                blockLeft -= 1
            }
            let code = Int(truncatingIfNeeded: bits & ((1 << UInt64(width)) - 1))
            bits >>= UInt64(width)
            bitCount -= width
            codes += 1
            if codes == 1 {
                guard code == clear else { return nil }
                body(code, .opening)
                continue
            }
            if code == clear {
                body(code, .clear)
                width = size + 1
                next = clear + 2
                first = true
                continue
            }
            if code == end {
                body(code, .end)
                return size
            }
            // A string may be the one the decoder is about to define (KwKwK).
            guard code < next || (code == next && !first) else { return nil }
            body(code, code < clear ? .root : .string)
            if !first && next < 4096 {
                next += 1
                if next == 1 << width && width < 12 { width += 1 }
            }
            first = false
        }
    }

    /// Appends to `out` the data of `data` with each root code k written as
    /// `labels[k]` and minimum code size `size` (2…8; every label written
    /// must be below `1 << size`). `survey` is `data`'s. Returns false,
    /// appending nothing, when `data` is not well formed or its codes do
    /// not fit the dictionary under `size` (`GIFLZWCodeSurvey.fits`).
    static func transcode(_ data: UnsafeBufferPointer<UInt8>, survey: GIFLZWCodeSurvey, labels: [UInt8],
                          minCodeSize size: Int, into out: inout [UInt8]) -> Bool {
        precondition((2...8).contains(size) && labels.count == 256, "a code size of 2…8 and 256 labels")
        let codes = 1 + survey.segments.reduce(0, +)
        let payload = (codes * 12 + 7) / 8
        var buffer = [UInt8](repeating: 0, count: 1 + payload + payload / 255 + 4)
        let oldClear = 1 << survey.minCodeSize
        let clear = 1 << size
        var written = 0
        /// A dictionary code moved past 4095 (see `GIFLZWCodeSurvey.fits`).
        var overflowed = false
        let ok: Bool = buffer.withUnsafeMutableBufferPointer { buffer in
            labels.withUnsafeBufferPointer { labels in
                buffer[0] = UInt8(size)
                var writer = GIFSubBlockWriter(buffer: buffer.baseAddress!, start: 1)
                var width = size + 1
                var next = clear + 2
                var first = true
                let read = walk(data) { code, kind in
                    switch kind {
                    case .opening, .clear:
                        writer.write(clear, count: width)
                        width = size + 1
                        next = clear + 2
                        first = true
                        return
                    case .end:
                        writer.write(clear + 1, count: width)
                        return
                    case .root:
                        precondition(Int(labels[code]) < clear, "label \(labels[code]) fits code size \(size)")
                        writer.write(Int(labels[code]), count: width)
                    case .string:
                        let moved = code - oldClear + clear
                        guard moved < 4096 else { overflowed = true; return }
                        writer.write(moved, count: width)
                    }
                    if !first && next < 4096 {
                        next += 1
                        if next == 1 << width && width < 12 { width += 1 }
                    }
                    first = false
                }
                guard read != nil && !overflowed else { return false }
                written = writer.finish()
                return true
            }
        }
        guard ok else { return false }
        out.append(contentsOf: buffer[0..<written])
        return true
    }
}
