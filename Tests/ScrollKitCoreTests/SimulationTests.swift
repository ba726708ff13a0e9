import PropertyBased
import RealModule
import Testing
@testable import ScrollKitCore

/// Time series of every simulation against its formula, forwards and
/// backwards in time (Flutter's simulation tests).
@Suite struct SimulationTests {
    /// Times from −0.5 s to 4 s; evaluated in both orders.
    static let times: [Double] = stride(from: -0.5, through: 4.0, by: 1.0 / 64).map { $0 }

    /// Evaluating forwards and backwards gives identical values (pure functions).
    func expectOrderIndependent(_ s: some Simulation) {
        let forward = Self.times.map { (s.x($0), s.dx($0)) }
        let backward = Self.times.reversed().map { (s.x($0), s.dx($0)) }.reversed()
        for (a, b) in zip(forward, backward) {
            #expect(a.0 == b.0 && a.1 == b.1)
        }
    }

    // MARK: Friction

    @Test(arguments: [(0.998, 0.4995), (0.99, 0.0995)])
    func frictionFollowsUIScrollViewClosedForm(rate: Double, projection: Double) {
        let d = DecelerationRate(rate: rate)!
        for (x0, v0) in [(0.0, 1000.0), (250.0, -3200.0), (-40.0, 8000.0)] {
            let s = FrictionSimulation(position: x0, velocity: v0, rate: d)
            let k = 1000 * Double.log(rate)
            for t in Self.times {
                // x(t) = x0 + v0·(d^(1000t) − 1)/k, written with pow, not exp.
                let expected = x0 + v0 * (Double.pow(rate, 1000 * t) - 1) / k
                #expect(abs(s.x(t) - expected) <= 1e-9 * max(1, abs(expected)))
                #expect(abs(s.dx(t) - v0 * Double.pow(rate, 1000 * t)) <= 1e-9 * max(1, abs(v0 * Double.pow(rate, 1000 * t))))
            }
            // Resting point x0 − v0/k ≈ x0 + projection·v0 (UIKit's 0.4995 / 0.0995).
            #expect(abs(s.rest - (x0 - v0 / k)) < 1e-9)
            #expect(abs(s.rest - (x0 + projection * v0)) < 1e-4 * abs(v0))
            expectOrderIndependent(s)
        }
    }

    @Test func frictionVelocityIsTheDerivativeOfPosition() {
        let s = FrictionSimulation(position: 10, velocity: 2500, rate: .normal)
        let h = 1e-6
        for t in Self.times {
            let numeric = (s.x(t + h) - s.x(t - h)) / (2 * h)
            #expect(abs(numeric - s.dx(t)) < 1e-3 * max(1, abs(s.dx(t))))
        }
    }

    @Test func frictionIsDoneWithinAQuarterPixelOfRest() {
        for rate in [DecelerationRate.normal, .fast, DecelerationRate(rate: 0.9995)!] {
            let s = FrictionSimulation(position: 0, velocity: 3000, rate: rate)
            let done = s.doneTime
            #expect(!s.isDone(done - 0.01))
            #expect(s.isDone(done + 1e-6))
            #expect(abs(s.x(done) - s.rest) <= 0.25 + 1e-9)
            // Monotone: once done, done for every later time.
            for t in stride(from: done + 1e-6, through: done + 5, by: 0.1) { #expect(s.isDone(t)) }
        }
    }

    @Test func frictionTimeToReachInvertsPosition() {
        let s = FrictionSimulation(position: 100, velocity: -2000, rate: .normal)
        for t in [0.0, 0.1, 0.5, 1.5] {
            let p = s.x(t)
            let back = try! #require(s.time(toReach: p))
            #expect(abs(back - t) < 1e-9)
        }
        #expect(s.time(toReach: s.rest - 10) == nil) // beyond the resting point
        #expect(s.time(toReach: 200) == nil)         // behind the start
    }

    @Test func frictionSolvedToRestOnATarget() throws {
        let s = try #require(FrictionSimulation(position: 120, velocity: 1500, restingAt: 844))
        #expect(abs(s.rest - 844) < 1e-9)
        #expect(abs(s.k - (-1500.0 / 724.0)) < 1e-12)
        #expect(s.dx(0) == 1500)
        #expect(FrictionSimulation(position: 120, velocity: -1500, restingAt: 844) == nil) // wrong direction
        #expect(FrictionSimulation(position: 120, velocity: 0, restingAt: 844) == nil)
    }

    // MARK: Spring

    @Test(arguments: [SpringSimulation.returnOmega, SpringSimulation.landingOmega, SpringSimulation.wheelOmega])
    func criticallyDampedSpringFollowsItsClosedForm(omega: Double) {
        for (x0, v0, target) in [(-96.7, 0.0, 0.0), (500.0, 1200.0, 844.0), (10.0, -3000.0, 0.0)] {
            let s = SpringSimulation(position: x0, velocity: v0, target: target, omega: omega)
            let c1 = x0 - target, c2 = v0 + omega * c1
            for t in Self.times {
                let e = Double.exp(-omega * t)
                #expect(abs(s.x(t) - (target + e * (c1 + c2 * t))) <= 1e-9 * max(1, abs(s.x(t))))
            }
            #expect(abs(s.x(0) - x0) < 1e-12)
            #expect(abs(s.dx(0) - v0) < 1e-9)
            // It solves x'' + 2ω x' + ω²(x − target) = 0.
            let h = 1e-4
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                let a = (s.x(t + h) - 2 * s.x(t) + s.x(t - h)) / (h * h)
                let residual = a + 2 * omega * s.dx(t) + omega * omega * (s.x(t) - target)
                #expect(abs(residual) < 1e-2 * max(1, omega * omega * abs(c1) + omega * abs(v0)))
            }
            expectOrderIndependent(s)
        }
    }

    @Test func springReturnFromRubberBandIsDoneWithinOneSecondWithoutCrossing() {
        // Acceptance 2's physics: from −f(200, 800, 0.55) at rest, ω = 10.
        let s = SpringSimulation(position: -EngineTestSupport.f(200, 800), velocity: 0, target: 0, omega: 10)
        #expect(s.crossingTime == nil)
        for t in stride(from: 0.0, through: 3, by: 0.001) { #expect(s.x(t) <= 0) }
        #expect(s.isDone(1.0))
        #expect(!s.isDone(0.5))
    }

    @Test func landingSpringNeverPassesItsTarget() {
        for v0 in [100.0, 2000.0, 8000.0] {
            let s = SpringSimulation.landing(position: 0, velocity: v0, target: 300, omega: SpringSimulation.landingOmega)
            #expect(s.dx(0) == v0)
            #expect(s.crossingTime == nil)
            for t in stride(from: 0.0, through: 3, by: 0.002) { #expect(s.x(t) <= 300 + 1e-9) }
        }
        // Fast toward a near target: ω is raised to v0/distance (c2 = 0).
        let fast = SpringSimulation.landing(position: 0, velocity: 8000, target: 100, omega: 15.7)
        #expect(fast.omega == 80)
        #expect(abs(fast.c2) < 1e-9)
    }

    @Test func springCrossingTimeIsWhereItPassesTheTarget() throws {
        let s = SpringSimulation(position: -50, velocity: 2000, target: 0, omega: 10)
        let t = try #require(s.crossingTime)
        #expect(abs(s.x(t)) < 1e-9)
        #expect(s.x(t - 0.01) < 0 && s.x(t + 0.01) > 0)
    }

    // MARK: Rubber band

    @Test func rubberBandMatchesUIKitFormula() {
        #expect(abs(RubberBand.offset(200, dimension: 800) - 96.7032967) < 1e-6)
        for d in [390.0, 800.0, 844.0] {
            for x in stride(from: 0.0, through: 5000, by: 37.5) {
                let y = RubberBand.offset(x, dimension: d)
                #expect(abs(y - EngineTestSupport.f(x, d)) < 1e-9)
                #expect(y < d)
                #expect(abs(RubberBand.rawOffset(y, dimension: d) - x) < 1e-6 * max(1, x))
                #expect(abs(RubberBand.offset(-x, dimension: d) + y) < 1e-12)
            }
            #expect(abs(RubberBand.slope(0, dimension: d) - 0.55) < 1e-12)
        }
        #expect(RubberBand.offset(100, dimension: 0) == 0)
        #expect(RubberBand.offset(.nan, dimension: 800) == 0)
        #expect(RubberBand.rawOffset(900, dimension: 800).isFinite)
    }

    // MARK: Ballistic

    @Test func ballisticInsideTheRangeIsPlainFriction() {
        let b = BallisticSimulation(position: 1000, velocity: 2000, lower: 0, upper: 10000, k: DecelerationRate.normal.k)
        let f = FrictionSimulation(position: 1000, velocity: 2000, rate: .normal)
        #expect(b.segmentCount == 1)
        for t in Self.times { #expect(b.x(t) == f.x(t) && b.dx(t) == f.dx(t)) }
        #expect(b.finalPosition == f.rest)
        expectOrderIndependent(b)
    }

    @Test func ballisticBouncesAtTheEdgeWithContinuousMotion() throws {
        let k = DecelerationRate.normal.k
        let b = BallisticSimulation(position: 4000, velocity: 3000, lower: 0, upper: 4500, k: k)
        #expect(b.segmentCount == 2)
        let f = FrictionSimulation(position: 4000, velocity: 3000, k: k)
        let tc = try #require(f.time(toReach: 4500))
        #expect(abs(b.secondStart - tc) < 1e-12)
        // Continuous position and velocity at the handover.
        let e = 1e-7
        #expect(abs(b.x(tc - e) - b.x(tc + e)) < 1e-3)
        #expect(abs(b.dx(tc - e) - b.dx(tc + e)) < 1e-2)
        // After the edge: e^(−10 t)·vc·t past it, peak vc/(10·e) at t = 0.1 s.
        let vc = f.dx(tc)
        for t in stride(from: 0.0, through: 1.5, by: 0.01) {
            let expected = 4500 + Double.exp(-10 * t) * vc * t
            #expect(abs(b.x(tc + t) - expected) < 1e-6)
        }
        let peak = (0...2000).map { b.x(tc + Double($0) / 10000) }.max()!
        #expect(abs(peak - (4500 + vc / (10 * Double.exp(1)))) < 0.01)
        #expect(b.finalPosition == 4500)
        expectOrderIndependent(b)
    }

    @Test func ballisticWithoutBouncesStopsDeadAtTheEdge() throws {
        let b = BallisticSimulation(position: 4000, velocity: 3000, lower: 0, upper: 4500,
                                    k: DecelerationRate.normal.k, bounces: false)
        let tc = b.secondStart
        #expect(b.x(tc + 0.5) == 4500 && b.dx(tc + 0.5) == 0)
        #expect(b.isDone(tc))
        #expect(b.finalPosition == 4500)
    }

    @Test func ballisticFromOverscrollSpringsBackAndMayContinueInside() {
        let k = DecelerationRate.normal.k
        // Released still at −96.7: the return spring only.
        let still = BallisticSimulation(position: -96.7, velocity: 0, lower: 0, upper: 5000, k: k)
        #expect(still.segmentCount == 1)
        #expect(still.finalPosition == 0)
        for t in stride(from: 0.0, through: 2, by: 0.01) {
            #expect(abs(still.x(t) - (-96.7 * Double.exp(-10 * t) * (1 + 10 * t))) < 1e-9)
        }
        // Flung back inward hard: spring to the edge, then friction inside.
        let flung = BallisticSimulation(position: -50, velocity: 3000, lower: 0, upper: 5000, k: k)
        #expect(flung.segmentCount == 2)
        let t1 = flung.secondStart
        #expect(abs(flung.x(t1)) < 1e-9)
        #expect(abs(flung.dx(t1 - 1e-7) - flung.dx(t1 + 1e-7)) < 1e-2)
        #expect(flung.finalPosition > 0 && flung.finalPosition < 5000)
        // Spring → friction → spring: a short content flung across.
        let across = BallisticSimulation(position: -50, velocity: 8000, lower: 0, upper: 300, k: k)
        #expect(across.segmentCount == 3)
        #expect(across.finalPosition == 300)
        expectOrderIndependent(across)
    }

    @Test func ballisticAlwaysRestsInsideItsRange() async {
        await propertyCheck(
            count: 2000,
            input: Gen.double(in: -3000...12000), Gen.double(in: -9000...9000),
            Gen.double(in: 0...8000), Gen.double(in: 0.95...0.9995)
        ) { x0, v0, upper, rate in
            let b = BallisticSimulation(position: x0, velocity: v0, lower: 0, upper: upper,
                                        k: DecelerationRate(rate: rate)!.k)
            #expect(b.finalPosition >= 0 && b.finalPosition <= upper)
            #expect(abs(b.x(0) - x0) <= 1e-9 * max(1, abs(x0)))
            #expect(abs(b.dx(0) - v0) < 1e-6 * max(1, abs(v0)))
            #expect(b.isDone(120))
            #expect(abs(b.x(120) - b.finalPosition) < 0.25 + 1e-9)
        }
    }

    // MARK: Landing

    @Test func landingPrefersFrictionInItsRateRangeElseASpring() {
        // 1500 px/s toward 724 px away: d = e^(−1500/724/1000) ≈ 0.99793 → friction.
        guard case let .friction(f) = LandingPlanner.land(from: 120, velocity: 1500, to: 844,
                                                            omega: SpringSimulation.landingOmega, allowFriction: true)
        else { Issue.record("expected friction"); return }
        #expect(abs(f.rest - 844) < 1e-9)
        // Released still: a spring.
        #expect(LandingPlanner.land(from: 120, velocity: 0, to: 0, omega: 15.7, allowFriction: true).isSpring)
        // Moving away from the target: a spring.
        #expect(LandingPlanner.land(from: 120, velocity: 900, to: 0, omega: 15.7, allowFriction: true).isSpring)
        // Too fast for the distance (d = e^(−80/1000) ≈ 0.923 < 0.95): a spring.
        #expect(LandingPlanner.land(from: 0, velocity: 8000, to: 100, omega: 15.7, allowFriction: true).isSpring)
        // Too slow for the distance (d ≈ 0.99967 > 0.9985): a spring.
        #expect(LandingPlanner.land(from: 0, velocity: 100, to: 300, omega: 15.7, allowFriction: true).isSpring)
        // Already there and still: nothing to do.
        #expect(LandingPlanner.land(from: 5, velocity: 0, to: 5, omega: 15.7, allowFriction: true) == .still(5))
    }
}
