/// Where a scroll should end, as SwiftUI's `ScrollTarget`.
///
/// `rect` is in content coordinates. With `anchor == nil` the rect's origin
/// is the content offset to rest at (seed 004's behaviors set
/// `target.rect.origin.x`); with an anchor, that unit point of the rect is
/// aligned with the same unit point of the container.
public struct ScrollTarget: Hashable, Sendable {
    /// The target rect, in content coordinates (points).
    public var rect: CGRect
    /// The unit point of `rect` to align with the container, or nil.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}
