/// One item of a scenario's event stream (`ScenarioEventStream.nextItem()`):
/// a raw input the engine receives, or a setup switch (preset, axis,
/// deceleration) applied between ticks by `ScenarioSetup`.
public enum ScenarioStreamItem: Hashable, Sendable {
    /// A raw device event, to `ScrollEngine.enqueue(_:)` of lane `lane`
    /// (nil: every lane).
    case input(TimedInputEvent, lane: Int?)
    /// A setup switch at `time` (seconds): applied before the tick that
    /// delivers an event at that time (`ScrollEngine.deliveryTick(for:)`).
    /// `kind.isSetup` is true; `lane` as the entry's.
    case setup(time: Double, kind: ScenarioEvent.Kind, lane: Int?)

    /// Seconds from the start of the run.
    public var time: Double {
        switch self {
        case let .input(event, _): event.time
        case let .setup(time, _, _): time
        }
    }
}
