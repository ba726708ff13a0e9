import Foundation
import Testing
import ScrollKitCore
import PlaygroundTestSupport

/// `run --capture` under Xvfb: a session driven with xdotool (a fling, a slow
/// drag, wheel notches, keys, a behavior switch, a deceleration, axis and
/// preset switch, a second lane with a drag and a behavior switch of its
/// own, a resize) is captured as a scenario; `playground trace` of the
/// capture prints the live session's `--trace` (lane 0) line for line. An extension of `WindowSmokeTests`, so that it
/// runs serialized with the other real-window tests (concurrent Xvfb sessions
/// disturb each other), and `make test` runs it with them.
extension WindowSmokeTests {
    @Test func aCapturedSessionReplaysTickForTick() throws {
        let w = try WindowDriver(["--preset", "pages", "--capture", "{dir}/capture.json", "--exit-after", "60"])
        try w.drag(from: (300, 400), to: (100, 400))               // a fling
        w.wait(1.2)
        try w.drag(from: (100, 400), to: (180, 400), steps: 5)     // a short drag
        w.wait(0.8)
        try w.wheelDown(2)
        w.wait(0.8)
        try w.key("Next")                                          // page-down
        w.wait(0.8)
        try w.key("Tab")                                           // next behavior
        w.wait(0.3)
        try w.key("d")                                             // deceleration fast
        try w.drag(from: (300, 400), to: (150, 400))
        w.wait(1.2)
        try w.key("a")                                             // axis: horizontal → both
        try w.wheelDown(2)
        w.wait(0.8)
        try w.key("p")                                             // preset: pages → thirds
        w.wait(0.3)
        try w.drag(from: (300, 400), to: (100, 400))
        w.wait(1.2)
        try w.key("l")                                             // a second lane, copying lane 0
        w.wait(1.0)
        let lane1 = 390 + 2                                        // lane 1's left edge (LaneLayout.gap)
        try w.drag(from: (lane1 + 300, 400), to: (lane1 + 100, 400))   // selects lane 1
        w.wait(1.2)
        try w.key("Tab")                                           // lane 1's behavior only
        w.wait(0.3)
        try w.drag(from: (300, 400), to: (100, 400))               // lane 0 again
        w.wait(1.2)
        try w.resize(width: 900, height: 600)
        w.wait(1.0)
        try w.drag(from: (300, 200), to: (150, 200))
        w.wait(1.2)
        try w.key("8")                                             // behavior 8
        try w.key("Home")
        w.wait(0.8)
        _ = try w.finish()

        let capturePath = w.file("capture.json")
        let scenario = try Scenario.load(path: capturePath)
        let types = Set(scenario.events.map(\.kind.typeName))
        #expect(types.isSuperset(of: ["pointer", "wheel", "key", "resize", "behavior", "deceleration", "axis", "preset", "lanes"]), "\(types)")
        #expect(scenario.events.contains { if case ScenarioEvent.Kind.behavior = $0.kind { $0.lane == 1 } else { false } }, "lane 1's behavior switch")

        let live = try String(contentsOfFile: w.tracePath, encoding: .utf8)
        let liveLines = live.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let last = try #require(liveLines.last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let lastTick = try #require(object["tick"] as? Double)
        // The capture ends where the window did (its `end`): the replay has
        // exactly the live lines, no `--until` needed.
        #expect(scenario.end.map { abs($0 * 120 - lastTick) < 1e-6 } == true, "end \(scenario.end ?? -1) s ≠ the last live tick \(lastTick)")
        let replay = try Tools.run(Tools.playground, ["trace", capturePath], timeout: 120)
        #expect(replay.status == 0, "\(replay.stderr)")
        let replayLines = replay.stdout.split(separator: "\n").map(String.init)
        #expect(replayLines.count == liveLines.count)
        let firstDifference = zip(replayLines, liveLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "line \(firstDifference.map { $0.offset + 1 } ?? 0): replay \(firstDifference?.element.0 ?? "") ≠ live \(firstDifference?.element.1 ?? "")")
    }
}
