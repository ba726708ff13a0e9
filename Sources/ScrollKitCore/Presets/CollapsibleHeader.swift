/// Seed 000's collapsible header: full height at offset 0, shrinking as the
/// content offset grows until it reaches its minimum height.
public struct CollapsibleHeader: Hashable, Sendable {
    /// Height at rest, logical pixels.
    public var maxHeight: Double
    /// Smallest height, logical pixels, ≤ maxHeight.
    public var minHeight: Double

    public init(maxHeight: Double, minHeight: Double) {
        self.maxHeight = maxHeight
        self.minHeight = min(minHeight, maxHeight)
    }

    /// The header height for a vertical content offset: maxHeight − offset,
    /// clamped to [minHeight, maxHeight] (pulling down past the start does not
    /// grow it beyond its full height).
    public func height(forOffset offset: Double) -> Double {
        guard offset.isFinite else { return maxHeight }
        return min(max(maxHeight - offset, minHeight), maxHeight)
    }
}
