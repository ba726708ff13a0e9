import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
import ScrollKitCore
import PlaygroundTestSupport

/// examples/views/NestedRail.swift's rail in the window's stage, stepped by
/// wall times passed in: the overlays and the timeline study the selected
/// rail (its own engine, in its own frame), a past tick shows the rail's
/// state of that tick, and a branch there restarts the rail's engine from it.
///
/// Layout (390 × 844, no safe area): section 0 is y 0 … 200, the rail
/// y 216 … 396 (16 apart), 390 wide; its content is ten 240-point cards 12
/// apart (10 × 240 + 9 × 12 = 2,508). The drag presses at x 300 over the
/// rail, moves left 100 points in 0.1 s and holds still 0.2 s: the rail
/// (the press selected it) is dragged to 100 − 18 (the touch slop) = 82 while
/// the feed stays at 0. Released still, `.viewAligned` takes the edge nearest
/// 82 of 0 and 252: the rail goes back to 0.
@Suite(.serialized) struct NestedScrollTimeTravelTests {
    static let example = ViewTickTests.root + "/examples/views/NestedRail.swift"
    static let railFrame = Rect(x: 0, y: 216, width: 390, height: 180)

    /// The stage after the drag, at rest (the head), with overlays and timeline shown.
    static func dragged(_ scene: ViewFileScene) -> Stage {
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.layers.showsOverlays = true
        stage.layers.showsTimeline = true
        stage.advance(toWall: 0.001)
        stage.send(TimedInputEvent(time: 1.0, event: .pointer(.down, Point(x: 300, y: 300))))
        for k in 1...5 {
            let t = 1.0 + 0.02 * Double(k)
            stage.advance(toWall: t)
            stage.send(TimedInputEvent(time: t, event: .pointer(.move, Point(x: 300 - 20 * Double(k), y: 300))))
        }
        stage.advance(toWall: 1.3)
        stage.send(TimedInputEvent(time: 1.3, event: .pointer(.up, Point(x: 200, y: 300))))
        stage.advance(toWall: 5.0)
        return stage
    }

    /// The rail's offsets by tick over the stage's history.
    static func railOffsets(_ stage: Stage, _ ticks: ClosedRange<Int>) -> [Int: Double] {
        var out: [Int: Double] = [:]
        for t in ticks { if let r = stage.nestedRecord(lane: 0, identity: "rail", tick: t) { out[t] = r.offset.x } }
        return out
    }

    @Test func theOverlaysAndTimelineStudyTheSelectedRail() throws {
        let scene = try ViewFileTests.scene([Self.example])
        defer { scene.view.stop() }
        let stage = Self.dragged(scene)
        #expect(stage.engines[0].lastRecord.offset == Point(x: 0, y: 0), "the feed moved")
        #expect(scene.nested.selected(lane: 0) == "rail")
        let frame = stage.frame(atWall: 5.0)
        let studied = try #require(frame.lanes[0].studied)
        #expect(studied.frame == Self.railFrame)
        #expect(studied.axes == .horizontal)
        #expect(studied.geometry.containerSize == Size(width: 390, height: 180))
        #expect(studied.layout.contentSize == Size(width: 2508, height: 180))
        #expect(studied.record.offset == Point(x: 0, y: 0))
        #expect(studied.record.phase == .idle)
        // Its decision (view-aligned, on the release): the edge 0.
        #expect(studied.lastDecision?.adjusted == Point(x: 0, y: 0))
        // The timeline plots the rail's records, one per tick of the history it had an engine in.
        #expect(frame.timeline.allSatisfy { $0.containerSize == Size(width: 390, height: 180) })
        #expect(frame.timeline.contains { $0.offset.x == 82 })
        #expect(frame.timeline.last?.tick == stage.tick)
        // A click on the feed selects the feed again: the overlays and timeline are the lane's.
        var feed = stage
        feed.send(TimedInputEvent(time: 6.0, event: .pointer(.down, Point(x: 195, y: 100))))
        feed.send(TimedInputEvent(time: 6.0, event: .pointer(.up, Point(x: 195, y: 100))))
        feed.advance(toWall: 6.1)
        let outer = feed.frame(atWall: 6.1)
        #expect(outer.lanes[0].studied == nil)
        #expect(outer.timeline.last?.containerSize == Size(width: 390, height: 844))
    }

    @Test func aPastTickShowsTheRailOfThenAndABranchRestartsItFromThere() throws {
        let scene = try ViewFileTests.scene([Self.example])
        defer { scene.view.stop() }
        var stage = Self.dragged(scene)
        let original = Self.railOffsets(stage, 0...stage.tick)
        // The hold: the rail at 82; then the release's animation back to 0.
        let held = try #require(original.keys.sorted().last { original[$0] == 82 })
        let past = held + 6
        let x = try #require(original[past])
        #expect(x > 0 && x < 82, "tick \(past) is in the rail's way back (\(x))")
        #expect(original[stage.tick] == 0)

        stage.togglePause(atWall: 5.0)
        stage.scrub(toTick: held)
        var shown = try #require(stage.frame(atWall: 5.0).lanes[0].studied)
        #expect(shown.record.offset.x == 82)
        #expect(shown.record.phase == .interacting)
        // The picture of that tick: the host's kept layout has the rail at 82.
        #expect(stage.viewLayout(lane: 0, at: held)?.scrollViews.last?.offset.x == 82)

        stage.scrub(toTick: past)
        shown = try #require(stage.frame(atWall: 5.0).lanes[0].studied)
        #expect(shown.record.offset.x == x)
        // The HUD's line names the rail of then.
        let line = try #require(stage.frame(atWall: 5.0).hud.viewEvents.first)
        #expect(line.hasPrefix("rail  (" + String(format: "%.1f", x) + ", 0.0)  animating"), "\(line)")
        #expect(stage.viewLayout(lane: 0, at: past)?.scrollViews.last?.offset.x == x)

        // A tap on the feed at that tick branches: the rail goes on from its
        // state then (its animation back to 0), tick for tick as before.
        stage.send(TimedInputEvent(time: 6.0, event: .pointer(.down, Point(x: 195, y: 100))))
        stage.send(TimedInputEvent(time: 6.0, event: .pointer(.up, Point(x: 195, y: 100))))
        stage.advance(toWall: 8.0)
        let branched = Self.railOffsets(stage, past...(past + 40))
        for t in past...(past + 40) where original[t] != nil {
            #expect(branched[t] == original[t], "tick \(t)")
        }
        #expect(branched[past + 1] ?? 0 > 0, "the rail restarted at 0")
        #expect(scene.nested.engine(lane: 0, identity: "rail")?.lastRecord.offset == Point(x: 0, y: 0))
    }
}
