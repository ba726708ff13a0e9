/// Plans the motion that lands exactly on a behavior's target from the
/// current position and velocity, keeping the velocity continuous:
///
/// - if the target lies ahead in the direction of motion and the friction
///   that rests exactly there, d = e^(k/1000) with k = −v0/(target − x0), is
///   in `frictionRates` ([0.95, 0.9985]), that friction (it looks like
///   ordinary momentum and ends exactly on the target);
/// - otherwise a critically damped landing spring of `omega` that never
///   passes the target (`SpringSimulation.landing`).
enum LandingPlanner {
    /// The friction rates (per ms) accepted for a friction landing.
    static let frictionRates: ClosedRange<Double> = 0.95...0.9985

    static func land(from x0: Double, velocity v0: Double, to target: Double, omega: Double,
                     allowFriction: Bool) -> AxisMotion {
        if x0 == target && v0 == 0 { return .still(target) }
        if allowFriction, let friction = FrictionSimulation(position: x0, velocity: v0, restingAt: target),
           frictionRates.contains(friction.rate) {
            return .friction(friction)
        }
        return .spring(.landing(position: x0, velocity: v0, target: target, omega: omega))
    }
}
