/// `snap-proximity`: CSS `scroll-snap-type: … proximity`. The scroll snaps
/// to the nearest snap position only when one lies within `proximity` × the
/// container's length (1/3, Chromium's proximity radius) of where the motion
/// would naturally rest; otherwise it rests there, unsnapped, as `free`.
///
/// Snap positions: with scroll targets, the targets' leading edges clamped
/// to [0, M] plus M, on the scroll axis only (as `view-aligned`); without
/// targets, the page boundaries of `paging` on every scroll axis. Velocity
/// plays no part (CSS snaps where the fling ends); there is no limit on how
/// many positions a fling passes.
public struct ProximityScrollTargetBehavior: NamedScrollTargetBehavior {
    /// The snap radius as a fraction of the container's length on the axis.
    public var proximity: Double

    public init(proximity: Double = 1.0 / 3.0) {
        self.proximity = proximity
    }

    public var name: String { "snap-proximity" }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let primary = context.axis
        if let snap = AxisSnapContext(target: target, context: context, axis: primary),
           let edges = TargetEdges(layout: context.targets, axis: primary, maxOffset: snap.maxOffset) {
            target.setOffset(snapped(snap, edges), on: primary, containerSize: context.containerSize)
            return
        }
        for axis in context.axes.members {
            guard let snap = AxisSnapContext(target: target, context: context, axis: axis) else { continue }
            target.setOffset(snapped(snap, snap.pageGrid), on: axis, containerSize: context.containerSize)
        }
    }

    private func snapped(_ snap: AxisSnapContext, _ positions: some SnapPositions) -> Double {
        let nearest = positions.nearest(snap.proposed, tieTowards: snap.original)
        let radius = snap.containerLength * proximity
        return abs(nearest - snap.proposed) <= radius ? nearest : snap.proposed
    }
}
