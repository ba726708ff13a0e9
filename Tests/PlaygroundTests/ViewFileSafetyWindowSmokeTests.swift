import Foundation
import Testing
import PlaygroundTestSupport

/// A view file that breaks or hangs, in a real window under a private Xvfb
/// (`Tests/ViewFiles/hostile/Breaks.swift`, which breaks at its timer's
/// first firing, a quarter of a second in): the lane shows the red panel (checked
/// in the screenshot's pixels, not a blank lane), the window goes on
/// answering keys, R restarts the view's host, and a hang never freezes
/// the window. (Named …WindowSmokeTests so that `make test` runs it with
/// the other real-window tests.)
@Suite(.serialized) struct ViewFileSafetyWindowSmokeTests {
    static func breaks(_ how: String) -> String {
        #"\#(ViewFileSafetyTests.hostile("Breaks.swift"))=Breaks(how: "\#(how)")"#
    }

    /// The share of `shot`'s pixels within `fuzz` of `color` (0…1).
    static func share(of color: String, fuzz: String, in shot: String) throws -> Double {
        let convert = try #require(Tools.find("convert"))
        let result = try Tools.run(convert, [
            shot, "-alpha", "off", "-fuzz", fuzz, "-fill", "black", "+opaque", color,
            "-fill", "white", "-opaque", color, "-format", "%[fx:mean]", "info:",
        ])
        return Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The share of `shot`'s pixels near the panel's red (#FF453A: its edge
    /// and head line): a panel on a 390 × 844 lane gives well over 0.001.
    static func redShare(_ shot: String) throws -> Double {
        try share(of: "#FF453A", fuzz: "10%", in: shot)
    }

    /// The share of `shot`'s pixels that are white (a blank lane is nearly all white).
    static func whiteShare(_ shot: String) throws -> Double {
        try share(of: "white", fuzz: "2%", in: shot)
    }

    static func screenshot(_ w: WindowDriver, _ name: String) throws -> String {
        let shot = w.file(name)
        let importTool = try #require(Tools.find("import"))
        try Tools.run(importTool, ["-window", w.window, shot], environment: w.server.environment)
        w.keep(name, as: "view-file-\(name)")
        return shot
    }

    @Test(arguments: [
        ("trap", "Fatal error: Index out of range"),
        ("overflow", "Fatal error: stack overflow"),
        ("memory", "--behavior-memory"),
        ("abort", "SIGABRT"),
    ])
    func aViewThatDiesShowsThePanelAndRRestartsIt(how: String, said: String) throws {
        let w = try WindowDriver(["--view-file", Self.breaks(how), "--exit-after", "90"])
        let seconds = BehaviorFileWindowSmokeTests.waitForStderr(w, "the view Breaks", timeout: 60)
        #expect(seconds != nil, "\(how): no failure reported")
        let stderr = (try? String(contentsOfFile: w.file("stderr.txt"), encoding: .utf8)) ?? ""
        #expect(stderr.contains(said), "\(how): \(stderr)")
        w.wait(0.6)
        let shot = try Self.screenshot(w, "\(how)-panel.png")
        #expect(try Self.redShare(shot) > 0.001, "\(how): no red panel in the lane")
        #expect(try Self.whiteShare(shot) < 0.9, "\(how): a blank lane")
        // R: a new host at the head tick (its timer fires again and it breaks again).
        try w.key("r")
        #expect(BehaviorFileWindowSmokeTests.waitForStderr(w, "restarted at tick", timeout: 30) != nil, "\(how): R did not restart")
        w.wait(0.5)
        _ = try w.finish()  // exits 0: the window ran on
    }

    @Test func aViewThatHangsNeverFreezesTheWindow() throws {
        let w = try WindowDriver(["--view-file", Self.breaks("spin"), "--screenshot-dir", "{dir}", "--exit-after", "90"])
        // The spin starts a quarter of a second in; well inside its 5 s the window answers C at once.
        w.wait(1.5)
        let start = Date()
        _ = try w.shownTick(timeout: 4)
        let answered = Date().timeIntervalSince(start)
        #expect(answered < 1.5, "the window took \(answered) s to answer a key during the hang")
        let waiting = try Self.screenshot(w, "hang-waiting.png")
        #expect(try Self.whiteShare(waiting) < 0.9, "a blank lane while waiting")
        #expect(BehaviorFileWindowSmokeTests.waitForStderr(w, "did not return within 5 s", timeout: 30) != nil)
        w.wait(0.6)
        let shot = try Self.screenshot(w, "hang-panel.png")
        #expect(try Self.redShare(shot) > 0.001, "no red panel after the hang")
        _ = try w.finish()
    }
}
