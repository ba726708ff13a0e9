/// Finds the nearest of a fixed set of colours (squared RGB distance; the
/// lowest index wins ties, exactly like a brute-force scan) by walking
/// outward from the query's red value through the colours sorted by red,
/// stopping on each side once the red gap alone exceeds the best distance.
package struct NearestColorSearch {
    /// Colours sorted by (red, index), with their original index.
    private let sorted: [(r: Int32, g: Int32, b: Int32, index: Int)]

    package init(_ centers: [(Int32, Int32, Int32)]) {
        sorted = centers.enumerated().map { (r: $1.0, g: $1.1, b: $1.2, index: $0) }
            .sorted { ($0.r, $0.index) < ($1.r, $1.index) }
    }

    package func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
        guard !sorted.isEmpty else { return 0 }
        // First entry with red >= r.
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].r < r { lo = mid + 1 } else { hi = mid }
        }
        var best = Int.max
        var bestDistance = Int32.max
        @inline(__always) func consider(_ k: Int) {
            let c = sorted[k]
            let dr = r - c.r, dg = g - c.g, db = b - c.b
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance || (d == bestDistance && c.index < best) {
                bestDistance = d
                best = c.index
            }
        }
        var up = lo, down = lo - 1
        var upOpen = up < sorted.count, downOpen = down >= 0
        while upOpen || downOpen {
            if upOpen {
                let dr = sorted[up].r - r
                if dr * dr > bestDistance { upOpen = false } else {
                    consider(up)
                    up += 1
                    upOpen = up < sorted.count
                }
            }
            if downOpen {
                let dr = r - sorted[down].r
                if dr * dr > bestDistance { downOpen = false } else {
                    consider(down)
                    down -= 1
                    downOpen = down >= 0
                }
            }
        }
        return best
    }
}
