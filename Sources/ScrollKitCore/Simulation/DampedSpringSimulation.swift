import Foundation

/// Flutter's `ScrollSpringSimulation` for an overdamped spring (packages/
/// flutter/lib/src/physics/spring_simulation.dart, `_OverdampedSolution`):
/// mass m, stiffness k, damping c with c² > 4mk, from (x0, v0) toward `end`:
///
///     r1,2 = (−c ± √(c² − 4mk)) / 2m
///     x(t) = end + c1·e^(r1 t) + c2·e^(r2 t),  c2 = (v0 − r1·(x0 − end))/(r2 − r1),  c1 = x0 − end − c2
///
/// **Done** as Flutter's: |x − end| < `toleranceDistance` and |v| < `toleranceVelocity`.
/// BouncingScrollPhysics' spring is mass 0.5, stiffness 100, damping ratio 1.1.
///
/// Invariants: overdamped (ratio > 1), all inputs finite.
public struct DampedSpringSimulation: Simulation, Hashable {
    public let end: Double
    public let r1: Double
    public let r2: Double
    public let c1: Double
    public let c2: Double
    public let toleranceDistance: Double
    public let toleranceVelocity: Double

    /// A spring of `mass`, `stiffness` and `dampingRatio` (> 1: overdamped;
    /// smaller ratios are raised to 1.0001) from (x0, v0) toward `end`.
    public init(mass: Double, stiffness: Double, dampingRatio: Double, position x0: Double, velocity v0: Double,
                end: Double, toleranceDistance: Double = 1, toleranceVelocity: Double = 20) {
        let ratio = Swift.max(dampingRatio, 1.0001)
        let damping = ratio * 2 * Foundation.sqrt(mass * stiffness)
        let root = Foundation.sqrt(damping * damping - 4 * mass * stiffness)
        let r1 = (-damping - root) / (2 * mass)
        let r2 = (-damping + root) / (2 * mass)
        let d = x0 - end
        self.end = end
        self.r1 = r1
        self.r2 = r2
        c2 = (v0 - r1 * d) / (r2 - r1)
        c1 = d - c2
        self.toleranceDistance = toleranceDistance
        self.toleranceVelocity = toleranceVelocity
    }

    /// BouncingScrollPhysics' (ScrollPhysics') default spring: mass 0.5, stiffness 100, ratio 1.1.
    public static func bouncing(position x0: Double, velocity v0: Double, end: Double) -> DampedSpringSimulation {
        DampedSpringSimulation(mass: 0.5, stiffness: 100, dampingRatio: 1.1, position: x0, velocity: v0, end: end)
    }

    public func x(_ t: Double) -> Double { end + c1 * Foundation.exp(r1 * t) + c2 * Foundation.exp(r2 * t) }
    public func dx(_ t: Double) -> Double { c1 * r1 * Foundation.exp(r1 * t) + c2 * r2 * Foundation.exp(r2 * t) }
    public func isDone(_ t: Double) -> Bool {
        abs(x(t) - end) < toleranceDistance && abs(dx(t)) < toleranceVelocity
    }
    public var finalPosition: Double { end }
}
