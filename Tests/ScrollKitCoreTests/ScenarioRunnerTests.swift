import Testing
@testable import ScrollKitCore

/// The runner on the real engine. These tests use only what any engine does
/// with wheel notches and resizes (they animate, then rest), so they hold for
/// the provisional engine and the full one alike.
@Suite struct ScenarioRunnerTests {
    static func wheelScenario(expect: [ScenarioExpectation] = []) -> Scenario {
        Scenario(
            preset: PresetCatalog.rainbow, name: "wheel",
            events: [
                ScenarioEvent(time: 0.10, kind: .wheel(Vector(dx: 0, dy: -1))),
                ScenarioEvent(time: 0.15, kind: .wheel(Vector(dx: 0, dy: -1)), line: 3),
            ],
            expectations: expect
        )
    }

    static func records(_ runner: ScenarioRunner) -> (records: [FrameRecord], settleTicks: [Int], summary: ScenarioRunSummary) {
        var records: [FrameRecord] = []
        var settles: [Int] = []
        let summary = runner.run { (tick: ScenarioTick) in
            records.append(tick.record)
            if tick.isSettleTick { settles.append(tick.record.tick) }
            #expect(tick.engine.tick == tick.record.tick)
        }
        return (records, settles, summary)
    }

    @Test func runsUntilSettledPlusTheTail() throws {
        let runner = try ScenarioRunner(scenario: Self.wheelScenario())
        let (records, settles, summary) = Self.records(runner)
        #expect(records.map(\.tick) == Array(1...summary.finalTick))
        let settle = try #require(summary.settleTick)
        #expect(settles == [settle])
        // Settled: the first tick after the last event (delivered on tick ⌊0.15·120⌋ + 1 = 19) that is idle.
        #expect(settle >= 19)
        #expect(records[settle - 1].phase == .idle)
        #expect(records[18..<(settle - 1)].allSatisfy { $0.phase != .idle })
        #expect(summary.settleTime == records[settle - 1].time)
        #expect(summary.lastEventTime == 0.15)
        #expect(abs(summary.settleDelay! - (records[settle - 1].time - 0.15)) < 1e-12)
        // Tail: 0.25 s = 30 ticks.
        #expect(summary.finalTick == settle + 30)
        // Every raw event reached the engine, in order.
        #expect(records.flatMap(\.inputs) == ["wheel 0 -1", "wheel 0 -1"])
        #expect(records[12].inputs == ["wheel 0 -1"]) // 0.10 s → tick 13
    }

    @Test func withoutEventsTheFirstTickSettles() throws {
        let runner = try ScenarioRunner(scenario: Scenario(preset: PresetCatalog.rainbow))
        let (records, settles, summary) = Self.records(runner)
        #expect(settles == [1])
        #expect(summary.lastEventTime == 0)
        #expect(records.count == 31)
    }

    @Test func runsLongEnoughForEveryExpectationAndTheMinimumEndTime() throws {
        let scenario = Self.wheelScenario(expect: [
            ScenarioExpectation(.phase(.idle), at: .time(2.0)),
            ScenarioExpectation(.end(.debounce, from: 0, to: 2.5, count: nil)),
        ])
        let runner = try ScenarioRunner(scenario: scenario)
        #expect(Self.records(runner).summary.finalTick == 300)
        var longer = runner
        longer.minimumEndTime = 3
        #expect(Self.records(longer).summary.finalTick == 360)
    }

    @Test func aRunThatDoesNotSettleStopsAtTheLimit() throws {
        var runner = try ScenarioRunner(scenario: Self.wheelScenario(expect: [ScenarioExpectation(.settledWithin(1))]))
        // A wheel notch animates for longer than 50 ms on any engine.
        runner.settleLimit = 0.05
        let (_, settles, summary) = Self.records(runner)
        #expect(settles.isEmpty)
        #expect(summary.settleTick == nil && summary.settleDelay == nil)
        // Stops on the first tick at or after 0.15 + 0.05 = 0.2 s: tick 24.
        #expect(summary.finalTick == 24)
        let verdict = runner.check()
        #expect(!verdict.passed)
        #expect(verdict.failures.first?.message.contains("never settled") == true)
    }

    @Test func sameScenarioGivesIdenticalTraces() throws {
        func trace() throws -> String {
            var s = Self.wheelScenario()
            s.events.append(ScenarioEvent(time: 0.6, kind: .resize(Size(width: 600, height: 500))))
            s.events.append(ScenarioEvent(time: 0.7, kind: .precise(Vector(dx: 0, dy: -1.5)), repeatCount: 5, interval: 0.008))
            var text = ""
            try ScenarioRunner(scenario: s).run { (tick: ScenarioTick) in text += tick.record.traceLine + "\n" }
            return text
        }
        let first = try trace()
        #expect(first == (try trace()))
        #expect(first.contains("\"inputs\": [\"resize 600 500\"]"))
    }

    @Test func behaviorOverrideAndUnknownNames() throws {
        let runner = try ScenarioRunner(scenario: Self.wheelScenario(), behavior: "free")
        #expect(runner.behaviorName == "free")
        #expect(runner.makeEngine().behavior.name == "free")
        #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: Self.wheelScenario(), behavior: "no-such-behavior") }
        do {
            _ = try ScenarioRunner(scenario: Self.wheelScenario(), behavior: "fre")
        } catch {
            #expect(error.field == "behavior")
            #expect(error.message == "unknown behavior \"fre\" (did you mean \"free\"?)")
        }
        var unknownPreset = Self.wheelScenario()
        unknownPreset.preset = "nope"
        #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: unknownPreset) }
        var badTick = Self.wheelScenario()
        badTick.tick = .nan
        #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: badTick) }
        var badWindow = Self.wheelScenario()
        badWindow.window = Size(width: 0, height: 10)
        #expect(throws: ScenarioError.self) { try ScenarioRunner(scenario: badWindow) }
    }

    @Test func theEngineIsBuiltAsALiveWindowWould() throws {
        var s = Scenario(preset: PresetCatalog.rainbow)
        s.window = Size(width: 500, height: 700)
        s.items = 10
        s.deceleration = .fast
        s.tick = 0.01
        s.wheelStep = 80
        s.insets = EdgeInsets(top: 47)
        s.convention = .uiKit
        let engine = try ScenarioRunner(scenario: s).makeEngine()
        #expect(engine.geometry.containerSize == Size(width: 500, height: 700))
        #expect(engine.layout.itemCount == 10)
        #expect(engine.configuration.tickLength == 0.01 && engine.configuration.wheelStep == 80)
        #expect(engine.configuration.deceleration == .fast && engine.configuration.convention == .uiKit)
        #expect(engine.geometry.contentInsets == EdgeInsets(top: 47))
        // The UIKit convention starts at −inset (seed 003's iOS 13 reading).
        #expect(engine.geometry.contentOffset.y == -47)
    }

    @Test func checkRunsAndEvaluates() throws {
        // Two notches of 50 px on any engine: the offset settles at 100, hue 100/3500.
        let verdict = try ScenarioRunner(scenario: Self.wheelScenario(expect: [
            ScenarioExpectation(.offset(Point(x: 0, y: 100), tolerance: 0.5), at: .settled),
            ScenarioExpectation(.hue(100.0 / 3500.0, tolerance: 1e-4), at: .settled),
            ScenarioExpectation(.maxOverscroll(0)),
            ScenarioExpectation(.page(.index(5), tolerance: 0.5), at: .settled, line: 9),
        ])).check()
        #expect(verdict.scenario == "wheel" && verdict.behavior == "free" && verdict.expectationCount == 4)
        #expect(verdict.failures.map(\.index) == [3])
        #expect(verdict.failures.first?.line == 9)
        #expect(verdict.failures.first?.message.hasPrefix("expected page 5 at settled (t=") == true)
    }
}
