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
        for name in Self.scenarios {
            let scenario = try RecordTestSupport.loadScenario(name)
            for behavior in BehaviorCatalog.names {
                let runner = try ScenarioRunner(scenario: scenario, behavior: behavior)
                let verdict = QACommand.check(runner, studying: nil)
                #expect(verdict == runner.check(), "\(name) with \(behavior)")
                if verdict.hasKnownIssues { known += 1 }
                if verdict.isObserved { observed += 1 }
            }
        }
        // Compared over verdicts of every kind (wheel-notches-rainbow records
        // known issues with flutter-page and the CSS behaviors).
        #expect(known > 0 && observed > 0)
    }
}
