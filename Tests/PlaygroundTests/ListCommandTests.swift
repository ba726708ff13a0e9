import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore

@Suite struct ListCommandTests {
    @Test func listsPresetsBehaviorsAndEveryBundledScenarioWithItsDescription() throws {
        let lines = ListCommand.lines()
        let scenarios = try #require(lines.firstIndex(of: "scenarios:"))
        #expect(lines.firstIndex(of: "presets:") == 0)
        #expect(try #require(lines.firstIndex(of: "behaviors:")) < scenarios)
        let directory = try #require(ScenarioPaths.defaultDirectory())
        let files = try ScenarioPaths.files(in: [directory])
        let rows = Array(lines[(scenarios + 1)...])
        #expect(rows.count == files.count)
        for file in files {
            let s = try Scenario.load(path: file)
            #expect(rows.contains { $0.hasPrefix("  \(s.name) ") && $0.hasSuffix(s.description) }, "\(s.name)")
        }
        #expect(rows.allSatisfy { !$0.contains("error:") })
    }
}
