import Foundation
import Testing
@testable import ScrollKitCore

/// Chromium's ease-in-out scroll animation and its `UpdateTarget`, the way
/// a wheel notch or a key that arrives mid-animation keeps the speed under a
/// `css-*` behavior. Cases transcribed from Chromium's
/// cc/animation/scroll_offset_animation_curve_unittest.cc (test names cited);
/// the engine cases check the motion against the formulas.
@Suite struct ChromiumScrollAnimationTests {
    /// "EaseInOutUpdateTarget": 0 → 3600 with the constant duration d = 9/60 s;
    /// at d/2 retargeted to 9900 (the segment lasts d more: 1.5 d in all, at
    /// 6827.6 at d); at d retargeted to 7200 (a closer target at high speed:
    /// the velocity bound shortens it to 1.0794 d in all).
    @Test func easeInOutUpdateTarget() throws {
        let d = 9.0 / 60
        let first = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 3600), behavior: .constant)
        #expect(abs(first.duration - d) < 0.0002)
        #expect(abs(first.value(d / 2).y - 1800) < 0.0002)
        let second = try #require(first.updatingTarget(at: d / 2, to: Point(x: 0, y: 9900), behavior: .constant))
        #expect(abs(d / 2 + second.duration - 1.5 * d) < 0.0002)
        #expect(abs(second.value(0).y - 1800) < 0.0002)
        #expect(abs(second.value(d / 2).y - 6827.6) < 0.1, "\(second.value(d / 2).y)")
        #expect(second.value(d).y == 9900)
        let third = try #require(second.updatingTarget(at: d / 2, to: Point(x: 0, y: 7200), behavior: .constant))
        #expect(abs(d + third.duration - 1.0794 * d) < 0.0002, "\((d + third.duration) / d)")
        #expect(abs(third.value(0).y - 6827.6) < 0.1)
        #expect(third.value(0.08 * d).y == 7200)
    }

    // MARK: The engine

    static func cssEngine() -> ScrollEngine {
        EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600),
                                 behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory), targets: true)
    }

    /// A wheel notch at rest under `css-mandatory`: exactly Chromium's
    /// ease-in-out to the snap position the behavior chose, over the
    /// inverse-delta duration, from rest (not the playground's wheel spring).
    @Test func wheelNotchRunsTheEaseInOutCurve() throws {
        var engine = Self.cssEngine()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        let records = engine.runUntilIdle()
        let target = try #require(records.first { $0.decision != nil }?.decision).adjusted.y
        #expect(target > 0)
        let animation = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: target), behavior: .inverseDelta)
        for r in records where r.time >= t0 {
            #expect(abs(r.offset.y - animation.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
        #expect(records.last!.offset.y == target)
        let moving = records.filter { $0.phase != .idle }
        #expect(Double(moving.count - 1) * EngineTestSupport.tick <= animation.duration + 1e-9)
    }

    /// A second notch 0.05 s into the first retargets the running animation
    /// (Chromium's `UpdateTarget`): the positions follow the retargeted
    /// segment, and the speed carries over (no restart from rest).
    @Test func secondNotchRetargetsAndKeepsTheSpeed() throws {
        var engine = Self.cssEngine()
        let t0 = 10 * EngineTestSupport.tick, t1 = t0 + 6 * EngineTestSupport.tick
        for t in [t0, t1] {
            engine.enqueue(TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        }
        let records = engine.runUntilIdle()
        let decisions = records.filter { $0.decision != nil }
        #expect(decisions.count == 2)
        let first = try #require(decisions.first?.decision).adjusted.y
        let second = try #require(decisions.last?.decision).adjusted.y
        #expect(second > first)
        let a = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: first), behavior: .inverseDelta)
        let b = try #require(a.updatingTarget(at: t1 - t0, to: Point(x: 0, y: second), behavior: .inverseDelta))
        #expect(b.timing.y1 > 0 && b.velocity(0) > 0)
        #expect(abs(b.velocity(0) - a.velocity(t1 - t0)) < 1e-6)
        for r in records where r.time >= t1 {
            #expect(abs(r.offset.y - b.value(r.time - t1).y) < 1e-9, "t \(r.time - t1): \(r.offset.y) vs \(b.value(r.time - t1).y)")
        }
        #expect(records.last!.offset.y == second)
    }

    /// Page Down under `css-mandatory`: Chromium's keyboard animation, the
    /// constant 9/60 s duration.
    @Test func pageDownRunsTheConstantDuration() throws {
        var engine = Self.cssEngine()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .key(.pageDown)))
        let records = engine.runUntilIdle()
        let target = try #require(records.first { $0.decision != nil }?.decision).adjusted.y
        #expect(target > 0)
        let animation = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: target), behavior: .constant)
        #expect(abs(animation.duration - 0.15) < 1e-12)
        for r in records where r.time >= t0 {
            #expect(abs(r.offset.y - animation.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
    }
}
