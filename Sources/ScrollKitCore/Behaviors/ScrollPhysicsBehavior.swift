/// A behavior that brings its own scroll physics (Flutter's `ScrollPhysics`),
/// not only a resting target: how a finger movement moves the content past
/// an edge, and the momentum after a release. The engine asks it instead of
/// its own rubber band and deceleration while it is the active behavior.
///
/// Offsets are positions on one axis, px; `lower`/`upper` the valid range.
public protocol ScrollPhysicsBehavior: NamedScrollTargetBehavior {
    /// The content offset change for a finger movement of `delta` (content
    /// px, positive toward the end) with the content at `position`
    /// (Flutter's `applyPhysicsToUserOffset`). `dimension` is the container's
    /// length on the axis.
    func userOffset(_ delta: Double, position: Double, lower: Double, upper: Double, dimension: Double) -> Double
    /// The momentum from `position` with `velocity` (px/s), or nil for none
    /// (Flutter's `createBallisticSimulation`).
    func ballistic(position: Double, velocity: Double, lower: Double, upper: Double) -> BouncingScrollSimulation?
    /// Release speeds under this are 0, px/s.
    var minFlingVelocity: Double { get }
    /// Release speeds are clamped to this, px/s.
    var maxFlingVelocity: Double { get }
    /// The velocity (px/s) a new drag carries from momentum it caught at
    /// `existingVelocity` (Flutter's `carriedMomentum`; 0: none).
    func carriedMomentum(_ existingVelocity: Double) -> Double
    /// Finger movement (px) swallowed at the start of a drag and after each
    /// stop (Flutter's `dragStartDistanceMotionThreshold`; nil: none).
    var dragStartDistanceMotionThreshold: Double? { get }
}
