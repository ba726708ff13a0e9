/// The end of a drag or trackpad gesture: the behavior's target, and the
/// ballistic or landing motion that takes the content there.
extension ScrollEngine {
    /// A drag or trackpad gesture ended (or a held pointer that caught a
    /// motion was released): ask the behavior where to rest and land there.
    /// `startVelocity`: the content's velocity to continue from (a trackpad
    /// gesture's coast); nil: the release velocity, rubber-banded.
    mutating func endGesture(releaseVelocity: Vector, at time: Double, startVelocity: Vector? = nil,
                             drag: EngineActivity.DragState? = nil) {
        let x0 = position
        let release = releaseVelocity.isFinite ? releaseVelocity : .zero
        // Past an edge the content moves slower than the finger: the physics
        // continue from the content's own velocity.
        let slope = rubberBandSlope(at: x0)
        var v0 = Vector(dx: release.dx * slope.dx, dy: release.dy * slope.dy)
        if let startVelocity, startVelocity.isFinite { v0 = startVelocity }
        if let physics = behavior as? any ScrollPhysicsBehavior, startVelocity == nil {
            // Flutter hands the drag's velocity to the ballistic simulation
            // as it is (no rubber-band slope), zero under its fling minimum.
            v0 = release.length < physics.minFlingVelocity ? .zero : release
            // Clamped to the physics' maximum, then the carried momentum.
            let m = physics.maxFlingVelocity
            v0 = Vector(dx: min(max(v0.dx, -m), m), dy: min(max(v0.dy, -m), m))
            if let f = drag?.flutterX { v0.dx = f.endVelocity(v0.dx) }
            if let f = drag?.flutterY { v0.dy = f.endVelocity(v0.dy) }
        }
        var natural = ballistic(from: x0, velocity: v0)
        var proposed = Point(x: natural.x.finalPosition, y: natural.y.finalPosition)
        var flingUpdate: Int?
        if platformAnimation == .chromiumSnap, startVelocity == nil, v0 != .zero {
            // Chromium searches a touch fling's snap target from its own
            // estimate of the fling's end, not from the release's projection,
            // and flings on its own until the update that estimates.
            proposed = chromiumFlingEnd(from: x0, velocity: v0)
            flingUpdate = ChromiumSnapFlingEstimate.estimate(velocity: v0, viewport: storedGeometry.containerSize)?.update
        }
        let original = gestureOrigin ?? x0
        let (adjusted, grew) = decide(original: original, proposed: proposed, velocity: release,
                                      reason: .gestureEnded, at: time, release: x0)
        if grew { natural = ballistic(from: x0, velocity: v0) }
        let motion: Motion
        if adjusted == proposed {
            motion = Motion(kind: isOutOfBounds(x0) ? .bounce : .ballistic, start: time,
                            x: natural.x, y: natural.y, clampsToBounds: false)
        } else if let (x, y) = platformLanding(from: x0, velocity: v0, to: adjusted, fling: v0 != .zero,
                                                      flingUpdate: flingUpdate) {
            // The platform's own animation to its target (Flutter's spring,
            // Chromium's snap curves).
            motion = Motion(kind: .snap, start: time, x: x, y: y, clampsToBounds: !isOutOfBounds(x0), isLanding: true)
        } else {
            let x = LandingPlanner.land(from: x0.x, velocity: v0.dx, to: adjusted.x,
                                        omega: SpringSimulation.landingOmega, allowFriction: true)
            let y = LandingPlanner.land(from: x0.y, velocity: v0.dy, to: adjusted.y,
                                        omega: SpringSimulation.landingOmega, allowFriction: true)
            let inside = !isOutOfBounds(x0)
            var m = Motion(kind: .ballistic, start: time, x: x, y: y, clampsToBounds: inside, isLanding: true)
            if m.usesSpring { m.kind = .snap }
            motion = m
        }
        start(motion, at: time, velocity: release)
    }

    /// The natural momentum from `x0` with `v0` on each scrolling axis.
    func ballistic(from x0: Point, velocity v0: Vector) -> (x: AxisMotion, y: AxisMotion) {
        let physics = behavior as? any ScrollPhysicsBehavior
        func axisMotion(_ axis: Axis) -> AxisMotion {
            let (lo, hi) = bounds(axis)
            guard configuration.axes.contains(axis) else { return .still(x0[axis]) }
            if let physics {
                // The behavior's own momentum (Flutter's BouncingScrollSimulation).
                guard let s = physics.ballistic(position: x0[axis], velocity: v0[axis], lower: lo, upper: hi) else {
                    return .still(x0[axis])
                }
                return .bouncing(s)
            }
            return .ballistic(BallisticSimulation(
                position: x0[axis], velocity: v0[axis], lower: lo, upper: hi,
                k: configuration.deceleration.k, bounces: bounces(axis)))
        }
        return (axisMotion(.horizontal), axisMotion(.vertical))
    }

    /// Momentum (or a bounce back) from the current position with `v0`, no decision.
    mutating func startBallistic(velocity v0: Vector, at time: Double) {
        let natural = ballistic(from: position, velocity: v0)
        start(Motion(kind: isOutOfBounds(position) ? .bounce : .ballistic, start: time,
                     x: natural.x, y: natural.y, clampsToBounds: false), at: time, velocity: v0)
    }

    /// Starts `motion` at `time`; one with nothing to do lands at once.
    mutating func start(_ motion: Motion, at time: Double, velocity v: Vector) {
        if motion.isTrivial {
            position = motion.target
            if isOutOfBounds(position) && motion.kind != .bounce {
                startBallistic(velocity: .zero, at: time)
                return
            }
            if let end = motion.decidesAtEnd {
                settleAtScrollEnd(velocity: end, at: time)
                return
            }
            setActivity(.idle, at: time, velocity: v)
            return
        }
        setActivity(.motion(motion), at: time, velocity: v)
    }
}
