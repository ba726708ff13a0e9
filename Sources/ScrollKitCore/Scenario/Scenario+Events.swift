extension Scenario {
    /// At most this many raw events in one scenario (about 14 per tick over
    /// the longest run): beyond it a file is bad input, not a memory hazard.
    public static let maxRawEvents = 1_000_000
    /// The last raw event of a scenario comes at most this many seconds after
    /// the start.
    public static let maxDuration = 600.0

    /// The scenario's raw device events, generated lazily in time order (see
    /// `ScenarioEventStream`). This is what `ScenarioRunner` feeds the engine.
    ///
    /// `precise` deltas get the whole steps SDL 2.26 would put beside them: SDL
    /// adds each delta to a per-axis accumulator (reset to 0 when the sign
    /// changes), reports the accumulator's whole part as the step and keeps the
    /// fraction; it computes in 32-bit floats, and so does this. A `wheel`
    /// entry is one notch event whose steps and precise values are equal.
    public var eventStream: ScenarioEventStream {
        ScenarioEventStream(events: events, tick: tick)
    }

    /// The whole stream as an array (entries that overlap, e.g. a wheel burst
    /// during a drag, interleave; events at the same time keep their file
    /// order). At most `maxRawEvents` long for a scenario read from a file;
    /// prefer `eventStream`, which holds only what is pending.
    public var inputEvents: [TimedInputEvent] { Array(eventStream) }

    /// Every raw input and setup switch, with its lane, in time order (what
    /// `run --replay` hands the window). At most `maxRawEvents` long for a
    /// scenario read from a file.
    public var eventItems: [ScenarioStreamItem] {
        var stream = eventStream
        var out: [ScenarioStreamItem] = []
        while let item = stream.nextItem() { out.append(item) }
        return out
    }

    /// The number of raw events the entries expand into, computed without
    /// expanding them.
    public var rawEventCount: Int {
        var total = 0
        for event in events {
            total += ScenarioEventType.of(event.kind).count(event, tick)
            if total > Int.max / 2 { return total }
        }
        return total
    }

    /// The time of the last raw event, or nil when there are none.
    public var lastEventTime: Double? {
        events.map { $0.endTime(tickLength: tick) }.max()
    }

    /// Checks the limits on raw events and duration; the error names the
    /// entry that crosses one.
    public func checkEventLimits() throws(ScenarioError) {
        var total = 0
        for (i, event) in events.enumerated() {
            let path = "events[\(i)]"
            total += ScenarioEventType.of(event.kind).count(event, tick)
            if total > Self.maxRawEvents {
                throw ScenarioError(
                    kind: .invalid, file: fileName, line: event.line == 0 ? nil : event.line, column: event.column, field: path,
                    message: "\(path) brings the scenario to more than \(Self.maxRawEvents) raw events (drags move once per tick, bursts count each repeat): split it into shorter scenarios")
            }
            let end = event.endTime(tickLength: tick)
            if !(end <= Self.maxDuration) {
                throw ScenarioError(
                    kind: .invalid, file: fileName, line: event.line == 0 ? nil : event.line, column: event.column, field: path,
                    message: "\(path) ends at \(ScenarioFormat.number(end)) s, after the \(ScenarioFormat.number(Self.maxDuration)) s limit on a scenario's duration")
            }
        }
    }
}

/// SDL 2.26's wheel accumulator (`SDL_SendMouseWheel`): whole steps from
/// fractional deltas, in Float as SDL computes them.
struct WheelAccumulator: Sendable {
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
