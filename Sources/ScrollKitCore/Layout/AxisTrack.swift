/// One run of items along an axis (a stack's items, a grid's rows): where
/// each starts and how long it is, with the binary searches that find the
/// items overlapping a span in O(log n).
///
/// Uniform sizings use closed forms (`start(i) = leading + i·(length + spacing)`)
/// and store nothing per item; a seeded-random sizing keeps one `[Double]` of
/// absolute item starts (8 bytes per item), built as running sums.
///
/// Invariants: `start(i)` and `end(i)` are finite and non-decreasing in `i`.
/// For the stored starts this holds exactly, not just up to rounding, because
/// `start(i + 1)` is computed as `end(i) + spacing` with the very operations
/// `end(i)` uses; the searches, and their agreement with a brute-force scan,
/// rely on it.
struct AxisTrack: Equatable, Sendable {
    /// The number of items, `0...LayoutLimits.maximumItemCount`.
    private(set) var count: Int
    /// The sizing, sanitized.
    let sizing: ItemSizing
    /// Gap between consecutive items, ≥ 0.
    let spacing: Double
    /// Where the first item starts (the leading padding), ≥ 0.
    let leading: Double
    /// The container's length on this axis (for container-relative sizing), ≥ 0.
    private(set) var containerLength: Double
    /// The length of every item when `sizing.isUniform`; 0 otherwise.
    private(set) var uniformLength: Double = 0
    /// Absolute item starts, one per item, when the sizing is not uniform.
    private var starts: [Double] = []

    init(count: Int, sizing: ItemSizing, spacing: Double, leading: Double, containerLength: Double) {
        self.count = LayoutLimits.count(count)
        self.sizing = sizing.sanitized
        self.spacing = LayoutLimits.length(spacing)
        self.leading = LayoutLimits.length(leading)
        self.containerLength = LayoutLimits.length(containerLength)
        updateUniformLength()
        if !self.sizing.isUniform {
            starts.reserveCapacity(self.count)
            extendStarts()
        }
    }

    var isUniform: Bool { sizing.isUniform }

    /// Distance from one item's start to the next one's, uniform sizings only.
    var pitch: Double { uniformLength + spacing }

    /// Where item `i` starts on the axis, 0 ≤ i < count.
    func start(_ i: Int) -> Double {
        isUniform ? leading + Double(i) * pitch : starts[i]
    }

    /// The length of item `i`, ≥ 0.
    func length(_ i: Int) -> Double {
        isUniform ? uniformLength : sizing.length(ofItem: i, containerLength: containerLength)
    }

    /// Where item `i` ends: `start(i) + length(i)`.
    func end(_ i: Int) -> Double { start(i) + length(i) }

    /// The end of the last item; `leading` when there are none.
    var itemsEnd: Double { count == 0 ? leading : end(count - 1) }

    /// The first item whose start is ≥ `position` (count when none; count for NaN).
    func firstStarting(atOrAfter position: Double) -> Int {
        guard !position.isNaN else { return count }
        let guess = isUniform && pitch > 0 ? (position - leading) / pitch : -1
        return lowerBound(guess: guess) { start($0) >= position }
    }

    /// The first item whose end is > `position` (count when none; count for NaN).
    func firstEnding(after position: Double) -> Int {
        guard !position.isNaN else { return count }
        let guess = isUniform && pitch > 0 ? (position - leading - uniformLength) / pitch : -1
        return lowerBound(guess: guess) { end($0) > position }
    }

    /// The items that overlap the open span (`lo`, `hi`): `start < hi` and
    /// `end > lo`, exactly `Rect.intersects` on this axis. `0..<0` when none.
    func items(overlapping lo: Double, _ hi: Double) -> Range<Int> {
        guard !lo.isNaN, !hi.isNaN else { return 0..<0 }
        let first = firstEnding(after: lo)
        let last = firstStarting(atOrAfter: hi)
        return first < last ? first..<last : 0..<0
    }

    /// Takes a new container length (container-relative lengths follow it).
    mutating func relayout(containerLength: Double) {
        self.containerLength = LayoutLimits.length(containerLength)
        updateUniformLength()
    }

    /// Adds `added` items at the end (clamped to the count limit); returns how
    /// many were added.
    @discardableResult
    mutating func append(_ added: Int) -> Int {
        let newCount = LayoutLimits.count(count + Swift.max(0, Swift.min(added, LayoutLimits.maximumItemCount)))
        let delta = newCount - count
        count = newCount
        if !isUniform { extendStarts() }
        return delta
    }

    private mutating func updateUniformLength() {
        uniformLength = isUniform ? sizing.length(ofItem: 0, containerLength: containerLength) : 0
    }

    /// Appends starts until there is one per item, as running sums.
    private mutating func extendStarts() {
        var next = starts.isEmpty ? leading : (starts[starts.count - 1] + length(starts.count - 1)) + spacing
        for i in starts.count..<count {
            starts.append(next)
            next = (next + length(i)) + spacing
        }
    }

    /// The first index in `0..<count` where the monotone `predicate`
    /// (false…false true…true) holds, `count` if none. `guess` is an estimate
    /// of the answer: when a ±2 bracket around it is confirmed by probing its
    /// ends the search stays inside it (O(1) for uniform tracks), otherwise it
    /// runs over the whole range (O(log n)).
    private func lowerBound(guess: Double, _ predicate: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        if !guess.isNaN {
            let g = Int(Swift.min(Swift.max(guess, -4), Double(count) + 4).rounded(.down))
            let a = Swift.min(Swift.max(g - 2, 0), count)
            let b = Swift.min(Swift.max(g + 2, 0), count)
            if (a == 0 || !predicate(a - 1)) && (b == count || predicate(b)) {
                lo = a
                hi = b
            }
        }
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
