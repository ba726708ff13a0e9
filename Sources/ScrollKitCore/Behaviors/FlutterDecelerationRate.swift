/// Flutter's `ScrollDecelerationRate` for `BouncingScrollPhysics`
/// (packages/flutter/lib/src/widgets/scroll_physics.dart).
///
/// | | `normal` (iOS) | `fast` (macOS) |
/// |---|---|---|
/// | drag friction past an edge | 0.52·(1 − f)² | 0.26·(1 − f)²; easing back 1:1 |
/// | constant deceleration | 0 | 1400 px/s² |
/// | spring (mass, stiffness, ratio) | 0.5, 100, 1.1 | 0.3, 75, 1.3 |
/// | max fling velocity | 8000 px/s | 64000 px/s |
public enum FlutterDecelerationRate: String, Hashable, Sendable {
    case normal
    case fast

    /// The coefficient of `frictionFactor`.
    var frictionCoefficient: Double { self == .fast ? 0.26 : 0.52 }
    /// `constantDeceleration` of the ballistic simulation, px/s².
    var constantDeceleration: Double { self == .fast ? 1400 : 0 }
    /// The spring's (mass, stiffness, damping ratio).
    var spring: (mass: Double, stiffness: Double, ratio: Double) {
        self == .fast ? (0.3, 75, 1.3) : (0.5, 100, 1.1)
    }
    /// `maxFlingVelocity`, px/s (kMaxFlingVelocity 8000, × 8 for `.fast`).
    var maxFlingVelocity: Double { self == .fast ? 64000 : 8000 }
}
