/// What a behavior knows when it updates a target, as SwiftUI's
/// `ScrollTargetBehaviorContext`. Offsets are reported content offsets.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target when the gesture began: the container at the offset it had then.
    public var originalTarget: ScrollTarget
    /// The release velocity in px/s of content offset (positive toward the end).
    public var velocity: Vector
    /// The size of the content (without insets).
    public var contentSize: Size
    /// The size of the container.
    public var containerSize: Size
    /// The axes the container scrolls on.
    public var axes: Axes
    /// The frames of the children marked as scroll targets (SwiftUI's
    /// `scrollTargetLayout()`), in content coordinates; nil when none are marked.
    public var targets: (any ScrollTargetLayout)?
    /// Why the behavior is asked.
    public var reason: ScrollTargetUpdateReason
    /// The offset where the content was when the gesture ended (the finger
    /// lifted, the trackpad gesture ended, the wheel notch arrived), px; nil
    /// when unknown (a caller that predates it). Not in SwiftUI's context: the
    /// platform behaviors need it (Flutter's `PageScrollPhysics` pages from
    /// the release position, Chromium's fling snap measures direction from
    /// it). Behaviors fall back on `originalTarget` when it is nil.
    public var releaseOffset: Point?

    public init(
        originalTarget: ScrollTarget,
        velocity: Vector,
        contentSize: Size,
        containerSize: Size,
        axes: Axes,
        targets: (any ScrollTargetLayout)? = nil,
        reason: ScrollTargetUpdateReason = .gestureEnded,
        releaseOffset: Point? = nil
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.targets = targets
        self.reason = reason
        self.releaseOffset = releaseOffset
    }

    /// The scroll axis: vertical when the container scrolls vertically, else horizontal.
    public var axis: Axis { axes.primary }
}
