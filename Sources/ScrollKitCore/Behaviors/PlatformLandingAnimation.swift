/// How a platform animates the way to the target its snapping rules chose
/// (a `PlatformLandingBehavior`'s answer), instead of the playground's
/// landing (friction or the critically damped landing spring).
public enum PlatformLandingAnimation: String, Hashable, Sendable {
    /// Flutter's `ScrollSpringSimulation` with the scroll physics' default
    /// spring (mass 0.5, stiffness 100, damping ratio 1.1: overdamped) from
    /// the release position and velocity to the target, done within 1 px and
    /// 20 px/s (`PageScrollPhysics.createBallisticSimulation`).
    case flutterScrollSpring
    /// Chromium's: after a fling the snap fling curve (`ChromiumSnapFlingCurve`,
    /// per-frame deltas shrinking by 0.92); after a still release, a
    /// re-configuration or any other snap without a fling the ease-in-out
    /// animation with the inverse-delta duration (`ChromiumSmoothScrollCurve`,
    /// 0.1–0.2 s).
    case chromiumSnap
}
