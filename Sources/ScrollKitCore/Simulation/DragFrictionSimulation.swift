import Foundation

/// Flutter's `FrictionSimulation` (packages/flutter/lib/src/physics/
/// friction_simulation.dart): the velocity is multiplied by `drag` every
/// second, less a constant deceleration c (px/s², `constantDeceleration`
/// × sign(v0); 0 for `ScrollDecelerationRate.normal`, 1400 for `.fast`):
///
///     v(t) = v0·drag^t − c·t,   x(t) = x0 + v0·(drag^t − 1)/ln(drag) − c·t²/2
///     finalX = x0 − v0/ln(drag)  (c = 0),  else x(finalTime)
///
/// where finalTime solves v(t) = 0 by Flutter's 10 Newton steps from 0 (∞
/// when c = 0); after it x stays at finalX and v is 0. `timeAt(x)` is the
/// closed form for c = 0, Flutter's 10 Newton steps from 0 otherwise.
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
    /// c: the constant deceleration with the velocity's sign, px/s².
    public let constantDeceleration: Double
    /// When v reaches 0 (∞ without constant deceleration), s.
    public let finalTime: Double

    public init(drag: Double, position x0: Double, velocity v0: Double, toleranceVelocity: Double,
                constantDeceleration: Double = 0) {
        self.drag = (drag.isFinite && drag > 0 && drag < 1) ? drag : 0.135
        self.x0 = x0.isFinite ? x0 : 0
        self.v0 = v0.isFinite ? v0 : 0
        self.toleranceVelocity = toleranceVelocity.isFinite && toleranceVelocity > 0 ? toleranceVelocity : 20
        let c = constantDeceleration.isFinite ? abs(constantDeceleration) : 0
        self.constantDeceleration = self.v0 > 0 ? c : (self.v0 < 0 ? -c : 0)
        if self.constantDeceleration == 0 {
            finalTime = .infinity
        } else {
            // Flutter's _newtonsMethod(initialGuess: 0, target: 0, f: dx, df: …, iterations: 10).
            let log = Foundation.log(self.drag)
            var t = 0.0
            for _ in 0..<10 {
                let f = self.v0 * Foundation.pow(self.drag, t) - self.constantDeceleration * t
                let df = self.v0 * Foundation.pow(self.drag, t) * log - self.constantDeceleration
                t -= f / df
            }
            finalTime = t
        }
    }

    var dragLog: Double { Foundation.log(drag) }

    /// x(t) without the stop at `finalTime`.
    private func rawX(_ t: Double) -> Double {
        x0 + v0 * (Foundation.pow(drag, t) - 1) / dragLog - constantDeceleration / 2 * t * t
    }

    public func x(_ t: Double) -> Double { t > finalTime ? finalX : rawX(t) }
    public func dx(_ t: Double) -> Double { t > finalTime ? 0 : v0 * Foundation.pow(drag, t) - constantDeceleration * t }
    public func isDone(_ t: Double) -> Bool { abs(dx(t)) < toleranceVelocity }

    /// Where the velocity reaches 0 (Flutter's `finalX`).
    public var finalX: Double { constantDeceleration == 0 ? x0 - v0 / dragLog : rawX(finalTime) }

    /// The time at which the motion reaches `x` (Flutter's `timeAtX`); infinite when never.
    public func timeAt(_ x: Double) -> Double {
        if x == x0 { return 0 }
        guard v0 != 0, v0 > 0 ? (x >= x0 && x <= finalX) : (x <= x0 && x >= finalX) else { return .infinity }
        if constantDeceleration != 0 {
            var t = 0.0
            for _ in 0..<10 { t -= (self.x(t) - x) / dx(t) }
            return t.isFinite && t >= 0 ? t : .infinity
        }
        let arg = dragLog * (x - x0) / v0 + 1
        guard arg > 0 else { return .infinity }
        let t = Foundation.log(arg) / dragLog
        return t.isFinite && t >= 0 ? t : .infinity
    }

    /// The time at which |v| falls under the tolerance (0 if it starts under).
    public var doneTime: Double {
        guard abs(v0) >= toleranceVelocity else { return 0 }
        if constantDeceleration == 0 { return Foundation.log(toleranceVelocity / abs(v0)) / dragLog }
        // |v| decreases monotonically to 0 at finalTime: bisect.
        var lo = 0.0, hi = max(finalTime, 0)
        for _ in 0..<60 {
            let m = (lo + hi) / 2
            if abs(dx(m)) < toleranceVelocity { hi = m } else { lo = m }
        }
        return hi
    }

    public var finalPosition: Double { x(doneTime) }
}
