import RealModule

/// Flutter's `FrictionSimulation` (packages/flutter/lib/src/physics/
/// friction_simulation.dart) without constant deceleration: the velocity is
/// multiplied by `drag` every second.
///
///     v(t) = v0·drag^t,   x(t) = x0 + v0·(drag^t − 1)/ln(drag)
///     finalX = x0 − v0/ln(drag)
///
/// **Done** as Flutter's: when |v(t)| < `toleranceVelocity`. Unlike the
/// engine's `FrictionSimulation` the rest is where that happens (Flutter ends
/// the ballistic activity where it is, it does not jump to finalX), so the
/// motion stops |tolerance/ln(drag)| px (≈ 10 px at 20 px/s) short of finalX.
///
/// Invariants: 0 < drag < 1; toleranceVelocity > 0; all inputs finite.
public struct DragFrictionSimulation: Simulation, Hashable {
    public let x0: Double
    public let v0: Double
    /// Velocity kept per second (BouncingScrollSimulation: 0.135 ≈ 0.998^1000).
    public let drag: Double
    /// Below this speed the motion is done, px/s.
    public let toleranceVelocity: Double

    public init(drag: Double, position x0: Double, velocity v0: Double, toleranceVelocity: Double) {
        self.drag = (drag.isFinite && drag > 0 && drag < 1) ? drag : 0.135
        self.x0 = x0.isFinite ? x0 : 0
        self.v0 = v0.isFinite ? v0 : 0
        self.toleranceVelocity = toleranceVelocity.isFinite && toleranceVelocity > 0 ? toleranceVelocity : 20
    }

    var dragLog: Double { Double.log(drag) }

    public func x(_ t: Double) -> Double { x0 + v0 * (Double.pow(drag, t) - 1) / dragLog }
    public func dx(_ t: Double) -> Double { v0 * Double.pow(drag, t) }
    public func isDone(_ t: Double) -> Bool { abs(dx(t)) < toleranceVelocity }

    /// Where the velocity would reach 0 (Flutter's `finalX`).
    public var finalX: Double { x0 - v0 / dragLog }

    /// The time at which the motion reaches `x` (Flutter's `timeAtX`); infinite when never.
    public func timeAt(_ x: Double) -> Double {
        guard v0 != 0 else { return x == x0 ? 0 : .infinity }
        let arg = dragLog * (x - x0) / v0 + 1
        guard arg > 0 else { return .infinity }
        let t = Double.log(arg) / dragLog
        return t.isFinite && t >= 0 ? t : .infinity
    }

    /// The time at which |v| falls under the tolerance (0 if it starts under).
    public var doneTime: Double {
        guard abs(v0) >= toleranceVelocity else { return 0 }
        return Double.log(toleranceVelocity / abs(v0)) / dragLog
    }

    public var finalPosition: Double { x(doneTime) }
}
