import ScrollKitCore
import PlaygroundRender

/// A headless run on the stage (`record`, `trace`, `qa`): each lane's
/// engine is stepped by its own scenario run (`runs`: `ScenarioRun`, the
/// per-lane driver: the events and setup switches that come due, the
/// settle tick, the end), and the stage keeps the lanes' engines at the
/// head and, by its history policy (`keeps`), what its output reads back:
/// a recording the lanes' records by tick, from which it builds each frame
/// (`makeFrame`, as for a window frame of its history); `trace` and `qa`
/// nothing, since they read each tick once, as `advance(toTick:onTick:)`
/// hands it out. A lane whose run ended holds its last engine (and its
/// preset) while longer lanes go on.
///
/// Why a run per lane and not the stage's own scripted items: `record
/// --lanes` compares behaviors, so each lane must be exactly a single run
/// of its behavior (its ticks, its end, its preset switches' behavior),
/// while the window's lanes share one journal and one end (the person
/// closing it).
extension Stage {
    /// A headless stage of 1–4 lanes, one per runner (all on the same
    /// scenario), showing `display`'s layers and look in its frames.
    package init(runners: [ScenarioRunner], display: RecordingDisplay = RecordingDisplay(), history: StageHistory) {
        precondition(!runners.isEmpty, "a headless run has at least one lane")
        let runs = runners.prefix(LaneLayout.maximumCount).map(RecordingLane.init(runner:))
        let scenario = runners[0].scenario
        var options = StageOptions(
            preset: runs[0].run.setup.preset, behaviorName: runners[0].behaviorName, axes: scenario.axes,
            itemCount: scenario.items, containerSize: scenario.window, deceleration: scenario.configuration.deceleration)
        options.layers = display.layers
        options.appearance = display.appearance
        options.deviceFrame = display.deviceFrame
        options.safeArea = scenario.safeArea
        options.convention = scenario.configuration.convention
        self.init(
            options: options, tickLength: scenario.configuration.tickLength, startingEngines: runs.map(\.engine),
            history: history)
        self.runs = runs
    }

    /// True when every lane's run has ended.
    package var runsEnded: Bool {
        // By index: a lane is read in place, never copied (it holds its run's every buffer).
        for i in runs.indices where !runs[i].isFinished { return false }
        return true
    }

    /// How lane `lane`'s run went so far (final once it has ended).
    package func summary(ofLane lane: Int = 0) -> ScenarioRunSummary { runs[lane].run.summary }

    /// Steps every lane whose run goes on until `target` ticks have run or
    /// every run has ended; the head then holds the lanes' engines after the
    /// last tick. `onTick` sees each lane's ticks as they happen; when it
    /// throws, the run stops there (the head holds that tick; the history
    /// keeps the ticks before it).
    ///
    /// Per tick, nothing but the runs' steps and what the history keeps
    /// (`keeps`): the head lets go of its engines while the runs step
    /// theirs and takes them back when they stop here, as a copy held
    /// across a step would make the step copy every buffer the two share.
    package mutating func advance<E: Error>(
        toTick target: Int, onTick: (_ lane: Int, _ tick: ScenarioTick) throws(E) -> Void
    ) throws(E) {
        guard runTick < target && !runsEnded else { return }
        lanes.engines.removeAll(keepingCapacity: true)
        defer { for i in runs.indices { lanes.engines.append(runs[i].engine) } }
        // Each lane's newest record (a lane that ended: its last), for a history of records.
        var records = keeps == .none ? [] : runs.indices.map { runs[$0].record }
        while runTick < target && !runsEnded {
            runTick += 1
            for i in runs.indices {
                guard let stepped = runs[i].step() else { continue }
                if !records.isEmpty { records[i] = stepped.record }
                try onTick(i, stepped)
            }
            switch keeps {
            case .engines: timeTravel.record(LaneSnapshot(engines: runs.indices.map { runs[$0].engine }))
            case .records: timeTravel.record(LaneSnapshot(records: records))
            case .none: break
            }
        }
    }

    /// Runs every lane to its end (`advance(toTick:onTick:)` to the last
    /// tick), handing out each lane's ticks; returns lane 0's summary.
    @discardableResult
    package mutating func runToEnd<E: Error>(
        _ onTick: (_ lane: Int, _ tick: ScenarioTick) throws(E) -> Void
    ) throws(E) -> ScenarioRunSummary {
        try advance(toTick: .max, onTick: onTick)
        return summary()
    }
}
