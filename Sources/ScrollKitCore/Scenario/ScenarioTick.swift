/// One engine tick of a scenario run, as `ScenarioRunner.run(_:)` hands it out.
public struct ScenarioTick: Sendable {
    /// The tick's record (the engine's `lastRecord`).
    public var record: FrameRecord
    /// The engine right after the tick (a value: keeping it is a snapshot).
    public var engine: ScrollEngine
    /// True on exactly one tick: the settle tick (the first tick after the
    /// last event whose phase is idle; what `"at": "settled"` means).
    public var isSettleTick: Bool

    public init(record: FrameRecord, engine: ScrollEngine, isSettleTick: Bool) {
        self.record = record
        self.engine = engine
        self.isSettleTick = isSettleTick
    }
}
