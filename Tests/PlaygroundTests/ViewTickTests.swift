import Foundation
import Testing
@testable import UserCodeHost
@testable import PlaygroundApp
import PlaygroundStage
import ScrollKitCore
import PlaygroundTestSupport

/// View files per engine tick, from outside (`playground trace|qa|record
/// --view-file`): the view's host gets every tick's engine time and scroll
/// state, the trace's `view` field lists what the view did, scroll
/// requests move the engine, qa checks the view's state and callbacks.
/// Expected ticks follow from the scenario's times (1/120 s ticks; an
/// event at a arrives on tick ⌊a·120⌋ + 1) and the view's code.
@Suite(.serialized) struct ViewTickTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// Seed 002's demo screen as the article writes it (the test target's copy).
    static let seed002 = root + "/Tests/ScrollKitUITests/Seed002Views.swift=ScrollViewDidEndScrollingDemo()"
    static let scenario = root + "/Tests/ViewFiles/seed002-held-debounce.json"

    static func playground(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try Tools.run(Tools.playground, arguments, environment: ViewFileTests.environment(), timeout: 300)
        return (run.status, run.stdout, run.stderr)
    }

    /// The trace's lines as objects.
    static func lines(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func seed002DebounceFiresTwoTenthsAfterTheLastChangeWhileInteracting() throws {
        let first = try Self.playground(["trace", "hold-still-debounce", "--view-file", Self.seed002])
        #expect(first.status == 0, "\(first.stderr)")
        let lines = try Self.lines(first.stdout)
        let viewed = lines.filter { $0["view"] != nil }
        // The offset's last change: the preference sends each new offset.
        let changes = viewed.filter { ($0["view"] as? [String])?.contains { $0.hasPrefix("onPreferenceChange") } == true }
        let lastChange = try #require(changes.last)
        let received = viewed.filter { ($0["view"] as? [String])?.contains { $0.hasPrefix("onReceive") } == true }
        #expect(received.count == 1)
        let fired = try #require(received.first)
        // 0.2 s of engine time = 24 ticks of 1/120 s after the last change, the finger still down.
        #expect((fired["tick"] as? Int) == (lastChange["tick"] as? Int).map { $0 + 24 })
        #expect(fired["phase"] as? String == "interacting")
        // The drag's 200 px less the 18 px slop, and the state the action wrote.
        #expect(fired["view"] as? [String] == ["onReceive 182.0", "ScrollViewDidEndScrollingDemo.stopOffset = 182.0"])
        // Deterministic: the same bytes again.
        let second = try Self.playground(["trace", "hold-still-debounce", "--view-file", Self.seed002])
        #expect(second.stdout == first.stdout)
    }

    @Test func qaChecksTheViewsStateAndCallbacks() throws {
        let passing = try Self.playground(["qa", Self.scenario])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("1 passed, 0 failed"))
        // The same scenario expecting the wrong value fails, naming what the view wrote.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-tick-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try String(contentsOfFile: Self.scenario, encoding: .utf8)
            .replacingOccurrences(of: "\"view\": \"../ScrollKitUITests/", with: "\"view\": \"\(Self.root)/Tests/ScrollKitUITests/")
            .replacingOccurrences(of: "\"equals\": 182}", with: "\"equals\": 640}")
        try text.write(toFile: dir + "/wrong.json", atomically: true, encoding: .utf8)
        let failing = try Self.playground(["qa", dir + "/wrong.json"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("expected the view's stopOffset = 640 at t=0.7083 (tick 85, t=0.7083), ScrollViewDidEndScrollingDemo.stopOffset was 182.0"), "\(failing.stdout)")
        // An expectation without its value is bad input naming the field.
        try text.replacingOccurrences(of: ", \"equals\": 640}", with: "}").write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try Self.playground(["qa", dir + "/bad.json"])
        #expect(bad.status == 2)
        #expect((bad.stdout + bad.stderr).contains("equals is missing"), "\(bad.stdout)\(bad.stderr)")
    }

    @Test func recordIsByteIdenticalAndDrawsTheViewsState() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-tick-rec-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["a", "b"] {
            let run = try Self.playground(["record", "hold-still-debounce", "--view-file", Self.seed002, "--timeline", "--out", "\(dir)/\(name).gif"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.gif"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.gif"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func scrollPositionSetByTheViewMovesTheEngine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-tick-scroll-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = """
            {"version": 1, "name": "still", "preset": "rainbow", "window": [390, 844], "behavior": "free", "events": [], "end": 1.2}
            """
        try scenario.write(toFile: dir + "/still.json", atomically: true, encoding: .utf8)
        let run = try Self.playground(["trace", dir + "/still.json", "--view-file", Self.root + "/Tests/ViewFiles/ScrollRequests.swift"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try Self.lines(run.stdout)
        // onAppear on tick 1 (t = 1/120) schedules the write 0.5 s later: the first tick at or after 61/120.
        let write = try #require(lines.first { ($0["view"] as? [String])?.contains("ScrollRequestsScreen.row = Optional(10)") == true })
        #expect(write["tick"] as? Int == 61)
        #expect((write["view"] as? [String])?.last == "scrollTo (0.0, 1000.0) scrollPosition(id: 10)")
        // The engine jumps (no withAnimation) on the next tick to row 10's top: 10 × 100 points.
        let next = try #require(lines.first { $0["tick"] as? Int == 62 })
        #expect(next["offset"] as? [Double] == [0, 1000])
        #expect(next["inputs"] as? [String] == ["scroll-to offset 0 1000 jump"])
        // 0.8 s after appearing, inside withAnimation: row 20 (2000 points), animated from the next tick on.
        let animated = try #require(lines.first { $0["tick"] as? Int == 97 })
        #expect(animated["view"] as? [String] == ["ScrollRequestsScreen.row = Optional(20)", "scrollTo (0.0, 2000.0) scrollPosition(id: 20) animated"])
        let moving = try #require(lines.first { $0["tick"] as? Int == 98 })
        #expect(moving["inputs"] as? [String] == ["scroll-to offset 0 2000 animated"])
        #expect(moving["phase"] as? String == "animating")
        let offset = try #require((moving["offset"] as? [Double])?.last)
        #expect(offset > 1000 && offset < 2000)
    }

    @Test func aClickWithoutADragTapsAndADragDoesNot() {
        var taps = ViewTapTracker()
        #expect(taps.feed(.down, at: Point(x: 100, y: 40), lane: 1) == nil)
        // Within the 10-point slop: a tap at the press's point, on the press's lane.
        let tap = taps.feed(.up, at: Point(x: 106, y: 44), lane: 1)
        #expect(tap?.lane == 1 && tap?.point == Point(x: 100, y: 40))
        // A drag that comes back to where it started is still a drag.
        _ = taps.feed(.down, at: Point(x: 100, y: 40), lane: 0)
        _ = taps.feed(.move, at: Point(x: 100, y: 90), lane: 0)
        #expect(taps.feed(.up, at: Point(x: 100, y: 41), lane: 0) == nil)
        // A release without a press is nothing.
        #expect(taps.feed(.up, at: Point(x: 100, y: 40), lane: 0) == nil)
    }
}
