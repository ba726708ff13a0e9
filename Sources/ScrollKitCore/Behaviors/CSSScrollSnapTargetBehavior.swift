/// `css-mandatory`, `css-proximity`, `css-snap-stop`, `css-mandatory-center`
/// and `css-mandatory-end`: CSS Scroll Snap (`scroll-snap-type: both
/// mandatory | proximity`, every target `scroll-snap-align: start` unless
/// set, optionally `scroll-snap-stop: always`) as
/// Chromium selects a snap position (cc/input/scroll_snap_data.cc,
/// snap_selection_strategy.cc), each scroll axis independently.
///
/// Terms (per axis): c = the offset at release (`context.releaseOffset`,
/// else the original offset), p = where the motion would naturally rest,
/// L = the container's length, M = the largest offset. Snap areas: the scroll
/// targets (`CSSSnapAreas`), or container-sized pages without targets.
///
/// - **Released still, resized, re-configured** (|v| ≤ `velocityThreshold`,
///   Chromium's end-position strategy): p itself when an area at least as
///   long as the container covers the container there; otherwise the
///   aligned position (or covering-range end) closest to p.
/// - **A fling** (end-and-direction strategy, displacement p − c): only
///   positions ahead of c count (round(position − c) has the displacement's
///   sign); the closest of them to p, or p itself where a long area covers
///   it. With `stopAlways` (every area `scroll-snap-stop: always`) the
///   first position ahead of c (by at least 1 px) is never passed: of the two
///   answers, the one closer to c. With nothing ahead, `mandatory` falls back
///   on the position closest to c (it snaps back); `proximity` stays at p.
///   An axis with no displacement is not snapped (Chromium snaps only the
///   axes that scrolled).
/// - **Proximity**: `proximity` only snaps to a position within
///   `proximityRatio` × L (Blink's kProximityRatio, 1/3) of p (of c for the
///   snap-stop search); otherwise the scroll rests at p, unsnapped.
///
/// Covering areas dodge the areas nested in them (Chromium's
/// `FindCoveringCandidate`): the snapport may rest inside a long area only
/// where it does not overlap a nested area; the sorted source looks 64
/// areas to each side for them.
///
/// Alignment (`scroll-snap-align` start, center or end on each axis) and the
/// container's `scroll-padding` follow Chromium's `GetSnapSearchResult`
/// (see `CSSSnapAlignment`, `CSSSnapAreas`); equally close positions go to
/// the smaller (the earlier area in document order); after a resize the
/// content re-snaps to the area it was snapped to (`SnappedTargetBehavior`).
/// The way there is Chromium's snap fling curve after a fling, its
/// ease-in-out snap animation otherwise (`PlatformLandingBehavior`).
///
/// Not modelled: focus and `:target` priority, the innermost-area tie rule
/// as such, mutual visibility across axes (each axis is searched alone),
/// per-area alignments.
public struct CSSScrollSnapTargetBehavior: PlatformLandingBehavior, SnappedTargetBehavior {
    /// `scroll-snap-type`'s strictness.
    public enum Strictness: String, Hashable, Sendable {
        case mandatory
        case proximity
    }

    public var strictness: Strictness
    /// Every snap area has `scroll-snap-stop: always`.
    public var stopAlways: Bool
    /// The proximity range as a fraction of the container's length (Blink: 1/3).
    public var proximityRatio: Double
    /// A release slower than this, px/s, counts as still.
    public var velocityThreshold: Double

    /// `scroll-snap-align` of every area, horizontally and vertically
    /// (CSS's inline and block values for a horizontal writing mode).
    public var horizontalAlignment: CSSSnapAlignment
    public var verticalAlignment: CSSSnapAlignment
    /// The container's `scroll-padding`, px: the snapport is the container
    /// inset by it.
    public var scrollPadding: EdgeInsets

    public init(strictness: Strictness, stopAlways: Bool = false, proximityRatio: Double = 1.0 / 3.0,
                velocityThreshold: Double = 1, alignment: CSSSnapAlignment = .start,
                verticalAlignment: CSSSnapAlignment? = nil, scrollPadding: EdgeInsets = EdgeInsets()) {
        self.strictness = strictness
        self.stopAlways = stopAlways
        self.proximityRatio = proximityRatio
        self.velocityThreshold = velocityThreshold
        self.horizontalAlignment = alignment
        self.verticalAlignment = verticalAlignment ?? alignment
        self.scrollPadding = scrollPadding
    }

    /// `scroll-snap-align` on `axis`.
    public func alignment(_ axis: Axis) -> CSSSnapAlignment {
        axis == .horizontal ? horizontalAlignment : verticalAlignment
    }

    public func alignedOffset(ofTarget index: Int, in targets: any ScrollTargetLayout, axis: Axis,
                              containerLength: Double, maxOffset: Double) -> Double? {
        guard index >= 0, index < targets.targetCount else { return nil }
        let lead = scrollPadding.leadingEdge(axis), trail = scrollPadding.trailingEdge(axis)
        let snapport = containerLength - lead - trail
        guard snapport > 0 else { return nil }
        let f = targets.targetFrame(at: index)
        let a = f.min(axis) - lead, b = f.max(axis) - lead
        guard a.isFinite, b.isFinite, b >= a else { return nil }
        return Swift.min(Swift.max(CSSSnapAreas.alignedPosition(a, b, alignment: alignment(axis), snapport: snapport), 0), maxOffset)
    }

    public func snappedTarget(at offset: Double, in targets: any ScrollTargetLayout, axis: Axis,
                              containerLength: Double, maxOffset: Double) -> Int? {
        let count = targets.targetCount
        guard count > 0, offset.isFinite else { return nil }
        // Areas near the offset (leading edges sorted on the layout's axis; a
        // window of 64 each side, as the nested-area scan).
        let i = Swift.min(Swift.max(targets.firstTarget(atOrAfter: offset, on: axis), 0), count)
        let lo = Swift.max(0, i - CSSSnapAreas.nestedScanLimit), hi = Swift.min(count, i + CSSSnapAreas.nestedScanLimit)
        var best: (index: Int, distance: Double)?
        for j in lo..<hi {
            guard let p = alignedOffset(ofTarget: j, in: targets, axis: axis, containerLength: containerLength,
                                        maxOffset: maxOffset) else { continue }
            let d = abs(p - offset)
            if d <= 1, best == nil || d < best!.distance { best = (j, d) }
        }
        return best?.index
    }

    public var name: String {
        var base = stopAlways ? "css-snap-stop" : (strictness == .mandatory ? "css-mandatory" : "css-proximity")
        if horizontalAlignment == verticalAlignment, horizontalAlignment != .start { base += "-\(horizontalAlignment.rawValue)" }
        return base
    }

    /// Chromium's snap fling curve after a fling, its ease-in-out snap
    /// animation otherwise.
    public var landingAnimation: PlatformLandingAnimation { .chromiumSnap }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let primary = context.axis
        for axis in context.axes.members {
            guard let snap = AxisSnapContext(target: target, context: context, axis: axis),
                  let areas = CSSSnapAreas(layout: context.targets, axis: axis, sortedAxis: primary,
                                           containerLength: snap.containerLength, maxOffset: snap.maxOffset,
                                           alignment: alignment(axis),
                                           paddingLeading: scrollPadding.leadingEdge(axis),
                                           paddingTrailing: scrollPadding.trailingEdge(axis))
            else { continue }
            if let offset = snapped(snap, areas) {
                target.setOffset(offset, on: axis, containerSize: context.containerSize)
            }
        }
    }

    /// The snapped offset on one axis, nil to leave p as it is.
    func snapped(_ snap: AxisSnapContext, _ areas: CSSSnapAreas) -> Double? {
        let range = strictness == .proximity ? proximityRatio * snap.containerLength : Double.infinity
        let p = snap.proposed, c = snap.release
        let fling = abs(snap.velocity) > velocityThreshold
        guard fling else { return Self.endPosition(areas, at: p, range: range) }
        let displacement = p - c
        guard displacement != 0 else { return nil }
        let d: Double = displacement > 0 ? 1 : -1
        // End and direction: positions ahead of c, the closest to p.
        var result: Double?
        let covering = Self.coveringCandidates(areas, intended: p)
        if covering.coversIntended {
            result = p
        } else {
            var candidates = covering.displaced
            if let a = areas.aligned(atOrAbove: p) { candidates.append(a) }
            if let b = areas.aligned(atOrBelow: p) { candidates.append(b) }
            // p may lie behind c (a clamped end): the next positions past c count too.
            if let next = Self.next(areas, from: c, direction: d, minimum: 0.5) { candidates.append(next) }
            result = Self.closest(candidates.filter { ((($0 - c)).rounded() * d) > 0 }, to: p, range: range)
        }
        if let found = result, stopAlways {
            // The first position ahead of c (DirectionStrategy: at least 1 px) is never passed.
            if let stop = Self.next(areas, from: c, direction: d, minimum: 1), abs(stop - c) <= range,
               abs(stop - c) <= abs(found - c) {
                result = stop
            }
        }
        if result == nil, strictness == .mandatory {
            // Chromium's relaxed search: the closest position to c, any direction.
            result = Self.endPosition(areas, at: c, range: range)
        }
        return result
    }

    /// Chromium's end-position strategy at `x`: x itself inside a covering
    /// range, else the closest aligned position (or covering-range end)
    /// within `range`.
    static func endPosition(_ areas: CSSSnapAreas, at x: Double, range: Double) -> Double? {
        let covering = coveringCandidates(areas, intended: x)
        if covering.coversIntended { return x }
        var candidates = covering.displaced
        if let a = areas.aligned(atOrAbove: x) { candidates.append(a) }
        if let b = areas.aligned(atOrBelow: x) { candidates.append(b) }
        return closest(candidates, to: x, range: range)
    }

    /// The first aligned position at least `minimum` px past `x` in `direction`.
    static func next(_ areas: CSSSnapAreas, from x: Double, direction: Double, minimum: Double) -> Double? {
        direction > 0 ? areas.aligned(atOrAbove: x + minimum) : areas.aligned(atOrBelow: x - minimum)
    }

    /// The candidate closest to `x` within `range`, nil when none. On a tie
    /// the smaller position wins: Chromium keeps the first of equally close
    /// areas in document order (`FindClosestValidAreaInternal` replaces the
    /// closest only when strictly closer), and areas sorted by their leading
    /// edge align in that order.
    static func closest(_ candidates: [Double], to x: Double, range: Double) -> Double? {
        var best: Double?
        var bestDistance = range
        for c in candidates {
            let d = abs(c - x)
            if d > bestDistance { continue }
            if let b = best, d == bestDistance, c >= b { continue }
            best = c
            bestDistance = d
        }
        return best
    }

    /// Chromium's covering candidates for the intended position p
    /// (`FindCoveringCandidate` with nested-area "dodging"): for every area
    /// that covers the snapport at p, the ranges where the snapport covers it
    /// without overlapping the areas nested in it (middle: around the
    /// preferred snapport [p, p + L]; else backward or forward of it, the
    /// closer to p). `coversIntended` when one of them is p itself (preferred
    /// over everything); the others compete on distance as aligned positions.
    ///
    /// So inside a covering area a nested area that the snapport reaches
    /// wins when its aligned position is closer than the dodged range's end,
    /// as cc/input/scroll_snap_data.cc decides it: in
    /// `SnapContainerData::FindClosestValidAreaInternal` a covering candidate
    /// at the intended position goes to `covering_intended` (which
    /// `PickBestResult` prefers), while "a covering candidate that is
    /// displaced from the intended position should behave similarly to an
    /// aligned snap position, competing on distance" (`evaluate`). Chromium's
    /// CoveringWithOverlap1: a 4900 px area from 50 holding 300 px areas at
    /// 2000 and 2300, snapport 200; from 1600 by +310 (p = 1910) the
    /// preferred snapport [1910, 2110] overlaps the area at 2000, the big
    /// area's middle dodging range ends there, so its candidate is
    /// 2000 − 200 = 1800 (110 px away) and the nested area's aligned 2000
    /// (90 px) wins: 2000, not 1910.
    static func coveringCandidates(_ areas: CSSSnapAreas, intended p: Double) -> (coversIntended: Bool, displaced: [Double]) {
        let length = areas.containerLength, maxOffset = areas.maxOffset
        let nearby = areas.areas(around: p)
        var displaced: [Double] = []
        let pref = (start: p, end: p + length)
        // Only areas covering the snapport at p (within Chromium's 0.5 px
        // tolerance) offer a covering candidate (`IsSnapportCoveredOnAxis`,
        // as the unit tests run; the kScrollSnapPreferCloserCovering feature
        // would widen this to every area longer than the snapport).
        for (ai, a) in nearby.enumerated()
        where a.upperBound - a.lowerBound >= length && p >= a.lowerBound - 0.5 && p <= a.upperBound - length + 0.5 {
            var back = (start: a.lowerBound, end: a.upperBound)
            var mid = back, fwd = back
            var midEmpty = false
            for (bi, b) in nearby.enumerated() where bi != ai {
                if b.lowerBound > a.upperBound || b.upperBound < a.lowerBound { continue } // does not intrude
                if b.lowerBound <= a.lowerBound && b.upperBound >= a.upperBound { continue } // a superset
                if b.upperBound < pref.start { back.start = Swift.max(back.start, b.upperBound) }
                else { back.end = Swift.min(back.end, b.lowerBound) }
                if b.lowerBound > pref.end { fwd.end = Swift.min(fwd.end, b.lowerBound) }
                else { fwd.start = Swift.max(fwd.start, b.upperBound) }
                if (b.lowerBound <= pref.start && pref.end <= b.upperBound) || (pref.start <= b.lowerBound && b.upperBound <= pref.end) {
                    midEmpty = true
                } else if b.lowerBound <= pref.start {
                    mid.start = Swift.max(mid.start, b.upperBound)
                } else {
                    mid.end = Swift.min(mid.end, b.lowerBound)
                }
            }
            func dodge(_ r: (start: Double, end: Double)) -> Double? {
                guard r.end > r.start else { return nil }
                let lo = r.start, hi = r.end - length
                if hi > lo { return Swift.min(Swift.max(p, lo), hi) }
                // The snapport does not fit: the area's start alignment, within the area.
                let alo = a.lowerBound, ahi = a.upperBound - length
                guard ahi >= alo else { return nil }
                return Swift.min(Swift.max(lo, alo), ahi)
            }
            var found = midEmpty ? nil : dodge(mid)
            if found == nil {
                let b = dodge(back), f = dodge(fwd)
                if let b, let f { found = abs(b - p) < abs(f - p) ? b : f } else { found = b ?? f }
            }
            guard let candidate = found.map({ Swift.min(Swift.max($0, 0), maxOffset) }) else { continue }
            if candidate == p { return (true, []) }
            displaced.append(candidate)
        }
        return (false, displaced)
    }
}
