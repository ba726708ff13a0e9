extension ScrollEngine {
    /// Chromium's animated scroll for a wheel notch or a key under a `css-*`
    /// behavior (`PlatformLandingAnimation.chromiumSnap`), else nil: the
    /// ease-in-out `ChromiumScrollAnimation` from `x` to `target`, with
    /// `behavior`'s duration (the wheel: `inverseDelta`, 0.1–0.2 s; keys:
    /// `constant`, 0.15 s), starting at rest.
    ///
    /// When `running` is still such an animation, the notch or key retargets
    /// it instead (`ChromiumScrollAnimation.updatingTarget`, Chromium's
    /// `UpdateTarget`), so the content keeps its speed. `keep` is true when
    /// the running animation goes on unchanged (the same target).
    func chromiumAnimatedScroll(from x: Point, to target: Point, running: Motion?,
                                behavior: ChromiumSmoothScrollCurve.DurationBehavior,
                                at time: Double) -> (x: AxisMotion, y: AxisMotion, keep: Bool)? {
        guard let platform = self.behavior as? any PlatformLandingBehavior,
              platform.landingAnimation == .chromiumSnap else { return nil }
        var animation = ChromiumScrollAnimation(from: x, to: target, behavior: behavior)
        if let m = running, !m.isDone(at: time), let segment = Self.chromiumSegment(m) {
            guard let next = segment.updatingTarget(at: time - m.start, to: target, behavior: behavior) else {
                return (m.x, m.y, true)
            }
            animation = next
        }
        func axis(_ a: Axis) -> AxisMotion {
            guard configuration.axes.contains(a) else { return .still(x[a]) }
            guard animation.duration > 0, animation.initial[a] != animation.target[a] else { return .still(animation.target[a]) }
            return .smooth(ChromiumSmoothScrollCurve(start: animation.initial[a], target: animation.target[a],
                                                     duration: animation.duration, timing: animation.timing))
        }
        return (axis(.horizontal), axis(.vertical), false)
    }

    /// The running segment of a motion that is Chromium's animated scroll on
    /// every moving axis (`.smooth` sharing one duration and timing, or
    /// `.still`), else nil.
    static func chromiumSegment(_ m: Motion) -> ChromiumScrollAnimation? {
        var initial = m.target
        var shape: (duration: Double, timing: CubicBezierTimingCurve)?
        for (a, motion) in [(Axis.horizontal, m.x), (.vertical, m.y)] {
            switch motion {
            case .still: break
            case let .smooth(c):
                if let s = shape, s.duration != c.duration || s.timing != c.timing { return nil }
                shape = (c.duration, c.timing)
                initial[a] = c.start
            default: return nil
            }
        }
        guard let shape, shape.duration > 0 else { return nil }
        return ChromiumScrollAnimation(initial: initial, target: m.target, duration: shape.duration, timing: shape.timing)
    }
}
