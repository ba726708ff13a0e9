import Foundation
import Testing
@testable import ScrollKitCore

/// `flutter-bouncing`: cases transcribed from Flutter's
/// packages/flutter/test/widgets/scroll_physics_test.dart ("BouncingScrollPhysics
/// test" group and the createBallisticSimulation velocity test), then the
/// engine running its physics.
///
/// Flutter's `applyPhysicsToUserOffset(position, offset)` takes the finger's
/// movement (offset > 0 moves the pixels toward the start) and returns the
/// finger-space movement; `userOffset` takes and returns content offsets, so
/// Flutter's f(p, o) is −userOffset(−o).
@Suite struct BehaviorFlutterBouncingTests {
    let physics = FlutterBouncingScrollPhysicsBehavior()

    /// Flutter's applyPhysicsToUserOffset for `FixedScrollMetrics(min 0, max,
    /// pixels, viewportDimension 100)`.
    func flutter(pixels: Double, offset: Double, max: Double = 1000) -> Double {
        -physics.userOffset(-offset, position: pixels, lower: 0, upper: max, dimension: 100)
    }

    @Test func overscrollIsProgressivelyHarder() {
        // scroll_physics_test.dart: "overscroll is progressively harder".
        let less = flutter(pixels: -20, offset: 10), more = flutter(pixels: -40, offset: 10)
        #expect(less > 1 && less < 20)
        #expect(more > 1 && more < 20)
        #expect(abs(less) > abs(more))
        // The formula: 10 × 0.52·(1 − 0.2)² = 3.328; 10 × 0.52·(1 − 0.4)² = 1.872.
        #expect(abs(less - 3.328) < 1e-12 && abs(more - 1.872) < 1e-12)
    }

    @Test func easingAnOverscrollStillHasResistance() {
        // "easing an overscroll still has resistance".
        let easing = flutter(pixels: -20, offset: -10)
        #expect(easing < -1 && easing > -10)
        #expect(abs(easing + 10 * 0.52 * 0.81) < 1e-12)   // f = (20 − 10)/100
    }

    @Test func noResistanceWhenNotOverscrolled() {
        // "no resistance when not overscrolled".
        #expect(flutter(pixels: 300, offset: 10) == 10)
        #expect(flutter(pixels: 300, offset: -10) == -10)
    }

    @Test func easingMeetsLessResistanceThanTensioning() {
        // "easing an overscroll meets less resistance than tensioning".
        #expect(abs(flutter(pixels: -20, offset: -10)) > abs(flutter(pixels: -20, offset: 10)))
    }

    @Test func smallAndBigListsOverscrollTheSameWay() {
        // "overscroll a small list and a big list works the same way".
        let small = flutter(pixels: -20, offset: 10, max: 10), big = flutter(pixels: -20, offset: 10, max: 1000)
        #expect(small == big)
        #expect(small > 1 && small < 20)
    }

    @Test func ballisticSimulationKeepsTheVelocityAtTimeZero() throws {
        // "createBallisticSimulation does not change velocity at time 0" (pixels
        // 20 in [0, 100], viewport 500): dx(0) = 1000.
        let s = try #require(physics.ballistic(position: 20, velocity: 1000, lower: 0, upper: 100))
        #expect(abs(s.dx(0) - 1000) < 1e-9)
    }

    // MARK: The engine under flutter-bouncing

    /// A drag pulling 200 px past the start: the content follows Flutter's
    /// friction applied tick by tick (replayed here from the drag's steps),
    /// not UIKit's closed-form rubber band.
    @Test func dragPastTheStartFollowsFlutterFriction() {
        var engine = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 844),
                                              behavior: physics)
        let drag = EngineTestSupport.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 300), start: 0,
                                          duration: 0.25, hold: 0.1)
        engine.enqueue(contentsOf: drag)
        var records: [FrameRecord] = []
        while engine.time < 0.3 { records.append(engine.step()) }
        // Replay: the finger's content translation after the 18 px slop, per
        // move, through Flutter's drag-start threshold (3.5 px), then friction.
        var p = 0.0, last = 0.0
        var filter: FlutterDragFilter?
        for e in drag {
            guard case let .pointer(.move, q, _) = e.event, q.y - 100 > 18 else { continue }
            let translation = -(q.y - 100 - 18)
            if filter == nil { filter = FlutterDragFilter(threshold: 3.5, carried: 0, at: e.time) }
            let delta = filter!.update(translation - last, at: e.time)
            if delta != 0 {
                p += physics.userOffset(delta, position: p, lower: 0, upper: 6000 - 844, dimension: 844)
            }
            last = translation
        }
        #expect(abs(records.last!.offset.y - p) < 1e-9, "\(records.last!.offset.y) vs \(p)")
        #expect(p < -40 && p > -182)  // resisted, but more than UIKit's band would allow at the start
    }

    /// A fling past the end: momentum, Flutter's spring back, resting exactly
    /// on the end; a fling inside rests where the friction's speed falls
    /// under 20 px/s, ≈ 10 px short of its finalX.
    @Test func flingsBounceBackAndStopShort() throws {
        var engine = EngineTestSupport.engine(axes: .vertical, count: 20, container: Size(width: 390, height: 844),
                                              behavior: physics)   // 1200 px of content: M = 356
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 450),
                                                          start: 0, duration: 0.1))
        let records = engine.runUntilIdle()
        #expect(records.contains { $0.offset.y > 356 + 1 })
        #expect(records.last!.offset.y == 356)

        var inside = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 844),
                                              behavior: physics)
        inside.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 500),
                                                          start: 0, duration: 0.1))
        let r2 = inside.runUntilIdle()
        let d = try #require(r2.first { $0.decision != nil }?.decision)
        let v = d.velocity.dy
        // The rest is finalX − 20/ln(0.135)·sign: v/(−ln 0.135) − 20/(−ln 0.135) past the release.
        let shortfall = 20 / -log(0.135)
        let release = try #require(r2.last { $0.phase == .interacting }).offset.y
        let expected = release + v / -log(0.135) - shortfall
        #expect(abs(r2.last!.offset.y - expected) < 15, "\(r2.last!.offset.y) vs ≈ \(expected)")
        #expect(abs(r2.last!.offset.y - d.proposed.y) < 1e-9)
    }
}
