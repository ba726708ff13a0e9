/// A scenario run driven one tick at a time: the pull form of
/// `ScenarioRunner.run(_:)`, for callers that step several runs in lockstep
/// (the playground's stage steps one per lane for `record`, `trace` and
/// `qa`; `record --lanes` draws every lane at the same tick).
///
/// `ScenarioRunner.run(_:)` is this iterator drained, so both hand out the
/// same ticks, records and summary. Before the first `next()`, `engine` is
/// the starting state (tick 0).
///
///     var run = try ScenarioRunner(scenario: s).makeRun()
///     while let tick = run.next() { draw(tick.record) }
///     let summary = run.summary
public struct ScenarioRun: IteratorProtocol, Sendable {
    /// The engine of the run's lane (`ScenarioRunner.lane`, lane 0 while
    /// that lane does not exist) after the last tick handed out (tick 0
    /// before the first).
    public var engine: ScrollEngine { engines[shownLane] }
    /// Every lane's engine, lane 0 first: one unless the scenario has
    /// `lanes` or `lanes` switches. Lanes run in lockstep on the same events.
    public var engines: [ScrollEngine] { lanes.laneEngines }
    /// The lanes, their events and the view: what `LaneTick` steps.
    private var lanes: Lanes
    /// The lane whose ticks the run hands out.
    public let lane: Int
    /// `lane`, or 0 while that lane does not exist.
    private var shownLane: Int { engines.indices.contains(lane) ? lane : 0 }
    /// True once the run has ended: `next()` returns nil from then on.
    public private(set) var isFinished = false
    /// The settle tick, once the run has reached it.
    public private(set) var settleTick: Int?
    public private(set) var settleTime: Double?

    /// The preset and items the setup switches apply (`ScenarioSetup`).
    public var setup: ScenarioSetup { lanes.setup }
    private let lastEventTime: Double?
    private let firstSettleTick: Int
    private let wantedTick: Int
    private let tailTicks: Int
    private let capTick: Int
    private var stopTick = Int.max
    /// The scenario's `end` tick (at least `wantedTick`): the run stops there, settled or not.
    private let endTick: Int?

    init(runner: ScenarioRunner) {
        let engines = runner.makeEngines()
        let engine = engines[0]
        let lastEvent = runner.lastEventTime
        let firstSettle = lastEvent.map { engine.deliveryTick(for: $0) } ?? 1
        let wanted = runner.tick(atOrAfter: max(runner.latestExpectationTime, runner.minimumEndTime))
        lanes = Lanes(
            laneEngines: engines, events: runner.scenario.eventStream,
            setup: ScenarioSetup(preset: runner.preset, items: runner.scenario.items, insets: runner.scenario.insets,
                                 safeArea: runner.scenario.safeArea),
            fileBehaviors: runner.fileBehaviors, catalog: runner.catalog, laneReactor: runner.reactor, reactorLane: runner.reactorLane)
        lane = runner.lane
        lastEventTime = lastEvent
        firstSettleTick = firstSettle
        wantedTick = wanted
        tailTicks = max(0, Int((max(0, runner.tail) / runner.scenario.tick - 1e-9).rounded(.up)))
        capTick = max(runner.tick(atOrAfter: (lastEvent ?? 0) + max(0, runner.settleLimit)), wanted, firstSettle)
        // At least the tick delivering the last event (an `end` equal to an
        // event's time on a tick boundary would stop one tick short of it).
        endTick = runner.scenario.end.map { max(runner.tick(atOrAfter: $0), wanted, firstSettle) }
        if let endTick { stopTick = endTick }
    }

    /// Steps one tick (delivering the events that come due, after applying
    /// the setup switches that come due) and returns it,
    /// or nil when the run has already ended. The tick that ends the run is
    /// still returned; the call after it returns nil.
    public mutating func next() -> ScenarioTick? {
        guard !isFinished else { return nil }
        lanes.stepLanes()
        let shown = shownLane
        let record = engines[shown].lastRecord
        var isSettle = false
        // A view file's nested scroll views settle too (`ScrollInputRouter.isMoving`).
        if settleTick == nil, record.tick >= firstSettleTick, record.phase == .idle,
           !((lanes.laneReactor as? any ScrollInputRouter)?.isMoving(lane: lanes.reactorLane + shown) ?? false) {
            settleTick = record.tick
            settleTime = record.time
            isSettle = true
            if endTick == nil { stopTick = max(record.tick + tailTicks, wantedTick) }
        }
        if record.tick >= stopTick || (endTick == nil && settleTick == nil && record.tick >= capTick) {
            isFinished = true
        }
        return ScenarioTick(record: record, engine: engine, isSettleTick: isSettle)
    }

    /// How the run went so far (final once `isFinished`).
    public var summary: ScenarioRunSummary {
        ScenarioRunSummary(
            lastEventTime: lastEventTime ?? 0, settleTick: settleTick, settleTime: settleTime,
            finalTick: engine.lastRecord.tick, finalTime: engine.lastRecord.time
        )
    }
}
