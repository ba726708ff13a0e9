/// A raw device event with the time it happened, in seconds since the start of
/// the run (the engine's clock: tick × tick length). Times must be finite and
/// non-negative; the engine delivers an event in the first tick whose time is
/// strictly after the event's time.
public struct TimedInputEvent: Hashable, Sendable {
    public var time: Double
    public var event: RawInputEvent

    public init(time: Double, event: RawInputEvent) {
        self.time = time
        self.event = event
    }
}
