import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
import ScrollKitCore
import PlaygroundTestSupport

/// The window sleeping between a view's timer firings (`Stage+ScheduledWake`),
/// with `Tests/ViewFiles/Ticking.swift`: its `Timer.publish(every: 0.5)`
/// fires at engine times 1/120 + 0.5·k, on ticks 61, 121, 181… (1 + 60·k).
/// The head steps tick k from wall time (k − 1)/120 s (no rest: wall =
/// engine). The stage is stepped by wall times passed in; nothing sleeps.
@Suite(.serialized) struct ViewFileScheduledWakeTests {
    /// Steps `stage` as the window does from wall `from` to `to`: while
    /// only the view's work is scheduled, a wake `preparation` before each
    /// firing (idle ticks), one at it, and one every `checkInterval`
    /// (looking for a save); at rest, one every `checkInterval`; else one
    /// every 1/60 s. Returns the wall times it woke at.
    static func run(_ stage: inout Stage, from: Double, to end: Double, checkInterval: Double = 0.25) -> [Double] {
        var wall = from
        var wakes: [Double] = []
        while wall < end {
            var next = wall + (stage.isAtRest ? checkInterval : 1.0 / 60)
            if let wait = stage.waitForViewWork(atWall: wall) {
                next = min(wall + checkInterval, wait > ScheduledWake.preparation ? wall + wait - ScheduledWake.preparation : wall + wait)
            }
            wall = min(end, max(next, wall + 1e-6))
            stage.advance(toWall: wall)
            wakes.append(wall)
        }
        return wakes
    }

    @Test func aTimerLetsTheWindowSleepUntilItsNextFiring() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Ticking.swift")])
        defer { scene.view.stop() }
        var stage = ViewFileTimeTravelTests.stage(scene)
        // Its first tick is due at once: the view appears, the timer starts.
        #expect(stage.waitForViewWork(atWall: 0) == nil)
        stage.advance(toWall: 2.0)
        #expect(stage.tick == 241)
        #expect(stage.isWaitingForView)
        #expect(!stage.isAtRest)
        // Next firing 1/120 + 2.5 s, on tick 301, stepped from wall 300/120 = 2.5 s.
        let wait = try #require(stage.waitForViewWork(atWall: 2.0))
        #expect(abs(wait - 0.5) < 1e-9)
        // A millisecond before it the head has not reached the firing; at it, it has.
        stage.advance(toWall: 2.499)
        #expect(stage.tick == 300)
        #expect(try ViewFileTimeTravelTests.shownCount(stage) == "count 4")
        #expect(abs(try #require(stage.waitForViewWork(atWall: 2.499)) - 0.001) < 1e-9)
        stage.advance(toWall: 2.5)
        #expect(stage.tick == 301)
        #expect(scene.eventTicks(lane: 0).last == 301)
        #expect(try ViewFileTimeTravelTests.shownCount(stage) == "count 5")
        // The firing itself (the view's text changed) does not keep the window awake.
        #expect(abs(try #require(stage.waitForViewWork(atWall: 2.5)) - 0.5) < 1e-9)
    }

    /// `Tests/ViewFiles/Delayed.swift`: an `asyncAfter(0.5 s)` from its
    /// `onAppear` (tick 1) changes its label on tick 61 (1/120 + 0.5 s; the
    /// `onAppear` itself is an event of the view, which does not keep the
    /// window awake); then nothing is scheduled, and the head comes to rest
    /// `settleSeconds` (156 ticks) after that change, on tick 217, stepped
    /// from wall 216/120 s.
    @Test func aOneShotWakesOnceThenSleepsUntilTheHeadRests() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Delayed.swift")])
        defer { scene.view.stop() }
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.advance(toWall: 0.001)
        #expect(stage.tick == 1)
        #expect(abs(try #require(stage.waitForViewWork(atWall: 0.001)) - 0.499) < 1e-9)
        stage.advance(toWall: 0.5)
        #expect(stage.tick == 61)
        #expect(scene.eventTicks(lane: 0) == [1, 61])  // onAppear, then the label
        #expect(scene.nextScheduledTime(lane: 0) == nil)
        #expect(!stage.isAtRest)
        #expect(stage.restTick == 217)
        #expect(abs(try #require(stage.waitForViewWork(atWall: 0.5)) - 1.3) < 1e-9)
        stage.advance(toWall: 1.799)
        #expect(stage.tick == 216)
        #expect(!stage.isAtRest)
        stage.advance(toWall: 1.8)
        #expect(stage.tick == 217)
        #expect(stage.isAtRest)
        #expect(stage.waitForViewWork(atWall: 1.8) == nil)
    }

    @Test func motionPauseAndNothingScheduledDoNotSleepOnTheView() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Ticking.swift")])
        defer { scene.view.stop() }
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.advance(toWall: 2.0)
        #expect(stage.waitForViewWork(atWall: 2.0) != nil)
        // A wheel step: the engine moves, the window draws every frame again…
        stage.send(TimedInputEvent(time: 2.0, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        #expect(stage.waitForViewWork(atWall: 2.0) == nil)
        stage.advance(toWall: 2.5)
        #expect(stage.waitForViewWork(atWall: 2.5) == nil)
        // …until `settleSeconds` after the motion ended.
        stage.advance(toWall: 5.0)
        #expect(stage.waitForViewWork(atWall: 5.0) != nil)
        // Paused: at rest, nothing to wake for.
        stage.togglePause(atWall: 5.0)
        #expect(stage.isAtRest)
        #expect(stage.waitForViewWork(atWall: 5.0) == nil)

        let still = try ViewFileTests.scene([ViewFileTests.fixture("Carousel.swift") + "=CarouselView(count: 3)"])
        defer { still.view.stop() }
        var resting = ViewFileTimeTravelTests.stage(still)
        resting.advance(toWall: 0.001)
        #expect(resting.isAtRest)
        #expect(resting.waitForViewWork(atWall: 0.001) == nil)
    }

    /// The sleeping window steps the same ticks with the same answers as
    /// one that draws at 60 frames a second, a wheel step at 2 s included.
    @Test func sleepingStepsTheSameTicksAsDrawingEveryFrame() throws {
        let file = ViewFileTests.fixture("Ticking.swift")
        let scroll = TimedInputEvent(time: 2.0, event: .wheel(steps: Vector(dx: 0, dy: -3), precise: Vector(dx: 0, dy: -3)))
        let drawingScene = try ViewFileTests.scene([file])
        defer { drawingScene.view.stop() }
        var drawing = ViewFileTimeTravelTests.stage(drawingScene)
        for frame in 0...(2 * 60) { drawing.advance(toWall: Double(frame) / 60) }
        drawing.send(scroll)
        for frame in (2 * 60 + 1)...(6 * 60) { drawing.advance(toWall: Double(frame) / 60) }

        let sleepingScene = try ViewFileTests.scene([file])
        defer { sleepingScene.view.stop() }
        var sleeping = ViewFileTimeTravelTests.stage(sleepingScene)
        sleeping.advance(toWall: 0)
        let before = Self.run(&sleeping, from: 0, to: 2.0)
        sleeping.send(scroll)
        let after = Self.run(&sleeping, from: 2.0, to: 6.0)
        // Asleep from 1.3 s (settled after the view's first layout) to 2 s,
        // and from the motion's end + 1.3 s: a few wakes a second, not 60.
        #expect(before.filter { $0 > 1.4 }.count <= 8)
        #expect(after.filter { $0 > 5.0 }.count <= 8)

        #expect(sleeping.tick == 721)
        #expect(drawing.tick == 721)
        #expect(sleepingScene.eventTicks(lane: 0) == drawingScene.eventTicks(lane: 0))
        #expect(sleepingScene.eventTicks(lane: 0) == Array(stride(from: 61, through: 721, by: 60)))
        for tick in 1...721 {
            #expect(sleeping.history[sequence: tick]?.records == drawing.history[sequence: tick]?.records, "tick \(tick)")
            let bytes = sleeping.viewTick(lane: 0, at: tick)?.answer
            #expect(bytes != nil && bytes == drawing.viewTick(lane: 0, at: tick)?.answer, "tick \(tick)")
        }
    }
}
