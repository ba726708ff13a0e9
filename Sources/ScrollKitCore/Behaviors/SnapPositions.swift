/// A sorted set of content offsets on one axis where a scroll may come to
/// rest (page boundaries, leading edges of scroll targets), always including
/// `maxOffset`. Every lookup is O(1) or O(log n); nothing ever enumerates the set.
///
/// Invariants: all positions lie in [0, `maxOffset`]; `maxOffset` itself is a
/// position; lookups treat positions closer than `tolerance` to the query as
/// equal to it, so float noise (3·0.1/0.1) never skips a page.
protocol SnapPositions {
    /// The largest valid content offset on the axis (content − container, ≥ 0).
    var maxOffset: Double { get }
    /// Two offsets closer than this are the same position, in px.
    var tolerance: Double { get }
    /// The greatest position ≤ `x` (within `tolerance`), nil when none.
    func atOrBelow(_ x: Double) -> Double?
    /// The least position ≥ `x` (within `tolerance`); `maxOffset` when none is greater.
    func atOrAbove(_ x: Double) -> Double
    /// The range a gesture that began at `original` may end in when it may
    /// pass at most `steps` positions (≥ 1). When `original` lies between two
    /// positions, the adjacent one in each direction is the first step; when
    /// it lies on a position, the neighbours are. Both ends are positions.
    /// The default walks position by position (O(steps · log n)).
    func stepLimits(from original: Double, steps: Int) -> (lower: Double, upper: Double)
}

extension SnapPositions {
    /// The greatest position strictly below `x` (by more than `tolerance`), nil when none.
    func below(_ x: Double) -> Double? {
        atOrBelow(x - 2 * tolerance)
    }

    /// The least position strictly above `x` (by more than `tolerance`), nil when `x` is at or past the last one.
    func above(_ x: Double) -> Double? {
        guard x < maxOffset - tolerance else { return nil }
        return atOrAbove(x + 2 * tolerance)
    }

    /// The position nearest to `x`; on a tie, the one on the side of `towards`.
    func nearest(_ x: Double, tieTowards towards: Double) -> Double {
        let up = atOrAbove(x)
        guard let down = atOrBelow(x) else { return up }
        let dUp = up - x, dDown = x - down
        if dUp < dDown { return up }
        if dDown < dUp { return down }
        return towards >= x ? up : down
    }

    /// The position where a motion with natural resting point `proposed` and
    /// release velocity `velocity` (px/s) snaps, before any limit:
    /// - `velocity > threshold`: the first position at or past `proposed` going forward;
    /// - `velocity < −threshold`: the first position at or before `proposed` going back;
    /// - otherwise the nearest position (a tie goes toward `original`).
    func directionalSnap(original: Double, proposed: Double, velocity: Double, threshold: Double) -> Double {
        if velocity > threshold { return atOrAbove(proposed) }
        if velocity < -threshold { return atOrBelow(proposed) ?? atOrAbove(proposed) }
        return nearest(proposed, tieTowards: original)
    }

    func stepLimits(from original: Double, steps: Int) -> (lower: Double, upper: Double) {
        let steps = max(1, steps)
        var upper: Double
        var remaining = steps
        if let start = atOrBelow(original) {
            upper = start
        } else {
            upper = atOrAbove(original)
            remaining -= 1
        }
        while remaining > 0, let next = above(upper) {
            upper = next
            remaining -= 1
        }
        var lower = atOrAbove(original)
        remaining = steps
        while remaining > 0, let previous = below(lower) {
            lower = previous
            remaining -= 1
        }
        return (lower, upper)
    }
}
