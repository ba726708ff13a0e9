import PlaygroundRender
/// A timing ratio measured side by side in one run, with how sure it is:
/// the median of per-round ratios (ours ÷ the peer's, each pair measured
/// back to back, so machine load hits both alike) and a distribution-free
/// confidence interval of that median from the order statistics (about
/// 95 %: the k-th smallest and k-th largest ratio, k from the binomial
/// distribution; with 5 rounds the extremes, 94 %).
///
/// A target is judged against the interval, not the median alone, so a
/// rerun on the same machine gives the same verdict: PASS when the whole
/// interval is at or under the target, FAIL when the whole interval is
/// over it (a real miss), NOISE when the target lies inside the interval
/// (the run cannot tell; not a failure, shown with the spread so a reader
/// sees how close it is).
package struct RatioEstimate: Codable, Sendable, Equatable {
    package enum Verdict: String, Codable, Sendable {
        case pass = "PASS"
        case fail = "FAIL"
        case noise = "NOISE"
    }

    /// One ratio per round (or block), in the order measured.
    var ratios: [Double]
    /// Median of `ratios`.
    package var median: Double
    /// The confidence interval of the median (`low ≤ median ≤ high`).
    package var low: Double
    package var high: Double

    /// Rounds measured in pairs: `ours[i]` beside `peer[i]` (same count; a
    /// pair with a zero peer is dropped).
    package init(ours: [Double], peer: [Double]) {
        precondition(ours.count == peer.count, "paired samples")
        let ratios = zip(ours, peer).compactMap { $1 > 0 ? $0 / $1 : nil }
        self.init(ratios: ratios)
    }

    /// Samples taken in turns (frame i of ours, then frame i of the peer's),
    /// cut into `blocks` consecutive blocks: one ratio of block medians each.
    package init(interleavedOurs ours: [Double], peer: [Double], blocks: Int = 10) {
        precondition(ours.count == peer.count, "paired samples")
        let count = Swift.max(1, Swift.min(blocks, ours.count))
        var ratios: [Double] = []
        for block in 0..<count {
            let range = (block * ours.count / count)..<((block + 1) * ours.count / count)
            guard !range.isEmpty else { continue }
            let peerMedian = Self.median(Array(peer[range]))
            if peerMedian > 0 { ratios.append(Self.median(Array(ours[range])) / peerMedian) }
        }
        self.init(ratios: ratios)
    }

    /// Samples against a fixed budget, in `blocks` blocks (block median ÷ budget).
    package init(samples: [Double], budget: Double, blocks: Int = 10) {
        self.init(interleavedOurs: samples, peer: Array(repeating: budget, count: samples.count), blocks: blocks)
    }

    package init(ratios: [Double]) {
        self.ratios = ratios
        let sorted = ratios.sorted()
        median = Self.median(sorted)
        let k = Self.confidenceRank(count: sorted.count)
        low = sorted.isEmpty ? 0 : sorted[k]
        high = sorted.isEmpty ? 0 : sorted[sorted.count - 1 - k]
    }

    /// The verdict against `target` (the largest acceptable ratio).
    package func verdict(target: Double) -> Verdict {
        if high <= target { return .pass }
        if low > target { return .fail }
        return .noise
    }

    /// "0.47–0.55×": the interval, for the table.
    package var spread: String { Self.spread(low: low, high: high) }

    package static func spread(low: Double, high: Double) -> String {
        "\(RenderFormat.number(low, decimals: 2))–\(RenderFormat.number(high, decimals: 2))×"
    }

    /// The largest 0-based rank k such that [sorted[k], sorted[n − 1 − k]]
    /// covers the median with at least 95 % probability: the median lies
    /// below sorted[k] with probability P(X ≤ k), X binomial(n, ½), which
    /// must be at most 2.5 % on each side. 0 (the extremes) when even that
    /// falls short, as for fewer than 6 samples (5: 93.75 %).
    static func confidenceRank(count n: Int) -> Int {
        guard n >= 2 else { return 0 }
        var cumulative = 0.0
        var choose = 1.0  // C(n, i)
        let total = pow2(n)
        var rank = 0
        for i in 0..<n {
            cumulative += choose / total  // P(X ≤ i)
            if cumulative > 0.025 { break }
            rank = i
            choose = choose * Double(n - i) / Double(i + 1)
        }
        return Swift.min(rank, (n - 1) / 2)
    }

    private static func pow2(_ n: Int) -> Double {
        var p = 1.0
        for _ in 0..<n { p *= 2 }
        return p
    }

    package static func median(_ values: [Double]) -> Double {
        FrameCostBenchmark.percentile(values.sorted(), 0.5)
    }
}
