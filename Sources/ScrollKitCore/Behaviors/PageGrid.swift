/// The page boundaries of a paging container on one axis: 0, L, 2L, … and
/// the maximum offset M (the last page aligned to the end when the content is
/// not a whole number of pages). Page k rests at min(k·L, M).
///
/// Lookups are closed-form (floor/ceil in page units), so a million pages cost
/// the same as two. Invariant: `pageLength` > 0 and finite, `maxOffset` ≥ 0 and finite.
struct PageGrid: SnapPositions {
    /// L: the page length, the container's length on the axis, px.
    let pageLength: Double
    /// M: the largest content offset, px.
    let maxOffset: Double
    /// A millionth of a page, px.
    let tolerance: Double

    init(pageLength: Double, maxOffset: Double) {
        self.pageLength = pageLength
        self.maxOffset = maxOffset
        tolerance = pageLength * 1e-6
    }

    func atOrBelow(_ x: Double) -> Double? {
        if x < -tolerance { return nil }
        if x >= maxOffset - tolerance { return maxOffset }
        let k = ((x + tolerance) / pageLength).rounded(.down)
        return Swift.min(Swift.max(k, 0) * pageLength, maxOffset)
    }

    func atOrAbove(_ x: Double) -> Double {
        if x <= tolerance { return 0 }
        if x >= maxOffset - tolerance { return maxOffset }
        let k = ((x - tolerance) / pageLength).rounded(.up)
        return Swift.min(k * pageLength, maxOffset)
    }

    /// Closed form of the default walk: k pages are k·L, whatever k.
    func stepLimits(from original: Double, steps: Int) -> (lower: Double, upper: Double) {
        let more = Double(Swift.max(1, steps) - 1) * pageLength
        let upper: Double
        if let start = atOrBelow(original) {
            upper = above(start).map { Swift.min($0 + more, maxOffset) } ?? start
        } else {
            upper = Swift.min(atOrAbove(original) + more, maxOffset)
        }
        let ahead = atOrAbove(original)
        let lower = below(ahead).map { Swift.max($0 - more, 0) } ?? ahead
        return (lower, upper)
    }
}
