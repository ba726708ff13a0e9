import Foundation
import ScrollKitCore
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// `run --behavior-file` in a real window under a private Xvfb: the lane's
/// decisions change after the file is saved, a compile error keeps the
/// previous version, a trapping behavior does not take the window down.
/// (Named …WindowSmokeTests so that `make test` runs it with the other
/// real-window tests, apart from the CPU-heavy suites.)
@Suite(.serialized) struct BehaviorFileWindowSmokeTests {
    /// Waits (polling, at most `timeout` s) until the window's stderr contains `text`; returns the seconds waited.
    static func waitForStderr(_ w: WindowDriver, _ text: String, timeout: Double = 30) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            let stderr = (try? String(contentsOfFile: w.file("stderr.txt"), encoding: .utf8)) ?? ""
            if stderr.contains(text) { return Date().timeIntervalSince(start) }
            usleep(50_000)
        }
        return nil
    }

    @Test func savingTheFileChangesTheLanesDecisions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sk-reload-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "\(directory)/reload-me.swift"
        let onePage = BehaviorTemplate.text(name: "reload-me", typeName: "ReloadMeBehavior")
        try onePage.write(toFile: file, atomically: true, encoding: .utf8)

        let w = try WindowDriver(["--preset", "pages", "--behavior-file", file, "--exit-after", "90"])
        try w.drag(from: (300, 400), to: (100, 400))
        w.wait(1.5)

        // Save a version that turns two pages per swipe.
        let twoPages = onePage.replacingOccurrences(of: "direction == .forward ? 1 : -1", with: "direction == .forward ? 2 : -2")
        #expect(twoPages != onePage)
        try twoPages.write(toFile: file, atomically: true, encoding: .utf8)
        let reloadSeconds = Self.waitForStderr(w, "reload-me.swift: reloaded")
        #expect(reloadSeconds != nil, "no reload reported")
        #expect((reloadSeconds ?? 99) < 10, "reload took \(reloadSeconds ?? -1) s")
        try w.drag(from: (300, 400), to: (100, 400))
        w.wait(1.5)

        // A save that does not compile: reported, and the two-page version keeps running.
        try twoPages.replacingOccurrences(of: "let maxOffset = contentWidth", with: "let maxOffset = contentWidht")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(Self.waitForStderr(w, "error: cannot find 'contentWidht' in scope") != nil)
        let stderr = try String(contentsOfFile: w.file("stderr.txt"), encoding: .utf8)
        #expect(stderr.contains("reload-me.swift:59:"), "file and line: \(stderr)")
        let shot = w.file("compile-error.png")
        if let importTool = Tools.find("import") {
            try Tools.run(importTool, ["-window", w.window, shot], environment: w.server.environment)
            w.keep("compile-error.png", as: "behavior-file-compile-error.png")
        }
        try w.drag(from: (100, 400), to: (300, 400))
        w.wait(1.5)
        let trace = try w.finish()

        let decisions = trace.decisions.filter { $0["reason"]?.string == "gesture" }
        let adjusted = decisions.compactMap { $0["adjusted"]?.array?.first?.number }
        #expect(decisions.allSatisfy { $0["behavior"]?.string == "reload-me" })
        // Before the save: one page (0 → 390). After: two pages (390 → 1170),
        // and back two pages under the version that still compiles.
        #expect(adjusted == [390, 1170, 390], "decisions: \(decisions)")
    }

    @Test func aTrappingBehaviorDoesNotCloseTheWindow() throws {
        let traps = BehaviorFileFixtures.fixture("traps.swift")
        let w = try WindowDriver(["--preset", "pages", "--behavior-file", traps, "--exit-after", "60"])
        try w.drag(from: (300, 400), to: (100, 400))
        #expect(Self.waitForStderr(w, "TrappingBehavior.updateTarget crashed", timeout: 20) != nil)
        w.wait(1.5)
        try w.key("Next")   // the window still answers keys
        w.wait(1.2)
        let trace = try w.finish()   // exits 0: the window ran on
        #expect(trace.phases.last == "idle")
        #expect(trace.indices(withInput: "key page-down").count == 1)
    }
}
