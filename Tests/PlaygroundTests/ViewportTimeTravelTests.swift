import Foundation
import Testing
@testable import PlaygroundStage
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// Seed 000 in the window's stage: its scroll view's frame changes with
/// the header (`max(50, 150 − y)` above it, 390 × 844 screen), so every
/// tick of the history keeps its own container (844 − header), a past
/// tick shows the frame of then (indicators and overlays go there), and a
/// branch in the middle of the collapse goes on exactly as a fresh run fed
/// the same inputs at the same engine times.
@Suite(.serialized) struct ViewportTimeTravelTests {
    static let view = ViewTickTests.root + "/examples/views/seed-000-position-observing.swift"
    static func header(_ y: Double) -> Double { max(50, 150 - y) }
    static func notch(_ t: Double, _ y: Double) -> TimedInputEvent {
        TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: y), precise: Vector(dx: 0, dy: y)))
    }

    /// Two wheel notches down at 0.10 and 0.15 s, as sent in the window.
    static func twoNotches(_ stage: inout Stage) {
        for t in [0.10, 0.15] {
            stage.advance(toWall: t)
            stage.send(Self.notch(t, -1))
        }
    }

    /// Lane 0's record of `tick` in the stage's history.
    static func record(_ stage: Stage, _ tick: Int) throws -> FrameRecord {
        try #require(stage.history[sequence: tick]?.engines.first?.lastRecord, "tick \(tick)")
    }

    @Test func pastTicksKeepTheirFramesAndABranchMidCollapseIsExact() throws {
        let scene = try ViewFileTests.scene([Self.view])
        defer { scene.view.stop() }
        var stage = ViewFileTimeTravelTests.stage(scene)
        Self.twoNotches(&stage)
        stage.advance(toWall: 1.5)
        // Every tick kept: its own frame.
        var collapsing: Int?
        for tick in 1...stage.tick {
            let r = try Self.record(stage, tick)
            #expect(abs(r.containerSize.height - (844 - Self.header(r.offset.y))) < 1e-9, "tick \(tick) at \(r.offset.y)")
            if collapsing == nil, r.offset.y > 30, r.offset.y < 90 { collapsing = tick }
        }
        #expect(try Self.record(stage, stage.tick).offset.y == 100, "two notches × 50")
        #expect(try Self.record(stage, stage.tick).containerSize.height == 794)
        let k = try #require(collapsing)
        let then = try Self.record(stage, k)

        // Paused back at tick k: the lane's geometry and the scroll view's frame are those of then.
        stage.togglePause(atWall: 1.5)
        stage.scrub(toTick: k)
        let lane = try #require(stage.frame(atWall: 1.5).lanes.first)
        #expect(lane.geometry.containerSize == then.containerSize)
        let content = try #require(lane.layout as? ViewContentLayout)
        let h = Self.header(then.offset.y)
        let frame = try #require(content.viewportFrame)
        #expect(abs(frame.minY - h) < 1e-9 && abs(frame.height - (844 - h)) < 1e-9, "the frame below the header of then: \(frame)")

        // A branch at tick k: one notch back toward the start.
        stage.send(Self.notch(3.0, 1))
        stage.advance(toWall: 4.5)
        let end = stage.tick

        let fresh = try ViewFileTests.scene([Self.view])
        defer { fresh.view.stop() }
        var control = ViewFileTimeTravelTests.stage(fresh)
        Self.twoNotches(&control)
        control.advance(toWall: (Double(k) - 0.5) / 120)
        #expect(control.tick == k)
        control.send(Self.notch(Double(k) / 120, 1))
        control.advance(toWall: (Double(end) - 0.5) / 120)
        #expect(control.tick == end)
        for tick in 1...end {
            let a = try Self.record(stage, tick), b = try Self.record(control, tick)
            #expect(a.offset == b.offset && a.containerSize == b.containerSize && a.decision == b.decision, "tick \(tick)")
        }
        // Back at 50 (100 − 50) with the header at 100: the frame is 744 again.
        let last = try Self.record(stage, end)
        #expect(last.offset.y == 50)
        #expect(last.containerSize.height == 744)
    }
}
