/// The batches of items appended to a growing layout, with the time each
/// arrived, so the renderer can show fresh items as "loading" for a moment.
/// Batches are kept in index order; lookups are binary searches.
struct LoadingBatches: Equatable, Sendable {
    struct Batch: Equatable, Sendable {
        /// The appended indices.
        var items: Range<Int>
        /// When they were appended, seconds.
        var time: Double
    }

    /// How long appended items show as loading, seconds, ≥ 0.
    var duration: Double
    private(set) var batches: [Batch] = []

    init(duration: Double) {
        self.duration = duration.isFinite ? Swift.max(0, duration) : 0
    }

    /// Records a batch; ignored when empty or when `time` is not finite.
    mutating func record(_ items: Range<Int>, at time: Double) {
        guard !items.isEmpty, time.isFinite else { return }
        batches.append(Batch(items: items, time: time))
    }

    /// True when `index` belongs to a batch appended at `t0` with
    /// `t0 ≤ time < t0 + duration`.
    func isLoading(_ index: Int, at time: Double) -> Bool {
        guard time.isFinite, !batches.isEmpty else { return false }
        // The last batch whose first index is ≤ index.
        var lo = 0, hi = batches.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if batches[mid].items.lowerBound <= index { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return false }
        let batch = batches[lo - 1]
        return batch.items.contains(index) && time >= batch.time && time < batch.time + duration
    }
}
