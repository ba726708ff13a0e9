/// Runs a scenario headless, tick by tick, exactly as a live window would run
/// the same events: the same configuration, the preset's layout for the
/// scenario's items and window, the behavior from the catalog, and the raw
/// events of `Scenario.eventStream` handed to the engine as they come due
/// (generated lazily: memory does not grow with the scenario's length).
///
/// A run lasts until the scenario has *settled* (the first tick after the last
/// event whose phase is idle) plus `tail` seconds, and at least until the
/// latest time an expectation looks at and `minimumEndTime`. If it has not
/// settled `settleLimit` seconds after the last event, it stops there and the
/// summary reports it as never settled. A scenario with an `end` (a capture)
/// stops on the tick at `end` instead, settled or not (still at least until
/// the expectations' and `minimumEndTime`'s tick). Same scenario → identical
/// records.
public struct ScenarioRunner: Sendable {
    public let scenario: Scenario
    /// The behavior the run starts with (the scenario's or the override).
    public private(set) var behaviorName: String
    /// A behavior value the run starts with instead of a catalog name (a
    /// user's `--behavior-file`); set it with `startingWith(_:)`.
    public private(set) var startingBehavior: (any NamedScrollTargetBehavior)?
    /// The behaviors of the scenario's `behaviorFiles`, by name, looked up
    /// before the catalog (set with `withFileBehaviors(_:)`; a name without
    /// one scrolls freely).
    public private(set) var fileBehaviors: [String: any NamedScrollTargetBehavior] = [:]
    public let preset: Preset
    /// The presets and behaviors the run names (the built-ins, and a view
    /// file's scene and its `view` behavior when one is loaded).
    public let catalog: Catalog
    /// The time of the last raw event, nil when there are none.
    public let lastEventTime: Double?
    /// Seconds run after the settle tick (covers seed 002's 0.2 s debounce end).
    public var tail: Double = 0.25
    /// Seconds after the last event after which a run that has not settled stops.
    public var settleLimit: Double = 30
    /// Run at least until this time (e.g. `record --at`), seconds.
    public var minimumEndTime: Double = 0
    /// The lane whose ticks the run hands out (0…3, a scenario with
    /// `lanes`); the run's behavior (`behaviorName`) is that lane's at the
    /// start. Every lane runs, since a lane added later copies lane 0.
    public var lane = 0
    /// Sees every lane's engine after each tick and may ask it to scroll (a
    /// view file's host: `ScrollViewReactor`); nil for the presets.
    public var reactor: (any ScrollViewReactor)?
    /// The lane number the reactor is told for this run's lane 0 (lane i is
    /// `reactorLane + i`): runs stepped side by side (`record --lanes`) give
    /// each its own, so the view's state is never shared between them.
    public var reactorLane = 0

    /// Prepares a run; `behavior` overrides the scenario's starting behavior
    /// (its `behavior` events still switch later); `catalog` holds the
    /// names the scenario may use. Throws for an unknown preset or behavior
    /// and for values a file could not contain.
    public init(scenario: Scenario, behavior: String? = nil, catalog: Catalog = .builtIn) throws(ScenarioError) {
        func invalid(_ field: String, _ message: String) -> ScenarioError {
            ScenarioError(kind: .invalid, file: scenario.fileName, line: nil, field: field, message: message)
        }
        guard let preset = catalog.preset(named: scenario.preset) else {
            throw invalid("preset", "unknown preset \"\(scenario.preset)\"\(NameSuggestion.hint(for: scenario.preset, in: PresetCatalog.names))")
        }
        let name = behavior ?? scenario.behavior
        guard catalog.behavior(named: name) != nil || scenario.behaviorFiles.contains(where: { $0.name == name }) else {
            throw invalid("behavior", "unknown behavior \"\(name)\"\(NameSuggestion.hint(for: name, in: BehaviorCatalog.names))")
        }
        guard scenario.tick.isFinite, scenario.tick >= 0.0001, scenario.tick <= 1 else {
            throw invalid("tick", "tick must be from 0.0001 to 1 second (got \(ScenarioFormat.number(scenario.tick)))")
        }
        guard scenario.window.isPositiveFinite else {
            throw invalid("window", "window must be a positive size (got \(ScenarioFormat.size(scenario.window)))")
        }
        guard scenario.events.allSatisfy({ $0.time.isFinite && $0.time >= 0 }) else {
            throw invalid("events", "event times must be finite and ≥ 0")
        }
        try scenario.checkEventLimits()
        self.scenario = scenario
        self.behaviorName = name
        self.preset = preset
        self.catalog = catalog
        self.lastEventTime = scenario.lastEventTime
    }

    /// A fresh engine in the scenario's starting state (no events queued).
    public func makeEngine() -> ScrollEngine {
        makeEngine(behavior: startingBehavior ?? behavior(named: behaviorName) ?? FreeScrollTargetBehavior())
    }

    /// Every starting lane's engine, lane 0 first (`Scenario.startingLanes`;
    /// the run's `lane` starts with the run's behavior).
    public func makeEngines() -> [ScrollEngine] {
        scenario.startingLanes.indices.map { i in
            i == lane ? makeEngine() : makeEngine(behavior: behavior(named: scenario.startingLanes[i]) ?? FreeScrollTargetBehavior())
        }
    }

    private func makeEngine(behavior: any NamedScrollTargetBehavior) -> ScrollEngine {
        let layout = preset.makeLayout(scenario.items, scenario.axes, scenario.window)
        var engine = ScrollEngine(
            configuration: scenario.configuration, layout: layout, containerSize: scenario.window, behavior: behavior
        )
        engine.catalog = catalog
        // The feed preset grows exactly as it does in the live window.
        engine.contentGrowth = preset.contentGrowth
        return engine
    }

    /// A behavior by name: a file's (`fileBehaviors`), else the catalog's.
    public func behavior(named name: String) -> (any NamedScrollTargetBehavior)? {
        fileBehaviors[name] ?? catalog.behavior(named: name)
    }

    /// The same run with the behaviors of the scenario's `behaviorFiles`.
    public func withFileBehaviors(_ behaviors: [String: any NamedScrollTargetBehavior]) -> ScenarioRunner {
        var copy = self
        copy.fileBehaviors = behaviors
        return copy
    }

    /// The same run starting with `behavior` (named `behavior.name` in
    /// records and verdicts) instead of a catalog behavior.
    public func startingWith(_ behavior: any NamedScrollTargetBehavior) -> ScenarioRunner {
        var copy = self
        copy.startingBehavior = behavior
        copy.behaviorName = behavior.name
        return copy
    }

    /// The first tick whose time is at or after `time` (ticks start at 1).
    public func tick(atOrAfter time: Double) -> Int {
        let ticks = (time / scenario.tick - 1e-9).rounded(.up)
        guard ticks.isFinite else { return 1 }
        return Int(max(1, min(ticks, 1e9)))
    }

    /// The latest time any expectation looks at (0 when none does).
    var latestExpectationTime: Double {
        var latest = 0.0
        for e in scenario.expectations {
            if case let .time(t)? = e.moment { latest = max(latest, t) }
            if case let .end(_, from, to, _) = e.check { latest = max(latest, to ?? from) }
        }
        return latest
    }

    /// Runs the scenario, calling `body` once per tick in order, and returns
    /// the summary. Memory stays constant: records are not kept.
    @discardableResult
    public func run<E: Error>(_ body: (ScenarioTick) throws(E) -> Void) throws(E) -> ScenarioRunSummary {
        var run = makeRun()
        while let tick = run.next() { try body(tick) }
        return run.summary
    }

    /// This runner with `reactor` (nil: none) seeing every tick.
    public func reacting(_ reactor: (any ScrollViewReactor)?) -> ScenarioRunner {
        var copy = self
        copy.reactor = reactor
        return copy
    }

    /// The same run as `run(_:)`, one tick per `next()` (for lockstep runs).
    public func makeRun() -> ScenarioRun {
        ScenarioRun(runner: self)
    }

    /// Runs the scenario and checks the expectations about `behaviorName`
    /// (`ScenarioCheck`, fed every tick of `run(_:)`); `studying` gives a
    /// nested scroll view's engine to check instead (`ScenarioCheck.init`).
    public func check(studying: ((ScenarioTick) -> ScrollEngine?)? = nil) -> ScenarioVerdict {
        var check = ScenarioCheck(runner: self, studying: studying)
        let summary = run { (tick: ScenarioTick) in check.observe(tick) }
        return check.verdict(summary: summary)
    }
}
