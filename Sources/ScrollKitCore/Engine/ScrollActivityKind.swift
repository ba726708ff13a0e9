/// The engine's activity, one level below `ScrollPhase` (Flutter's activities).
/// The trace's `activity` field uses the raw values.
public enum ScrollActivityKind: String, CaseIterable, Hashable, Sendable {
    /// Resting; phase `.idle`.
    case idle
    /// Pointer down, not yet past the slop; phase `.tracking`.
    case hold
    /// Following a pointer drag; phase `.interacting`.
    case drag
    /// Following trackpad deltas; phase `.interacting`.
    case precise
    /// Momentum (deceleration, possibly ending in an edge spring); phase `.decelerating`.
    case ballistic
    /// Returning from overscroll after a release; phase `.decelerating`.
    case bounce
    /// Landing on a behavior's target after a gesture; phase `.animating`.
    case snap
    /// Wheel notch animation; phase `.animating`.
    case wheel
    /// Programmatic scroll (`scrollTo`, keys); phase `.animating`.
    case program
}
