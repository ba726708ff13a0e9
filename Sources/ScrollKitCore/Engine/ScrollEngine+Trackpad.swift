import Foundation

/// Precise (trackpad) scrolling: the content follows the deltas, blended
/// from a coast that was running.
extension ScrollEngine {
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
        let coast = (Foundation.exp(k * t) - 1) / k
        let fade = Foundation.exp(-max(0, time - state.blendStart) / Self.trackpadBlendTime)
        return Point(x: state.raw.x + state.coastVelocity.dx * coast + state.blend.dx * fade,
                     y: state.raw.y + state.coastVelocity.dy * coast + state.blend.dy * fade)
    }

    /// d/dt of `coastedRaw(_:at:)`, px/s.
    func coastedRawVelocity(_ state: EngineActivity.PreciseState, at time: Double) -> Vector {
        let k = configuration.deceleration.k
        let decay = Foundation.exp(k * max(0, time - state.coastStart))
        let fade = -Foundation.exp(-max(0, time - state.blendStart) / Self.trackpadBlendTime) / Self.trackpadBlendTime
        return Vector(dx: state.coastVelocity.dx * decay + state.blend.dx * fade,
                      dy: state.coastVelocity.dy * decay + state.blend.dy * fade)
    }
}
