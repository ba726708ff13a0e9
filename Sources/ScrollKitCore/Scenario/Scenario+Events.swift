extension Scenario {
    /// The scenario's events expanded into raw device events, in time order
    /// (entries that overlap, e.g. a wheel burst during a drag, interleave;
    /// events at the same time keep their file order). This is what
    /// `ScenarioRunner` feeds the engine and what `--replay` feeds a live window.
    ///
    /// `precise` deltas get the whole steps SDL 2.26 would put beside them: SDL
    /// adds each delta to a per-axis accumulator (reset to 0 when the sign
    /// changes), reports the accumulator's whole part as the step and keeps the
    /// fraction; it computes in 32-bit floats, and so does this. A `wheel`
    /// entry is one notch event whose steps and precise values are equal.
    public var inputEvents: [TimedInputEvent] {
        var out: [TimedInputEvent] = []
        var accumulator = WheelAccumulator()
        for event in events {
            switch event.kind {
            case let .drag(drag):
                out.append(contentsOf: drag.events(startingAt: event.time, tickLength: tick))
            default:
                for k in 0..<event.repeatCount {
                    let time = event.time + Double(k) * event.interval
                    let raw: RawInputEvent
                    switch event.kind {
                    case let .wheel(steps):
                        raw = .wheel(steps: steps, precise: steps)
                    case let .precise(delta):
                        raw = .wheel(steps: accumulator.add(delta), precise: delta)
                    case let .pointer(action, point, finger):
                        raw = .pointer(action, point, finger: finger)
                    case let .key(key, shift):
                        raw = .key(key, shift: shift)
                    case let .resize(size):
                        raw = .resize(size)
                    case let .scrollTo(request):
                        raw = .scrollTo(request)
                    case let .behavior(name):
                        raw = .setBehavior(name)
                    case .drag:
                        continue
                    }
                    out.append(TimedInputEvent(time: time, event: raw))
                }
            }
        }
        // A stable sort by time: bursts and drags may overlap later entries.
        let isSorted = zip(out, out.dropFirst()).allSatisfy { $0.time <= $1.time }
        if isSorted { return out }
        return out.enumerated()
            .sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The time of the last raw event, or nil when there are none.
    public var lastEventTime: Double? {
        events.map { $0.endTime(tickLength: tick) }.max()
    }
}

/// SDL 2.26's wheel accumulator (`SDL_SendMouseWheel`): whole steps from
/// fractional deltas, in Float as SDL computes them.
struct WheelAccumulator {
    private var x: Float = 0
    private var y: Float = 0

    /// Adds a precise delta and returns the whole steps SDL would report with it.
    mutating func add(_ delta: Vector) -> Vector {
        Vector(dx: Double(Self.step(&x, Float(delta.dx))), dy: Double(Self.step(&y, Float(delta.dy))))
    }

    private static func step(_ accumulated: inout Float, _ delta: Float) -> Float {
        if delta > 0, accumulated < 0 { accumulated = 0 }
        if delta < 0, accumulated > 0 { accumulated = 0 }
        accumulated += delta
        let whole: Float = accumulated > 0 ? accumulated.rounded(.down) : accumulated < 0 ? accumulated.rounded(.up) : 0
        accumulated -= whole
        return whole
    }
}
