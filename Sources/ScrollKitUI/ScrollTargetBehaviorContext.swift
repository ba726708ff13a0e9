/// What a behavior knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`. Sizes and offsets in points; offsets are
/// content offsets (0 at the start, positive toward the end).
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target when the gesture began: the container at the offset it had then.
    public let originalTarget: ScrollTarget
    /// The release velocity in points per second of content offset,
    /// positive toward the end of the content (`dx > 0`: paging right).
    public let velocity: CGVector
    /// The size of the scrollable content.
    public let contentSize: CGSize
    /// The size of the scroll container.
    public let containerSize: CGSize
    /// The axes the container scrolls on.
    public let axes: Axis.Set

    public init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
        containerSize: CGSize, axes: Axis.Set
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
    }
}
