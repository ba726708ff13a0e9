/// `view-aligned…` (SwiftUI's `.viewAligned(limitBehavior:)`): the scroll
/// rests with the leading edge of a child marked as a scroll target
/// (`scrollTargetLayout()`) on the container's leading edge.
///
/// Snap positions on the scroll axis: the leading edge of every target,
/// clamped to [0, M], plus M itself (so the end of the content is always
/// reachable). Several targets with the same leading edge (a grid row) are
/// one position: "one view" means one distinct edge. With no targets
/// (`context.targets` nil or empty) it behaves exactly like `paging`.
///
/// Rule (o = offset where the gesture began, r = offset at release,
/// p = natural resting point, v = release velocity):
/// 1. **Closest to where momentum ends.** The candidate is the position
///    closest to p (a tie goes toward o). When |v| > `velocityThreshold` only
///    positions ahead of r in the direction of v count (Chromium's
///    end-and-direction snap: a fling never lands behind where it was
///    released); with none ahead, the closest of all.
/// 2. **Long views can be read.** When p lies where a view longer than the
///    container covers the whole container (between its leading edge and
///    its trailing edge − L), p itself is a position, and so is that range's
///    end (the view's trailing edge on the container's trailing edge), as
///    CSS lets a scroll rest anywhere inside a snap area larger than the
///    snapport.
/// 3. **The limit.** `limitBehavior` then bounds how far from o the answer
///    may be (see `LimitBehavior`): the closest position within the limit.
///    `.automatic` is compact (limited, as `.always`) when the container is
///    shorter than 600 px *along the scroll axis*.
///
/// Each step from one position to the next is one
/// `firstTarget(atOrAfter:on:)` binary search and one frame read, so a
/// million targets cost the same as ten; nothing scans the targets.
///
/// Only the scroll axis (`context.axis`) is aligned; with both axes the
/// horizontal offset stays where the motion put it.
///
/// SwiftUI's `ViewAlignedScrollTargetBehavior` in a user file is this type
/// (ScrollKitUI re-exports it); there the targets are the ones the engine
/// passes with the call (those near the gesture).
public struct ViewAlignedScrollTargetBehavior: NamedScrollTargetBehavior {
    public var limitBehavior: LimitBehavior
    /// A release slower than this, px/s, counts as still (as `paging`).
    var velocityThreshold: Double

    /// `.viewAligned(limitBehavior:)`, as in SwiftUI.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.init(limitBehavior: limitBehavior, velocityThreshold: 1)
    }

    package init(limitBehavior: LimitBehavior, velocityThreshold: Double) {
        self.limitBehavior = limitBehavior
        self.velocityThreshold = velocityThreshold
    }

    public var name: String { limitBehavior.behaviorName }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        guard let snap = AxisSnapContext(target: target, context: context, axis: axis) else { return }
        guard let edges = TargetEdges(layout: context.targets, axis: axis, maxOffset: snap.maxOffset) else {
            target = PagingScrollTargetBehavior(velocityThreshold: velocityThreshold).updatedTarget(target, context: context)
            return
        }
        let candidate = Self.candidate(snap, edges, threshold: velocityThreshold)
        let offset: Double
        switch limitBehavior.resolved(containerSize: Size(context.containerSize), axis: axis) {
        case .never, .automatic:
            offset = candidate
        case .alwaysByOne:
            let limits = edges.stepLimits(from: snap.original, steps: 1)
            offset = Swift.min(Swift.max(candidate, limits.lower), limits.upper)
        case .alwaysByFew:
            let limits = edges.stepLimits(from: snap.original, steps: LimitBehavior.fewViews)
            offset = Swift.min(Swift.max(candidate, limits.lower), limits.upper)
        case .always:
            // One container length of views, but never less than one view.
            let byOne = edges.stepLimits(from: snap.original, steps: 1)
            let lower = Swift.min(edges.atOrAbove(snap.original - snap.containerLength), byOne.lower)
            let upper = Swift.max(edges.atOrBelow(snap.original + snap.containerLength) ?? byOne.upper, byOne.upper)
            offset = Swift.min(Swift.max(candidate, lower), upper)
        }
        target.setOffset(offset, on: axis, containerSize: context.containerSize)
    }

    /// Rules 1 and 2: the position closest to p, ahead of the release point
    /// for a fling; p itself inside a long view.
    static func candidate(_ snap: AxisSnapContext, _ edges: TargetEdges, threshold: Double) -> Double {
        let p = snap.proposed
        let long = edges.longViewRange(at: p, containerLength: snap.containerLength)
        var options: [Double] = [edges.atOrAbove(p)]
        if let below = edges.atOrBelow(p) { options.append(below) }
        if let long {
            if long.contains(p) { options = [p] } else if long.upperBound < p { options.append(long.upperBound) }
        }
        let direction: Double = snap.velocity > threshold ? 1 : (snap.velocity < -threshold ? -1 : 0)
        if direction != 0 {
            let ahead = options.filter { ($0 - snap.release) * direction > edges.tolerance }
            if let best = closest(ahead, to: p, tieTowards: snap.original) { return best }
            // Nothing ahead of the release point near p: the next position
            // past it, else the closest of all (Chromium's relaxed search).
            let next = direction > 0 ? edges.above(snap.release) : edges.below(snap.release)
            if let next { return next }
        }
        return closest(options, to: p, tieTowards: snap.original) ?? edges.nearest(p, tieTowards: snap.original)
    }

    /// The element of `options` closest to `x`; a tie goes to the one on the side of `towards`.
    static func closest(_ options: [Double], to x: Double, tieTowards towards: Double) -> Double? {
        var best: Double?
        for o in options {
            guard let b = best else { best = o; continue }
            let d = abs(o - x), db = abs(b - x)
            if d < db || (d == db && abs(o - towards) < abs(b - towards)) { best = o }
        }
        return best
    }
}
