/// A behavior from another platform that also brings that platform's
/// animation to its target: after a gesture (and on a re-settle) the engine
/// runs `landingAnimation` from the release position and velocity to the
/// behavior's answer, not its own landing planner. Targets the behavior
/// leaves alone (the natural momentum's end) keep the natural momentum.
public protocol PlatformLandingBehavior: NamedScrollTargetBehavior {
    /// The platform's animation to a chosen target.
    var landingAnimation: PlatformLandingAnimation { get }
}
