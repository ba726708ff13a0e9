/// One running segment of Chromium's ease-in-out scroll animation in two
/// dimensions (cc/animation/scroll_offset_animation_curve.cc,
/// `AnimationType::kEaseInOut`): from `initial` to `target` (px) over
/// `duration` seconds along `timing`, both axes sharing the timing, and its
/// `UpdateTarget` (a wheel notch or key that arrives while it runs).
///
/// Invariants: `duration` ≥ 0; `timing` is ease-in-out (0.42, y1, 0.58, 1)
/// with y1 = 0 for a fresh animation and 0.42 × the initial slope after a
/// retarget. Times `t` are seconds since the segment began.
public struct ChromiumScrollAnimation: Hashable, Sendable {
    public var initial: Point
    public var target: Point
    public var duration: Double
    public var timing: CubicBezierTimingCurve

    /// Chromium's kEpsilon (px for distances, s for durations).
    public static let epsilon = 0.01

    public init(initial: Point, target: Point, duration: Double, timing: CubicBezierTimingCurve = .easeInOut) {
        self.initial = initial
        self.target = target
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
    }

    /// A fresh animation from rest: the duration of `behavior` for the larger
    /// per-axis distance.
    public init(from initial: Point, to target: Point, behavior: ChromiumSmoothScrollCurve.DurationBehavior) {
        let delta = Vector(dx: target.x - initial.x, dy: target.y - initial.y)
        self.init(initial: initial, target: target,
                  duration: ChromiumSmoothScrollCurve.duration(forDelta: Self.largest(delta), behavior: behavior))
    }

    /// Chromium's `MaximumDimension`: the component with the larger
    /// magnitude (y on a tie), with its sign.
    public static func largest(_ d: Vector) -> Double { abs(d.dx) > abs(d.dy) ? d.dx : d.dy }

    /// The position at `t` (the initial value before 0, the target from the
    /// duration on).
    public func value(_ t: Double) -> Point {
        if duration == 0 || t >= duration { return target }
        if t <= 0 { return initial }
        let p = timing.value(t / duration)
        return Point(x: initial.x + (target.x - initial.x) * p, y: initial.y + (target.y - initial.y) * p)
    }

    /// Chromium's `CalculateVelocity`: the speed (px/s) along the larger axis
    /// of the segment at `t`. At t = 0 it is the curve's initial slope
    /// (y1/x1), the speed a retarget carried in.
    public func velocity(_ t: Double) -> Double {
        guard duration > 0 else { return 0 }
        let f = t / duration
        let slope = f <= 0 ? (timing.x1 > 0 ? timing.y1 / timing.x1 : 0) : timing.slope(f)
        return slope * Self.largest(Vector(dx: target.x - initial.x, dy: target.y - initial.y)) / duration
    }

    /// What `UpdateTarget(t, newTarget)` leaves running, as a new segment
    /// that starts at `t` (nil: the running segment goes on unchanged,
    /// because the new target is within 0.01 px of the old one):
    /// - the new distance Δ = newTarget − value(t) (larger axis) under
    ///   0.01 px, or a new duration under 0.01 s: a segment of duration 0
    ///   (the content is at the new target at once);
    /// - else duration = min(`behavior`'s duration for Δ, 2.5·Δ/v), where v is
    ///   `velocity(t)` (no bound when |v| < 0.01 or Δ/v < 0), and the timing
    ///   ease-in-out with y1 = 0.42·s, s = v·duration/Δ clamped to ±1000, so
    ///   the speed carries over.
    public func updatingTarget(at t: Double, to newTarget: Point,
                               behavior: ChromiumSmoothScrollCurve.DurationBehavior) -> ChromiumScrollAnimation? {
        if abs(Self.largest(Vector(dx: target.x - newTarget.x, dy: target.y - newTarget.y))) < Self.epsilon { return nil }
        let current = value(t)
        let d = Self.largest(Vector(dx: newTarget.x - current.x, dy: newTarget.y - current.y))
        if abs(d) < Self.epsilon || duration == 0 {
            return ChromiumScrollAnimation(initial: current, target: newTarget,
                                           duration: abs(d) < Self.epsilon ? 0 : ChromiumSmoothScrollCurve.duration(forDelta: d, behavior: behavior))
        }
        let v = velocity(t)
        var newDuration = ChromiumSmoothScrollCurve.duration(forDelta: d, behavior: behavior)
        if abs(v) >= Self.epsilon {
            let bound = d / v * 2.5
            if bound >= 0 { newDuration = min(newDuration, bound) }
        }
        if newDuration < Self.epsilon {
            return ChromiumScrollAnimation(initial: current, target: newTarget, duration: 0)
        }
        let slope = min(max(v * newDuration / d, -1000), 1000)
        return ChromiumScrollAnimation(initial: current, target: newTarget, duration: newDuration,
                                       timing: CubicBezierTimingCurve(x1: 0.42, y1: 0.42 * slope, x2: 0.58, y2: 1))
    }
}
