import Foundation
import ScrollKitCore
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// Nothing recorded is lost: every output path is checked before anything
/// opens (exit 2, nothing created), a capture is on disk as the session
/// goes, a run that cannot make a table keeps the reports it would have
/// replaced, and a full disk is exit 3.
@Suite("Outputs: checked at start, saved as they go, kept on failure", .serialized) struct OutputSafetyTests {
    /// The environment without a display: a `run` that got past its checks
    /// would stop at "no display" (exit 3), never open a window.
    static var headless: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }

    @Test func captureAndScreenshotDirAreCheckedAtStart() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: false)
        let cases: [([String], [String])] = [
            (["--capture", dir + "/missing/c.json"], ["--capture", "missing", "does not exist"]),
            (["--capture", dir + "/folder"], ["--capture", "directory"]),
            (["--screenshot-dir", dir + "/shots"], ["--screenshot-dir", "shots", "does not exist"]),
            (["--screenshot-dir", dir + "/folder/c.json"], ["--screenshot-dir"]),
        ]
        for (arguments, needles) in cases {
            let result = try Tools.run(Tools.playground, ["run"] + arguments, environment: Self.headless)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
            for needle in needles { #expect(result.stderr.contains(needle), "\(arguments): '\(needle)' not in \(result.stderr)") }
        }
        // Nothing created: no folder, no file.
        #expect(RecordTestSupport.contents(dir) == ["folder"])
        #expect(RecordTestSupport.contents(dir + "/folder").isEmpty)
    }

    /// A capture saved as it goes is a complete scenario at every save:
    /// `Scenario.parse` reads it as it is, with the events so far and no
    /// `end`; the next save adds the later events; `finish` writes the end;
    /// no temporary file is left beside it.
    @Test func captureIsSavedAsTheSessionGoes() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let path = dir + "/live.json"
        var stage = Stage(options: PlaygroundSessionTests.options().stage)
        let capture = CaptureWriterTests.capture(stage, path: path)
        stage.capture = capture
        capture.startCheckpoints(every: 3600)  // saved here with checkpointNow(), never by the timer
        capture.checkpointNow()
        let header = try Scenario.parse(text: String(contentsOfFile: path, encoding: .utf8), fileName: "live.json")
        #expect(header.events.isEmpty && header.end == nil && header.preset == "pages")

        PlaygroundSessionTests.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.5)
        capture.checkpointNow()
        let first = try Scenario.parse(text: String(contentsOfFile: path, encoding: .utf8), fileName: "live.json")
        #expect(first.events.count == capture.scenario.events.count && first.events.count >= 14)
        #expect(first.end == nil)
        #expect(capture.checkpointSaves == 2)
        capture.checkpointNow()  // nothing changed: no save
        #expect(capture.checkpointSaves == 2)

        stage.send(TimedInputEvent(time: 0.6, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        stage.advance(toWall: 0.7)
        capture.checkpointNow()
        let second = try Scenario.parse(text: String(contentsOfFile: path, encoding: .utf8), fileName: "live.json")
        #expect(second.events.count == first.events.count + 1)
        // What `trace` of the saved-so-far file replays: the same run as the final file up to its last event.
        try capture.finish(end: stage.time)
        let final = try Scenario.load(path: path)
        #expect(final.end != nil)
        // The same events (their file lines differ: the final file has an `end` line above them).
        #expect(final.events.map(\.kind) == second.events.map(\.kind) && final.events.map(\.time) == second.events.map(\.time))
        #expect(RecordTestSupport.contents(dir) == ["live.json"])
    }

    /// A run with a bad scenario file makes no complete table: existing
    /// --markdown and --junit files are left as they were (exit 2); a good
    /// run writes them.
    @Test func qaKeepsExistingReportsWhenItMakesNoTable() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let scenarios = dir + "/scenarios"
        try FileManager.default.createDirectory(atPath: scenarios, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"preset\": \"pages\", \"events\": [{\"at\": 0.1, \"wheel\": [0, -1], \"oops\": 1}]}".utf8)
            .write(to: URL(fileURLWithPath: scenarios + "/bad.json"))
        let markdown = dir + "/matrix.md", junit = dir + "/report.xml"
        try Data("GOOD TABLE\n".utf8).write(to: URL(fileURLWithPath: markdown))
        try Data("<good/>\n".utf8).write(to: URL(fileURLWithPath: junit))
        let bad = try RecordTestSupport.playground(["qa", "--behavior", "all", "--markdown", markdown, "--junit", junit, scenarios])
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(bad.stderr.contains("--markdown") && bad.stderr.contains("left as it was"), "\(bad.stderr)")
        #expect(try String(contentsOfFile: markdown, encoding: .utf8) == "GOOD TABLE\n")
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == "<good/>\n")

        try FileManager.default.removeItem(atPath: scenarios + "/bad.json")
        try FileManager.default.copyItem(atPath: RecordTestSupport.scenarioPath("fling-one-page"), toPath: scenarios + "/fling-one-page.json")
        let good = try RecordTestSupport.playground(["qa", "--behavior", "all", "--markdown", markdown, "--junit", junit, scenarios])
        #expect(good.status == 0 || good.status == 1, "\(good.stderr)")
        #expect(try String(contentsOfFile: markdown, encoding: .utf8).contains("fling-one-page"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuite"))
        // An unwritable --markdown path is refused before any run.
        let missing = try RecordTestSupport.playground(["qa", "--markdown", dir + "/no/m.md", scenarios])
        #expect(missing.status == 2 && missing.stderr.contains("--markdown") && missing.stdout.isEmpty)
    }

    /// A full disk (a 64 KiB tmpfs, filled) is exit 3 for every writer, and
    /// leaves no file and no temporary behind. Needs root to mount.
    @Test(.enabled(if: getuid() == 0 && Tools.find("mount") != nil))
    func fullDiskIsExitThreeEverywhere() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let full = dir + "/full"
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: false)
        let mounted = try Tools.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", full])
        try #require(mounted.status == 0, "cannot mount a tmpfs: \(mounted.stderr)")
        defer { _ = try? Tools.run("/bin/umount", [full]) }
        // Fill it to the last block.
        let filler = open(full + "/filler", O_WRONLY | O_CREAT, 0o644)
        var block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeMutableBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
        close(filler)
        let scenario = RecordTestSupport.scenarioPath("fling-one-page")
        let runs: [[String]] = [
            ["record", scenario, "--out", full + "/x.gif"],
            ["record", scenario, "--out", full + "/x.mp4"],
            ["record", scenario, "--out", full + "/x.png", "--at", "0.5"],
            ["qa", "--markdown", full + "/m.md", scenario],
            ["qa", "--junit", full + "/r.xml", scenario],
        ]
        for arguments in runs {
            let result = try RecordTestSupport.playground(arguments)
            #expect(result.status == 3, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("No space left on device"), "\(arguments): \(result.stderr)")
            #expect(RecordTestSupport.contents(full) == ["filler"], "\(arguments) left \(RecordTestSupport.contents(full))")
        }
    }
}
