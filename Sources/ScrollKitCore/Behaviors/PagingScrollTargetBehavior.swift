/// `paging` (SwiftUI's `.paging`): the container moves by pages the size of
/// the container, at most one page per gesture.
///
/// The rule, on every scroll axis of the container (L = container length,
/// M = max(0, content − container), o = offset where the gesture began,
/// p = where the motion would naturally rest, v = release velocity):
/// - Pages rest at min(k·L, M): the last page is aligned to the end when the
///   content is not a whole number of pages (content ≤ container: only 0).
/// - When |v| > `velocityThreshold`, the fling decides the direction: the
///   first page boundary at or past p in the direction of v (Flutter's
///   `PageScrollPhysics`: page = p/L ± 0.5 by the fling's sign, rounded).
///   Otherwise the page nearest to p (a tie goes toward o). A drag of a
///   quarter page released still returns; a quick flick turns the page.
/// - The result never lies more than one page from where the gesture began:
///   within [previous boundary, next boundary] of o when o is on a boundary,
///   within the two boundaries around o when it began between pages.
///
/// This also answers the engine's other calls: a wheel sequence (original =
/// offset at the sequence start, proposed = original + the notches, velocity
/// in the notches' direction) moves exactly one page; a resize (original =
/// proposed = the offset that keeps the leading item, v = 0) stays on the
/// nearest page, so rotating never leaves the offset between pages (seed
/// 004's landscape bug).
///
/// SwiftUI's `PagingScrollTargetBehavior` in a user file is this type
/// (ScrollKitUI re-exports it): a file that wraps or delegates to `.paging`
/// behaves exactly as the built-in does.
public struct PagingScrollTargetBehavior: NamedScrollTargetBehavior {
    /// A release slower than this, px/s, counts as "released still". 1 px/s:
    /// the engine reports 0 for a still release and at least 50 for a fling,
    /// so any real fling, however gentle, turns the page, as in UIKit.
    var velocityThreshold: Double

    /// `.paging`, as in SwiftUI.
    public init() {
        self.init(velocityThreshold: 1)
    }

    package init(velocityThreshold: Double) {
        self.velocityThreshold = velocityThreshold
    }

    public var name: String { "paging" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in context.axes.members {
            guard let snap = AxisSnapContext(target: target, context: context, axis: axis) else { continue }
            let offset = Self.pagedOffset(snap, velocityThreshold: velocityThreshold)
            target.setOffset(offset, on: axis, containerSize: context.containerSize)
        }
    }

    /// The paged offset on one axis (see the type's rule).
    static func pagedOffset(_ snap: AxisSnapContext, velocityThreshold: Double) -> Double {
        let grid = snap.pageGrid
        let candidate = grid.directionalSnap(
            original: snap.original, proposed: snap.proposed,
            velocity: snap.velocity, threshold: velocityThreshold
        )
        let limits = grid.stepLimits(from: snap.original, steps: 1)
        return Swift.min(Swift.max(candidate, limits.lower), limits.upper)
    }
}
