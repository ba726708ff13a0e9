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

/// Scenario files written to a fresh temporary directory per test.
struct ScenarioFixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (subdirectories created) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    /// Three wheel notches on the rainbow: 150 px on any engine.
    static func wheel(name: String, expectedY: Double = 150) -> String {
        """
        {
          "version": 1,
          "name": "\(name)",
          "preset": "rainbow",
          "behavior": "free",
          "events": [
            {"at": 0.10, "wheel": [0, -1]},
            {"at": 0.15, "wheel": [0, -1]},
            {"at": 0.20, "wheel": [0, -1]}
          ],
          "expect": [
            {"at": "settled", "offset": [0, \(expectedY)]},
            {"max-overscroll": 0},
            {"at": "settled", "phase": "idle"}
          ]
        }
        """
    }
}

/// Runs a subcommand in process and captures what it writes.
func runCommand(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let command = try PlaygroundCommand.command(for: arguments)
    var out = StringSink()
    var err = StringSink()
    let status: Int32
    switch command {
    case let trace as TraceCommand: status = trace.execute(stdout: &out, stderr: &err)
    case let qa as QACommand: status = qa.execute(stdout: &out, stderr: &err)
    case let merge as QAMergeCommand: status = merge.execute(stdout: &out, stderr: &err)
    default: throw CocoaError(.featureUnsupported)
    }
    return (status, out.text, err.text)
}

@Suite struct TraceCommandTests {
    @Test func printsOneJSONLinePerTick() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("wheel.json", ScenarioFixture.wheel(name: "wheel"))
        let (status, out, err) = try runCommand(["trace", path])
        #expect(status == 0)
        #expect(err.isEmpty)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(out.hasSuffix("\n"))
        #expect(lines.count > 40)
        for (i, line) in lines.enumerated() {
            let value = try JSONParser.parse(String(line))
            #expect(value["tick"]?.number == Double(i + 1))
            for field in ["t", "offset", "velocity", "phase", "activity", "behavior", "source", "container", "content", "hue", "inputs"] {
                #expect(value[field] != nil, "line \(i + 1) lacks \(field)")
            }
        }
        // The notches arrive on ticks 13, 19 and 25 (⌊t·120⌋ + 1).
        let withInputs = try lines.map { try JSONParser.parse(String($0)) }
            .filter { ($0["inputs"]?.array?.count ?? 0) > 0 }.map { $0["tick"]!.number! }
        #expect(withInputs == [13, 19, 25])
        let last = try JSONParser.parse(String(lines.last!))
        #expect(last["offset"]?.array?.map(\.number) == [0, 150])
        #expect(last["phase"]?.string == "idle")
    }

    @Test func sameScenarioSameBytes() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("wheel.json", ScenarioFixture.wheel(name: "wheel"))
        let first = try runCommand(["trace", path]).stdout
        let second = try runCommand(["trace", path]).stdout
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func untilKeepsRunning() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("wheel.json", ScenarioFixture.wheel(name: "wheel"))
        let (status, out, _) = try runCommand(["trace", path, "--until", "2"])
        #expect(status == 0)
        #expect(out.split(separator: "\n").count == 240)
        let bad = try runCommand(["trace", path, "--until=-1"])
        #expect(bad.status == 2 && bad.stderr.contains("--until"))
    }

    @Test func badInputExitsWithStatus2AndNamesFileLineField() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("bad.json", """
            {
              "version": 1,
              "preset": "rainbow",
              "events": [
                {"at": 0.1, "drag": {"from": [0, 0], "to": [0, 10], "duration": -1}}
              ]
            }
            """)
        let (status, out, err) = try runCommand(["trace", path])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(err == "Error: \(path):5:69: events[0].drag.duration must be a positive number of seconds, at most 60 (got -1)\n")

        let missing = try runCommand(["trace", fixture.directory.appendingPathComponent("none.json").path])
        #expect(missing.status == 2 && missing.stderr.contains("none.json: cannot open the file"))

        let syntax = try fixture.write("syntax.json", "{\n  \"version\": 1,\n  \"preset\": rainbow\n}")
        let broken = try runCommand(["trace", syntax])
        #expect(broken.status == 2 && broken.stderr.hasPrefix("Error: \(syntax):3:"))
    }

    @Test func behaviorOverride() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("wheel.json", ScenarioFixture.wheel(name: "wheel"))
        let ok = try runCommand(["trace", path, "--behavior", "free"])
        #expect(ok.status == 0 && ok.stdout.contains("\"behavior\": \"free\""))
        let (status, out, err) = try runCommand(["trace", path, "--behavior", "fre"])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(err.hasPrefix("Error: --behavior: unknown behavior \"fre\" (did you mean \"free\"?)"))
    }

    @Test func bundledScenariosAreFoundByName() throws {
        // From the package root (swift test's directory) or the bundle copy.
        let (status, out, _) = try runCommand(["trace", "wheel-notches-rainbow"])
        #expect(status == 0)
        #expect(out.contains("\"inputs\": [\"wheel 0 -1\"]"))
    }

    @Test func helpDescribesEveryOption() {
        let help = TraceCommand.helpMessage()
        for phrase in ["<scenario>", "--behavior <name>", "--until <seconds>", "Exit status", "bundled scenario"] {
            #expect(help.contains(phrase), "help lacks \(phrase)")
        }
    }
}
