import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
import ScrollKitCore
import PlaygroundTestSupport

/// A view file in the window's stage under time travel and at rest
/// (docs/view-files.md): `Tests/ViewFiles/Ticking.swift` counts a
/// `Timer.publish(every: 0.5)` in a `@State` and adds ten on a tap.
/// Its first tick (1/120 s) connects the timer, so it fires at engine times
/// 1/120 + 0.5·k: ticks 61, 121, 181, 241… (the count is k after tick 1 + 60·k).
/// The stage is stepped by wall times passed in; nothing sleeps.
@Suite(.serialized) struct ViewFileTimeTravelTests {
    static func stage(_ scene: ViewFileScene) -> Stage {
        let preset = scene.preset
        return Stage(options: WindowOptions(
            preset: preset, behaviorName: ViewOwnBehavior.laneName, axes: preset.axes, itemCount: preset.defaultItemCount,
            windowSize: ViewFileTests.phone, deceleration: .normal, scale: 1, viewScene: scene).stage)
    }

    /// Every text line of `list`, in drawing order.
    static func texts(_ list: DisplayList) -> [String] {
        func walk(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case let .text(text): return text.lines
                case let .group(group): return walk(group.children)
                default: return []
                }
            }
        }
        return walk(list.items)
    }

    /// The counter's label in the frame the stage shows now.
    static func shownCount(_ stage: Stage) throws -> String? {
        let lane = try #require(stage.frame(atWall: 0).lanes.first)
        let content = try #require(lane.layout as? ViewContentLayout)
        guard case let .drawn(list, _) = content.screen(at: lane.geometry, isDark: false) else { return nil }
        return texts(list).first { $0.hasPrefix("count ") }
    }

    /// The counter's label in the answer the stage's history kept for `tick`.
    static func keptCount(_ stage: Stage, tick: Int) -> String? {
        stage.viewLayout(lane: 0, at: tick).flatMap { texts($0.displayList).first { $0.hasPrefix("count ") } }
    }

    @Test func aTimerKeepsTheHeadSteppingWithoutInput() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Ticking.swift")])
        defer { scene.view.stop() }
        var stage = Self.stage(scene)
        #expect(!stage.isAtRest)  // its first tick is due: the view appears, the timer starts
        stage.advance(toWall: 2.0)
        // No input: the head still ran to the tick that delivers 2 s (241 at
        // 120 Hz), the timer fired on its ticks (connecting is no event).
        #expect(stage.tick == 241)
        #expect(!stage.isAtRest)
        #expect(scene.nextScheduledTime(lane: 0).map { abs($0 - (1.0 / 120 + 2.5)) < 1e-9 } == true)
        #expect(scene.eventTicks(lane: 0) == [61, 121, 181, 241])
        #expect(Self.keptCount(stage, tick: 240) == "count 3")
        #expect(try Self.shownCount(stage) == "count 4")
    }

    @Test func aViewWithNothingScheduledRestsAfterItsFirstTick() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Carousel.swift") + "=CarouselView(count: 3)"])
        defer { scene.view.stop() }
        var stage = Self.stage(scene)
        #expect(!stage.isAtRest)  // its first tick is due
        // The window's first frame: tick 1 lets the view appear; nothing
        // moved or reacted, nothing is scheduled: at rest from then on.
        stage.advance(toWall: 0.001)
        #expect(stage.tick == 1)
        #expect(stage.isAtRest)
        stage.advance(toWall: 2.0)
        #expect(stage.tick == 1)
        #expect(scene.nextScheduledTime(lane: 0) == nil)
    }

    @Test func aPastTickShowsTheViewAsItWasThen() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Ticking.swift")])
        defer { scene.view.stop() }
        var stage = Self.stage(scene)
        stage.advance(toWall: 2.0)
        stage.togglePause(atWall: 2.0)
        // Same offset (0) at every tick: only the tick tells the pictures apart.
        for (tick, label) in [(60, "count 0"), (61, "count 1"), (100, "count 1"), (181, "count 3")] {
            stage.scrub(toTick: tick)
            #expect(try Self.shownCount(stage) == label, "tick \(tick)")
        }
    }

    @Test func aBranchInThePastGoesOnFromTheViewsStateThen() throws {
        let file = ViewFileTests.fixture("Ticking.swift")
        let scene = try ViewFileTests.scene([file])
        defer { scene.view.stop() }
        var stage = Self.stage(scene)
        stage.advance(toWall: 2.0)
        stage.togglePause(atWall: 2.0)
        stage.scrub(toTick: 100)
        // A tap on "add ten" (y 120…200) at tick 100: the branch's first tick
        // runs it on the view's state of tick 100 (count 1), giving 11.
        let button = Point(x: 195, y: 160)
        stage.send(TimedInputEvent(time: 3.0, event: .pointer(.down, button)))
        stage.send(TimedInputEvent(time: 3.0, event: .pointer(.up, button)))
        stage.advance(toWall: 4.0)
        #expect(stage.tick == 221)
        #expect(Self.keptCount(stage, tick: 100) == "count 1")
        #expect(Self.keptCount(stage, tick: 101) == "count 11")
        #expect(Self.keptCount(stage, tick: 121) == "count 12")  // the timer kept its phase

        // A fresh run fed the same inputs at the same engine times answers the same bytes.
        let fresh = try ViewFileTests.scene([file])
        defer { fresh.view.stop() }
        var control = Self.stage(fresh)
        control.advance(toWall: 99.5 / 120)
        #expect(control.tick == 100)
        control.send(TimedInputEvent(time: 100.0 / 120, event: .pointer(.down, button)))
        control.send(TimedInputEvent(time: 100.0 / 120, event: .pointer(.up, button)))
        control.advance(toWall: 220.0 / 120)
        #expect(control.tick == 221)
        for tick in 1...221 {
            let a = stage.viewTick(lane: 0, at: tick)?.answer
            #expect(a != nil && a == control.viewTick(lane: 0, at: tick)?.answer, "tick \(tick)")
        }
    }
}
