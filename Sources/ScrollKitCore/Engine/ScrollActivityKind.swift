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
    /// Momentum (deceleration, possibly ending in an edge spring), or a
    /// friction landing on a behavior's target (a friction solved to rest
    /// exactly there); phase `.decelerating`.
    case ballistic
    /// Returning from overscroll after a release; phase `.decelerating`.
    case bounce
    /// Landing on a behavior's target after a gesture with a spring (when no
    /// friction in [0.95, 0.9985] per ms rests there); phase `.animating`.
    case snap
    /// Wheel notch animation; phase `.animating`.
    case wheel
    /// Programmatic scroll (`scrollTo`, keys); phase `.animating`.
    case program
}
