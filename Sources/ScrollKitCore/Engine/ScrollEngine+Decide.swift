/// Asking the scroll target behavior where a motion should end, and
/// recording its decision.
extension ScrollEngine {
    /// Asks the behavior for the target (positions in, positions out) and
    /// records the decision; then lets `contentGrowth` grow the content.
    /// Returns the adjusted target clamped to the valid range, and whether
    /// the content grew.
    mutating func decide(original: Point, proposed: Point, velocity v: Vector,
                         reason: ScrollTargetUpdateReason, at time: Double, release: Point? = nil) -> (Point, Bool) {
        let container = behaviorContainer
        let originalOffset = offset(for: original)
        let proposedOffset = offset(for: proposed)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: originalOffset, containerSize: container),
            velocity: v, contentSize: storedGeometry.contentSize, containerSize: container,
            axes: configuration.axes, targets: layout.isScrollTargetLayout ? layout : nil, reason: reason,
            releaseOffset: offset(for: release ?? original)
        )
        let target = behavior.updatedTarget(ScrollTarget(offset: proposedOffset, containerSize: container), context: context)
        decidedContainerSize = storedGeometry.containerSize
        var answer = target.offset(in: container)
        for axis in Axis.allCases where !configuration.axes.contains(axis) || !answer[axis].isFinite {
            answer[axis] = proposedOffset[axis]
        }
        // Clamp in offset space (no position round trip, so an answer in
        // range is kept bit for bit); an unchanged answer keeps `proposed`.
        var adjusted = answer
        var adjustedPosition = proposed
        if answer != proposedOffset {
            for axis in Axis.allCases where configuration.axes.contains(axis) {
                adjusted[axis] = min(max(answer[axis], storedGeometry.minOffset(axis)), storedGeometry.maxOffset(axis))
            }
            adjustedPosition = clamped(position(forOffset: adjusted))
        }
        let decision = TargetDecision(
            behavior: behaviorName, original: originalOffset, proposed: proposedOffset, adjusted: adjusted,
            velocity: v, reason: reason, unclamped: adjusted == answer ? nil : answer
        )
        tickDecision = decision
        lastDecision = decision
        var grew = false
        if let growth = contentGrowth {
            let g = geometry
            if growth.grow(&layout, after: decision, geometry: g, time: time) {
                storedGeometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
                grew = true
            }
        }
        return (adjustedPosition, grew)
    }

    /// The container a behavior is asked about: the scroll view's size,
    /// less its insets on each axis when they are content margins
    /// (`ScrollConfiguration.insetsAreContentMargins`) and offsets count
    /// from the leading margin (`.swiftUI`). Offset 0 then puts the content's
    /// leading edge on the margin and `contentSize − containerSize` is the
    /// last offset (content + insets − frame), so the built-in behaviors
    /// align views and pages to the margin and reach the end, and a
    /// behavior file sees the same container `containerRelativeFrame`
    /// divides (Apple: its container is the scroll view's size "minus any
    /// safe area insets or content margins" applied to it).
    var behaviorContainer: Size {
        let size = storedGeometry.containerSize
        guard configuration.insetsAreContentMargins, configuration.convention == .swiftUI else { return size }
        let insets = storedGeometry.contentInsets
        return Size(
            width: Swift.max(0, size.width - insets.leadingEdge(.horizontal) - insets.trailingEdge(.horizontal)),
            height: Swift.max(0, size.height - insets.leadingEdge(.vertical) - insets.trailingEdge(.vertical)))
    }
}
