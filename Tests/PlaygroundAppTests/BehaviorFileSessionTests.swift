import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// Time travel across a behavior file reload, on the window's session
/// without SDL (wall time passed in): resuming from before a gesture after a
/// save re-runs the recorded inputs under the new code.
@Suite struct BehaviorFileSessionTests {
    /// Saves `text` and waits for the reload (or, when `compiles` is false,
    /// the compile failure) to be applied at wall `wall`.
    static func save(_ text: String, to file: String, live: LiveBehaviorFile, wall: Double, compiles: Bool = true) throws {
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        _ = live.poll(wall: wall)
        #expect(live.waitForReload(timeout: 120))
        let events = live.poll(wall: wall + 0.01)
        #expect(events.contains {
            switch $0 {
            case .reloaded: return compiles
            case .compileFailed: return !compiles
            case .hostFailed: return false
            }
        }, "\(events)")
    }

    @Test func aGestureReplayedAfterASaveRunsTheNewCode() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/reload-me.swift"
        let onePage = BehaviorTemplate.text(name: "reload-me", typeName: "ReloadMeBehavior")
        try onePage.write(toFile: file, atomically: true, encoding: .utf8)
        let live = try LiveBehaviorFile(path: file, loader: try BehaviorFileFixtures.loader(cache: dir))
        var options = PlaygroundSessionTests.options()
        options.behaviorName = "reload-me"
        options.behaviorFiles = BehaviorFileSet(files: [live])
        var stage = Stage(options: options.stage)
        PlaygroundSessionTests.fling(&stage, at: 0.1)
        stage.advance(toWall: 1.5)
        let head = stage.tick
        #expect(stage.engines[0].lastRecord.offset.x == 390, "one page under the first version")
        let original = (1...head).map { stage.history[sequence: $0]!.engines[0].lastRecord }

        // A save that changes nothing but a comment: re-running the kept
        // future from the start gives bit-identical records.
        try Self.save(onePage + "\n// only a comment\n", to: file, live: live, wall: 10)
        stage.togglePause(atWall: 1.5)
        stage.scrub(toTick: 1)
        stage.togglePause(atWall: 1.6)
        #expect(stage.mode == .replaying)
        #expect(stage.tick == head)
        #expect((1...head).map { stage.history[sequence: $0]!.engines[0].lastRecord } == original)

        // Two pages per swipe: the same recorded fling now lands two pages on.
        try Self.save(
            onePage.replacingOccurrences(of: "direction == .forward ? 1 : -1", with: "direction == .forward ? 2 : -2"),
            to: file, live: live, wall: 20)
        stage.togglePause(atWall: 1.7)
        stage.scrub(toTick: 1)
        #expect(stage.shownEngines[0].lastRecord == original[0])
        stage.step(by: 1)                        // stepping forward re-runs too
        let decisions = (1...head).compactMap { stage.history[sequence: $0]!.engines[0].lastRecord.decision }
        #expect(decisions.map(\.adjusted.x) == [780])
        #expect(decisions.map(\.behavior) == ["reload-me"])
        #expect(stage.engines[0].lastRecord.restingOffset?.x == 780, "on its way to two pages on")
        #expect(stage.tick == head, "the re-run ends at the same head tick")

        // Going live again continues from the re-run's state.
        stage.togglePause(atWall: 2.0)
        stage.advance(toWall: 12.0)              // past the head: live again
        stage.advance(toWall: 16.0)              // 4 s more of live ticks
        #expect(stage.mode == .live)
        #expect(stage.engines[0].lastRecord.offset.x == 780)
    }

    @Test func theRunningVersionsWarningsAreShownDimmedUntilASaveWithoutThem() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/warns.swift"
        let clean = BehaviorTemplate.text(name: "warns", typeName: "WarnsBehavior")
        let marker = "func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {"
        try #require(clean.contains(marker))
        // An unused constant on the line after the method's first line.
        let warned = clean.replacingOccurrences(of: marker, with: marker + "\n        let unused = 1")
        let line = 1 + warned.prefix(upTo: warned.range(of: "let unused")!.lowerBound).filter { $0 == "\n" }.count
        try warned.write(toFile: file, atomically: true, encoding: .utf8)
        let live = try LiveBehaviorFile(path: file, loader: try BehaviorFileFixtures.loader(cache: dir))
        // Swift's own text, after which it may name the diagnostic's group (` [#no-usage]`).
        let expected = "\(file):\(line):13: warning: initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it"
        try #require(live.warnings.count == 1)
        let warning = live.warnings[0].description
        #expect(warning.hasPrefix(expected), "\(warning)")
        #expect(BehaviorFilePanel.lines(for: live) == ["\(file): 1 warning", warning])
        #expect(BehaviorFilePanel.headColor(for: live) == BehaviorFilePanel.warningColor)
        #expect(BehaviorFilePanel.badge(for: live, wall: 0) == nil, "a warning is no failure")
        // A save that does not compile: its error replaces the warnings.
        try Self.save(warned + "\nlet broken: Int = \"text\"\n", to: file, live: live, wall: 10, compiles: false)
        #expect(BehaviorFilePanel.lines(for: live).first == "\(file) does not compile; the previous version keeps running")
        #expect(!BehaviorFilePanel.lines(for: live).contains(warning))
        // A save without the warning clears the panel.
        try Self.save(clean, to: file, live: live, wall: 20)
        #expect(live.warnings.isEmpty)
        #expect(BehaviorFilePanel.lines(for: live).isEmpty)
    }
}
