import ScrollKitCore

/// Reduces a colour histogram to at most `maxColors` colours: median cut
/// (Heckbert) in its variance-minimising form (as in Wu's quantiser): the box
/// with the largest squared error is split across its channel of largest
/// variance, at the point that leaves the least total squared error in the
/// two halves (not at the population median, which would spend colours
/// splitting one big flat area); then a few Lloyd (k-means) passes move each
/// colour to the mean of the pixels nearest to it. No dithering (see
/// `GIFEncoder`). Deterministic: every sort is by a total order.
///
/// Only the frames that really have more than 256 colours come here; the
/// renderer's flat colours take the exact-palette path.
package enum MedianCutQuantizer {
    /// One histogram entry: a colour and how many pixels have it.
    package struct Entry {
        package var r: Int32, g: Int32, b: Int32
        package var count: Int
    }

    /// At most `maxColors` (≥ 1) palette colours for `histogram` (opaque).
    package static func palette(for histogram: [Entry], maxColors: Int, refinementPasses: Int = 4) -> [RGBColor] {
        guard !histogram.isEmpty, maxColors >= 1 else { return [] }
        // Deterministic start: sorted by colour.
        var entries = histogram.sorted { ($0.r, $0.g, $0.b) < ($1.r, $1.g, $1.b) }
        if entries.count <= maxColors {
            return entries.map { RGBColor(r: UInt8($0.r), g: UInt8($0.g), b: UInt8($0.b)) }
        }
        var boxes = [Box(range: 0..<entries.count, entries: entries)]
        while boxes.count < maxColors {
            // The box whose split removes the most error.
            var worst = -1
            var worstError = 0.0
            for (i, box) in boxes.enumerated() where box.range.count > 1 && box.error > worstError {
                worst = i
                worstError = box.error
            }
            guard worst >= 0 else { break }
            let box = boxes[worst]
            guard let cut = bestCut(of: box.range, in: &entries) else { break }
            boxes[worst] = Box(range: box.range.lowerBound..<cut, entries: entries)
            boxes.append(Box(range: cut..<box.range.upperBound, entries: entries))
        }
        var centers = boxes.map { $0.mean }
        // Lloyd passes over the histogram.
        for _ in 0..<max(0, refinementPasses) {
            var sums = [(r: Int, g: Int, b: Int, n: Int)](repeating: (0, 0, 0, 0), count: centers.count)
            let search = NearestColorSearch(centers)
            for e in entries {
                let i = search.nearest(e.r, e.g, e.b)
                sums[i].r += Int(e.r) * e.count
                sums[i].g += Int(e.g) * e.count
                sums[i].b += Int(e.b) * e.count
                sums[i].n += e.count
            }
            var moved = false
            for i in centers.indices where sums[i].n > 0 {
                let n = sums[i].n
                let c = (Int32((sums[i].r + n / 2) / n), Int32((sums[i].g + n / 2) / n), Int32((sums[i].b + n / 2) / n))
                if c != centers[i] { centers[i] = c; moved = true }
            }
            if !moved { break }
        }
        return centers.map { RGBColor(r: UInt8($0.0), g: UInt8($0.1), b: UInt8($0.2)) }
    }

    /// Index of the centre nearest to (r, g, b) in squared RGB distance
    /// (the lowest index on ties). Brute force; `NearestColorSearch` is the
    /// fast equivalent for many queries.
    package static func nearest(_ r: Int32, _ g: Int32, _ b: Int32, in centers: [(Int32, Int32, Int32)]) -> Int {
        var best = 0
        var bestDistance = Int32.max
        for (i, c) in centers.enumerated() {
            let dr = r - c.0, dg = g - c.1, db = b - c.2
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        return best
    }

    /// Orders entries by one channel, then by colour (a total order: deterministic sorts).
    static func less(_ a: Entry, _ b: Entry, by channel: Channel) -> Bool {
        let x = channel.value(a), y = channel.value(b)
        return x != y ? x < y : (a.r, a.g, a.b) < (b.r, b.g, b.b)
    }

    /// Sorts `entries[range]` along its channel of largest variance and
    /// returns the cut position (an index inside `range`, between two
    /// different values of that channel) whose two halves have the least
    /// total squared error; nil when the range holds a single colour.
    static func bestCut(of range: Range<Int>, in entries: inout [Entry]) -> Int? {
        // Count, per-channel sums and sums of squares over the whole range.
        var n = 0.0
        var sum = (0.0, 0.0, 0.0), square = (0.0, 0.0, 0.0)
        for k in range {
            let e = entries[k], c = Double(e.count)
            n += c
            sum.0 += Double(e.r) * c; sum.1 += Double(e.g) * c; sum.2 += Double(e.b) * c
            square.0 += Double(e.r * e.r) * c; square.1 += Double(e.g * e.g) * c; square.2 += Double(e.b * e.b) * c
        }
        let total = (n: n, sum: sum, square: square.0 + square.1 + square.2)
        // Only the channel with the largest variance is cut: cutting across
        // another rarely wins, and each candidate channel costs a sort.
        let variance = (square.0 - sum.0 * sum.0 / n, square.1 - sum.1 * sum.1 / n, square.2 - sum.2 * sum.2 / n)
        let channel: Channel = variance.0 >= variance.1 && variance.0 >= variance.2 ? .r
            : (variance.1 >= variance.2 ? .g : .b)
        entries[range].sort { less($0, $1, by: channel) }

        // Squared error of a group = Σ|x|² − |Σx|²/n; try every cut between two values.
        var best: Int? = nil
        var bestError = Double.infinity
        var left = (n: 0.0, sum: (0.0, 0.0, 0.0), square: 0.0)
        for i in range.dropLast() {
            let e = entries[i], c = Double(e.count)
            left.n += c
            left.sum.0 += Double(e.r) * c; left.sum.1 += Double(e.g) * c; left.sum.2 += Double(e.b) * c
            left.square += Double(e.r * e.r + e.g * e.g + e.b * e.b) * c
            guard channel.value(e) != channel.value(entries[i + 1]) else { continue }
            let rightN = total.n - left.n
            let rightSum = (total.sum.0 - left.sum.0, total.sum.1 - left.sum.1, total.sum.2 - left.sum.2)
            let leftError = left.square
                - (left.sum.0 * left.sum.0 + left.sum.1 * left.sum.1 + left.sum.2 * left.sum.2) / left.n
            let rightError = (total.square - left.square)
                - (rightSum.0 * rightSum.0 + rightSum.1 * rightSum.1 + rightSum.2 * rightSum.2) / rightN
            if leftError + rightError < bestError {
                bestError = leftError + rightError
                best = i + 1
            }
        }
        return best
    }

    enum Channel {
        case r, g, b
        func value(_ e: Entry) -> Int32 {
            switch self {
            case .r: e.r
            case .g: e.g
            case .b: e.b
            }
        }
    }

    /// A run of `entries` with its statistics.
    package struct Box {
        package let range: Range<Int>
        /// Sum over pixels of the squared distance to the box's mean.
        package let error: Double
        package let mean: (Int32, Int32, Int32)

        package init(range: Range<Int>, entries: [Entry]) {
            self.range = range
            var n = 0
            var s = (0.0, 0.0, 0.0), q = (0.0, 0.0, 0.0)
            for k in range {
                let e = entries[k], c = Double(e.count)
                n += e.count
                s.0 += Double(e.r) * c; s.1 += Double(e.g) * c; s.2 += Double(e.b) * c
                q.0 += Double(e.r * e.r) * c; q.1 += Double(e.g * e.g) * c; q.2 += Double(e.b * e.b) * c
            }
            let count = Double(max(n, 1))
            let variance = (q.0 - s.0 * s.0 / count, q.1 - s.1 * s.1 / count, q.2 - s.2 * s.2 / count)
            error = max(0, variance.0 + variance.1 + variance.2)
            mean = (Int32((s.0 / count).rounded()), Int32((s.1 / count).rounded()), Int32((s.2 / count).rounded()))
        }
    }
}
