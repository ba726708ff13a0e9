/// Turns raw device events (SDL's, or a scenario's) into `ScrollInput`s.
/// Pure and deterministic: a value type, time is the events' own.
///
/// - **Wheel or trackpad.** A wheel event is a *trackpad* delta when its
///   precise value is fractional (Wayland), or it arrives less than
///   `trackpadRateGap` (30 ms) after the previous wheel event of a sequence
///   already classed trackpad, or its sequence (wheel events less than
///   `trackpadEndGap` apart) has at least `trackpadBurstCount` (3) events all
///   closer than 30 ms (X11 sends trackpads as ±1 steps at a high rate).
///   Otherwise it is a *wheel notch*. A very fast free-spinning wheel can
///   therefore read as a trackpad, and the first two events of an X11
///   trackpad stream read as notches: the price of guessing without a device
///   type. `lastSource` says what was recognised.
/// - **Units and signs.** A notch moves `wheelStep` px, a precise unit
///   `preciseStep` px. y > 0 scrolls toward the start (offset decreases),
///   x > 0 toward the end. A container that scrolls only horizontally takes a
///   vertical-only event on its horizontal axis (as browsers do).
/// - **End of a trackpad gesture.** SDL2 never reports lifted fingers: the
///   gesture ends `trackpadEndGap` (0.12 s) after its last event, with the
///   least-squares velocity of the samples in the `velocityHorizon` (0.1 s)
///   before that last event. `deadline` tells when; `expire(upTo:)` emits it;
///   `trackpadCoast` tells the engine the velocity to coast on meanwhile.
/// - **Pointer.** Down → `.pointerDown`; past `touchSlop` along the scrollable
///   axes → `.dragBegan` with the translation measured from the slop point (no
///   jump); up → `.dragEnded` with the least-squares velocity of the last
///   0.1 s of samples, 0 if the last sample is more than `pointerStopGap`
///   (40 ms) before the release; speeds under `minFlingVelocity` become 0 and
///   speeds over `maxFlingVelocity` are clamped (the same limits apply to
///   trackpad releases). Only one pointer is followed; others are ignored.
/// - While a pointer is down, wheel, trackpad and key events are ignored; a
///   wheel notch, a key or a pointer down ends a running trackpad gesture first.
public struct InputInterpreter: Sendable {
    public var configuration: InterpreterConfiguration
    /// Px per wheel notch.
    public var wheelStep: Double
    /// Px per precise (trackpad) unit.
    public var preciseStep: Double
    /// What the last scroll input was recognised as.
    public private(set) var lastSource: InputSource = .none

    /// Coordinates and deltas beyond this magnitude are clamped (keeps every
    /// sum finite).
    static let coordinateLimit = 1e7

    private struct PointerState: Sendable {
        var finger: Int
        var down: Point
        var last: Point
        var dragging = false
        /// The slop point: translations are measured from here.
        var reference = Point.zero
        /// After `cancelGestures()`: ignore this pointer until it is released.
        var ignored = false
    }

    private var pointer: PointerState?
    private var pointerTracker = VelocityTracker()

    // Wheel classification (a sequence: wheel events less than trackpadEndGap apart).
    private var wheelLastTime = -Double.infinity
    private var wheelCount = 0
    private var wheelAllFast = true
    private var wheelIsTrackpad = false

    // The running trackpad gesture.
    private var trackpadActive = false
    private var trackpadLastTime = 0.0
    private var trackpadPosition = Point.zero
    private var trackpadTracker = VelocityTracker()

    // Wheel notch sequences.
    private var notchLastTime = -Double.infinity

    public init(configuration: InterpreterConfiguration = InterpreterConfiguration(),
                wheelStep: Double = 50, preciseStep: Double = 10) {
        self.configuration = configuration
        self.wheelStep = wheelStep
        self.preciseStep = preciseStep
    }

    /// True while a pointer is down.
    public var isPointerDown: Bool { pointer != nil }

    /// True while a trackpad gesture runs (until `deadline`).
    public var isTrackpadActive: Bool { trackpadActive }

    /// When the running trackpad gesture will be considered ended, nil if none.
    public var deadline: Double? {
        trackpadActive ? trackpadLastTime + configuration.trackpadEndGap : nil
    }

    /// The running trackpad gesture's last event time and the velocity its
    /// end would report now (content px/s, fling limits applied: exactly the
    /// `preciseEnded` velocity if no further event arrives); nil when no
    /// trackpad gesture runs. The engine coasts on it while it waits to learn
    /// whether the fingers lifted.
    public var trackpadCoast: (time: Double, velocity: Vector)? {
        guard trackpadActive else { return nil }
        return (trackpadLastTime, flingLimited(trackpadTracker.velocity(horizon: configuration.velocityHorizon)))
    }

    /// Ends the trackpad gesture if its deadline is at or before `time`.
    public mutating func expire(upTo time: Double) -> TimedScrollInput? {
        guard let deadline, deadline <= time else { return nil }
        return TimedScrollInput(time: deadline, input: endTrackpad())
    }

    /// Forgets the running gestures without momentum (a programmatic scroll
    /// took over): the pointer is ignored until it is released, and the
    /// trackpad gesture is dropped.
    public mutating func cancelGestures() {
        pointer?.ignored = true
        trackpadActive = false
    }

    /// The current velocity estimate (content px/s) of a running drag or
    /// trackpad gesture at `time`: 0 when the last sample is more than
    /// `pointerStopGap` old, or when no gesture runs.
    public func estimatedVelocity(at time: Double) -> Vector {
        if let pointer, pointer.dragging, !pointer.ignored {
            guard let last = pointerTracker.lastTime, time - last <= configuration.pointerStopGap else { return .zero }
            return pointerTracker.velocity(horizon: configuration.velocityHorizon)
        }
        if trackpadActive {
            // Between events the content stands still; the release velocity
            // (`expire`) still comes from the samples before the gap.
            guard time - trackpadLastTime <= configuration.pointerStopGap else { return .zero }
            return trackpadTracker.velocity(horizon: configuration.velocityHorizon)
        }
        return .zero
    }

    /// Interprets one raw event. The result is in time order; it may start
    /// with the end of a trackpad gesture whose deadline passed before `event`.
    /// `axes`: the axes the container scrolls on now (the engine's
    /// `configuration.axes`, the one place they are kept); pointer, wheel and
    /// trackpad deltas on other axes are dropped, and keys map onto them.
    public mutating func interpret(_ event: TimedInputEvent, axes: Axes) -> InterpretedInputs {
        var out = InterpretedInputs()
        let time = event.time
        guard time.isFinite else { return out }
        if let end = expire(upTo: time) { out.append(end.input, at: end.time) }
        switch event.event {
        case let .pointer(action, point, finger):
            guard point.isFinite else { return out }
            let p = Point(x: clamp(point.x), y: clamp(point.y))
            pointerEvent(action, p, finger: finger, time: time, axes: axes, into: &out)
        case let .wheel(steps, precise):
            guard pointer == nil else { return out }
            wheelEvent(steps: steps, precise: precise, time: time, axes: axes, into: &out)
        case let .key(key, shift):
            guard pointer == nil, let command = command(for: key, shift: shift, on: axes) else { return out }
            if trackpadActive { out.append(endTrackpad(), at: time) }
            lastSource = .keys
            out.append(.key(command), at: time)
        case let .resize(size):
            guard size.width.isFinite, size.height.isFinite else { return out }
            let s = Size(width: min(max(size.width, 0), Self.coordinateLimit),
                         height: min(max(size.height, 0), Self.coordinateLimit))
            out.append(.resize(s), at: time)
        case let .scrollTo(request):
            lastSource = .program
            out.append(.scrollTo(request), at: time)
        case let .setBehavior(name):
            out.append(.setBehavior(name), at: time)
        }
        return out
    }

    // MARK: Pointer

    private mutating func pointerEvent(_ action: PointerAction, _ p: Point, finger: Int, time: Double, axes: Axes,
                                       into out: inout InterpretedInputs) {
        switch action {
        case .down:
            if let current = pointer {
                guard current.finger == finger else { return } // a second finger: ignored
                // The same finger down again: its release was lost; release it still.
                if !current.ignored { out.append(current.dragging ? .dragEnded(velocity: .zero) : .pointerReleased, at: time) }
                pointer = nil
            }
            if trackpadActive { out.append(endTrackpad(), at: time) }
            pointer = PointerState(finger: finger, down: p, last: p)
            pointerTracker.reset()
            pointerTracker.add(time: time, position: content(p, on: axes))
            lastSource = .drag
            out.append(.pointerDown, at: time)
        case .move:
            guard let current = pointer, current.finger == finger, !current.ignored else { return }
            move(to: p, time: time, axes: axes, into: &out)
        case .up:
            guard let current = pointer, current.finger == finger else { return }
            if current.ignored { pointer = nil; return }
            if p != current.last { move(to: p, time: time, axes: axes, into: &out) }
            guard let state = pointer else { return }
            pointer = nil
            if state.dragging {
                var v = Vector.zero
                if let last = pointerTracker.lastTime, time - last <= configuration.pointerStopGap {
                    v = pointerTracker.velocity(horizon: configuration.velocityHorizon)
                }
                out.append(.dragEnded(velocity: flingLimited(v)), at: time)
            } else {
                out.append(.pointerReleased, at: time)
            }
        }
    }

    private mutating func move(to p: Point, time: Double, axes: Axes, into out: inout InterpretedInputs) {
        guard var state = pointer else { return }
        state.last = p
        pointerTracker.add(time: time, position: content(p, on: axes))
        if !state.dragging {
            let d = restricted(p - state.down, on: axes)
            let distance = d.length
            if distance > configuration.touchSlop {
                state.dragging = true
                let s = configuration.touchSlop / distance
                state.reference = Point(x: state.down.x + d.dx * s, y: state.down.y + d.dy * s)
                pointer = state
                out.append(.dragBegan(translation: translation(state, p, on: axes)), at: time)
                return
            }
            pointer = state
            return
        }
        pointer = state
        out.append(.dragChanged(translation: translation(state, p, on: axes)), at: time)
    }

    /// The content-offset translation of pointer position `p` from the slop point.
    private func translation(_ state: PointerState, _ p: Point, on axes: Axes) -> Vector {
        let d = restricted(p - state.reference, on: axes)
        return Vector(dx: -d.dx, dy: -d.dy)
    }

    /// A pointer position as a content-offset coordinate (dragging down
    /// moves the offset up), on the scrollable axes only.
    private func content(_ p: Point, on axes: Axes) -> Point {
        Point(x: axes.contains(.horizontal) ? -p.x : 0, y: axes.contains(.vertical) ? -p.y : 0)
    }

    private func restricted(_ v: Vector, on axes: Axes) -> Vector {
        Vector(dx: axes.contains(.horizontal) ? v.dx : 0, dy: axes.contains(.vertical) ? v.dy : 0)
    }

    private func flingLimited(_ v: Vector) -> Vector {
        guard v.isFinite else { return .zero }
        let speed = v.length
        if speed < configuration.minFlingVelocity { return .zero }
        if speed > configuration.maxFlingVelocity { return v * (configuration.maxFlingVelocity / speed) }
        return v
    }

    private func clamp(_ x: Double) -> Double {
        min(max(x, -Self.coordinateLimit), Self.coordinateLimit)
    }

    // MARK: Wheel and trackpad

    private mutating func wheelEvent(steps: Vector, precise: Vector, time: Double, axes: Axes, into out: inout InterpretedInputs) {
        var value = (precise.dx != 0 || precise.dy != 0) ? precise : steps
        guard value.isFinite else { return }
        value = Vector(dx: min(max(value.dx, -1e4), 1e4), dy: min(max(value.dy, -1e4), 1e4))

        // Classify.
        let gap = time - wheelLastTime
        if !(gap < configuration.trackpadEndGap) {
            wheelCount = 0
            wheelAllFast = true
            wheelIsTrackpad = false
        }
        wheelCount += 1
        if wheelCount >= 2 && !(gap < configuration.trackpadRateGap) { wheelAllFast = false }
        wheelLastTime = time
        let fractional = value.dx.rounded() != value.dx || value.dy.rounded() != value.dy
        let isTrackpad = fractional
            || (wheelIsTrackpad && gap < configuration.trackpadRateGap)
            || (wheelCount >= configuration.trackpadBurstCount && wheelAllFast)
        if isTrackpad { wheelIsTrackpad = true }

        if isTrackpad {
            let delta = contentDelta(value, step: preciseStep, on: axes)
            lastSource = .trackpad
            guard delta.dx != 0 || delta.dy != 0 else {
                if trackpadActive { trackpadLastTime = time }
                return
            }
            let begins = !trackpadActive
            if begins {
                trackpadActive = true
                trackpadPosition = .zero
                trackpadTracker.reset()
            }
            trackpadLastTime = time
            trackpadPosition = trackpadPosition + delta
            trackpadTracker.add(time: time, position: trackpadPosition)
            out.append(.preciseScroll(delta: delta, beginsGesture: begins), at: time)
        } else {
            if trackpadActive { out.append(endTrackpad(), at: time) }
            let delta = contentDelta(value, step: wheelStep, on: axes)
            lastSource = .wheel
            let begins = !(time - notchLastTime < configuration.wheelSequenceGap)
            notchLastTime = time
            guard delta.dx != 0 || delta.dy != 0 else { return }
            out.append(.wheelNotch(delta: delta, beginsSequence: begins), at: time)
        }
    }

    /// Wheel units → content-offset delta on the scrollable axes.
    private func contentDelta(_ value: Vector, step: Double, on axes: Axes) -> Vector {
        var dx = value.dx * step
        var dy = -value.dy * step
        if axes == .horizontal && value.dx == 0 { dx = -value.dy * step }
        if !axes.contains(.horizontal) { dx = 0 }
        if !axes.contains(.vertical) { dy = 0 }
        return Vector(dx: dx, dy: dy)
    }

    private mutating func endTrackpad() -> ScrollInput {
        trackpadActive = false
        let v = trackpadTracker.velocity(horizon: configuration.velocityHorizon)
        return .preciseEnded(velocity: flingLimited(v))
    }

    // MARK: Keys

    private func command(for key: Key, shift: Bool, on axes: Axes) -> KeyCommand? {
        let vertical: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let primary = axes.primary
        switch key {
        case .up: return .line(vertical, direction: -1)
        case .down: return .line(vertical, direction: 1)
        case .left: return axes.contains(.horizontal) ? .line(.horizontal, direction: -1) : nil
        case .right: return axes.contains(.horizontal) ? .line(.horizontal, direction: 1) : nil
        case .pageUp: return .page(primary, direction: -1)
        case .pageDown: return .page(primary, direction: 1)
        case .space: return .page(primary, direction: shift ? -1 : 1)
        case .home: return .home(primary)
        case .end: return .end(primary)
        }
    }
}
