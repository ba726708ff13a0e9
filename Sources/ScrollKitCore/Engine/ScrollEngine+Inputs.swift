import Foundation

/// What each interpreted input does to the content: `handle` dispatches it
/// to the activity it concerns (ScrollEngine+Drag, +Trackpad, +GestureEnd,
/// +Decide, +WheelAndKeys, +Resettle, +ScrollTo, +Resize: one file each).
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
            let decay = Foundation.exp(configuration.deceleration.k * max(0, time - state.coastStart))
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
            if let b = catalog.behavior(named: name) { setBehavior(b, at: time) }
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
            let g = geometry
            tickTransitions.append(PhaseTransition(
                old: old, new: newPhase, context: ScrollEnginePhaseChangeContext(geometry: g, velocity: v, time: time)))
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
}
