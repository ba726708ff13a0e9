import Foundation

/// `flutter-bouncing`: Flutter's `BouncingScrollPhysics` (packages/flutter/
/// lib/src/widgets/scroll_physics.dart, `decelerationRate: .normal`), its
/// physics rather than UIKit's. The target is left alone (no snapping).
///
/// - **Drag past an edge** (`applyPhysicsToUserOffset`): in range a finger
///   movement moves the content 1:1 (also the movement that crosses the
///   edge). Out of range by `overscrollPast`, the friction is
///   0.52·(1 − f)² with f = overscrollPast/L when pulling further out
///   ("tensioning"), f = (overscrollPast − |delta|)/L when easing back; the
///   movement is then |delta|·friction while that stays within
///   overscrollPast/friction, else overscrollPast + the rest 1:1.
/// - **Momentum** (`createBallisticSimulation`): `BouncingScrollSimulation`
///   when |v| ≥ 20 px/s (the tolerance at device pixel ratio 1) or out of
///   range: friction drag 0.135 per second, and past an edge the overdamped
///   spring (mass 0.5, stiffness 100, ratio 1.1) from the edge with the
///   friction's velocity (≤ 5000 px/s). Release speeds under 100 px/s
///   (`minFlingVelocity`, twice kMinFlingVelocity) count as 0.
///
/// How it differs from the playground's default (UIKit's) physics: UIKit's
/// rubber band is a closed-form f(x) = (1 − 1/(0.55x/d + 1))·d of the
/// finger's overscroll; Flutter's friction is applied step by step to each
/// movement, so the same overscroll depends on the path. The momentum decay
/// is nearly the same (0.135/s ≈ 0.998/ms), but Flutter stops when the
/// speed falls under 20 px/s (≈ 10 px short of the end) and bounces with a
/// softer, overdamped spring.
///
/// Also as Flutter's drag (`ScrollDragController` fed by this physics):
/// - **Carried momentum** (`carriedMomentum`): a finger that catches the
///   momentum carries sign(v)·min(0.000816·|v|^1.967, 40000) px/s of it,
///   added to the next fling when it heads the same way and is faster than
///   half of it; lost when the finger rests over 20 ms.
/// - **Drag-start threshold** (`dragStartDistanceMotionThreshold`, 3.5 px):
///   after the slop and after every stop over 50 ms, the first 3.5 px of
///   finger movement do not scroll; the movement that breaks it scrolls at
///   most 3.5/3 px (all of it when over 24 px, a deliberate fling).
/// - `decelerationRate: .fast` (`flutter-bouncing-fast`, macOS): friction
///   0.26, easing back 1:1, constant deceleration 1400 px/s², spring
///   (0.3, 75, 1.3), see `FlutterDecelerationRate`.
public struct FlutterBouncingScrollPhysicsBehavior: ScrollPhysicsBehavior {
    public var decelerationRate: FlutterDecelerationRate

    public init(decelerationRate: FlutterDecelerationRate = .normal) {
        self.decelerationRate = decelerationRate
    }

    public var name: String { decelerationRate == .fast ? "flutter-bouncing-fast" : "flutter-bouncing" }

    public var minFlingVelocity: Double { 100 }

    /// Fling speeds are clamped to this, px/s.
    public var maxFlingVelocity: Double { decelerationRate.maxFlingVelocity }

    /// Flutter's `carriedMomentum`: sign(v)·min(0.000816·|v|^1.967, 40000), px/s.
    public func carriedMomentum(_ existingVelocity: Double) -> Double {
        guard existingVelocity.isFinite, existingVelocity != 0 else { return 0 }
        let magnitude = Swift.min(0.000816 * Foundation.pow(abs(existingVelocity), 1.967), 40000)
        return existingVelocity > 0 ? magnitude : -magnitude
    }

    /// Flutter's `dragStartDistanceMotionThreshold`, px.
    public var dragStartDistanceMotionThreshold: Double? { 3.5 }

    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}

    /// Flutter's `frictionFactor` for `.normal`: 0.52·(1 − f)².
    public static func frictionFactor(_ overscrollFraction: Double) -> Double {
        0.52 * (1 - overscrollFraction) * (1 - overscrollFraction)
    }

    /// Flutter's `frictionFactor` at this rate (0.52 or 0.26)·(1 − f)².
    public func frictionFactor(_ overscrollFraction: Double) -> Double {
        decelerationRate.frictionCoefficient * (1 - overscrollFraction) * (1 - overscrollFraction)
    }

    public func userOffset(_ delta: Double, position: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        guard delta != 0, position < lower || position > upper, dimension > 0 else { return delta }
        let pastStart = Swift.max(lower - position, 0)
        let pastEnd = Swift.max(position - upper, 0)
        let past = Swift.max(pastStart, pastEnd)
        // `delta` is a content offset change (Flutter passes the finger's,
        // of the opposite sign): easing moves back toward the range.
        let easing = (pastStart > 0 && delta > 0) || (pastEnd > 0 && delta < 0)
        let friction = easing
            ? frictionFactor((past - abs(delta)) / dimension)
            : frictionFactor(past / dimension)
        let direction: Double = delta < 0 ? -1 : 1
        if easing && decelerationRate == .fast { return delta }
        return direction * Self.applyFriction(extentOutside: past, absDelta: abs(delta), gamma: friction)
    }

    /// Flutter's `_applyFriction`.
    static func applyFriction(extentOutside: Double, absDelta: Double, gamma: Double) -> Double {
        var total = 0.0
        var rest = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if rest < deltaToLimit { return rest * gamma }
            total += extentOutside
            rest -= deltaToLimit
        }
        return total + rest
    }

    public func ballistic(position: Double, velocity: Double, lower: Double, upper: Double) -> BouncingScrollSimulation? {
        let outOfRange = position < lower || position > upper
        guard abs(velocity) >= BouncingScrollSimulation.toleranceVelocity || outOfRange else { return nil }
        return BouncingScrollSimulation(position: position, velocity: velocity, leading: lower, trailing: upper,
                                        spring: decelerationRate.spring,
                                        constantDeceleration: decelerationRate.constantDeceleration)
    }
}
