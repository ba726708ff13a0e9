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
import PlaygroundTestSupport

/// A capture made with `--behavior-file` lanes replays: the capture records
/// each file (path, hash of its text) and `trace`, `record` and `qa` of it
/// compile and run that file for its lane.
@Suite struct BehaviorFileCaptureTests {
    @Test func aCaptureWithABehaviorFileReplays() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/ok.swift"
        try FileManager.default.copyItem(atPath: BehaviorFileFixtures.fixture("seed-004-v3.swift"), toPath: file)
        let capture = "\(dir)/capture.json"
        let server = try XvfbServer()
        defer { server.stop() }
        var environment = server.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = BehaviorFileFixtures.sharedCache
        // The window replays a fling into lane 0, the file's, and captures it.
        let run = try Tools.run(
            Tools.playground,
            ["run", "--lanes", "ok,paging", "--behavior-file", file, "--replay", "fling-one-page", "--capture", capture, "--exit-after", "3"],
            environment: environment, timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let scenario = try Scenario.load(path: capture)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(scenario.behaviorFiles == [ScenarioBehaviorFile(name: "ok", path: file, hash: CapturedBehaviorFiles.hash(of: text))])
        #expect(scenario.lanes == ["ok", "paging"])

        let env = BehaviorFileFixtures.environment()
        let trace = try Tools.run(Tools.playground, ["trace", capture], environment: env, timeout: 120)
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("\"decision\": {\"behavior\": \"ok\""))
        // The same as naming the file on the command line.
        let named = try Tools.run(Tools.playground, ["trace", capture, "--behavior-file", file], environment: env, timeout: 120)
        #expect(named.stdout == trace.stdout)

        let qa = try Tools.run(Tools.playground, ["qa", capture], environment: env, timeout: 120)
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
        #expect(qa.stdout.contains("0 failed"))
        let gif = "\(dir)/capture.gif"
        let record = try Tools.run(Tools.playground, ["record", capture, "--out", gif], environment: env, timeout: 120)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("wrote \(gif): 782×"), "two lanes of 390 px and a divider: \(record.stdout)")

        // Changed since: replayed as it is now, with a warning.
        try (text + "\n// edited\n").write(toFile: file, atomically: true, encoding: .utf8)
        let changed = try Tools.run(Tools.playground, ["trace", capture], environment: env, timeout: 120)
        #expect(changed.status == 0)
        #expect(changed.stderr.contains("warning: \(file) changed since \(capture) was captured"))
        // Gone: an error naming the lane and the file.
        try FileManager.default.removeItem(atPath: file)
        let gone = try Tools.run(Tools.playground, ["trace", capture], environment: env, timeout: 120)
        #expect(gone.status == 2)
        #expect(gone.stderr.contains("Error: \(file): \(capture) ran lane \"ok\" with this behavior file, which cannot be read now"))
    }

    @Test func theFieldRoundTripsThroughTheScenarioFormat() throws {
        var scenario = Scenario(preset: PresetCatalog.preset(named: "pages")!, name: "c")
        scenario.behaviorFiles = [
            ScenarioBehaviorFile(name: "snap", path: "/p/snap.swift", hash: "0123456789abcdef", expression: "SnapBehavior(step: 10)"),
        ]
        scenario.behavior = "snap"
        scenario.lanes = ["snap", "paging"]
        let back = try Scenario.parse(text: scenario.fileText, fileName: "c.json")
        #expect(back.behaviorFiles == scenario.behaviorFiles)
        #expect(back.lanes == ["snap", "paging"])
        // Without the field, the name is unknown, as before.
        let without = scenario.fileText.replacingOccurrences(of: #"  "behavior-files": [{"name": "snap", "path": "/p/snap.swift", "hash": "0123456789abcdef", "expression": "SnapBehavior(step: 10)"}],"# + "\n", with: "")
        #expect(without != scenario.fileText)
        #expect(throws: ScenarioError.self) { try Scenario.parse(text: without, fileName: "c.json") }
        // A file may not take a catalog behavior's name.
        let clash = scenario.fileText.replacingOccurrences(of: "\"name\": \"snap\"", with: "\"name\": \"paging\"")
        #expect {
            try Scenario.parse(text: clash, fileName: "c.json")
        } throws: { error in
            "\(error)".contains("behavior-files[0].name \"paging\" is already a behavior's name")
        }
    }
}
