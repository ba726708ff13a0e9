import Foundation

/// Chromium's touchscreen fling on Linux and Windows: `PhysicsBasedFlingCurve`
/// (ui/events/gestures/physics_based_fling_curve.cc), the curve
/// `WebGestureCurveImpl::CreateFromDefaultPlatformCurve` builds while
/// kExperimentalFlingAnimation is on (ui/base/ui_base_features.cc: on by
/// default on Windows and Linux).
///
/// With v the release velocity (px/s, per axis), a = 2.7559e-5 inch/ms² ×
/// 96 px/inch (kDefaultPhysicalDeceleration at kDefaultPixelsPerInch, what
/// `FlingScheduler::GetPixelsPerInch` gives off Windows) = 2645.664 px/s²:
///
///     distance D = v²/(2a) per axis, at most 3 × the viewport on that axis
///                  (kDefaultBoundsMultiplier)
///     duration T = min(|v|max / 2300, 2) s (kDefaultPixelDeceleration,
///                  kMaxCurveDurationForFling), |v|max the larger axis speed
///     offset(t)  = D · bezier(t/T), the bezier from (0.2, 1), (0.55, 1)
///                  with its first control point fitted to the release
///                  speed: s = |v|·T/|D| on the larger axis; p1 = (0.2, 0.2·s)
///                  when 0.2·s < 1, else (1/s, 1)
///
/// Invariants: `duration` ≥ 0; `offset(t)` is 0 at t ≤ 0 and `distance`
/// from t ≥ `duration` on.
public struct ChromiumPhysicsFlingCurve: Hashable, Sendable {
    /// a, px/s².
    public static let deceleration = 2.7559e-5 * 96 * 1_000_000
    /// kDefaultPixelDeceleration, px/s (the duration's divisor).
    public static let pixelDeceleration = 2300.0
    /// kMaxCurveDurationForFling, seconds.
    public static let maximumDuration = 2.0
    /// kDefaultBoundsMultiplier: the longest fling, in viewports.
    public static let boundsMultiplier = 3.0

    /// D, px per axis (signed as the velocity).
    public let distance: Vector
    /// T, seconds.
    public let duration: Double
    /// The bezier (p1 fitted to the release speed, p2 = (0.55, 1)).
    public let timing: CubicBezierTimingCurve

    /// The fling of `velocity` (px/s) in a viewport of `viewport` px.
    public init(velocity: Vector, viewport: Size) {
        func axis(_ v: Double, _ bound: Double) -> Double {
            guard v.isFinite, v != 0 else { return 0 }
            let d = v * v / (2 * Self.deceleration)
            let limit = bound.isFinite && bound > 0 ? Self.boundsMultiplier * bound : d
            return (v > 0 ? 1 : -1) * Swift.min(d, limit)
        }
        let d = Vector(dx: axis(velocity.dx, viewport.width), dy: axis(velocity.dy, viewport.height))
        let vx = velocity.dx.isFinite ? abs(velocity.dx) : 0, vy = velocity.dy.isFinite ? abs(velocity.dy) : 0
        let speed = Swift.max(vx, vy)
        let duration = Swift.min(Self.maximumDuration, speed / Self.pixelDeceleration)
        let major = vy == speed ? abs(d.dy) : abs(d.dx)
        let slope = major > 0 ? speed * duration / major : 0
        let (x1, y1) = 0.2 * slope < 1 ? (0.2, 0.2 * slope) : (1 / slope, 1.0)
        self.distance = d
        self.duration = duration
        self.timing = CubicBezierTimingCurve(x1: x1, y1: y1, x2: 0.55, y2: 1)
    }

    /// The offset from the fling's start at t seconds, px.
    public func offset(_ t: Double) -> Vector {
        guard duration > 0, t > 0 else { return Vector(dx: 0, dy: 0) }
        if t >= duration { return distance }
        let p = timing.value(t / duration)
        return Vector(dx: distance.dx * p, dy: distance.dy * p)
    }

    /// The velocity at t seconds, px/s (0 outside the curve's duration).
    public func velocity(_ t: Double) -> Vector {
        guard duration > 0, t >= 0, t < duration else { return Vector(dx: 0, dy: 0) }
        let s = timing.slope(Swift.max(t / duration, 1e-9)) / duration
        return Vector(dx: distance.dx * s, dy: distance.dy * s)
    }
}
