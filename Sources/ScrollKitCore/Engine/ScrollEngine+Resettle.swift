/// Re-settling at rest when the snapping rules change.
extension ScrollEngine {
    /// The snapping rules changed (a new behavior, layout or axes): when the
    /// content is at rest (`.idle`, no pointer down, no trackpad gesture),
    /// asks the behavior where the resting offset belongs now (original =
    /// proposed = release = the resting offset, v = 0, reason
    /// `.configurationChanged`) and animates there with the landing spring
    /// (activity `.snap`, phase `.animating`) when the answer differs. The
    /// decision is recorded (trace, overlays) even when nothing moves. Does
    /// nothing while a gesture or a motion runs: that motion's own decision
    /// used the old rules, the next one uses the new.
    mutating func resettle(at time: Double) {
        guard case .idle = activity, !interpreter.isPointerDown, !interpreter.isTrackpadActive else { return }
        let x = clamped(position)
        let (adjusted, _) = decide(original: x, proposed: x, velocity: .zero,
                                   reason: .configurationChanged, at: time, release: x)
        guard adjusted != x else { return }
        var mx = LandingPlanner.land(from: x.x, velocity: 0, to: adjusted.x,
                                     omega: SpringSimulation.landingOmega, allowFriction: false)
        var my = LandingPlanner.land(from: x.y, velocity: 0, to: adjusted.y,
                                     omega: SpringSimulation.landingOmega, allowFriction: false)
        if let platform = platformLanding(from: x, velocity: .zero, to: adjusted, fling: false) {
            (mx, my) = platform
        }
        position = x
        start(Motion(kind: .snap, start: time, x: mx, y: my, clampsToBounds: true, isLanding: true),
              at: time, velocity: .zero)
    }
}
