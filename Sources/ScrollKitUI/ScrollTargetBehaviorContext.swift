/// What a behavior knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`. Sizes and offsets in points; offsets are
/// content offsets (0 at the start, positive toward the end). Dynamic member
/// lookup reads the environment: `context.layoutDirection`,
/// `context.displayScale`, `context.horizontalSizeClass`, or an app's own
/// `EnvironmentKey` value (its `defaultValue`).
@dynamicMemberLookup
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
    /// The frames of the children marked as scroll targets (SwiftUI's
    /// `scrollTargetLayout()`), content coordinates; what the playground's
    /// `ViewAlignedScrollTargetBehavior` aligns to. Not in SwiftUI's API.
    let targetFrames: [CGRect]
    /// Where the content was when the gesture ended, if known (the built-in
    /// behaviors measure a fling's direction from it). Not in SwiftUI's API.
    let releaseOffset: CGPoint?
    let environment: EnvironmentValues

    public init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
        containerSize: CGSize, axes: Axis.Set
    ) {
        self.init(
            originalTarget: originalTarget, velocity: velocity, contentSize: contentSize,
            containerSize: containerSize, axes: axes, targetFrames: [], releaseOffset: nil)
    }

    init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
        containerSize: CGSize, axes: Axis.Set, targetFrames: [CGRect], releaseOffset: CGPoint?
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.targetFrames = targetFrames
        self.releaseOffset = releaseOffset
        environment = EnvironmentValues(containerSize: containerSize)
    }

    /// A value of the environment the scroll view is in.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}
