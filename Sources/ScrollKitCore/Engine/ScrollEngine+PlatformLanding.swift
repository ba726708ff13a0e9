extension ScrollEngine {
    /// The platform's own motion from (`x0`, `v0`) to `target` when the
    /// behavior is a `PlatformLandingBehavior`, else nil. `fling`: the
    /// gesture ended with momentum (Chromium then runs its snap fling curve,
    /// otherwise its ease-in-out snap animation). `flingUpdate`: the touch
    /// fling's inertial update that estimated its end
    /// (`ChromiumSnapFlingEstimate`); the fling's own frames before it run
    /// first (`ChromiumFlingLeadIn`), and the snap fling curve starts where
    /// they end. Axes that do not scroll, or that are already at the target,
    /// stay still.
    func platformLanding(from x0: Point, velocity v0: Vector, to target: Point,
                         fling: Bool, flingUpdate: Int? = nil) -> (x: AxisMotion, y: AxisMotion)? {
        guard let platform = behavior as? any PlatformLandingBehavior else { return nil }
        let axes = Axis.allCases.filter { configuration.axes.contains($0) && x0[$0] != target[$0] }
        func still(_ a: Axis) -> AxisMotion { .still(configuration.axes.contains(a) ? target[a] : x0[a]) }
        switch platform.landingAnimation {
        case .flutterScrollSpring:
            func axis(_ a: Axis) -> AxisMotion {
                guard axes.contains(a) else { return still(a) }
                let v = v0[a].isFinite ? v0[a] : 0
                return .damped(.bouncing(position: x0[a], velocity: v, end: target[a]))
            }
            return (axis(.horizontal), axis(.vertical))
        case .chromiumSnap:
            var leadIns: [Axis: ChromiumFlingLeadIn] = [:]
            if fling, let update = flingUpdate {
                for a in axes {
                    leadIns[a] = ChromiumFlingLeadIn(velocity: v0, viewport: storedGeometry.containerSize,
                                                     axis: a, origin: x0[a], update: update)
                }
            }
            var squared = 0.0
            var largest = 0.0
            for a in axes {
                let d = target[a] - (leadIns[a]?.end ?? x0[a])
                squared += d * d
                largest = max(largest, abs(d))
            }
            let total = squared.squareRoot()
            let duration = ChromiumSmoothScrollCurve.duration(forDelta: largest, behavior: .inverseDelta)
            func axis(_ a: Axis) -> AxisMotion {
                guard axes.contains(a) else { return still(a) }
                if fling {
                    return .snapFling(ChromiumSnapFlingCurve(start: x0[a], target: target[a], totalDistance: total,
                                                             leadIn: leadIns[a]))
                }
                return .smooth(ChromiumSmoothScrollCurve(start: x0[a], target: target[a], duration: duration))
            }
            return (axis(.horizontal), axis(.vertical))
        }
    }

    /// Where Chromium's snap search expects a touch fling from `x0` with
    /// `v0` (px/s) to end (`ChromiumSnapFlingEstimate`, the viewport the
    /// container), clamped to the scroll range; axes that do not scroll stay.
    func chromiumFlingEnd(from x0: Point, velocity v0: Vector) -> Point {
        let (_, end) = ChromiumSnapFlingEstimate.displacement(velocity: v0, viewport: storedGeometry.containerSize)
        var p = x0
        for a in Axis.allCases where configuration.axes.contains(a) { p[a] += end[a] }
        return clamped(p)
    }
}
