import Testing
@testable import ScrollKitCore

/// A scenario's `end` (*ext.*, what a capture writes when the window quits):
/// the run stops on the tick at `end`, settled or not, so `trace`, `qa` and
/// `record` of a capture end on the tick the window ended on.
@Suite struct ScenarioEndTests {
    typealias Support = ScenarioTestSupport

    /// Two wheel notches at 0.10 s and 0.15 s, as `ScenarioRunnerTests` uses.
    static func wheel(end: Double?) -> Scenario {
        var s = ScenarioRunnerTests.wheelScenario()
        s.end = end
        return s
    }

    @Test func aRunStopsOnTheTickAtItsEndBeforeSettling() throws {
        // 0.2 s: the notches' animation is still running (it settles later).
        let (records, _, summary) = ScenarioRunnerTests.records(try ScenarioRunner(scenario: Self.wheel(end: 0.2)))
        #expect(summary.finalTick == 24)           // 0.2 s × 120 ticks/s
        #expect(records.count == 24)
        #expect(summary.settleTick == nil)
        #expect(records.last?.phase != .idle)
    }

    @Test func aRunWithAnEndPastTheSettleGoesOnToIt() throws {
        let natural = ScenarioRunnerTests.records(try ScenarioRunner(scenario: Self.wheel(end: nil))).summary
        let end = natural.finalTime + 1.0
        let summary = ScenarioRunnerTests.records(try ScenarioRunner(scenario: Self.wheel(end: end))).summary
        #expect(summary.finalTick == natural.finalTick + 120)
        #expect(summary.settleTick == natural.settleTick)
    }

    @Test func anEndOffATickBoundaryStopsOnTheFirstTickAtOrAfterIt() throws {
        // 1.0001 s is after tick 120 (1.0 s): the run shows tick 121.
        #expect(ScenarioRunnerTests.records(try ScenarioRunner(scenario: Self.wheel(end: 1.0001))).summary.finalTick == 121)
        // A time a shortest-decimal round trip puts 1e-16 past tick 332 still stops on 332.
        #expect(ScenarioRunnerTests.records(try ScenarioRunner(scenario: Self.wheel(end: 332.0 / 120 + 4e-16))).summary.finalTick == 332)
    }

    @Test func anExpectationOrMinimumEndTimeStillRunsLonger() throws {
        var runner = try ScenarioRunner(scenario: Self.wheel(end: 0.2))
        runner.minimumEndTime = 0.5
        #expect(ScenarioRunnerTests.records(runner).summary.finalTick == 60)
    }

    @Test func theEndIsReadAndWrittenBack() throws {
        let s = try Support.parse(Support.document("\"end\": 2.7666666666666666"))
        #expect(s.end == 2.7666666666666666)
        #expect(try Support.parse(s.fileText).end == s.end)
        #expect(try Support.parse(Support.document()).end == nil)
        #expect(!Support.document().contains("end"))
        #expect(!Self.wheel(end: nil).fileText.contains("\"end\""))
    }

    @Test func aBadEndNamesTheFieldAndLine() throws {
        let negative = try #require(Support.error(Support.document("\"end\": -1")))
        #expect(negative.field == "end")
        #expect(negative.line == 4)
        let tooLong = try #require(Support.error(Support.document("\"end\": 3601")))
        #expect(tooLong.field == "end")
        let text = "{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"events\": [{\"at\": 1.5, \"wheel\": [0, -1]}],\n  \"end\": 1.0\n}"
        let early = try #require(Support.error(text))
        #expect(early.field == "end")
        #expect(early.line == 5)
        #expect(early.message.contains("before the last event"))
    }
}
