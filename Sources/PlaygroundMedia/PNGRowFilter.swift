/// PNG's five scanline filters (PNG spec §9.2). Each filtered byte is the raw
/// byte minus a prediction from the left (`a`), above (`b`) and upper-left
/// (`c`) bytes of the same channel, modulo 256.
package enum PNGRowFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub = 1, up = 2, average = 3, paeth = 4

    /// The Paeth predictor: whichever of a, b, c is closest to a + b − c
    /// (ties prefer a, then b).
    @inline(__always)
    static func paethPredictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        if pb <= pc { return b }
        return c
    }

    /// Filters `row` (`count` bytes) against `previous` (nil for the first
    /// row: all zeros) into `out`, with `bpp` bytes per complete pixel.
    package static func apply(_ filter: PNGRowFilter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?,
                      count: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>) {
        @inline(__always) func up(_ i: Int) -> Int { previous.map { Int($0[i]) } ?? 0 }
        switch filter {
        case .none:
            for i in 0..<count { out[i] = row[i] }
        case .sub:
            for i in 0..<count {
                let a = i >= bpp ? row[i - bpp] : 0
                out[i] = row[i] &- a
            }
        case .up:
            for i in 0..<count { out[i] = row[i] &- UInt8(up(i)) }
        case .average:
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                out[i] = row[i] &- UInt8((a + up(i)) >> 1)
            }
        case .paeth:
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let c = i >= bpp ? up(i - bpp) : 0
                out[i] = row[i] &- UInt8(paethPredictor(a, up(i), c))
            }
        }
    }

    /// The "minimum sum of absolute differences" score of a filtered row:
    /// bytes read as signed values (libpng's heuristic). Lower compresses better.
    static func score(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum = 0
        for i in 0..<count {
            let v = Int(bytes[i])
            sum += v < 128 ? v : 256 - v
        }
        return sum
    }
}
