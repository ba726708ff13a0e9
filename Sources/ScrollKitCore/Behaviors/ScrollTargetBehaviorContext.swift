import Foundation

/// What a behavior knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`: one type for the built-in behaviors and
/// user files (ScrollKitUI re-exports it and adds the environment by
/// dynamic member lookup: `context.layoutDirection`). Sizes and offsets in
/// points; offsets are reported content offsets (0 at the start, positive
/// toward the end).
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target when the gesture began: the container at the offset it had then.
    public var originalTarget: ScrollTarget
    /// The release velocity in points per second of content offset,
    /// positive toward the end of the content (`dx > 0`: paging right).
    public var velocity: CGVector
    /// The size of the scrollable content (without insets).
    public var contentSize: CGSize
    /// The size of the scroll container.
    public var containerSize: CGSize
    /// The axes the container scrolls on.
    public var axes: Axis.Set
    /// The frames of the children marked as scroll targets (SwiftUI's
    /// `scrollTargetLayout()`), in content coordinates; nil when none are
    /// marked. Not in SwiftUI's API: what `ViewAlignedScrollTargetBehavior`
    /// aligns to.
    package var targets: (any ScrollTargetLayout)?
    /// Why the behavior is asked.
    package var reason: ScrollTargetUpdateReason
    /// The offset where the content was when the gesture ended (the finger
    /// lifted, the trackpad gesture ended, the wheel notch arrived), points;
    /// nil when unknown (a caller that predates it). Not in SwiftUI's
    /// context: the platform behaviors need it (Flutter's `PageScrollPhysics`
    /// pages from the release position, Chromium's fling snap measures
    /// direction from it). Behaviors fall back on `originalTarget` when it is nil.
    package var releaseOffset: Point?

    /// A context as a behavior in a user file sees it.
    public init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
        containerSize: CGSize, axes: Axis.Set
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        targets = nil
        reason = .gestureEnded
        releaseOffset = nil
    }

    /// A context from the engine's values.
    package init(
        originalTarget: ScrollTarget,
        velocity: Vector,
        contentSize: Size,
        containerSize: Size,
        axes: Axes,
        targets: (any ScrollTargetLayout)? = nil,
        reason: ScrollTargetUpdateReason = .gestureEnded,
        releaseOffset: Point? = nil
    ) {
        self.init(
            originalTarget: originalTarget, velocity: CGVector(velocity), contentSize: CGSize(contentSize),
            containerSize: CGSize(containerSize), axes: axes)
        self.targets = targets
        self.reason = reason
        self.releaseOffset = releaseOffset
    }

    /// The scroll axis: vertical when the container scrolls vertically, else horizontal.
    package var axis: Axis { axes.primary }
}
