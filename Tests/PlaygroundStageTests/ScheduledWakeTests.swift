import Testing
@testable import PlaygroundStage

/// The window's wake between a view's scheduled firings, as a pure rule:
/// the firing tick is the first tick whose time (tick / 120 s) is at or
/// after the due time; the live stage steps tick k from the wall time at
/// which the engine clock reads (k − 1) / 120 s (`ScrollEngine.deliveryTick`:
/// floor(e · 120 + 1e-9) + 1 at engine time e); the wait is that wall time
/// less now, never negative, never before the next frame allowed.
@Suite struct ScheduledWakeTests {
    static let tick = 1.0 / 120
    /// Wall = engine, as in a window whose head never rested.
    static let sameTime = EngineClock()

    /// The stage's rule: the head tick at engine time `e`.
    static func head(atEngine e: Double) -> Int { Int((e / tick + 1e-9).rounded(.down)) + 1 }

    @Test func theFiringTickIsTheFirstTickAtOrAfterTheDueTime() {
        // Tests/ViewFiles/Ticking.swift's timer: 1/120 + 0.5 s, ticks 61, 121…
        #expect(ScheduledWake.firingTick(due: 1.0 / 120 + 0.5, head: 1, tickLength: Self.tick) == 61)
        #expect(ScheduledWake.firingTick(due: 61.0 / 120 + 1e-6, head: 1, tickLength: Self.tick) == 62)
        #expect(ScheduledWake.firingTick(due: 60.5 / 120, head: 1, tickLength: Self.tick) == 61)
        // Due at or before the head's time (an animation in flight): the next tick.
        #expect(ScheduledWake.firingTick(due: 30.0 / 120, head: 40, tickLength: Self.tick) == 41)
        #expect(ScheduledWake.firingTick(due: 40.0 / 120, head: 40, tickLength: Self.tick) == 41)
    }

    @Test func aOneSecondTimerWakesTheWindowOneTickBeforeItsTime() {
        // Due at engine 2.0 s (tick 240): the head steps tick 240 from wall 239/120 s.
        let wait = ScheduledWake.wait(due: 2.0, now: 1.2, head: 145, tickLength: Self.tick, clock: Self.sameTime)
        #expect(wait.map { abs($0 - (239.0 / 120 - 1.2)) < 1e-12 } == true)
        // Woken late, or asked when already due: no wait.
        #expect(ScheduledWake.wait(due: 2.0, now: 2.1, head: 145, tickLength: Self.tick, clock: Self.sameTime) == 0)
        // Nothing scheduled: no wake (the window waits for input alone).
        #expect(ScheduledWake.wait(due: nil, now: 1.2, head: 145, tickLength: Self.tick, clock: Self.sameTime) == nil)
    }

    @Test func theWakeWaitsForTheNextFrameAllowed() {
        // An animation reports the time now on every tick: woken at the frame rate.
        let frame = 1.0 / 60
        let wait = ScheduledWake.wait(
            due: 100.0 / 120, now: 100.0 / 120, head: 100, tickLength: Self.tick, clock: Self.sameTime,
            notBefore: 100.0 / 120 + frame)
        #expect(wait.map { abs($0 - frame) < 1e-12 } == true)
        // A frame allowed before the due time changes nothing.
        let late = ScheduledWake.wait(
            due: 2.0, now: 1.0, head: 120, tickLength: Self.tick, clock: Self.sameTime, notBefore: 1.5)
        #expect(late.map { abs($0 - (239.0 / 120 - 1.0)) < 1e-12 } == true)
    }

    @Test func slowMotionStretchesTheWaitOnTheWall() {
        // Anchored at wall 10 s = engine 2 s, at ¼ speed: due 2.5 s runs on
        // tick 300, stepped from engine 299/120 s = wall 10 + (299/120 − 2) · 4.
        var clock = EngineClock()
        clock.anchor(wall: 10, engine: 2)
        clock.speed = 0.25
        let wake = ScheduledWake.wall(due: 2.5, head: 240, tickLength: Self.tick, clock: clock)
        #expect(abs(wake - (10 + (299.0 / 120 - 2) * 4)) < 1e-9)
        #expect(abs(clock.engineTime(atWall: clock.wallTime(atEngine: 2.3)) - 2.3) < 1e-12)
    }

    /// At the wake the stage's rule steps exactly the firing tick; a
    /// microsecond before it, the tick before: the window shows the firing
    /// at the wall time a window drawing every frame would, never earlier.
    @Test(arguments: [0.0, 0.37, 1.0 / 120, 0.5 + 1.0 / 120, 1.0, 2.999, 7.25, 60.0, 123.456])
    func atTheWakeTheHeadReachesTheFiringTick(_ due: Double) {
        for (anchorWall, anchorEngine) in [(0.0, 0.0), (3.1, 1.7)] {
            var clock = EngineClock()
            clock.anchor(wall: anchorWall, engine: anchorEngine)
            let firing = ScheduledWake.firingTick(due: due, head: 0, tickLength: Self.tick)
            #expect(Double(firing) * Self.tick >= due - 1e-12)
            #expect(Double(firing - 1) * Self.tick < due || firing == 1)
            let wake = ScheduledWake.wall(due: due, head: 0, tickLength: Self.tick, clock: clock)
            #expect(Self.head(atEngine: clock.engineTime(atWall: wake)) == firing, "due \(due)")
            #expect(Self.head(atEngine: clock.engineTime(atWall: wake - 1e-6)) == firing - 1, "due \(due)")
        }
    }
}
