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

    static func notch(at t: Double) -> TimedInputEvent {
        TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)))
    }

    /// One 50-px notch at rest under `css-mandatory` (rows of 60 px): the
    /// notch animates *unsnapped*, 0 → 50 on the ease-in-out curve over the
    /// inverse-delta duration clamp(14 − 50/60, 6, 12)/60 = 0.2 s, asking
    /// nothing; when it ends (cc's `ScrollOffsetAnimationFinished` →
    /// `SnapAtScrollEnd`) the behavior answers once, from 50 in the notch's
    /// direction: the closest position strictly ahead, 60, reached on the
    /// same curve in clamp(14 − 10/60, 6, 12)/60 = 0.2 s.
    @Test func wheelNotchAnimatesUnsnappedThenSnapsOnce() throws {
        var engine = Self.cssEngine()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(Self.notch(at: t0))
        let records = engine.runUntilIdle()
        let decisions = records.filter { $0.decision != nil }
        #expect(decisions.count == 1)
        let decision = try #require(decisions.first)
        let d = try #require(decision.decision)
        #expect(d.proposed.y == 50 && d.adjusted.y == 60)
        let notch = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 50), behavior: .inverseDelta)
        #expect(abs(notch.duration - 0.2) < 1e-12)
        // The snap starts on the first tick at or after the notch's end.
        let tEnd = decision.time
        #expect(tEnd - t0 >= notch.duration - 1e-9 && tEnd - t0 <= notch.duration + EngineTestSupport.tick + 1e-9)
        let snap = ChromiumScrollAnimation(from: Point(x: 0, y: 50), to: Point(x: 0, y: 60), behavior: .inverseDelta)
        #expect(abs(snap.duration - 0.2) < 1e-12)
        for r in records where r.time >= t0 {
            let expected = r.time < tEnd ? notch.value(r.time - t0).y : snap.value(r.time - tEnd).y
            #expect(abs(r.offset.y - expected) < 1e-9, "t \(r.time - t0): \(r.offset.y) vs \(expected)")
        }
        #expect(records.last!.offset.y == 60)
    }

    /// Two notches at ticks 10 and 16 (t0, t1), run until idle: the records
    /// and the behavior's decisions.
    static func twoNotches(_ engine: ScrollEngine) -> (t0: Double, t1: Double, records: [FrameRecord], decisions: [TargetDecision]) {
        var engine = engine
        let t0 = 10 * EngineTestSupport.tick, t1 = t0 + 6 * EngineTestSupport.tick
        for t in [t0, t1] { engine.enqueue(Self.notch(at: t)) }
        let records = engine.runUntilIdle()
        return (t0, t1, records, records.compactMap(\.decision))
    }

    /// A second notch 0.05 s into the first retargets the running animation
    /// (Chromium's `UpdateTarget`) to 100, unsnapped: the positions follow
    /// the retargeted segment and the speed carries over; then one snap,
    /// from 100 ahead: 120.
    @Test func secondNotchRetargetsThenOneSnap() throws {
        let (t0, t1, records, decisions) = Self.twoNotches(Self.cssEngine())
        #expect(decisions.count == 1)
        #expect(decisions.first?.proposed.y == 100 && decisions.first?.adjusted.y == 120)
        let a = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 50), behavior: .inverseDelta)
        let b = try #require(a.updatingTarget(at: t1 - t0, to: Point(x: 0, y: 100), behavior: .inverseDelta))
        #expect(b.timing.y1 > 0 && b.velocity(0) > 0)
        #expect(abs(b.velocity(0) - a.velocity(t1 - t0)) < 1e-6)
        let tEnd = try #require(records.first { $0.decision != nil }).time
        #expect(tEnd - t1 >= b.duration - 1e-9 && tEnd - t1 <= b.duration + EngineTestSupport.tick + 1e-9, "\(tEnd - t1) vs \(b.duration)")
        for r in records where r.time >= t1 && r.time < tEnd {
            #expect(abs(r.offset.y - b.value(r.time - t1).y) < 1e-9, "t \(r.time - t1): \(r.offset.y) vs \(b.value(r.time - t1).y)")
        }
        #expect(records.last!.offset.y == 120)
    }

    /// Page Down under `css-mandatory`: the page step 600 × 0.875 = 525 snaps
    /// ahead to 540, and a snapped key moves as `scrollTo({behavior:
    /// 'smooth'})`: ease-in-out over the delta-based duration √540/60 s
    /// (cc's kProgrammatic scroll type, DELTA_BASED; `snappedKey`, which
    /// differs only past 0.7 s).
    @Test func snappedPageDownRunsTheDeltaBasedDuration() throws {
        var engine = Self.cssEngine()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .key(.pageDown)))
        let records = engine.runUntilIdle()
        let target = try #require(records.first { $0.decision != nil }?.decision).adjusted.y
        #expect(target == 540)
        let animation = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: target), behavior: .snappedKey)
        #expect(abs(animation.duration - 540.0.squareRoot() / 60) < 1e-12)
        for r in records where r.time >= t0 {
            #expect(abs(r.offset.y - animation.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
    }

    /// An unsnapped key keeps Chromium's keyboard animation, the constant
    /// 9/60 s: a 40-px line under `css-proximity` without scroll targets
    /// (container-sized pages at 0, 600…: nothing within 600/3 ahead).
    @Test func unsnappedLineRunsTheConstantDuration() throws {
        var engine = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600),
                                              behavior: CSSScrollSnapTargetBehavior(strictness: .proximity))
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .key(.down)))
        let records = engine.runUntilIdle()
        #expect(records.last!.offset.y == 40)
        let animation = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 40), behavior: .constant)
        #expect(abs(animation.duration - 0.15) < 1e-12)
        for r in records where r.time >= t0 {
            #expect(abs(r.offset.y - animation.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
    }

    /// A snapped key as Chromium 156 runs it: √d/60 s up to 1.5 s (measured:
    /// End over 2,532 px took 0.84 s, over 9,284 and 16,036 px 1.5 s), where
    /// cc's DELTA_BASED stops at 0.7 s.
    @Test func snappedKeyDuration() {
        func d(_ delta: Double) -> Double { ChromiumSmoothScrollCurve.duration(forDelta: delta, behavior: .snappedKey) }
        #expect(abs(d(2532) - 2532.0.squareRoot() / 60) < 1e-12)
        #expect(abs(d(-2532) - 2532.0.squareRoot() / 60) < 1e-12)
        #expect(abs(d(8100) - 1.5) < 1e-12)
        #expect(d(9284) == 1.5 && d(16036) == 1.5)
        #expect(ChromiumSmoothScrollCurve.duration(forDelta: 16036, behavior: .deltaBased) == 0.7)
    }

    /// End under `css-mandatory` on 200 rows of 60 px (the end, 11,400, is a
    /// snap position and the key's own end): Blink found a snap position, so
    /// the key moves as a snapped key, ease-in-out over min(√11400, 90)/60 =
    /// 1.5 s, not the unsnapped keyboard's 0.15 s.
    @Test func endOnAnAlignedEdgeIsASnappedKey() throws {
        var engine = EngineTestSupport.engine(axes: .vertical, count: 200, container: Size(width: 390, height: 600),
                                              behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory), targets: true)
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(TimedInputEvent(time: t0, event: .key(.end)))
        let records = engine.runUntilIdle()
        #expect(records.last!.offset.y == 11400)
        let animation = ChromiumScrollAnimation(from: Point(x: 0, y: 0), to: Point(x: 0, y: 11400), behavior: .snappedKey)
        #expect(animation.duration == 1.5)
        for r in records where r.time >= t0 {
            #expect(abs(r.offset.y - animation.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
        let moving = records.filter { $0.time >= t0 && $0.offset.y != 11400 }
        #expect(Double(moving.count) * EngineTestSupport.tick >= 1.5 - EngineTestSupport.tick)
    }

    static func jumpingEngine() -> ScrollEngine {
        var configuration = ScrollConfiguration(axes: .vertical)
        configuration.smoothScrolling = false
        return EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600),
                                        behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory),
                                        configuration: configuration, targets: true)
    }

    /// Smooth scrolling off (Chromium's `--disable-smooth-scrolling`): a
    /// 50-px notch jumps to 50 on its own tick; the scroll's end then snaps
    /// once, from 50 ahead (60), ease-in-out over clamp(14 − 10/60, 6, 12)/60
    /// = 0.2 s, starting at the notch.
    @Test func notchJumpsThenSnapsWithoutSmoothScrolling() throws {
        var engine = Self.jumpingEngine()
        let t0 = 10 * EngineTestSupport.tick
        engine.enqueue(Self.notch(at: t0))
        let records = engine.runUntilIdle()
        let decisions = records.compactMap(\.decision)
        #expect(decisions.count == 1)
        #expect(decisions.first?.proposed.y == 50 && decisions.first?.adjusted.y == 60)
        let snap = ChromiumScrollAnimation(from: Point(x: 0, y: 50), to: Point(x: 0, y: 60), behavior: .inverseDelta)
        #expect(abs(snap.duration - 0.2) < 1e-12)
        // The notch's tick: already past 50 by the snap's first tick (an
        // animation to 50 would have barely started).
        let first = try #require(records.first { !$0.inputEvents.isEmpty })
        #expect(first.offset.y >= 50 && first.offset.y < 51, "\(first.offset.y)")
        for r in records where r.time > t0 + 1e-9 {
            #expect(abs(r.offset.y - snap.value(r.time - t0).y) < 1e-9, "t \(r.time - t0): \(r.offset.y)")
        }
        #expect(records.last!.offset.y == 60)
    }

    /// Two notches 6 ticks apart, smooth scrolling off: the second belongs
    /// to the same wheel sequence, so the content goes to the sequence's
    /// unsnapped sum, 100 (where Chromium still is: its snap waits for the
    /// scroll's end), and snaps from there ahead: 120, in 0.2 s from the
    /// second notch.
    @Test func secondNotchJumpsToTheSequenceSumWithoutSmoothScrolling() throws {
        let (_, t1, records, decisions) = Self.twoNotches(Self.jumpingEngine())
        #expect(decisions.map(\.proposed.y) == [50, 100])
        #expect(decisions.map(\.adjusted.y) == [60, 120])
        let second = try #require(records.last { !$0.inputEvents.isEmpty })
        #expect(second.offset.y >= 100 && second.offset.y < 101, "\(second.offset.y)")
        let snap = ChromiumScrollAnimation(from: Point(x: 0, y: 100), to: Point(x: 0, y: 120), behavior: .inverseDelta)
        #expect(abs(snap.duration - 0.2) < 1e-12)
        for r in records where r.time > t1 + 1e-9 {
            #expect(abs(r.offset.y - snap.value(r.time - t1).y) < 1e-9, "t \(r.time - t1): \(r.offset.y)")
        }
        #expect(records.last!.offset.y == 120)
    }
}
