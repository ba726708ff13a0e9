import Foundation
import Testing
@testable import PlaygroundStage
@testable import PlaygroundRender
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// The outermost scroll view's content follows the view's state, as on iOS
/// (`ScrollEngine.followViewport` takes the content size of each tick's
/// layout). examples/views/Feed.swift: rows of 50 points in a
/// `LazyVStack`, twenty more when the last one appears, so the content is
/// 50 × count; on a 390 × 844 screen End goes to content − 844.
/// Tests/ViewFiles/ShrinkingRows.swift: forty rows and a 50-point button
/// under them that removes twenty (content 50 × count + 50).
@Suite(.serialized) struct ScrollViewContentFollowsStateTests {
    static let feed = ViewTickTests.root + "/examples/views/Feed.swift"
    static let ends = ViewFileTests.fixture("feed-ends.json")
    static let shrinking = ViewFileTests.fixture("ShrinkingRows.swift")

    @Test func anInfiniteFeedGoesAPageFurtherWithEachEnd() throws {
        let run = try ViewTickTests.playground(["trace", Self.ends, "--view-file", Self.feed])
        try #require(run.status == 0, "\(run.stderr)")
        let lines = try ViewTickTests.lines(run.stdout)
        func y(_ line: [String: Any], _ key: String) -> Double { (line[key] as? [Double])?[1] ?? .nan }
        func time(_ line: [String: Any]) -> Double { line["t"] as? Double ?? .nan }
        // 20 → 40 → 60 → 80 rows: the content never shrinks, the offset never passes its end.
        var previous = 0.0
        for line in lines {
            let content = y(line, "content")
            #expect([1000.0, 2000, 3000, 4000].contains(content) && content >= previous, "tick \(line["tick"] ?? "?")")
            #expect(y(line, "offset") <= content - 844, "tick \(line["tick"] ?? "?")")
            previous = content
        }
        // Before each End and at the end: the last End reached the end of the content then, whose last row added 20.
        let beforeSecond = try #require(lines.last { time($0) < 2.0 })
        let beforeThird = try #require(lines.last { time($0) < 4.0 })
        let last = try #require(lines.last)
        #expect(y(beforeSecond, "offset") == 1000 - 844 && y(beforeSecond, "content") == 2000)
        #expect(y(beforeThird, "offset") == 2000 - 844 && y(beforeThird, "content") == 3000)
        #expect(y(last, "offset") == 3000 - 844 && y(last, "content") == 4000)
        // Same files and scenario: the same bytes.
        let again = try ViewTickTests.playground(["trace", Self.ends, "--view-file", Self.feed])
        #expect(again.stdout == run.stdout)
    }

    /// Lane 0's record of `tick` in the stage's history.
    static func record(_ stage: Stage, _ tick: Int) throws -> FrameRecord {
        try #require(stage.history[sequence: tick]?.engines.first?.lastRecord, "tick \(tick)")
    }

    /// The vertical indicator's length for `geometry` on the 844-point screen (`SceneRenderer.indicatorThumb`).
    static func indicatorLength(_ geometry: ScrollEngineGeometry) -> Double? {
        SceneRenderer.indicatorThumb(
            geometry: geometry, axis: .vertical, container: Rect(x: 0, y: 0, width: 390, height: 844), bothAxes: false)?.height
    }

    @Test func rowsRemovedAtTheBottomClampTheOffsetAndEachPastTickKeepsItsContent() throws {
        let scene = try ViewFileTests.scene([Self.shrinking])
        defer { scene.view.stop() }
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.advance(toWall: 0.1)
        stage.send(TimedInputEvent(time: 0.1, event: .key(.end)))
        stage.advance(toWall: 2.0)
        // At the end of 40 rows and the button: 2050 − 844.
        let before = try Self.record(stage, stage.tick)
        #expect(before.offset.y == 1206 && before.contentSize.height == 2050 && before.phase == .idle)
        let tapTick = stage.tick
        // The button is the content's last 50 points: the screen's last 50.
        let button = Point(x: 195, y: 819)
        stage.send(TimedInputEvent(time: 2.0, event: .pointer(.down, button)))
        stage.send(TimedInputEvent(time: 2.0, event: .pointer(.up, button)))
        stage.advance(toWall: 3.0)
        let after = try Self.record(stage, stage.tick)
        // 20 rows and the button: 1050, clamped at rest to 1050 − 844, and the behavior not asked.
        #expect(after.contentSize.height == 1050 && after.offset.y == 206 && after.phase == .idle)
        let shrunk = try #require((tapTick...stage.tick).first { (try? Self.record(stage, $0))?.contentSize.height == 1050 })
        #expect(try Self.record(stage, shrunk + 1).offset.y == 206, "clamped on the next tick")
        for tick in tapTick...stage.tick { #expect(try Self.record(stage, tick).decision == nil, "tick \(tick)") }

        // Time travel: a past tick shows its own content and indicator.
        let track = 844 - 2 * SceneRenderer.indicatorInset
        stage.togglePause(atWall: 3.0)
        stage.scrub(toTick: tapTick)
        let then = try #require(stage.frame(atWall: 3.0).lanes.first)
        #expect(then.geometry.contentSize.height == 2050 && then.geometry.contentOffset.y == 1206)
        #expect(Self.indicatorLength(then.geometry) == track * 844 / 2050)
        stage.scrub(toTick: shrunk + 1)
        let now = try #require(stage.frame(atWall: 3.0).lanes.first)
        #expect(now.geometry.contentSize.height == 1050 && now.geometry.contentOffset.y == 206)
        #expect(Self.indicatorLength(now.geometry) == track * 844 / 1050)
    }
}
