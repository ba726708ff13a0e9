/// A one-dimensional motion as a pure function of time (Flutter's
/// `Simulation`): the engine runs one per scrolling axis.
///
/// Units: positions in logical pixels, velocities in px/s, time `t` in seconds
/// since the simulation started. Every requirement is a pure function of `t`:
/// evaluating at any time, in any order (forwards or backwards), gives the same
/// answer, so a simulation never drifts and a copy is a snapshot.
public protocol Simulation: Sendable {
    /// The position at time `t`.
    func x(_ t: Double) -> Double
    /// The velocity (dx/dt) at time `t`.
    func dx(_ t: Double) -> Double
    /// True once the motion is close enough to its end that the engine may
    /// snap to `finalPosition` and stop; monotone in `t` for t ≥ 0.
    func isDone(_ t: Double) -> Bool
    /// Where the motion comes to rest (the position the engine snaps to when
    /// `isDone` becomes true).
    var finalPosition: Double { get }
}
