import Testing
@testable import Playground
@testable import PlaygroundRecording
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
        for scenario in try Self.scenarios.map(RecordTestSupport.loadScenario) + [unexpected] {
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
        // Compared over verdicts of every kind (wheel-notches-rainbow records
        // known issues with flutter-page and the CSS behaviors).
        #expect(known > 0 && observed == BehaviorCatalog.names.count && passed > 0)
    }
}
