/// The expectations about one run's behavior, checked tick by tick: fed
/// each tick of the run as it is made (`observe`), then asked for the
/// verdict with the run's summary. `qa` feeds it the ticks of the stage it
/// drives; `ScenarioRunner.check` the ticks of its own run.
///
/// It checks the expectations about the runner's `behaviorName`
/// (`Scenario.expectations(for:)`), and sees the view's events (a view
/// file's: the runner's `reactor`) of the runner's lane.
public struct ScenarioCheck {
    private var evaluator: ScenarioEvaluator
    private let runner: ScenarioRunner
    private let studying: ((ScenarioTick) -> ScrollEngine?)?
    /// The runner's reactor (a view file's host) and the lane it knows the
    /// run's lane as, read once: each tick asks it in place.
    private let reactor: (any ScrollViewReactor)?
    private let viewLane: Int

    /// - Parameter studying: gives, for a tick, the engine of a scroll view
    ///   inside the lane's content (a view file's nested scroll view, `qa
    ///   --scroll-view`) at that tick: the offsets, decisions, ends and
    ///   items checked are then its (its records, layout, axes and insets);
    ///   a tick it gives none for is the lane's. The run, its settling and
    ///   the view's events are the same.
    public init(runner: ScenarioRunner, studying: ((ScenarioTick) -> ScrollEngine?)? = nil) {
        evaluator = ScenarioEvaluator(scenario: runner.scenario, behavior: runner.behaviorName)
        self.runner = runner
        self.studying = studying
        reactor = runner.reactor
        viewLane = runner.reactorLane + runner.lane
    }

    /// Observes the run's next tick.
    public mutating func observe(_ tick: ScenarioTick) {
        if let events = reactor?.events(lane: viewLane, tick: tick.record.tick) {
            evaluator.observeView(events, time: tick.record.time)
        }
        if let studied = studying?(tick), studied.tick == tick.record.tick {
            evaluator.study(axes: studied.configuration.axes, insets: studied.geometry.contentInsets)
            evaluator.observe(studied.lastRecord, isSettleTick: tick.isSettleTick) { studied.layout }
            return
        }
        evaluator.observe(tick.record, isSettleTick: tick.isSettleTick) { tick.engine.layout }
    }

    /// The verdict once the run has ended (`summary`: its summary).
    public func verdict(summary: ScenarioRunSummary) -> ScenarioVerdict {
        let scenario = runner.scenario
        let all = evaluator.finish(summary: summary)
        return ScenarioVerdict(
            scenario: scenario.name, file: scenario.fileName, behavior: runner.behaviorName,
            summary: summary, failures: all.filter { $0.knownIssue == nil },
            expectationCount: scenario.expectations(for: runner.behaviorName).count, rest: evaluator.rest,
            knownIssues: all.filter { $0.knownIssue != nil }
        )
    }
}
