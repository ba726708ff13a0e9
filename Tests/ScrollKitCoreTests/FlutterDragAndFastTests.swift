import Foundation
import Testing
@testable import ScrollKitCore

/// `flutter-bouncing`'s drag as Flutter's `ScrollDragController` runs it
/// (cases transcribed from packages/flutter/test/widgets/scrollable_test.dart,
/// test names cited; finger offsets there are negated content offsets), the
/// carried momentum, and `decelerationRate: .fast` (scroll_physics.dart,
/// friction_simulation.dart).
@Suite struct FlutterDragAndFastTests {
    /// Feeds (finger delta, ms) updates through the filter and returns the
    /// scroll offset after each.
    static func offsets(_ moves: [(Double, Double)]) -> [Double] {
        var filter = FlutterDragFilter(threshold: 3.5, carried: 0, at: 0)
        var offset = 0.0
        return moves.map { move in
            offset += filter.update(-move.0, at: move.1 / 1000)
            return offset
        }
    }

    @Test func dragsCreepingMustBreakThreshold() {
        // 'Drags creeping must break threshold on iOS/macOS'.
        let o = Self.offsets([(-0.5, 0), (-0.5, 10), (-0.5, 20), (-1, 30), (-1, 40), (-0.5, 50)])
        #expect(o == [0, 0, 0, 0, 0, 0.5])
    }

    @Test func bigDragOverThresholdMagnitudePreserved() {
        // 'Big drag over threshold magnitude preserved on iOS/macOS'.
        #expect(Self.offsets([(-30, 0)]) == [30])
    }

    @Test func slowThresholdBreaksAreAttenuated() {
        // 'Slow threshold breaks are attenuated on iOS/macOS': 1.1666…, then 11.1666….
        let o = Self.offsets([(-10, 0), (-10, 20)])
        #expect(abs(o[0] - 1.1666666666666667) < 1e-10 && abs(o[1] - 11.16666666666666673) < 1e-10)
    }

    @Test func smallContinuingMotionPreserved() {
        // 'Small continuing motion preserved on iOS/macOS'.
        #expect(Self.offsets([(-30, 0), (-0.5, 20), (-0.5, 40), (-0.5, 60)]) == [30, 30.5, 31, 31.5])
    }

    @Test func motionStopResetsThreshold() {
        // 'Motion stop resets threshold on iOS/macOS'.
        let o = Self.offsets([(-30, 0), (-0.5, 20), (0, 21), (0, 120), (-1, 140), (-1, 150), (-1, 160), (-1, 170), (-1, 180)])
        #expect(o == [30, 30.5, 30.5, 30.5, 30.5, 30.5, 30.5, 31.5, 32.5])
    }

    @Test func carriedMomentumFormula() {
        // BouncingScrollPhysics.carriedMomentum: sign·min(0.000816·|v|^1.967, 40000).
        let physics = FlutterBouncingScrollPhysicsBehavior()
        #expect(abs(physics.carriedMomentum(1000) - 0.000816 * pow(1000, 1.967)) < 1e-9)
        #expect(abs(physics.carriedMomentum(-1000) + 0.000816 * pow(1000, 1.967)) < 1e-9)
        #expect(physics.carriedMomentum(1e6) == 40000)
        #expect(physics.carriedMomentum(0) == 0)
        // Added only in the same direction and when not under half of it.
        let f = FlutterDragFilter(threshold: nil, carried: 650, at: 0)
        #expect(f.endVelocity(1000) == 1650)
        #expect(f.endVelocity(-1000) == -1000)
        #expect(f.endVelocity(300) == 300)
    }

    @Test func stationaryFingerLosesMomentum() {
        // _maybeLoseMomentum: an update without movement over 20 ms after the last movement.
        var f = FlutterDragFilter(threshold: 3.5, carried: 650, at: 0)
        _ = f.update(5, at: 0.010)
        _ = f.update(0, at: 0.025)
        #expect(f.retains)
        _ = f.update(0, at: 0.031)
        #expect(!f.retains)
        #expect(f.endVelocity(1000) == 1000)
    }

    /// Two flings in a row: the second starts faster than its release (the
    /// carried momentum of the first, 'Repeated flings builds momentum' expects
    /// > 1.1 × the fling speed); in the opposite direction nothing is carried
    /// ('No iOS/macOS momentum build with flings in opposite directions').
    @Test(arguments: [true, false])
    func repeatedFlings(sameDirection: Bool) throws {
        var engine = EngineTestSupport.engine(axes: .vertical, count: 400, container: Size(width: 390, height: 844),
                                              behavior: FlutterBouncingScrollPhysicsBehavior())
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 8000)), animated: false))))
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 400),
                                                          start: 0.01, duration: 0.2))
        let second: (Double, Double) = sameDirection ? (600, 400) : (400, 600)
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: second.0), to: Point(x: 100, y: second.1),
                                                          start: 0.23, duration: 0.2))
        let records = engine.runUntilIdle()
        let decisions = records.filter { $0.decision != nil }
        #expect(decisions.count == 2)
        let release = try #require(decisions.last?.decision).velocity.dy
        let i = try #require(records.lastIndex { $0.decision != nil })
        let v = records[i + 1].velocity.dy
        if sameDirection {
            #expect(v > 1.1 * release, "\(v) vs release \(release)")
        } else {
            #expect(abs(v) <= abs(release) * 1.001, "\(v) vs release \(release)")
        }
    }

    // MARK: decelerationRate: .fast

    @Test func fastFrictionAndEasing() {
        let fast = FlutterBouncingScrollPhysicsBehavior(decelerationRate: .fast)
        // frictionFactor .fast: 0.26·(1 − f)²: pulling 10 px out at 20 of 100 px → 10·0.26·0.64.
        #expect(abs(fast.userOffset(-10, position: -20, lower: 0, upper: 1000, dimension: 100) + 10 * 0.26 * 0.64) < 1e-12)
        // Easing back is 1:1 under .fast.
        #expect(fast.userOffset(10, position: -20, lower: 0, upper: 1000, dimension: 100) == 10)
        #expect(fast.name == "flutter-bouncing-fast")
    }

    /// FrictionSimulation with constantDeceleration 1400: v(t) = v0·0.135^t −
    /// 1400t reaches 0 at finalTime, x is continuous there and stays.
    @Test func constantDecelerationStops() {
        let s = DragFrictionSimulation(drag: 0.135, position: 0, velocity: 2000, toleranceVelocity: 20,
                                       constantDeceleration: 1400)
        #expect(s.finalTime.isFinite && s.finalTime > 0)
        #expect(abs(2000 * pow(0.135, s.finalTime) - 1400 * s.finalTime) < 1e-6)
        #expect(abs(s.x(s.finalTime) - s.finalX) < 1e-9 && s.x(s.finalTime + 1) == s.finalX)
        #expect(s.dx(s.finalTime + 0.01) == 0)
        // It goes less far than without the constant deceleration.
        let normal = DragFrictionSimulation(drag: 0.135, position: 0, velocity: 2000, toleranceVelocity: 20)
        #expect(s.finalX < normal.finalX)
        // timeAt inverts x.
        let t = s.timeAt(s.x(0.2))
        #expect(abs(t - 0.2) < 1e-6)
        // Negative velocity: the deceleration takes the velocity's sign.
        let back = DragFrictionSimulation(drag: 0.135, position: 0, velocity: -2000, toleranceVelocity: 20,
                                          constantDeceleration: 1400)
        #expect(abs(back.finalX + s.finalX) < 1e-9)
    }
}
