import Testing
import ScrollKitCore
@testable import PlaygroundStage
import PlaygroundTestSupport

/// A headless run on the stage (`Stage+Runs`): the ticks it hands out are
/// exactly the scenario run's, whatever its history policy, and it keeps
/// behind its head what the policy says and nothing more (`trace` and `qa`
/// keep nothing).
@Suite struct StageRunTests {
    /// A fling on pages, a second lane added mid-flight, then a preset
    /// switch: every kind of tick a run's driver makes.
    static var switching: Scenario {
        var s = Scenario(preset: PresetCatalog.pages, events: [
            ScenarioEvent(time: 0.1, kind: .drag(ScenarioDrag(
                from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 0.05))),
            ScenarioEvent(time: 0.3, kind: .lanes(["free", "paging"])),
            ScenarioEvent(time: 0.9, kind: .preset("thirds")),
        ])
        s.behavior = "free"
        return s
    }

    static let histories: [StageHistory] = [.none, .records(ticks: 40), .engines]

    @Test(arguments: histories)
    func theStageHandsOutTheRunsTicks(_ history: StageHistory) throws {
        let runner = try ScenarioRunner(scenario: Self.switching)
        var expected: [FrameRecord] = []
        let expectedSummary = runner.run { (tick: ScenarioTick) in expected.append(tick.record) }

        var stage = Stage(runners: [runner], history: history)
        var records: [FrameRecord] = []
        let summary = stage.runToEnd { (_: Int, tick: ScenarioTick) in records.append(tick.record) }
        #expect(records == expected)
        #expect(summary == expectedSummary)
        #expect(stage.runsEnded)
        // The head is the run's last tick.
        #expect(stage.runTick == expectedSummary.finalTick)
        #expect(stage.tick == expectedSummary.finalTick)
        // One lane: the run's (the scenario's own lanes are its run's).
        #expect(stage.engines.count == 1)
        #expect(stage.engines[0].lastRecord == expected.last)
    }

    /// What each policy keeps behind the head of a run of `finalTick` ticks.
    @Test(arguments: histories)
    func theHistoryKeepsWhatItsPolicySays(_ history: StageHistory) throws {
        let runner = try ScenarioRunner(scenario: Self.switching)
        var stage = Stage(runners: [runner], history: history)
        let final = stage.runToEnd { (_: Int, _: ScenarioTick) in }.finalTick
        #expect(final > 100, "the run is longer than the records kept")
        switch history {
        case .none:
            // Tick 0's records only: no snapshot per tick, no engines.
            #expect(stage.history.count == 1 && stage.history.firstSequence == 0)
            #expect(stage.history[sequence: 0]?.engines.isEmpty == true)
            #expect(stage.timeTravel.laneRecords.allSatisfy { $0.count == 1 })
        case let .records(ticks):
            #expect(stage.history.count == ticks && stage.history.lastSequence == final)
            #expect(stage.history[sequence: final]?.engines.isEmpty == true)
            #expect(stage.records(lane: 0, ticks: 0...final).count == ticks)
        case .engines:
            #expect(stage.history.count == final + 1)
            #expect(stage.history[sequence: final]?.engines.count == 1)
        }
    }

    /// A body that throws stops the run on that tick; the head holds it.
    @Test func aThrowingBodyStopsOnItsTick() throws {
        struct Stop: Error {}
        let runner = try ScenarioRunner(scenario: Self.switching)
        var stage = Stage(runners: [runner], history: .none)
        #expect(throws: Stop.self) {
            try stage.runToEnd { (_: Int, tick: ScenarioTick) throws(Stop) in if tick.record.tick == 30 { throw Stop() } }
        }
        #expect(stage.runTick == 30 && stage.tick == 30)
        #expect(!stage.runsEnded)
        #expect(stage.summary().finalTick == 30)
    }

    /// Lanes step in lockstep; a lane whose run ended holds its last tick
    /// while the longer one goes on, and `runTick` counts the longer.
    @Test func lanesOfDifferentLengthsStepInLockstep() throws {
        var short = try ScenarioRunner(scenario: Self.switching)
        var long = short
        long.minimumEndTime = 5
        short.minimumEndTime = 0
        var stage = Stage(runners: [short, long], history: .records(ticks: 8))
        var ticks: [[Int]] = [[], []]
        stage.advance(toTick: .max) { (lane: Int, tick: ScenarioTick) in ticks[lane].append(tick.record.tick) }
        let shortEnd = short.run { (_: ScenarioTick) in }.finalTick
        let longEnd = long.run { (_: ScenarioTick) in }.finalTick
        #expect(shortEnd < longEnd)
        #expect(ticks[0] == Array(1...shortEnd))
        #expect(ticks[1] == Array(1...longEnd))
        #expect(stage.runTick == longEnd)
        #expect(stage.engines.map(\.tick) == [shortEnd, longEnd])
    }
}
