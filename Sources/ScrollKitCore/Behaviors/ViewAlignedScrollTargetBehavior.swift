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
/// Rule (o = offset where the gesture began, p = natural resting point,
/// v = release velocity): when |v| > `velocityThreshold`, the first position
/// at or past p in the direction of v; otherwise the position nearest to p.
/// Then `limitBehavior` bounds how far from o the result may be (see
/// `LimitBehavior`). Each step from one position to the next is one
/// `firstTarget(atOrAfter:on:)` binary search and one frame read, so a
/// million targets cost the same as ten; nothing scans the targets.
///
/// Only the scroll axis (`context.axis`) is aligned; with both axes the
/// horizontal offset stays where the motion put it.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public var limitBehavior: LimitBehavior
    /// A release slower than this, px/s, counts as still (as `paging`).
    public var velocityThreshold: Double

    public init(limitBehavior: LimitBehavior = .automatic, velocityThreshold: Double = 1) {
        self.limitBehavior = limitBehavior
        self.velocityThreshold = velocityThreshold
    }

    public var name: String { limitBehavior.behaviorName }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let axis = context.axis
        guard let snap = AxisSnapContext(target: target, context: context, axis: axis) else { return }
        guard let edges = TargetEdges(layout: context.targets, axis: axis, maxOffset: snap.maxOffset) else {
            PagingScrollTargetBehavior(velocityThreshold: velocityThreshold).updateTarget(&target, context: context)
            return
        }
        let candidate = edges.directionalSnap(
            original: snap.original, proposed: snap.proposed,
            velocity: snap.velocity, threshold: velocityThreshold
        )
        let offset: Double
        switch limitBehavior.resolved(containerWidth: context.containerSize.width) {
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
}
