import Testing
@testable import Playground
@testable import PlaygroundStage
import ScrollKitCore
import PlaygroundTestSupport

/// `qa` checks a scenario on the stage (`QACommand.check`: a stage keeping
/// no history, each tick checked as it is made): its verdict is the one the
/// scenario run's own check gives (`ScenarioRunner.check`), row for row,
/// failures, known issues, settling and rest included.
@Suite struct QAStageTests {
    static let scenarios = ["fling-one-page", "wheel-notches-rainbow", "resize-keeps-page-paging", "scroll-to-animated"]

    @Test func theStagesVerdictIsTheRunsVerdict() throws {
        var known = 0
        var observed = 0
        var passed = 0
        // The bundled ones, and a fling nothing is expected of (observed with every behavior).
        let unexpected = Scenario(preset: PresetCatalog.pages, name: "fling-nothing-expected", events: [
            ScenarioEvent(time: 0.1, kind: .drag(ScenarioDrag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 0.05))),
        ])
        // And one whose expectation is marked as a known issue (the bundled
        // scenarios have none left): no behavior rests at 999 after three
        // 50-px notches (free: 150).
        let every = BehaviorCatalog.names.map { "\"\($0)\"" }.joined(separator: ", ")
        let marked = try Scenario.parse(text: """
            {"version": 1, "name": "known", "preset": "rainbow", "behavior": "free",
             "events": [{"at": 0.1, "wheel": [0, -1], "repeat": 3, "every": 0.05}],
             "expect": [{"behavior": [\(every)], "at": "settled", "offset": [0, 999], "known-issue": "stops short"}]}
            """, fileName: "known.json")
        for scenario in try Self.scenarios.map(RecordTestSupport.loadScenario) + [unexpected, marked] {
            let name = scenario.name
            for behavior in BehaviorCatalog.names {
                let runner = try ScenarioRunner(scenario: scenario, behavior: behavior)
                let verdict = QACommand.check(runner, studying: nil)
                #expect(verdict == runner.check(), "\(name) with \(behavior)")
                if verdict.hasKnownIssues { known += 1 }
                if verdict.isObserved { observed += 1 }
                if verdict.passed && !verdict.isObserved && !verdict.hasKnownIssues { passed += 1 }
            }
        }
        // Compared over verdicts of every kind (the marked scenario records
        // a known issue with every behavior).
        #expect(known == BehaviorCatalog.names.count && observed == BehaviorCatalog.names.count && passed > 0,
                "known \(known), observed \(observed), passed \(passed)")
    }
}
