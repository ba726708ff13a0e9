import Foundation
import Testing
import ScrollKitCore

/// `run --capture` under Xvfb: a session driven with xdotool (a fling, a slow
/// drag, wheel notches, keys, a behavior switch, a resize) is captured as a
/// scenario; `playground trace` of the capture prints the live session's
/// `--trace` line for line. An extension of `WindowSmokeTests`, so that it
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
        try w.resize(width: 844, height: 390)
        w.wait(1.0)
        try w.drag(from: (600, 200), to: (300, 200))
        w.wait(1.2)
        try w.key("8")                                             // behavior 8
        try w.key("Home")
        w.wait(0.8)
        _ = try w.finish()

        let capturePath = w.file("capture.json")
        let scenario = try Scenario.load(path: capturePath)
        let types = Set(scenario.events.map(\.kind.typeName))
        #expect(types.isSuperset(of: ["pointer", "wheel", "key", "resize", "behavior"]), "\(types)")

        let live = try String(contentsOfFile: w.tracePath, encoding: .utf8)
        let liveLines = live.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let last = try #require(liveLines.last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let until = try #require(object["t"] as? Double)
        let replay = try Tools.run(Tools.playground, ["trace", capturePath, "--until", String(until)], timeout: 120)
        #expect(replay.status == 0, "\(replay.stderr)")
        let replayLines = replay.stdout.split(separator: "\n").map(String.init)
        #expect(replayLines.count >= liveLines.count)
        let firstDifference = zip(replayLines, liveLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "line \(firstDifference.map { $0.offset + 1 } ?? 0): replay \(firstDifference?.element.0 ?? "") ≠ live \(firstDifference?.element.1 ?? "")")
    }
}
