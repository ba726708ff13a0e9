/// One call of a behavior's `updateTarget`, as recorded in a `FrameRecord` and
/// the trace's `decision` field. Offsets are reported content offsets.
public struct TargetDecision: Hashable, Sendable {
    /// The behavior's name.
    public var behavior: String
    /// The offset when the gesture began (`context.originalTarget`).
    public var original: Point
    /// Where the motion would naturally rest (the target passed in).
    public var proposed: Point
    /// What the behavior chose (clamped to the valid offsets).
    public var adjusted: Point
    /// The velocity passed in `context.velocity`, px/s.
    public var velocity: Vector
    /// Why the behavior was asked.
    public var reason: ScrollTargetUpdateReason
    /// The behavior's own answer before clamping, when it left the valid range
    /// (seed-v1 and seed-v2 can); nil when it was in range.
    public var unclamped: Point?

    public init(
        behavior: String, original: Point, proposed: Point, adjusted: Point,
        velocity: Vector, reason: ScrollTargetUpdateReason = .gestureEnded, unclamped: Point? = nil
    ) {
        self.behavior = behavior
        self.original = original
        self.proposed = proposed
        self.adjusted = adjusted
        self.velocity = velocity
        self.reason = reason
        self.unclamped = unclamped
    }
}
