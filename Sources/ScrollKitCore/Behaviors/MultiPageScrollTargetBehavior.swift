/// `multi-page`: paging where a fast flick crosses several pages and a
/// gentle one a single page (seed 004's closing idea: "combining the scroll
/// velocity, multi-page scrolling on a fast flick and single-page on a light
/// one").
///
/// The rule, on every scroll axis (pages and names as `paging`):
/// - Released still (|v| ≤ `velocityThreshold`): exactly `paging`: the
///   nearest page, at most one page from the start.
/// - A fling goes at least as far as `paging` would (the next page in its
///   direction) and at most as far as its momentum carries: the page nearest
///   to the natural resting point p, when that is further. The natural
///   resting point grows with the release velocity (≈ 0.5 s × v with
///   `.normal` deceleration), so the number of pages does too: a gentle
///   flick whose momentum ends within half a page of the next page moves one
///   page; a 3,000 px/s flick in a 390 px container moves about 4.
/// - Never more than `maximumPages` pages (10) from where the gesture began.
public struct MultiPageScrollTargetBehavior: NamedScrollTargetBehavior {
    /// A release slower than this, px/s, counts as still (as `paging`).
    public var velocityThreshold: Double
    /// The most pages one fling may move, ≥ 1.
    public var maximumPages: Int

    public init(velocityThreshold: Double = 1, maximumPages: Int = 10) {
        self.velocityThreshold = velocityThreshold
        self.maximumPages = maximumPages
    }

    public var name: String { "multi-page" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in context.axes.members {
            guard let snap = AxisSnapContext(target: target, context: context, axis: axis) else { continue }
            let onePage = PagingScrollTargetBehavior.pagedOffset(snap, velocityThreshold: velocityThreshold)
            let grid = snap.pageGrid
            let momentum = grid.nearest(snap.proposed, tieTowards: snap.original)
            let limits = grid.stepLimits(from: snap.original, steps: Swift.max(1, maximumPages))
            let offset: Double
            if snap.velocity > velocityThreshold {
                offset = Swift.min(Swift.max(onePage, momentum), limits.upper)
            } else if snap.velocity < -velocityThreshold {
                offset = Swift.max(Swift.min(onePage, momentum), limits.lower)
            } else {
                offset = onePage
            }
            target.setOffset(offset, on: axis, containerSize: context.containerSize)
        }
    }
}
