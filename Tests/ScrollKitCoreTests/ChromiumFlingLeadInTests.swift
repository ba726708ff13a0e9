import Foundation
import Testing
@testable import ScrollKitCore

/// A touch fling's start in a snap container as Chromium runs it: the
/// browser's own fling frames (components/input/fling_controller.cc) scroll
/// until the inertial update that lets cc/input/snap_fling_controller.cc
/// estimate the end; that update starts the snap fling curve
/// (cc/input/snap_fling_curve.cc) from where the earlier updates left the
/// content, its first delta scrolled at the update's time. Golden values
/// from those rules: F = 1/60 s a fling frame, T = 16 ms a snap frame,
/// r = 0.92, n = ⌈−ln(1 − D(1 − 1/r))/ln r⌉, a = D(1 − r)/(1 − rⁿ).
@Suite struct ChromiumFlingLeadInTests {
    static let viewport = Size(width: 390, height: 844)
    static let f = 1.0 / 60

    /// The snap fling curve's distance τ s after its clock starts, from the
    /// formulas (not the type under test).
    static func snapDistance(_ d: Double, _ tau: Double) -> Double {
        let r = 0.92
        let n = (-log(1 - d * (1 - 1 / r)) / log(r)).rounded(.up)
        let a = d * (1 - r) / (1 - pow(r, n))
        return min(d, a * (1 - pow(r, tau / 0.016)) / (1 - r))
    }

    /// The horizontal lead-in of a fling of `v` from `origin`, after checking
    /// that the estimate's update is `update`.
    static func leadIn(_ v: Vector, origin: Double, update: Int) throws -> ChromiumFlingLeadIn {
        let estimate = try #require(ChromiumSnapFlingEstimate.estimate(velocity: v, viewport: viewport))
        #expect(estimate.update == update)
        return ChromiumFlingLeadIn(velocity: v, viewport: viewport, axis: .horizontal, origin: origin,
                                   update: estimate.update)
    }

    /// 2000 px/s (the oracle's 200-px fling): the 4th update estimates (its
    /// decays stay above 0.96, so it waits for the 3rd decaying one); the
    /// fling's own curve runs to 3F, holds until 4F − T, and the snap curve
    /// from there has scrolled exactly its first delta a at 4F.
    @Test func slowDecayFlingsThreeFramesFirst() throws {
        let v = Vector(dx: 2000, dy: 0)
        let lead = try Self.leadIn(v, origin: 200, update: 4)
        let fling = ChromiumPhysicsFlingCurve(velocity: v, viewport: Self.viewport)
        #expect(abs(lead.handoff - 3 * Self.f) < 1e-12)
        #expect(abs(lead.snapStart - (4 * Self.f - 0.016)) < 1e-12)
        for t in stride(from: 0.0, through: 3 * Self.f, by: 0.004) {
            #expect(abs(lead.x(t) - (200 + fling.offset(t).dx)) < 1e-9)
        }
        let end = 200 + fling.offset(3 * Self.f).dx
        #expect(abs(lead.end - end) < 1e-9)
        let curve = ChromiumSnapFlingCurve(start: 0, target: 1170, leadIn: lead)
        #expect(curve.start == lead.end)
        let holding = (lead.handoff + lead.snapStart) / 2
        #expect(abs(curve.x(holding) - end) < 1e-9 && abs(curve.x(lead.snapStart) - end) < 1e-9)
        #expect(!curve.isDone(holding))
        let d = 1170 - end
        for tau in [0.016, 0.05, 0.2, 0.4] {
            let t = lead.snapStart + tau
            #expect(abs(curve.x(t) - (end + Self.snapDistance(d, tau))) < 1e-9, "τ \(tau)")
        }
        // At the estimating update (4F) the first delta is scrolled.
        let n = (-log(1 - d * (1 - 1 / 0.92)) / log(0.92)).rounded(.up)
        let a = d * 0.08 / (1 - pow(0.92, n))
        #expect(abs(curve.x(4 * Self.f) - end - a) < 1e-9)
        #expect(curve.x(10) == 1170 && curve.isDone(lead.snapStart + curve.duration))
    }

    /// 1500 px/s decays below 0.96 at the second update: one frame of the
    /// fling's own, then the snap curve. The velocity is the curve's slope
    /// before the handoff (v at the release) and 0 while it holds.
    @Test func fastDecayFlingsOneFrame() throws {
        let v = Vector(dx: 1500, dy: 0)
        let lead = try Self.leadIn(v, origin: 0, update: 2)
        #expect(abs(lead.handoff - Self.f) < 1e-12)
        #expect(abs(lead.dx(0) - 1500) < 1)
        #expect(lead.dx(lead.handoff) == 0)
        let fling = ChromiumPhysicsFlingCurve(velocity: v, viewport: Self.viewport)
        let h = 1e-6
        #expect(abs(lead.dx(0.01) - (fling.offset(0.01 + h).dx - fling.offset(0.01 - h).dx) / (2 * h)) < 0.01)
    }

    /// The engine: a flick under `css-mandatory` runs the fling's own frames
    /// from the release, then the snap fling curve from where they end.
    @Test func engineFlingsBeforeItsSnapCurve() throws {
        var engine = EngineTestSupport.engine(axes: .horizontal, count: 20, rowLength: 390,
                                              container: Self.viewport,
                                              behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory),
                                              targets: true)
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400),
                                                          start: 0, duration: 0.1))
        let records = engine.runUntilIdle()
        let k = try #require(records.firstIndex { $0.decision != nil })
        let decision = try #require(records[k].decision)
        let estimate = try #require(ChromiumSnapFlingEstimate.estimate(velocity: decision.velocity, viewport: Self.viewport))
        let release = decision.proposed.x - estimate.end.dx
        let target = decision.adjusted.x
        let fling = ChromiumPhysicsFlingCurve(velocity: decision.velocity, viewport: Self.viewport)
        let handoff = Double(estimate.update - 1) * Self.f
        let snapStart = Double(estimate.update) * Self.f - 0.016
        let end = release + fling.offset(handoff).dx
        // The release was handled in the tick before the one that records it.
        let t0 = records[k].time - EngineTestSupport.tick
        var checked = (lead: 0, snap: 0)
        for r in records[(k + 1)...] where r.phase == .animating {
            let tau = r.time - t0
            if tau <= handoff {
                #expect(abs(r.offset.x - (release + fling.offset(tau).dx)) < 1e-6, "τ \(tau)")
                checked.lead += 1
            } else if tau >= snapStart, abs(target - r.offset.x) >= 1 {
                #expect(abs(r.offset.x - (end + Self.snapDistance(target - end, tau - snapStart))) < 1e-6, "τ \(tau)")
                checked.snap += 1
            }
        }
        #expect(checked.lead >= 2 && checked.snap > 20)
        #expect(records.last!.offset.x == target)
    }
}
