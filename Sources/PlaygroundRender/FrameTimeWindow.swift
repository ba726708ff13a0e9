/// Frame-rate statistics over a sliding window of wall-clock time (the last
/// second by default): frames per second and the median and 99th percentile
/// of the frame time. The window loop adds one sample per presented frame.
package struct FrameTimeWindow: Sendable {
    /// The statistics of the window.
    package struct Stats: Hashable, Sendable {
        /// Frames per second over the window, 0 with fewer than two frames.
        package var framesPerSecond: Double
        /// Median frame time, seconds (0 with no samples).
        package var median: Double
        /// 99th percentile frame time (nearest rank), seconds.
        package var percentile99: Double
        /// Samples in the window.
        package var count: Int

        package static let empty = Stats(framesPerSecond: 0, median: 0, percentile99: 0, count: 0)
    }

    /// The window's length, seconds (> 0).
    package let span: Double
    /// (time the frame was presented, its duration), oldest first.
    private var samples: [(time: Double, duration: Double)] = []
    private var head = 0

    package init(span: Double = 1) {
        self.span = span.isFinite && span > 0 ? span : 1
    }

    /// Adds a frame presented at `time` (seconds, non-decreasing) that took
    /// `duration` seconds (the interval since the previous frame, or the
    /// work it took: the caller decides and the HUD labels it "frame").
    /// Non-finite or negative values are ignored.
    package mutating func add(duration: Double, at time: Double) {
        guard duration.isFinite, duration >= 0, time.isFinite else { return }
        samples.append((time, duration))
        while head < samples.count, samples[head].time < time - span { head += 1 }
        if head > 512 && head * 2 > samples.count {
            samples.removeFirst(head)
            head = 0
        }
    }

    /// The statistics of the frames presented in the last `span` seconds.
    package var stats: Stats {
        let window = samples[head...]
        guard let first = window.first, let last = window.last else { return .empty }
        let sorted = window.map(\.duration).sorted()
        let n = sorted.count
        let median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        let rank = Swift.max(1, Int((0.99 * Double(n)).rounded(.up)))
        let elapsed = last.time - first.time
        let fps = n >= 2 && elapsed > 0 ? Double(n - 1) / elapsed : 0
        return Stats(framesPerSecond: fps, median: median, percentile99: sorted[rank - 1], count: n)
    }
}
