import Foundation
import Testing
@testable import ScrollKitCore

/// The platform behaviors' own animations to their targets: Chromium's
/// ease-in-out snap animation and snap fling curve, Flutter's
/// `ScrollSpringSimulation`. Curve cases are transcribed from Chromium's
/// cc/animation/scroll_offset_animation_curve_unittest.cc and
/// cc/input/snap_fling_curve_unittest.cc (test names cited); the engine
/// cases check the motion against the curves' formulas.
@Suite struct PlatformLandingTests {
    // MARK: Chromium: scroll_offset_animation_curve_unittest.cc

    /// "DeltaBasedDuration": the larger per-axis distance d gives
    /// min(√d, 42)/60 s. Target (100, 200) from the listed starts.
    @Test(arguments: [
        (100.0, 200.0, 0.0), (136, 200, 0.1), (19, 200, 0.15), (100, 344, 0.2), (100, 191, 0.05),
        (32500, 500, 0.7), (150, 119, 0.15), (0, 14600, 0.7), (95, 191, 0.05),
    ])
    func deltaBasedDuration(_ c: (Double, Double, Double)) {
        let d = max(abs(100 - c.0), abs(200 - c.1))
        let duration = ChromiumSmoothScrollCurve.duration(forDelta: d, behavior: .deltaBased)
        #expect(abs(duration - c.2) < 1e-12, "from (\(c.0), \(c.1)): \(duration)")
    }

    /// "GetValue": (2, 40) → (10, 20): the start at t ≤ 0, (6, 30) halfway
    /// (±0.00025), (3.0333, 37.4168) at a quarter (±0.0002), the target from
    /// the duration on; the duration is in (0, 0.1).
    @Test func getValue() {
        let duration = ChromiumSmoothScrollCurve.duration(forDelta: 20, behavior: .deltaBased)
        #expect(duration > 0 && duration < 0.1)
        let x = ChromiumSmoothScrollCurve(start: 2, target: 10, duration: duration)
        let y = ChromiumSmoothScrollCurve(start: 40, target: 20, duration: duration)
        #expect(x.x(-1) == 2 && y.x(-1) == 40 && x.x(0) == 2 && y.x(0) == 40)
        #expect(abs(x.x(duration * 0.5) - 6) < 0.00025 && abs(y.x(duration * 0.5) - 30) < 0.00025)
        #expect(abs(x.x(duration * 0.25) - 3.0333) < 0.0002, "\(x.x(duration * 0.25))")
        #expect(abs(y.x(duration * 0.25) - 37.4168) < 0.0002, "\(y.x(duration * 0.25))")
        #expect(x.x(duration) == 10 && y.x(duration + 1) == 20)
    }

    /// "EaseInOutUpdateTarget" (first part): 0 → 3600 with the constant
    /// duration 9/60 s is at 1800 halfway.
    @Test func constantDurationHalfway() {
        let duration = ChromiumSmoothScrollCurve.duration(forDelta: 3600, behavior: .constant)
        #expect(abs(duration - 9.0 / 60) < 0.0002)
        let c = ChromiumSmoothScrollCurve(start: 0, target: 3600, duration: duration)
        #expect(abs(c.x(duration / 2) - 1800) < 0.0002)
        #expect(abs(c.x(duration) - 3600) < 0.0002)
    }

    /// "InverseDeltaDuration": 100 px lasts longer than 300 px, which lasts
    /// longer than 500 px; 5000 px lasts as long as 500 px. "CurveWithDelay":
    /// 100 px lasts kInverseDeltaMaxDuration/60 = 0.2 s.
    @Test func inverseDeltaDuration() {
        func d(_ delta: Double) -> Double { ChromiumSmoothScrollCurve.duration(forDelta: delta, behavior: .inverseDelta) }
        #expect(d(100) > d(300) && d(300) > d(500))
        #expect(d(5000) == d(500))
        #expect(abs(d(100) - 12.0 / 60) < 0.0002)
        // The ramp: (14 − 300/60)/60 = 0.15 s at 300 px.
        #expect(abs(d(300) - 0.15) < 1e-12)
    }

    /// The ease-in-out curve starts and ends at rest and is monotone.
    @Test func easeInOutStartsAndEndsAtRest() {
        let c = ChromiumSmoothScrollCurve(start: 0, target: 390, duration: 0.1)
        #expect(c.dx(0) == 0 && c.dx(0.1) == 0)
        var last = 0.0
        for i in 1...100 {
            let x = c.x(Double(i) / 1000)
            #expect(x >= last)
            last = x
        }
        // Peak speed of ease-in-out: slope 1/(1 − ... ) at the middle, = y'(0.5)/x'(0.5) = 1.5/0.87... > 1.
        #expect(c.dx(0.05) > 390 / 0.1)
    }

    // MARK: Chromium: snap_fling_curve_unittest.cc

    /// "CurveInitialization": (100, 100) → (500, 500) is not finished; a curve
    /// to its own start is.
    @Test func snapFlingInitialization() {
        let d = (400.0 * 400 * 2).squareRoot()
        #expect(!ChromiumSnapFlingCurve(start: 100, target: 500, totalDistance: d).isDone(0))
        #expect(ChromiumSnapFlingCurve(start: 100, target: 100, totalDistance: 0).isDone(0))
    }

    /// "AdvanceHalfwayThrough" and "AdvanceFullyThrough": halfway both axes
    /// moved forward and the curve is not finished; at the duration it has
    /// moved exactly (400, 400) and is finished.
    @Test func snapFlingAdvances() {
        let d = (400.0 * 400 * 2).squareRoot()
        let x = ChromiumSnapFlingCurve(start: 100, target: 500, totalDistance: d)
        let y = ChromiumSnapFlingCurve(start: 100, target: 500, totalDistance: d)
        let half = x.duration / 2
        #expect(x.x(half) > 100 && y.x(half) > 100 && !x.isDone(half))
        #expect(x.x(x.duration) == 500 && y.x(y.duration) == 500 && x.isDone(x.duration))
        // The formula: n = ceil(−ln(1 + 565.69·(1/0.92 − 1))/ln 0.92) = 47 frames.
        #expect(x.frames == 47)
        // n deltas add up to D.
        let sum = x.firstDelta * (1 - pow(0.92, x.frames)) / (1 - 0.92)
        #expect(abs(sum - d) < 1e-9)
    }

    /// "FlingFinishesWithinOnePixel": (0, 0) → (100.5, 99.5) finishes once
    /// both axes are within 1 px of the target.
    @Test func snapFlingFinishesWithinOnePixel() {
        let d = (100.5 * 100.5 + 99.5 * 99.5).squareRoot()
        let x = ChromiumSnapFlingCurve(start: 0, target: 100.5, totalDistance: d)
        let y = ChromiumSnapFlingCurve(start: 0, target: 99.5, totalDistance: d)
        // The first moment both are within 1 px, and not a frame before.
        var t = 0.0
        while !(x.isDone(t) && y.isDone(t)) { t += 0.001 }
        // A millisecond earlier one of them was still a pixel or more away.
        #expect(100.5 - x.distance(t - 0.001) * x.axisRatio >= 1 || 99.5 - y.distance(t - 0.001) * y.axisRatio >= 1)
        #expect(t < x.duration)
        #expect(x.x(t) == 100.5 && y.x(t) == 99.5)
    }

    // MARK: The engine

    /// A flick under `css-mandatory`: the way to the snap position is the snap
    /// fling curve, once the fling's own frames before it have run
    /// (`ChromiumFlingLeadIn`): frame deltas shrink by 0.92 per 16 ms, i.e. by
    /// 0.92^(h/0.016) per tick of h seconds, and the motion ends on the target.
    @Test func cssFlingRunsTheSnapFlingCurve() throws {
        var engine = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600),
                                              behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory),
                                              targets: true)
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 380),
                                                          start: 0, duration: 0.08))
        let records = engine.runUntilIdle()
        let k = try #require(records.firstIndex { $0.decision != nil })
        let target = try #require(records[k].decision).adjusted.y
        #expect(records.last!.offset.y == target)
        let velocity = try #require(records[k].decision).velocity
        let estimate = try #require(ChromiumSnapFlingEstimate.estimate(velocity: velocity,
                                                                       viewport: Size(width: 390, height: 600)))
        let snapStart = Double(estimate.update) / 60 - ChromiumSnapFlingCurve.frameTime
        let t0 = records[k].time
        let moving = records[k...].filter {
            $0.phase == .animating && $0.offset.y != target && $0.time - t0 >= snapStart
        }
        #expect(moving.count > 6)
        let h = EngineTestSupport.tick
        let expected = pow(ChromiumSnapFlingCurve.ratio, h / ChromiumSnapFlingCurve.frameTime)
        for i in 2..<moving.count where moving[i].tick == moving[i - 1].tick + 1 && moving[i - 1].tick == moving[i - 2].tick + 1 {
            let a = moving[i - 1].offset.y - moving[i - 2].offset.y
            let b = moving[i].offset.y - moving[i - 1].offset.y
            guard abs(a) > 1e-6 else { continue }
            #expect(abs(b / a - expected) < 1e-9, "tick \(moving[i].tick): \(b / a) vs \(expected)")
        }
    }

    /// Switching to `css-mandatory` at rest between two snap positions runs
    /// Chromium's ease-in-out snap animation: exactly the curve's positions,
    /// over the inverse-delta duration, starting and ending at rest.
    @Test func cssResettleRunsTheEaseInOutCurve() throws {
        var engine = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600), targets: true)
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 250)), animated: false))))
        engine.step()
        let start = engine.lastRecord.offset.y
        let t0 = engine.time
        engine.setBehavior(CSSScrollSnapTargetBehavior(strictness: .mandatory))
        let records = engine.runUntilIdle()
        let target = try #require(records.first?.decision).adjusted.y
        #expect(target != start)
        let duration = ChromiumSmoothScrollCurve.duration(forDelta: abs(target - start), behavior: .inverseDelta)
        let curve = ChromiumSmoothScrollCurve(start: start, target: target, duration: duration)
        for r in records {
            #expect(abs(r.offset.y - curve.x(r.time - t0)) < 1e-9, "t \(r.time - t0): \(r.offset.y) vs \(curve.x(r.time - t0))")
        }
        let animating = records.filter { $0.phase == .animating }
        #expect(Double(animating.count) * EngineTestSupport.tick <= duration + 1e-9)
        #expect(Double(animating.count + 1) * EngineTestSupport.tick >= duration - 1e-9)
    }

    /// A flick under `flutter-page`: the way to the page is Flutter's
    /// ScrollSpringSimulation (mass 0.5, stiffness 100, ratio 1.1): restarted
    /// from any frame's position and velocity it predicts the later frames,
    /// and it ends on the page once within 1 px and 20 px/s.
    @Test func flutterPageRunsTheScrollSpring() throws {
        var engine = EngineTestSupport.engine(axes: .horizontal, container: Size(width: 400, height: 600),
                                              behavior: FlutterPageScrollTargetBehavior())
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 300, y: 300), to: Point(x: 200, y: 300),
                                                          start: 0, duration: 0.08))
        let records = engine.runUntilIdle()
        let k = try #require(records.firstIndex { $0.decision != nil })
        let target = try #require(records[k].decision).adjusted.x
        #expect(target == 400)
        #expect(records.last!.offset.x == target)
        #expect(records[k].activity == .snap)
        let first = records[k + 1]
        let spring = DampedSpringSimulation.bouncing(position: first.offset.x, velocity: first.velocity.dx, end: target)
        for r in records[(k + 2)...] where r.phase == .animating {
            let t = r.time - first.time
            #expect(abs(r.offset.x - spring.x(t)) < 1e-6, "t \(t): \(r.offset.x) vs \(spring.x(t))")
        }
        // Ends on the page when Flutter's tolerance (1 px, 20 px/s) is met.
        let lastMoving = try #require(records.last { $0.phase == .animating })
        #expect(abs(lastMoving.offset.x - target) >= 1 || abs(lastMoving.velocity.dx) >= 20)
    }
}
