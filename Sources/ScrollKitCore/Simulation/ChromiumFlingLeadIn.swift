import Foundation

/// The frames a touch fling in a snap container scrolls on its own before
/// Chromium's snap fling curve takes over, on one axis.
///
/// components/input/fling_controller.cc (`FlingController::ProgressFling`)
/// advances the browser's fling (`ChromiumPhysicsFlingCurve`) once a frame
/// and sends each frame's delta as an inertial scroll update;
/// cc/input/snap_fling_controller.cc `HandleGestureScrollUpdate` lets every
/// update scroll as it is until one lets it estimate where the fling ends
/// (`ChromiumSnapFlingEstimate`: the second update at the earliest, the
/// fourth when the fling decays slowly). That update's delta is not
/// scrolled: the controller builds its `SnapFlingCurve` from the offset the
/// earlier updates left, with the update's time as the curve's start, and
/// animates it at once (cc/input/snap_fling_curve.cc
/// `GetCurrentCurveDistance` counts that moment as frame 1: the first
/// delta is already scrolled there).
///
/// Times are seconds from the release. With F = 1/60 s (the fling's frames),
/// K the estimating update and T = 16 ms (the snap curve's frame):
///
///     t ≤ (K − 1)·F          origin + fling offset(t)   (updates 1 … K − 1)
///     (K − 1)·F < t < K·F − T the offset at (K − 1)·F (`end`)
///     t ≥ K·F − T            the snap curve, its own clock at t − (K·F − T)
///                            (so that at K·F it has scrolled its first delta)
///
/// Invariants: 0 ≤ `handoff` ≤ `snapStart`; `x` is continuous and equals
/// `end` from `handoff` on.
public struct ChromiumFlingLeadIn: Hashable, Sendable {
    /// The browser's own fling.
    public let fling: ChromiumPhysicsFlingCurve
    /// The axis this lead-in moves on.
    public let axis: Axis
    /// The content's offset at the release, px.
    public let origin: Double
    /// (K − 1)·F: when the last update the fling scrolls itself arrives, s.
    public let handoff: Double
    /// K·F − T: when the snap curve's clock starts, s.
    public let snapStart: Double

    /// The lead-in of a fling of `velocity` (px/s) in a `viewport`, whose
    /// inertial update `update` (1 the first, a frame after the release)
    /// hands over to the snap curve.
    public init(velocity: Vector, viewport: Size, axis: Axis, origin: Double, update: Int) {
        let f = ChromiumSnapFlingEstimate.frameTime
        let k = Double(Swift.max(update, 1))
        self.fling = ChromiumPhysicsFlingCurve(velocity: velocity, viewport: viewport)
        self.axis = axis
        self.origin = origin.isFinite ? origin : 0
        self.handoff = (k - 1) * f
        self.snapStart = Swift.max(handoff, k * f - ChromiumSnapFlingCurve.frameTime)
    }

    /// Where the snap curve starts, px.
    public var end: Double { origin + fling.offset(handoff)[axis] }

    /// The position at t (s from the release; `end` from `handoff` on), px.
    public func x(_ t: Double) -> Double {
        origin + fling.offset(Swift.min(t, handoff))[axis]
    }

    /// The velocity at t, px/s (0 from `handoff` on).
    public func dx(_ t: Double) -> Double {
        t >= handoff ? 0 : fling.velocity(t)[axis]
    }
}
