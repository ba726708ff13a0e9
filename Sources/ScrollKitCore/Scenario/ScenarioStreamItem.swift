/// One item of a scenario's event stream (`ScenarioEventStream.nextItem()`):
/// a raw input the engine receives, or a setup switch (preset, axis,
/// deceleration) applied between ticks by `ScenarioSetup`.
public enum ScenarioStreamItem: Hashable, Sendable {
    /// A raw device event, to `ScrollEngine.enqueue(_:)`.
    case input(TimedInputEvent)
    /// A setup switch at `time` (seconds): applied before the tick that
    /// delivers an event at that time (`ScrollEngine.deliveryTick(for:)`).
    /// `kind.isSetup` is true.
    case setup(time: Double, kind: ScenarioEvent.Kind)

    /// Seconds from the start of the run.
    public var time: Double {
        switch self {
        case let .input(event): event.time
        case let .setup(time, _): time
        }
    }
}
