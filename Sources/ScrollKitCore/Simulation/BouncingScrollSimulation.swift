/// Flutter's `BouncingScrollSimulation` (packages/flutter/lib/src/widgets/
/// scroll_simulation.dart): iOS-like momentum with Flutter's own constants.
///
/// - Starting outside [leading, trailing]: the overdamped spring
///   (`DampedSpringSimulation.bouncing`) back to the nearer extent.
/// - Inside: `DragFrictionSimulation` with drag 0.135; when its finalX lies
///   past an extent in the direction of motion, at the time it crosses that
///   extent the spring takes over from the extent with the friction's
///   velocity there, at most `maxSpringTransferVelocity` (5000 px/s), pulling
///   back to the extent.
///
/// Positions px, velocities px/s, t seconds since the start.
public struct BouncingScrollSimulation: Simulation, Hashable {
    public let friction: DragFrictionSimulation?
    public let spring: DampedSpringSimulation?
    /// When the spring takes over (−∞: from the start; +∞: never).
    public let springTime: Double

    public static let maxSpringTransferVelocity = 5000.0
    /// Flutter's `toleranceFor` at device pixel ratio 1: 1 px, 20 px/s.
    public static let toleranceVelocity = 20.0

    /// `spring`: the spring's (mass, stiffness, damping ratio) — Flutter's
    /// default (0.5, 100, 1.1), `.fast`'s (0.3, 75, 1.3);
    /// `constantDeceleration`: 0 (`.normal`) or 1400 px/s² (`.fast`).
    public init(position: Double, velocity: Double, leading: Double, trailing: Double,
                spring description: (mass: Double, stiffness: Double, ratio: Double) = (0.5, 100, 1.1),
                constantDeceleration: Double = 0) {
        func makeSpring(_ x: Double, _ v: Double, _ end: Double) -> DampedSpringSimulation {
            DampedSpringSimulation(mass: description.mass, stiffness: description.stiffness,
                                   dampingRatio: description.ratio, position: x, velocity: v, end: end)
        }
        if position < leading {
            friction = nil
            self.spring = makeSpring(position, velocity, leading)
            springTime = -.infinity
        } else if position > trailing {
            friction = nil
            self.spring = makeSpring(position, velocity, trailing)
            springTime = -.infinity
        } else {
            let f = DragFrictionSimulation(drag: 0.135, position: position, velocity: velocity,
                                           toleranceVelocity: Self.toleranceVelocity,
                                           constantDeceleration: constantDeceleration)
            friction = f
            if velocity > 0 && f.finalX > trailing {
                let t = f.timeAt(trailing)
                springTime = t
                self.spring = makeSpring(trailing, Swift.min(f.dx(t), Self.maxSpringTransferVelocity), trailing)
            } else if velocity < 0 && f.finalX < leading {
                let t = f.timeAt(leading)
                springTime = t
                // Flutter's code takes min(v, 5000) here too, which for a
                // negative velocity never limits it.
                self.spring = makeSpring(leading, Swift.min(f.dx(t), Self.maxSpringTransferVelocity), leading)
            } else {
                springTime = .infinity
                self.spring = nil
            }
        }
    }

    private func part(_ t: Double) -> (any Simulation, Double) {
        if t > springTime, let spring { return (spring, springTime.isFinite ? springTime : 0) }
        if let friction { return (friction, 0) }
        return (spring!, 0)
    }

    public func x(_ t: Double) -> Double { let (s, o) = part(t); return s.x(t - o) }
    public func dx(_ t: Double) -> Double { let (s, o) = part(t); return s.dx(t - o) }
    public func isDone(_ t: Double) -> Bool { let (s, o) = part(t); return s.isDone(t - o) }
    public var finalPosition: Double {
        if let spring, springTime < .infinity { return spring.end }
        return friction?.finalPosition ?? spring?.end ?? 0
    }
}
