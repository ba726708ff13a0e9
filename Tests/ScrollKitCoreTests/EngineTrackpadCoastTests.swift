import Foundation
import Testing
@testable import ScrollKitCore

/// Trackpad without a hitch at the gesture's end: SDL2 reports no finger lift, so
/// while the engine waits `trackpadEndGap` to learn whether the gesture
/// ended, the content coasts as momentum would; momentum then continues the
/// same curve, and resumed events blend back into tracking without a jump.
/// Measured on the bundled trackpad scenarios, stepped tick by tick.
@Suite struct EngineTrackpadCoastTests {
    static let tick = 1.0 / 120.0
    /// k = 1000·ln 0.998, per second (`.normal`).
    static let k = 1000 * log(0.998)

    struct Run {
        var records: [FrameRecord]
        /// The tick of the last record that delivered an input event.
        var lastInputIndex: Int
        /// The first record with a behavior decision (the gesture's end).
        var decisionIndex: Int
        var axis: Axis
    }

    static func run(_ name: String) throws -> Run {
        let path = ScenarioTestSupport.bundledScenarioDirectory.appendingPathComponent(name + ".json").path
        let scenario = try Scenario.load(path: path)
        var records: [FrameRecord] = []
        try ScenarioRunner(scenario: scenario).run { (t: ScenarioTick) in records.append(t.record) }
        let last = try #require(records.lastIndex { !$0.inputEvents.isEmpty })
        let decision = try #require(records.firstIndex { $0.decision != nil })
        return Run(records: records, lastInputIndex: last, decisionIndex: decision,
                   axis: name.contains("paging") ? .horizontal : .vertical)
    }

    static let scenarios = ["trackpad-burst-rainbow", "trackpad-paging-pages"]

    /// After the last event the speed never drops below 90 % of the momentum
    /// curve |v|·e^(k(t − t_last)), v = the velocity the gesture's end
    /// reports: through the whole wait, and (free behavior) until momentum
    /// is slower than 5 px/s. Before the fix the content stood still for
    /// the whole 0.12 s wait (speed 0).
    @Test(arguments: scenarios)
    func speedAfterTheLastEventFollowsTheMomentumCurve(_ name: String) throws {
        let run = try Self.run(name)
        let records = run.records
        let v = abs(try #require(records[run.decisionIndex].decision).velocity[run.axis])
        #expect(v > 1000, "a real fling: \(v) px/s")
        // The last event is at most one tick before its delivering tick.
        let tLast = records[run.lastInputIndex].time
        let end = records[run.decisionIndex].behavior == "free" ? records.count : run.decisionIndex
        var checked = 0
        for r in records[(run.lastInputIndex + 1)..<end] {
            let curve = v * exp(Self.k * (r.time - tLast))
            if curve < 5 { break }
            let speed = abs(r.velocity[run.axis])
            #expect(speed >= 0.9 * curve, "t = \(r.time): \(speed) px/s < 90 % of \(curve)")
            checked += 1
        }
        #expect(checked >= 13, "the whole 0.12 s wait is checked")
    }

    /// No frame-to-frame jump beyond what the velocity implies: each tick's
    /// offset change is within 1 px (plus 2 % of the distance, plus half the
    /// tick's velocity change × the tick) of the trapezoid of the two ticks'
    /// velocities × the tick, from the gesture's
    /// second event on (the first event moves the content by its delta before
    /// any velocity is known, as every scroller does) to the end of the run.
    @Test(arguments: scenarios)
    func noFrameJumpsBeyondTheVelocity(_ name: String) throws {
        let run = try Self.run(name)
        #expect(Self.worstJump(run.records, axis: run.axis) <= 0)
    }

    /// The worst jump beyond the allowance (≤ 0: none), from the second input tick on.
    static func worstJump(_ records: [FrameRecord], axis: Axis) -> Double {
        let inputTicks = records.indices.filter { !records[$0].inputEvents.isEmpty }
        let start = inputTicks.count > 1 ? inputTicks[1] : 0
        var worst = -Double.infinity
        for i in (start + 1)..<records.count {
            let a = records[i - 1], b = records[i]
            let moved = b.offset[axis] - a.offset[axis]
            let implied = (a.velocity[axis] + b.velocity[axis]) / 2 * tick
            // A velocity that changes within the tick (a kink: momentum
            // handing over to a landing, a new velocity estimate) can move
            // the content by up to |Δv|·tick/2 off the trapezoid; a jump
            // in position cannot hide there.
            let kink = abs(b.velocity[axis] - a.velocity[axis]) * tick / 2
            let excess = abs(moved - implied) - (1 + 0.02 * abs(implied) + kink)
            if excess > 0 { print("t = \(b.time): moved \(moved) px, the velocity implies \(implied) px") }
            worst = max(worst, excess)
        }
        return worst
    }

    /// Events pause for 60 ms (less than the 120 ms gap, so the gesture goes
    /// on) and resume: the content coasts through the pause and blends back
    /// into tracking without a jump; the gesture ends once, after the last event.
    @Test func resumedEventsBlendBackIntoTracking() {
        var engine = EngineTestSupport.engine(axes: .vertical, count: 400, container: Size(width: 390, height: 844))
        var times: [Double] = []
        for i in 0..<12 { times.append(0.1 + Double(i) * 0.008) }
        let resume = 0.1 + 11.0 * 0.008 + 0.06
        for i in 0..<12 { times.append(resume + Double(i) * 0.008) }
        for t in times {
            engine.enqueue(TimedInputEvent(time: t, event: .wheel(steps: .zero, precise: Vector(dx: 0, dy: -1.5))))
        }
        let records = engine.runUntilIdle()
        #expect(records.filter { $0.decision != nil }.count == 1)
        let pauseStart = 0.1 + 11 * 0.008, pauseEnd = pauseStart + 0.06
        let inPause = records.filter { $0.time > pauseStart + Self.tick && $0.time < pauseEnd }
        #expect(!inPause.isEmpty && inPause.allSatisfy { $0.velocity.dy > 1000 }, "coasting through the pause")
        #expect(Self.worstJump(records, axis: .vertical) <= 0)
        // All 24 deltas of 15 px are in: the content rests past 360 px by the momentum.
        #expect(records.last!.offset.y > 360 + 400)
    }

    /// Momentum continues the coast: free momentum rests where momentum from
    /// the last event would have (raw + v/(−k)), as before the fix.
    @Test func momentumRestsWhereTheLastEventsMomentumWould() throws {
        let run = try Self.run("trackpad-burst-rainbow")
        let decision = try #require(run.records[run.decisionIndex].decision)
        let v = decision.velocity.dy
        let expected = 450 + v / -Self.k
        // Within the blend's residual at the end of the wait (< 0.5 px).
        #expect(abs(run.records.last!.offset.y - expected) < 0.5)
    }
}
