import Foundation

/// UIScrollView's deceleration in closed form.
///
/// With a rate `d` (velocity kept per millisecond, 0 < d < 1) and
/// k = 1000·ln d (per second, negative):
///
///     v(t) = v0·e^(k t) = v0·d^(1000 t)
///     x(t) = x0 + v0·(e^(k t) − 1)/k
///     rest = x0 − v0/k            (≈ x0 + 0.4995·v0 for `.normal`)
///
/// **Done** when the remaining distance |x(t) − rest| = |v(t)/k| is below
/// `restTolerance` (0.25 px, so snapping to `rest` is invisible): for
/// `.normal` that is |v| < 0.5 px/s, for `.fast` |v| < 2.5 px/s. The engine
/// then sets the position to `rest` exactly, so free momentum ends exactly on
/// x0 − v0/k.
public struct FrictionSimulation: Simulation, Hashable {
    /// Start position, px.
    public let x0: Double
    /// Start velocity, px/s.
    public let v0: Double
    /// The decay constant k = 1000·ln(rate), per second, < 0.
    public let k: Double

    /// Remaining distance (px) under which the motion counts as done.
    public static let restTolerance = 0.25

    /// A friction simulation with decay constant `k` (< 0; any other value is
    /// replaced by `.normal`'s). Non-finite inputs are treated as 0.
    public init(position x0: Double, velocity v0: Double, k: Double) {
        self.x0 = x0.isFinite ? x0 : 0
        self.v0 = v0.isFinite ? v0 : 0
        self.k = (k.isFinite && k < 0) ? k : DecelerationRate.normal.k
    }

    /// A friction simulation with a deceleration rate (`.normal`, `.fast`, …).
    public init(position x0: Double, velocity v0: Double, rate: DecelerationRate) {
        self.init(position: x0, velocity: v0, k: rate.k)
    }

    /// The friction that starting at `x0` with `v0` rests exactly at `target`:
    /// k = −v0/(target − x0). Nil unless the target lies ahead in the
    /// direction of motion (then k < 0).
    public init?(position x0: Double, velocity v0: Double, restingAt target: Double) {
        let distance = target - x0
        guard x0.isFinite, v0.isFinite, target.isFinite, distance != 0, v0 != 0,
              (distance > 0) == (v0 > 0) else { return nil }
        let k = -v0 / distance
        guard k.isFinite, k < 0 else { return nil }
        self.x0 = x0
        self.v0 = v0
        self.k = k
    }

    /// The rate per millisecond, d = e^(k/1000).
    public var rate: Double { Foundation.exp(k / 1000) }

    /// The resting point x0 − v0/k.
    public var rest: Double { x0 - v0 / k }

    public var finalPosition: Double { rest }

    public func x(_ t: Double) -> Double {
        x0 + v0 * (Foundation.exp(k * t) - 1) / k
    }

    public func dx(_ t: Double) -> Double {
        v0 * Foundation.exp(k * t)
    }

    public func isDone(_ t: Double) -> Bool {
        abs(dx(t) / k) < FrictionSimulation.restTolerance
    }

    /// The time when the motion is done (0 if it starts done).
    public var doneTime: Double {
        let ratio = FrictionSimulation.restTolerance * -k / abs(v0)
        guard v0 != 0, ratio < 1 else { return 0 }
        return Foundation.log(ratio) / k
    }

    /// The time at which the motion reaches `position`, or nil when it never
    /// does (behind the start or at/after the resting point):
    /// t = ln(1 + k·(position − x0)/v0)/k.
    public func time(toReach position: Double) -> Double? {
        guard v0 != 0 else { return position == x0 ? 0 : nil }
        let argument = 1 + k * (position - x0) / v0
        guard argument > 0, argument <= 1 else { return nil }
        let t = Foundation.log(argument) / k
        return t.isFinite ? t : nil
    }
}
