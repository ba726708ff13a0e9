import RealModule

/// What each interpreted input does to the content.
extension ScrollEngine {
    /// Handles one interpreted input at `time` (≥ the previous tick's time).
    mutating func handle(_ input: ScrollInput, at time: Double) {
        if let s = input.source { source = s }
        switch input {
        case .pointerDown:
            pointerDown(at: time)
        case let .dragBegan(translation):
            dragBegan(translation, at: time)
        case let .dragChanged(translation):
            guard case var .drag(state) = activity else { return }
            if let physics = behavior as? any ScrollPhysicsBehavior {
                let delta = state.filtered(translation + (-state.translation), at: time)
                position = userMoved(position, by: delta, physics)
                state.rawStart = raw(forDisplay: position) + (-translation)
            } else {
                position = display(raw: state.rawStart + translation)
            }
            state.translation = translation
            activity = .drag(state)
        case let .dragEnded(v):
            guard case let .drag(state) = activity else { return }
            endGesture(releaseVelocity: v, at: time, drag: state)
        case .pointerReleased:
            guard case let .hold(caught) = activity else { return }
            if caught || isOutOfBounds(position) {
                endGesture(releaseVelocity: .zero, at: time)
            } else {
                setActivity(.idle, at: time, velocity: .zero)
            }
        case let .preciseScroll(delta, begins):
            preciseScroll(delta, begins: begins, at: time)
        case let .preciseEnded(v):
            guard case let .precise(state) = activity else { return }
            // Momentum is already running: continue the coast's position and
            // momentum velocity (the fading blend's own velocity is left out,
            // so the rest is raw + v/(−k) plus the blend's small residual).
            // The behavior still gets the release velocity `v`.
            position = display(raw: coastedRaw(state, at: time))
            let decay = Double.exp(configuration.deceleration.k * max(0, time - state.coastStart))
            let rawVelocity = state.coastVelocity * decay
            let slope = rubberBandSlope(at: position)
            endGesture(releaseVelocity: v, at: time,
                       startVelocity: Vector(dx: rawVelocity.dx * slope.dx, dy: rawVelocity.dy * slope.dy))
        case let .wheelNotch(delta, begins):
            wheelNotch(delta, beginsSequence: begins, at: time)
        case let .key(command):
            key(command, at: time)
        case let .resize(size):
            resize(to: size, at: time)
        case let .scrollTo(request):
            scrollTo(request, at: time)
        case let .setBehavior(name):
            if let b = BehaviorCatalog.behavior(named: name) { setBehavior(b, at: time) }
        }
    }

    // MARK: Activity and phase

    /// Switches the activity; records the phase change (for observers and
    /// the `.phase` end detector) with the geometry and `velocity` of `time`.
    mutating func setActivity(_ new: EngineActivity, at time: Double, velocity v: Vector) {
        activity = new
        let newPhase = new.phase
        guard newPhase != phase else { return }
        let old = phase
        phase = newPhase
        if newPhase == .idle { tickReturnedToIdle = true }
        if !observers.phase.isEmpty {
            var g = geometry
            g.contentOffset = offset(for: position)
            tickTransitions.append(PhaseTransition(
                old: old, new: newPhase, context: ScrollPhaseChangeContext(geometry: g, velocity: v, time: time)))
        }
    }

    /// The position and velocity at `time`, stopping a running motion there.
    mutating func stopMotion(at time: Double) -> Vector {
        guard case let .motion(m) = activity else { return .zero }
        var p = m.position(at: time)
        var v = m.velocity(at: time)
        if m.isDone(at: time) { p = m.target; v = .zero }
        if m.clampsToBounds { p = clamped(p) }
        position = p
        return v.isFinite ? v : .zero
    }

    /// The target of the running landing (a behavior's answer, a wheel notch,
    /// a key, `scrollTo`), which the next wheel notch, key or resize builds
    /// on; nil when idle, interacting, or in free momentum.
    var landingTarget: Point? {
        guard case let .motion(m) = activity, m.isLanding else { return nil }
        return m.target
    }

    // MARK: Pointer

    mutating func pointerDown(at time: Double) {
        var caught = false
        heldVelocity = .zero
        if case .motion = activity {
            heldVelocity = stopMotion(at: time)
            caught = true
        }
        wheelSequence = nil
        gestureOrigin = position
        setActivity(.hold(caught: caught), at: time, velocity: .zero)
    }

    mutating func dragBegan(_ translation: Vector, at time: Double) {
        if case .motion = activity { _ = stopMotion(at: time) }
        if gestureOrigin == nil { gestureOrigin = position }
        var state = EngineActivity.DragState(rawStart: raw(forDisplay: position), translation: translation)
        if let physics = behavior as? any ScrollPhysicsBehavior {
            // Flutter's ScrollDragController: carried momentum and the start threshold.
            let threshold = physics.dragStartDistanceMotionThreshold
            if configuration.axes.contains(.horizontal) {
                state.flutterX = FlutterDragFilter(threshold: threshold, carried: physics.carriedMomentum(heldVelocity.dx), at: time)
            }
            if configuration.axes.contains(.vertical) {
                state.flutterY = FlutterDragFilter(threshold: threshold, carried: physics.carriedMomentum(heldVelocity.dy), at: time)
            }
            position = userMoved(position, by: state.filtered(translation, at: time), physics)
            state.rawStart = raw(forDisplay: position) + (-translation)
        } else {
            position = display(raw: state.rawStart + translation)
        }
        setActivity(.drag(state), at: time, velocity: .zero)
    }

    /// A finger movement of `delta` (content px) under a behavior's own
    /// physics (Flutter's `applyPhysicsToUserOffset`), on the scrolling axes.
    func userMoved(_ p: Point, by delta: Vector, _ physics: any ScrollPhysicsBehavior) -> Point {
        var moved = p
        for axis in Axis.allCases where configuration.axes.contains(axis) && delta[axis] != 0 {
            let (lo, hi) = bounds(axis)
            moved[axis] += physics.userOffset(delta[axis], position: p[axis], lower: lo, upper: hi,
                                              dimension: geometry.containerSize[axis])
        }
        return moved
    }

    // MARK: Trackpad

    mutating func preciseScroll(_ delta: Vector, begins: Bool, at time: Double) {
        switch activity {
        case .hold, .drag:
            return
        case var .precise(state) where !begins:
            // Blend from where the coast had got back into tracking: no jump.
            // Where the coast ran ahead of the events (the fingers had paused
            // rather than lifted), the content keeps what it has coasted and
            // tracks from there: pulling it back would stall it.
            let before = coastedRaw(state, at: time)
            state.raw = state.raw + delta
            state.blend = before - state.raw
            for axis in Axis.allCases where state.blend[axis] * state.coastVelocity[axis] > 0 {
                state.raw[axis] = before[axis]
                state.blend[axis] = 0
            }
            state.blendStart = time
            if let coast = interpreter.trackpadCoast {
                state.coastStart = coast.time
                state.coastVelocity = coast.velocity
            } else {
                state.coastStart = time
                state.coastVelocity = .zero
            }
            position = display(raw: coastedRaw(state, at: time))
            activity = .precise(state)
        default:
            if case .motion = activity { _ = stopMotion(at: time) }
            wheelSequence = nil
            gestureOrigin = position
            var state = EngineActivity.PreciseState(raw: raw(forDisplay: position) + delta)
            state.blendStart = time
            state.coastStart = time
            state.coastVelocity = interpreter.trackpadCoast?.velocity ?? .zero
            position = display(raw: state.raw)
            setActivity(.precise(state), at: time, velocity: .zero)
        }
    }

    /// How long a resumed trackpad gesture takes to blend from its coast back
    /// into tracking: the difference fades as e^(−t/τ), τ = this, s.
    static let trackpadBlendTime = 0.05

    /// The unconstrained trackpad position at `time`: the events' sum, plus
    /// the coast since the last event as momentum would move it,
    /// v·(e^(k t) − 1)/k with the engine's deceleration k, plus the fading
    /// blend. SDL2 never says when the fingers lift, so between events the
    /// content keeps moving as momentum would; when the gap reaches
    /// `trackpadEndGap` the momentum that takes over continues this curve.
    func coastedRaw(_ state: EngineActivity.PreciseState, at time: Double) -> Point {
        let k = configuration.deceleration.k
        let t = max(0, time - state.coastStart)
        let coast = (Double.exp(k * t) - 1) / k
        let fade = Double.exp(-max(0, time - state.blendStart) / Self.trackpadBlendTime)
        return Point(x: state.raw.x + state.coastVelocity.dx * coast + state.blend.dx * fade,
                     y: state.raw.y + state.coastVelocity.dy * coast + state.blend.dy * fade)
    }

    /// d/dt of `coastedRaw(_:at:)`, px/s.
    func coastedRawVelocity(_ state: EngineActivity.PreciseState, at time: Double) -> Vector {
        let k = configuration.deceleration.k
        let decay = Double.exp(k * max(0, time - state.coastStart))
        let fade = -Double.exp(-max(0, time - state.blendStart) / Self.trackpadBlendTime) / Self.trackpadBlendTime
        return Vector(dx: state.coastVelocity.dx * decay + state.blend.dx * fade,
                      dy: state.coastVelocity.dy * decay + state.blend.dy * fade)
    }

    // MARK: Gesture end

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
        let proposed = Point(x: natural.x.finalPosition, y: natural.y.finalPosition)
        let original = gestureOrigin ?? x0
        let (adjusted, grew) = decide(original: original, proposed: proposed, velocity: release,
                                      reason: .gestureEnded, at: time, release: x0)
        if grew { natural = ballistic(from: x0, velocity: v0) }
        let motion: Motion
        if adjusted == proposed {
            motion = Motion(kind: isOutOfBounds(x0) ? .bounce : .ballistic, start: time,
                            x: natural.x, y: natural.y, clampsToBounds: false)
        } else if let (x, y) = platformLanding(from: x0, velocity: v0, to: adjusted, fling: v0 != .zero) {
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
                k: configuration.deceleration.k, bounces: configuration.bounces))
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
            setActivity(.idle, at: time, velocity: v)
            return
        }
        setActivity(.motion(motion), at: time, velocity: v)
    }

    // MARK: Behavior decisions

    /// Asks the behavior for the target (positions in, positions out) and
    /// records the decision; then lets `contentGrowth` grow the content.
    /// Returns the adjusted target clamped to the valid range, and whether
    /// the content grew.
    mutating func decide(original: Point, proposed: Point, velocity v: Vector,
                         reason: ScrollTargetUpdateReason, at time: Double, release: Point? = nil) -> (Point, Bool) {
        let container = geometry.containerSize
        let originalOffset = offset(for: original)
        let proposedOffset = offset(for: proposed)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: originalOffset, containerSize: container),
            velocity: v, contentSize: geometry.contentSize, containerSize: container,
            axes: configuration.axes, targets: layout.isScrollTargetLayout ? layout : nil, reason: reason,
            releaseOffset: offset(for: release ?? original)
        )
        var target = ScrollTarget(offset: proposedOffset, containerSize: container)
        behavior.updateTarget(&target, context: context)
        var answer = target.offset(in: container)
        for axis in Axis.allCases where !configuration.axes.contains(axis) || !answer[axis].isFinite {
            answer[axis] = proposedOffset[axis]
        }
        // Clamp in offset space (no position round trip, so an answer in
        // range is kept bit for bit); an unchanged answer keeps `proposed`.
        var adjusted = answer
        var adjustedPosition = proposed
        if answer != proposedOffset {
            for axis in Axis.allCases where configuration.axes.contains(axis) {
                adjusted[axis] = min(max(answer[axis], geometry.minOffset(axis)), geometry.maxOffset(axis))
            }
            adjustedPosition = clamped(position(forOffset: adjusted))
        }
        let decision = TargetDecision(
            behavior: behaviorName, original: originalOffset, proposed: proposedOffset, adjusted: adjusted,
            velocity: v, reason: reason, unclamped: adjusted == answer ? nil : answer
        )
        tickDecision = decision
        lastDecision = decision
        var grew = false
        if let growth = contentGrowth {
            var g = geometry
            g.contentOffset = offset(for: position)
            if growth.grow(&layout, after: decision, geometry: g, time: time) {
                geometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
                grew = true
            }
        }
        return (adjustedPosition, grew)
    }

    // MARK: Wheel and keys

    /// A wheel notch: adds to the sequence's target (rapid notches add up),
    /// asks the behavior with original = the sequence's origin, and animates
    /// there with the wheel spring from the current position and velocity
    /// (velocity continuous, never overscrolling).
    ///
    /// A sequence begins after `wheelSequenceGap` (0.12 s) without notches,
    /// or after any other gesture. Its origin is the current position — or,
    /// while a landing (wheel, key, scrollTo, or a behavior's target after a
    /// gesture) is still running, its target, so notches never lose distance
    /// and `paging` moves exactly one page per sequence.
    mutating func wheelNotch(_ delta: Vector, beginsSequence: Bool, at time: Double) {
        switch activity {
        case .hold, .drag: return
        default: break
        }
        let target = landingTarget
        let running = runningMotion
        let v = stopMotion(at: time)
        let x = position
        if beginsSequence || wheelSequence == nil {
            let origin = target ?? x
            wheelSequence = (origin, .zero)
            gestureOrigin = origin
        }
        guard var sequence = wheelSequence else { return }
        let proposed = clamped(sequence.origin + (sequence.accumulated + delta))
        sequence.accumulated = proposed - sequence.origin
        wheelSequence = sequence
        let window = interpreter.configuration.wheelVelocityWindow
        var contextVelocity = Vector.zero
        for axis in Axis.allCases where delta[axis] != 0 {
            contextVelocity[axis] = (delta[axis] > 0 ? 1 : -1) * abs(proposed[axis] - x[axis]) / window
        }
        let (adjusted, _) = decide(original: sequence.origin, proposed: proposed, velocity: contextVelocity,
                                   reason: .gestureEnded, at: time, release: x)
        if animateAsChromium(from: x, velocity: v, to: adjusted, running: running, kind: .wheel,
                             behavior: .inverseDelta, at: time) { return }
        animate(from: x, velocity: v, to: adjusted, kind: .wheel, omega: SpringSimulation.wheelOmega, at: time)
    }

    /// A key command: a line, a page, home or end from the current position
    /// (or the running animation's target, so repeated keys add up), through
    /// the behavior, animated with the landing spring.
    mutating func key(_ command: KeyCommand, at time: Double) {
        switch activity {
        case .hold, .drag: return
        default: break
        }
        let target = landingTarget
        let running = runningMotion
        let v = stopMotion(at: time)
        let x = position
        let origin = target ?? x
        wheelSequence = nil
        gestureOrigin = origin
        var proposed = origin
        let axis: Axis
        var direction = 1.0
        switch command {
        case let .line(a, d):
            axis = a; direction = d
            proposed[a] += d * interpreter.configuration.lineStep
        case let .page(a, d):
            axis = a; direction = d
            proposed[a] += d * geometry.containerSize[a] * (1 - interpreter.configuration.pageOverlap)
        case let .home(a):
            axis = a; direction = -1
            proposed[a] = bounds(a).lower
        case let .end(a):
            axis = a
            proposed[a] = bounds(a).upper
        }
        proposed = clamped(proposed)
        var contextVelocity = Vector.zero
        contextVelocity[axis] = direction * abs(proposed[axis] - x[axis]) / interpreter.configuration.wheelVelocityWindow
        let (adjusted, _) = decide(original: origin, proposed: proposed, velocity: contextVelocity,
                                   reason: .gestureEnded, at: time, release: x)
        if animateAsChromium(from: x, velocity: v, to: adjusted, running: running, kind: .program,
                             behavior: .constant, at: time) { return }
        animate(from: x, velocity: v, to: adjusted, kind: .program, omega: SpringSimulation.landingOmega, at: time)
    }

    /// The running motion, if any.
    var runningMotion: Motion? {
        if case let .motion(m) = activity { return m }
        return nil
    }

    /// Under a `css-*` behavior, starts Chromium's animated scroll to `target`
    /// (`chromiumAnimatedScroll`) and returns true; else returns false.
    mutating func animateAsChromium(from x: Point, velocity v: Vector, to target: Point, running: Motion?,
                                    kind: ScrollActivityKind, behavior: ChromiumSmoothScrollCurve.DurationBehavior,
                                    at time: Double) -> Bool {
        guard let (mx, my, keep) = chromiumAnimatedScroll(from: x, to: target, running: running, behavior: behavior, at: time)
        else { return false }
        if keep, var m = running {
            m.kind = kind
            setActivity(.motion(m), at: time, velocity: v)
            return true
        }
        position = x
        start(Motion(kind: kind, start: time, x: mx, y: my, clampsToBounds: !isOutOfBounds(x), isLanding: true),
              at: time, velocity: v)
        return true
    }

    /// A spring animation (wheel, keys, scrollTo) from (x, v) to `target`.
    mutating func animate(from x: Point, velocity v: Vector, to target: Point, kind: ScrollActivityKind,
                          omega: Double, at time: Double) {
        let mx = LandingPlanner.land(from: x.x, velocity: v.dx, to: target.x, omega: omega, allowFriction: false)
        let my = LandingPlanner.land(from: x.y, velocity: v.dy, to: target.y, omega: omega, allowFriction: false)
        position = x
        start(Motion(kind: kind, start: time, x: mx, y: my, clampsToBounds: !isOutOfBounds(x), isLanding: true),
              at: time, velocity: v)
    }

    // MARK: Re-settling

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

    // MARK: Programmatic

    /// `scrollTo`: an offset (clamped) or an item with an anchor (nil: the
    /// least scroll that shows the item whole). Cancels a running gesture
    /// (the pointer is then ignored until released). No behavior decision:
    /// a programmatic target is taken as given.
    mutating func scrollTo(_ request: ScrollToRequest, at time: Double) {
        interpreter.cancelGestures()
        let target = landingTarget
        let v = stopMotion(at: time)
        let x = position
        wheelSequence = nil
        var goal = target ?? x
        switch request.destination {
        case let .offset(o):
            let p = position(forOffset: o)
            for axis in Axis.allCases where configuration.axes.contains(axis) && p[axis].isFinite {
                goal[axis] = p[axis]
            }
        case let .item(id, anchor):
            guard let index = layout.index(ofItemID: id), index >= 0, index < layout.itemCount else { break }
            let frame = layout.frame(ofItem: index)
            let container = geometry.containerSize
            for axis in Axis.allCases where configuration.axes.contains(axis) {
                if let anchor {
                    let u = axis == .horizontal ? anchor.x : anchor.y
                    goal[axis] = frame.min(axis) + u * frame.size[axis] - u * container[axis]
                } else if frame.min(axis) < x[axis] || frame.size[axis] > container[axis] {
                    goal[axis] = frame.min(axis)
                } else if frame.max(axis) > x[axis] + container[axis] {
                    goal[axis] = frame.max(axis) - container[axis]
                } else {
                    goal[axis] = x[axis]
                }
            }
        }
        if !goal.isFinite { goal = x }
        goal = clamped(goal)
        if request.animated {
            animate(from: x, velocity: v, to: goal, kind: .program, omega: SpringSimulation.landingOmega, at: time)
        } else {
            position = goal
            setActivity(.idle, at: time, velocity: .zero)
        }
    }

    /// A container resize (a landing in flight counts as arrived at its
    /// target; free momentum stops where it is): keep the leading visible item's leading edge at
    /// the same distance from the container's leading edge (as SwiftUI's
    /// scroll position does on rotation), clamp, ask the behavior with that
    /// offset as both original and proposed target (reason
    /// `.containerResized`), and jump there. A running motion stops; a
    /// running gesture continues from the new position. A "resize" to the
    /// current size does nothing.
    mutating func resize(to size: Size, at time: Double) {
        // SDL repeats size events; only a change counts.
        guard ScrollEngine.sanitized(size) != geometry.containerSize else { return }
        // A landing in flight counts as arrived: keep the item it heads for.
        let target = landingTarget
        _ = stopMotion(at: time)
        if let target { position = target }
        let old = position
        let visible = Rect(origin: old, size: geometry.containerSize)
        let axis = configuration.axes.primary
        var anchorItem: Int?
        var distance = Vector.zero
        let range = layout.items(in: visible)
        var i = range.lowerBound
        while i < range.upperBound && i < range.lowerBound + 8 {
            let f = layout.frame(ofItem: i)
            if f.max(axis) > visible.min(axis) && f.min(axis) < visible.max(axis) {
                anchorItem = layout.itemID(at: i)
                distance = f.origin - old
                break
            }
            i += 1
        }
        // The areas a CSS-style behavior is snapped to, per axis, to snap to
        // again after the layout (`SnappedTargetBehavior`).
        let snapper = behavior as? any SnappedTargetBehavior
        var snapped: [(Axis, Int)] = []
        if let snapper, layout.isScrollTargetLayout {
            let o = offset(for: old)
            for a in configuration.axes.members {
                if let index = snapper.snappedTarget(at: o[a], in: layout, axis: a,
                                                     containerLength: geometry.containerSize[a],
                                                     maxOffset: geometry.maxOffset(a)) {
                    snapped.append((a, index))
                }
            }
        }
        let container = ScrollEngine.sanitized(size)
        layout.relayout(containerSize: container)
        geometry.containerSize = container
        geometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
        var kept = old
        if let id = anchorItem, let index = layout.index(ofItemID: id) {
            let f = layout.frame(ofItem: index)
            for a in Axis.allCases where configuration.axes.contains(a) {
                kept[a] = f.origin[a] - distance[a]
            }
        }
        if let snapper, !snapped.isEmpty {
            var o = offset(for: kept)
            for (a, index) in snapped {
                if let p = snapper.alignedOffset(ofTarget: index, in: layout, axis: a,
                                                 containerLength: container[a], maxOffset: geometry.maxOffset(a)) {
                    o[a] = p
                }
            }
            kept = position(forOffset: o)
        }
        if !kept.isFinite { kept = old }
        kept = clamped(kept)
        wheelSequence = nil
        let (adjusted, _) = decide(original: kept, proposed: kept, velocity: .zero, reason: .containerResized,
                                   at: time, release: kept)
        position = adjusted
        switch activity {
        case let .drag(state):
            activity = .drag(.init(rawStart: raw(forDisplay: position) + (-state.translation), translation: state.translation))
        case let .precise(old):
            // Keep coasting on the same momentum curve from the new position.
            var state = EngineActivity.PreciseState(raw: raw(forDisplay: position))
            state.blendStart = time
            state.coastStart = time
            let decay = Double.exp(configuration.deceleration.k * max(0, time - old.coastStart))
            state.coastVelocity = old.coastVelocity * decay
            activity = .precise(state)
        case .motion:
            setActivity(.idle, at: time, velocity: .zero)
        case .idle, .hold:
            break
        }
    }
}
