import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
import ScrollKitCore
import PlaygroundTestSupport

/// Time travel over a view file with nested scroll views: `Tests/ViewFiles/
/// RailFeed.swift`, a feed of ten horizontal rails whose cards count their
/// appearances in a `@State`. The stage's one history keeps, per tick, the
/// lane's engine, the view's answer and every rail's engine: stepping
/// forward `n` ticks and back `m` must show exactly what a fresh run stepped
/// to `n − m` shows (the golden: a fresh run never read any history), and a
/// branch there must go on as the fresh run given the same input does.
///
/// Layout (390 × 844): rail k spans y 56 + 136·k … +120, so rail 1 is
/// y 192 … 312 and rail 2 y 328 … 448; cards are 150 wide, 10 apart.
@Suite(.serialized) struct RailFeedTimeTravelTests {
    static let file = ViewFileTests.fixture("RailFeed.swift")
    static let rails = (0..<10).map { "rail-\($0)" }
    /// Ticks stepped forward, then back.
    static let forward = 130, back = 62

    /// A horizontal drag at `y` from x 330 to x 330 − 40·5 over 0.1 s, released moving (a fling), from wall `start`.
    static func fling(_ stage: inout Stage, y: Double, start: Double) {
        stage.send(TimedInputEvent(time: start, event: .pointer(.down, Point(x: 330, y: y))))
        for k in 1...5 {
            let t = start + 0.02 * Double(k)
            stage.advance(toWall: t)
            stage.send(TimedInputEvent(time: t, event: .pointer(.move, Point(x: 330 - 40 * Double(k), y: y))))
        }
        stage.send(TimedInputEvent(time: start + 0.1, event: .pointer(.up, Point(x: 130, y: y))))
    }

    /// A stage on a fresh scene fed the same inputs: rail 1 flung left, a
    /// wheel notch on the feed, rail 2 flung left; then stepped to `tick`
    /// (paused, as the window's step key leaves it).
    static func run(_ scene: ViewFileScene, to tick: Int) -> Stage {
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.advance(toWall: 0.001)
        fling(&stage, y: 250, start: 0.05)
        stage.advance(toWall: 0.3)
        stage.hoverView(at: Point(x: 195, y: 40))
        stage.send(TimedInputEvent(time: 0.3, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: 0))))
        stage.advance(toWall: 0.35)
        fling(&stage, y: 400, start: 0.35)
        stage.advance(toWall: 0.5)
        stage.step(by: tick - stage.tick)
        return stage
    }

    /// What the lane draws at the tick on screen (the history's answer when in the past).
    static func drawn(_ stage: Stage) throws -> DisplayList {
        let lane = try #require(stage.frame(atWall: 0).lanes.first)
        let content = try #require(lane.layout as? ViewContentLayout)
        guard case let .drawn(list, _) = content.screen(at: lane.geometry, isDark: false) else { throw Failure() }
        return list
    }

    /// What the fresh run's host draws now at its head: asked of the host, not read from any history.
    static func hostDrawn(_ stage: Stage, _ scene: ViewFileScene) throws -> DisplayList {
        let lane = try #require(stage.frame(atWall: 0).lanes.first)
        var content = try #require(lane.layout as? ViewContentLayout)
        content.pinned = nil
        return try #require(scene.view.layout(content.drawingRequest(for: stage.engines[0].geometry))?.displayList)
    }

    struct Failure: Error {}

    @Test func steppingBackShowsWhatAFreshRunShowsAtThatTick() throws {
        let scene = try ViewFileTests.scene([Self.file])
        defer { scene.view.stop() }
        var stage = Self.run(scene, to: Self.forward)
        let target = Self.forward - Self.back
        let headPicture = try Self.drawn(stage)
        let headRail = try #require(stage.nestedRecord(lane: 0, identity: "rail-2", tick: Self.forward))
        stage.step(by: -Self.back)
        #expect(stage.shownTick == target && stage.tick == Self.forward)

        let fresh = try ViewFileTests.scene([Self.file])
        defer { fresh.view.stop() }
        let control = Self.run(fresh, to: target)
        #expect(control.tick == target)

        // The lane's engine of then.
        #expect(stage.frame(atWall: 0).lanes[0].record == control.engines[0].lastRecord)
        // Every rail's engine of then (the rails moved in between: the step back mattered).
        let shownRail = try #require(stage.nestedRecord(lane: 0, identity: "rail-2", tick: target))
        #expect(shownRail.offset != headRail.offset, "rail 2 still moved after tick \(target)")
        var rails = 0
        for id in Self.rails {
            let golden = fresh.nested.engine(lane: 0, identity: id)?.lastRecord
            #expect(stage.nestedRecord(lane: 0, identity: id, tick: target) == golden, "\(id)")
            if golden != nil { rails += 1 }
        }
        #expect(rails >= 3, "rails 0…2 at least have engines")
        // The view's picture of then: the history's answer is what the fresh host draws.
        let picture = try Self.drawn(stage)
        #expect(picture == (try Self.hostDrawn(control, fresh)))
        #expect(picture != headPicture)
        // The HUD names the selected rail (rail 2: the last press) with its engine of then.
        let line = try #require(stage.frame(atWall: 0).hud.viewEvents.first)
        #expect(line == fresh.nested.hudLines(lane: 0).first)
        #expect(line.hasPrefix("rail-2  ("), "\(line)")
    }

    @Test func aBranchAfterSteppingBackGoesOnAsTheFreshRun() throws {
        let scene = try ViewFileTests.scene([Self.file])
        defer { scene.view.stop() }
        var stage = Self.run(scene, to: Self.forward)
        stage.step(by: -Self.back)
        let target = Self.forward - Self.back

        let fresh = try ViewFileTests.scene([Self.file])
        defer { fresh.view.stop() }
        var control = Self.run(fresh, to: target)

        // The same input to both at the same wall time: rail 3 (y 414 … 534 under the wheel's 50) flung left
        // (the stage branches at `target`, the fresh run goes live at its head).
        for s in [0, 1] {
            if s == 0 { Self.fling(&stage, y: 480, start: 3.0); stage.advance(toWall: 4.5) }
            else { Self.fling(&control, y: 480, start: 3.0); control.advance(toWall: 4.5) }
        }
        #expect(stage.tick == control.tick && stage.tick > target + 100)
        // Tick for tick after the branch: the lane, every rail, the view's answers.
        for t in (target + 1)...stage.tick {
            #expect(stage.history[sequence: t]?.records == control.history[sequence: t]?.records, "tick \(t)")
            for id in Self.rails {
                #expect(stage.nestedRecord(lane: 0, identity: id, tick: t) == control.nestedRecord(lane: 0, identity: id, tick: t),
                        "\(id) tick \(t)")
            }
            let answer = stage.viewTick(lane: 0, at: t)?.answer
            #expect(answer != nil && answer == control.viewTick(lane: 0, at: t)?.answer, "tick \(t)")
        }
        // Rail 2 was still moving at the branch tick and went on from its state then.
        let before = try #require(stage.nestedRecord(lane: 0, identity: "rail-2", tick: target))
        #expect(before.phase != .idle)
        // And the view's state: what the cards counted before the branch tick carries on.
        #expect(try Self.drawn(stage) == (try Self.hostDrawn(control, fresh)))
    }

    @Test func anIdleRailsAnswerSharesTheStorageOfTheTickBefore() throws {
        let scene = try ViewFileTests.scene([Self.file])
        defer { scene.view.stop() }
        let stage = Self.run(scene, to: 400)
        // Long after every fling has settled, each tick's answer is the one before's storage.
        let a = try #require(stage.viewTick(lane: 0, at: 399)?.answer)
        let b = try #require(stage.viewTick(lane: 0, at: 400)?.answer)
        #expect(ViewLaneTick.shares(a, b))
    }
}
