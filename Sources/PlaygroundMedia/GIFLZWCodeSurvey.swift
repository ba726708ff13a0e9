/// What the LZW data of one GIF image holds, read from its codes alone
/// (no pixel is decoded): its minimum code size, the root codes it writes
/// and how many codes follow each clear code. Enough to say what the data
/// would weigh, in bytes, under another minimum code size
/// (`dataSize(minCodeSize:)`) and to rewrite it under a relabelling of its
/// indices (`GIFLZWTranscoder`).
///
/// Why the root codes: after a clear code every dictionary string is built
/// from strings written since, so the indices an image decodes to are
/// exactly the root codes (codes below the clear code) it writes.
///
/// Invariant: `segments` holds, for the clear code that opens the data and
/// each later one, the codes written after it up to and including the next
/// clear code or the end code; every segment is ≥ 1.
package struct GIFLZWCodeSurvey: Equatable, Sendable {
    /// The minimum code size the data was written with (2…8).
    var minCodeSize: Int
    /// `roots[k]`: whether root code k (an index) is written.
    package var roots: [Bool]
    /// Codes after each clear code, the closing clear or end code included.
    var segments: [Int]

    /// Reads `data` (the minimum code size byte, sub-blocks, terminator:
    /// what `GIFLZWEncoder` writes); nil when it is not such a stream
    /// (no clear code first, a code past the dictionary, no end code).
    package init?(_ data: UnsafeBufferPointer<UInt8>) {
        var roots = [Bool](repeating: false, count: 256)
        var segments: [Int] = []
        var count = 0
        let read = GIFLZWTranscoder.walk(data) { code, kind in
            switch kind {
            case .opening: return
            case .root: roots[code] = true
            case .clear, .end:
                segments.append(count + 1)
                count = 0
                return
            case .string: break
            }
            count += 1
        }
        guard let read else { return nil }
        minCodeSize = read
        self.roots = roots
        self.segments = segments
    }

    /// The largest index written (0 when none is).
    var largestRoot: Int { roots.lastIndex(of: true) ?? 0 }

    /// Whether the codes can be written with minimum code size `size`: a
    /// larger size than the data's moves every dictionary code up by the
    /// difference of the clear codes, so the decoder's 4096 entries fill
    /// sooner; every segment must then define no more than the new
    /// dictionary holds (n codes after a clear define n − 2 entries).
    package func fits(minCodeSize size: Int) -> Bool {
        size <= minCodeSize || segments.allSatisfy { (1 << size) + $0 <= 4096 }
    }

    /// Bytes of the data (code size byte, sub-blocks with their length
    /// bytes, terminator) when the same codes are written with minimum code
    /// size `size` (2…8): codes start at `size + 1` bits after each clear
    /// and widen as the decoder's dictionary grows (to 12 bits at 4096
    /// entries), which depends only on how many codes follow the clear.
    func dataSize(minCodeSize size: Int) -> Int {
        let clear = 1 << size
        // The opening clear code at size + 1 bits.
        var bits = size + 1
        for n in segments {
            // Code i after a clear is read when the decoder's next free
            // entry is clear + 1 + max(i, 1) (no entry after the first
            // code), at that number's bit length, at most 12 bits.
            bits += size + 1
            if n > 1 { bits += Self.bitLengthSum(from: clear + 2, through: clear + n) }
        }
        let bytes = (bits + 7) / 8
        return 1 + bytes + (bytes + 254) / 255 + 1
    }

    /// Σ min(12, bit length of min(v, 4096)) for v in `low`…`high`.
    static func bitLengthSum(from low: Int, through high: Int) -> Int {
        var sum = 0
        var width = 1
        while (1 << width) <= low { width += 1 }
        var v = low
        while v <= high {
            if width >= 12 { return sum + (high - v + 1) * 12 }
            let last = min(high, (1 << width) - 1)
            sum += (last - v + 1) * width
            v = last + 1
            width += 1
        }
        return sum
    }
}
