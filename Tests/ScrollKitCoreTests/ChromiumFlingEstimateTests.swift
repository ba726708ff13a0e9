import Foundation
import Testing
@testable import ScrollKitCore

/// Chromium's touchscreen fling (`PhysicsBasedFlingCurve`) and the snap
/// fling's estimate of its end. Curve cases are transcribed from
/// ui/events/gestures/physics_based_fling_curve_unittest.cc (test names
/// cited; 96 px/inch, a 1920 × 1080 viewport); the estimate's from the
/// decay rule of cc/input/snap_fling_curve_unittest.cc
/// "EstimateDisplacementFeatureEnabled", applied to the curve's frames.
@Suite struct ChromiumFlingEstimateTests {
    static let viewport = Size(width: 1920, height: 1080)

    /// "BasicFlingTestVelocityX": 5000 px/s scrolls 99 px in the first
    /// 20 ms, 1054 more by 250 ms, 3571 more to the end (4724 = v²/2a, under
    /// the 3 × 1920 bound), in 2 s (min(5000/2300, 2)).
    @Test func basicFlingX() {
        let c = ChromiumPhysicsFlingCurve(velocity: Vector(dx: 5000, dy: 0), viewport: Self.viewport)
        #expect(c.duration == 2)
        #expect(abs(c.offset(0.02).dx - 99) < 1)
        #expect(abs(c.offset(0.25).dx - c.offset(0.02).dx - 1054) < 1)
        #expect(abs(c.offset(10).dx - c.offset(0.25).dx - 3571) < 1)
        #expect(c.offset(-0.02).dx == 0 && c.offset(0.25).dy == 0)
        #expect(abs(c.distance.dx - 5000.0 * 5000 / (2 * ChromiumPhysicsFlingCurve.deceleration)) < 1e-9)
    }

    /// "BasicFlingTestVelocityY": 5000 px/s down, 98 px in 20 ms, 923 more by
    /// 250 ms, 2218 more to the end: 3240 = 3 × 1080, the bound.
    @Test func basicFlingYIsBounded() {
        let c = ChromiumPhysicsFlingCurve(velocity: Vector(dx: 0, dy: 5000), viewport: Self.viewport)
        #expect(c.distance.dy == 3240)
        #expect(abs(c.offset(0.02).dy - 98) < 1)
        #expect(abs(c.offset(0.25).dy - c.offset(0.02).dy - 923) < 1)
        #expect(abs(c.offset(c.duration).dy - c.offset(0.25).dy - 2218) < 1)
    }

    /// "BasicFlingTestVelocityXAndY": (2000, 4000): 19 and 79 px by 20 ms,
    /// 200 and 803 more by 250 ms, 535 and 2141 more to the end.
    @Test func basicFlingXAndY() {
        let c = ChromiumPhysicsFlingCurve(velocity: Vector(dx: 2000, dy: 4000), viewport: Self.viewport)
        let a = c.offset(0.02), b = c.offset(0.25), e = c.offset(10)
        #expect(abs(a.dx - 19) < 1 && abs(a.dy - 79) < 1)
        #expect(abs(b.dx - a.dx - 200) < 1 && abs(b.dy - a.dy - 803) < 1)
        #expect(abs(e.dx - b.dx - 535) < 1 && abs(e.dy - b.dy - 2141) < 1)
    }

    /// "ControlPointsWithSlopeLessThan1" (5000 px/s: p1 = (0.2, 0.43 ± 0.01))
    /// and "…GreaterThan1" (15000 px/s: p1 = (0.19 ± 0.01, 1)); p2 = (0.55, 1).
    @Test func controlPoints() {
        let slow = ChromiumPhysicsFlingCurve(velocity: Vector(dx: 5000, dy: 0), viewport: Self.viewport).timing
        #expect(slow.x1 == 0.2 && abs(slow.y1 - 0.43) < 0.01 && slow.x2 == 0.55 && slow.y2 == 1)
        let fast = ChromiumPhysicsFlingCurve(velocity: Vector(dx: 15000, dy: 0), viewport: Self.viewport).timing
        #expect(abs(fast.x1 - 0.19) < 0.01 && fast.y1 == 1)
    }

    /// The estimate is the decay rule on the curve's frames of 1/60 s: the
    /// first update n whose delta has decayed below 0.96 of the one before
    /// (or, after 3 decaying updates, any decay) gives offset(n) +
    /// dₙ/(1 − dₙ/dₙ₋₁). For the oracle's flings on 390-px pages the second
    /// update decays enough at 1000, 1500 and 3000 px/s; at 2000 px/s the
    /// decays stay at 0.965–0.967 and the fourth update (the third decaying
    /// one) estimates.
    @Test(arguments: [(1000.0, 2), (1500, 2), (2000, 4), (3000, 2)])
    func estimateFollowsTheDecayRule(_ c: (Double, Int)) throws {
        let (v, n) = c
        let viewport = Size(width: 390, height: 844)
        let curve = ChromiumPhysicsFlingCurve(velocity: Vector(dx: v, dy: 0), viewport: viewport)
        let t = ChromiumSnapFlingEstimate.frameTime
        let o = (0...n).map { curve.offset(Double($0) * t).dx }
        let d = (1...n).map { o[$0] - o[$0 - 1] }
        for k in 1..<(n - 1) { #expect(d[k] / d[k - 1] >= 0.96 && d[k] < d[k - 1]) }
        let decay = d[n - 1] / d[n - 2]
        #expect(decay < (n == 2 ? 0.96 : 1))
        let (at, end) = ChromiumSnapFlingEstimate.displacement(velocity: Vector(dx: v, dy: 0), viewport: viewport)
        #expect(abs(at.dx - o[n]) < 1e-9)
        #expect(abs(end.dx - (o[n] + d[n - 1] / (1 - decay))) < 1e-9)
        #expect(at.dy == 0 && end.dy == 0)
    }

    /// Where those flings of 0.1 s from the release r = 100, 150, 200, 300 px
    /// pick their page on 390-px pages (the positions strictly ahead of the
    /// estimating update, the closest to its end): 390, 780, 1170, 1170, as
    /// the real Chromium rests (docs/oracle.md); the 3000-px/s fling is
    /// bounded at 3 × 390 = 1170 px.
    @Test func oracleFlingsPickChromiumsPages() {
        let viewport = Size(width: 390, height: 844)
        func page(_ r: Double, _ v: Double) -> Double {
            let (at, end) = ChromiumSnapFlingEstimate.displacement(velocity: Vector(dx: v, dy: 0), viewport: viewport)
            let c = r + at.dx, p = r + end.dx
            let ahead = (0..<20).map { Double($0) * 390 }.filter { ($0 - c).rounded() > 0 }
            return ahead.min { abs($0 - p) < abs($1 - p) }!
        }
        #expect(ChromiumPhysicsFlingCurve(velocity: Vector(dx: 3000, dy: 0), viewport: viewport).distance.dx == 1170)
        #expect(page(100, 1000) == 390 && page(150, 1500) == 780 && page(200, 2000) == 1170 && page(300, 3000) == 1170)
    }
}
