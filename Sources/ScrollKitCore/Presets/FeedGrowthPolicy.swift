/// The feed preset's "load more", driven by the predicted target as in seed
/// 004's prefetching idea: when a behavior's adjusted target comes within
/// `threshold` container lengths of the end of the content, append a batch
/// of `batchSize` items (new ids), shown as loading for the layout's loading
/// duration.
///
/// The rule, on the layout's stacking axis (vertical for other layouts),
/// with p the target's scroll position (the adjusted offset, converted from
/// the geometry's convention), L the container length, E the content length
/// plus the trailing inset:  grow when E − (p + L) ≤ threshold·L.
public struct FeedGrowthPolicy: ContentGrowthPolicy {
    /// Items appended per growth, ≥ 1.
    public var batchSize: Int
    /// How near the end (in container lengths) the target must come, ≥ 0.
    public var threshold: Double
    /// The feed stops growing at this many items.
    public var maximumItemCount: Int

    public init(batchSize: Int = 20, threshold: Double = 2, maximumItemCount: Int = 100_000) {
        self.batchSize = Swift.max(1, batchSize)
        self.threshold = threshold.isFinite ? Swift.max(0, threshold) : 2
        self.maximumItemCount = LayoutLimits.count(maximumItemCount)
    }

    /// The growth rule alone: the distance from the target's visible end to
    /// the end of the content, `contentEnd − (targetPosition + containerLength)`,
    /// is at most `threshold · containerLength`. False for non-finite inputs
    /// or an empty container.
    public func shouldGrow(targetPosition: Double, containerLength: Double, contentEnd: Double) -> Bool {
        guard targetPosition.isFinite, containerLength.isFinite, contentEnd.isFinite, containerLength > 0 else {
            return false
        }
        return contentEnd - (targetPosition + containerLength) <= threshold * containerLength
    }

    public func grow(_ layout: inout any ContentLayout, after decision: TargetDecision, geometry: ScrollEngineGeometry, time: Double) -> Bool {
        guard var growable = layout as? any GrowableContentLayout else { return false }
        let axis = Self.axis(of: layout)
        let position = geometry.position(forOffset: decision.adjusted[axis], on: axis)
        let contentEnd = layout.contentSize[axis] + geometry.contentInsets.trailingEdge(axis)
        guard layout.itemCount < maximumItemCount,
              shouldGrow(targetPosition: position, containerLength: geometry.containerSize[axis], contentEnd: contentEnd)
        else { return false }
        // Drop the caller's reference first so appending does not copy the item storage.
        layout = StackLayout(axis: axis, itemCount: 0, sizing: .fixed(0), containerSize: .zero)
        let added = growable.appendItems(Swift.min(batchSize, maximumItemCount - growable.itemCount), at: time)
        layout = growable
        return added > 0
    }

    /// The stacking axis of a stack or grid; vertical for any other layout.
    static func axis(of layout: any ContentLayout) -> Axis {
        if let stack = layout as? StackLayout { return stack.axis }
        if let grid = layout as? GridLayout { return grid.axis }
        return .vertical
    }
}
