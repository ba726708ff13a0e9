import ScrollKitCore

/// Reduces a colour histogram to at most `maxColors` colours: median cut
/// (Heckbert) in its variance-minimising form (as in Wu's quantiser): the box
/// with the largest squared error is split, on whichever channel and at
/// whichever point leaves the least total squared error in the two halves
/// (not at the population median, which would spend colours splitting one
/// big flat area); then a few Lloyd (k-means) passes move each colour to the
/// mean of the pixels nearest to it. No dithering (see `GIFEncoder`).
/// Deterministic.
///
/// Only the frames that really have more than 256 colours come here; the
/// renderer's flat colours take the exact-palette path.
enum MedianCutQuantizer {
    /// One histogram entry: a colour and how many pixels have it.
    struct Entry {
        var r: Int32, g: Int32, b: Int32
        var count: Int
    }

    /// At most `maxColors` (≥ 1) palette colours for `histogram` (opaque).
    static func palette(for histogram: [Entry], maxColors: Int, refinementPasses: Int = 8) -> [RGBColor] {
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
            guard let (channel, cut) = bestCut(of: box.range, in: entries) else { break }
            entries[box.range].sort { Self.less($0, $1, by: channel) }
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
    static func nearest(_ r: Int32, _ g: Int32, _ b: Int32, in centers: [(Int32, Int32, Int32)]) -> Int {
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

    /// The channel and cut position (an index inside `range`, between two
    /// different values of that channel) whose two halves have the least
    /// total squared error; nil when no channel has two values.
    static func bestCut(of range: Range<Int>, in entries: [Entry]) -> (Channel, Int)? {
        var best: (Channel, Int)? = nil
        var bestError = Double.infinity
        var totals = (n: 0.0, s: (0.0, 0.0, 0.0), q: 0.0)
        for k in range {
            let e = entries[k], c = Double(e.count)
            totals.n += c
            totals.s.0 += Double(e.r) * c; totals.s.1 += Double(e.g) * c; totals.s.2 += Double(e.b) * c
            totals.q += Double(e.r * e.r + e.g * e.g + e.b * e.b) * c
        }
        for channel in [Channel.r, .g, .b] {
            let sorted = entries[range].sorted { less($0, $1, by: channel) }
            var n = 0.0, s = (0.0, 0.0, 0.0), q = 0.0
            for k in 0..<(sorted.count - 1) {
                let e = sorted[k], c = Double(e.count)
                n += c
                s.0 += Double(e.r) * c; s.1 += Double(e.g) * c; s.2 += Double(e.b) * c
                q += Double(e.r * e.r + e.g * e.g + e.b * e.b) * c
                guard channel.value(e) != channel.value(sorted[k + 1]) else { continue }
                let m = totals.n - n
                let rs = (totals.s.0 - s.0, totals.s.1 - s.1, totals.s.2 - s.2)
                let left = q - (s.0 * s.0 + s.1 * s.1 + s.2 * s.2) / n
                let right = (totals.q - q) - (rs.0 * rs.0 + rs.1 * rs.1 + rs.2 * rs.2) / m
                if left + right < bestError {
                    bestError = left + right
                    best = (channel, range.lowerBound + k + 1)
                }
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
    struct Box {
        let range: Range<Int>
        let population: Int
        /// Sum over pixels of the squared distance to the box's mean.
        let error: Double
        let mean: (Int32, Int32, Int32)

        init(range: Range<Int>, entries: [Entry]) {
            self.range = range
            var n = 0
            var s = (0.0, 0.0, 0.0), q = (0.0, 0.0, 0.0)
            for k in range {
                let e = entries[k], c = Double(e.count)
                n += e.count
                s.0 += Double(e.r) * c; s.1 += Double(e.g) * c; s.2 += Double(e.b) * c
                q.0 += Double(e.r * e.r) * c; q.1 += Double(e.g * e.g) * c; q.2 += Double(e.b * e.b) * c
            }
            population = n
            let count = Double(max(n, 1))
            let variance = (q.0 - s.0 * s.0 / count, q.1 - s.1 * s.1 / count, q.2 - s.2 * s.2 / count)
            error = max(0, variance.0 + variance.1 + variance.2)
            mean = (Int32((s.0 / count).rounded()), Int32((s.1 / count).rounded()), Int32((s.2 / count).rounded()))
        }
    }
}
