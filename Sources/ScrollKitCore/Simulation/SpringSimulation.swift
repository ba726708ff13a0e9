import Foundation

/// A critically damped spring (mass 1, stiffness ω², damping 2ω) pulling
/// toward `target`, in closed form:
///
///     x(t) = target + e^(−ω t)·(c1 + c2·t),   c1 = x0 − target,  c2 = v0 + ω·c1
///     v(t) = e^(−ω t)·(c2 − ω·(c1 + c2·t))
///
/// Presets: `returnOmega` (ω = 10, stiffness 100: back from overscroll),
/// `landingOmega` (ω = 2π/0.4 ≈ 15.7, a 0.4 s response: snapping and
/// `scrollTo`), `wheelOmega` (ω = 25: wheel notches).
///
/// **Done** when |x − target| < 0.25 px and |v| < 5 px/s; the engine then
/// snaps to `target` exactly.
public struct SpringSimulation: Simulation, Hashable {
    /// The rest position, px.
    public let target: Double
    /// Natural angular frequency, rad/s (> 0).
    public let omega: Double
    /// x0 − target.
    public let c1: Double
    /// v0 + ω·c1.
    public let c2: Double

    /// ω of the spring that brings the content back from overscroll (stiffness 100).
    public static let returnOmega = 10.0
    /// ω of the landing spring (response 0.4 s) for snapping and `scrollTo`.
    public static let landingOmega = 2 * Double.pi / 0.4
    /// ω of the wheel-notch spring.
    public static let wheelOmega = 25.0
    /// The largest ω used (keeps e^(−ωt)·… finite at t = 0).
    public static let maxOmega = 1e6
    /// Distance (px) and speed (px/s) under which the spring counts as done.
    public static let restDistance = 0.25
    public static let restSpeed = 5.0

    /// A critically damped spring from (x0, v0) toward `target`. Non-finite
    /// inputs are treated as 0 (position: the target).
    public init(position x0: Double, velocity v0: Double, target: Double, omega: Double) {
        let target = target.isFinite ? target : 0
        let x0 = x0.isFinite ? x0 : target
        let v0 = v0.isFinite ? v0 : 0
        let omega = omega.isFinite && omega > 0 ? min(omega, SpringSimulation.maxOmega) : SpringSimulation.returnOmega
        self.target = target
        self.omega = omega
        self.c1 = x0 - target
        self.c2 = v0 + omega * (x0 - target)
    }

    /// A landing that never passes `target`: when the start velocity heads to
    /// the target faster than a critically damped spring of `omega` could
    /// stop (v0 > ω·distance), ω is raised to v0/distance, which makes
    /// c2 = 0: a pure exponential approach, velocity continuous at t = 0.
    /// A start velocity pointing away still swings out and back (no crossing).
    public static func landing(position x0: Double, velocity v0: Double, target: Double, omega: Double) -> SpringSimulation {
        let distance = target - x0
        var w = omega
        if distance != 0, v0 != 0, (distance > 0) == (v0 > 0) {
            w = max(omega, abs(v0 / distance))
        }
        return SpringSimulation(position: x0, velocity: v0, target: target, omega: w)
    }

    public var finalPosition: Double { target }

    public func x(_ t: Double) -> Double {
        target + Foundation.exp(-omega * t) * (c1 + c2 * t)
    }

    public func dx(_ t: Double) -> Double {
        Foundation.exp(-omega * t) * (c2 - omega * (c1 + c2 * t))
    }

    public func isDone(_ t: Double) -> Bool {
        let e = Foundation.exp(-omega * t)
        let offset = e * (c1 + c2 * t)
        let speed = e * (c2 - omega * (c1 + c2 * t))
        return abs(offset) < SpringSimulation.restDistance && abs(speed) < SpringSimulation.restSpeed
    }

    /// The time t > 0 at which the spring passes its target, or nil when it
    /// approaches from one side only: t = −c1/c2 when c1 and c2 have opposite signs.
    public var crossingTime: Double? {
        guard c1 != 0, c2 != 0, (c1 > 0) != (c2 > 0) else { return nil }
        let t = -c1 / c2
        return t.isFinite && t > 0 ? t : nil
    }
}
