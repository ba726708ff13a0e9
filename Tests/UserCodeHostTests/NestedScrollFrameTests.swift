import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore

/// A nested scroll view whose frame changes while it moves (its row grows
/// narrower: 390 → 300 points) keeps its offset and its deceleration, as
/// UIScrollView keeps `contentOffset` across a bounds change; its engine's
/// container is the new frame from that tick on, and at rest its behavior
/// is asked once for it (`ScrollEngine.followLayout`).
@Suite("Nested scroll views: a frame that changes") struct NestedScrollFrameTests {
    static let feed = NestedScrollRoutingTests.feed
    static let rail = NestedScrollRoutingTests.rail

    /// The rail's records over `ticks` ticks of a 150-point flick over it,
    /// its width at each outer tick given by `width`.
    static func run(ticks: Int, width: (Int) -> Double) -> [FrameRecord] {
        let n = NestedScrollViews(initial: [feed, rail])
        var outer = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical),
            layout: StackLayout(axis: .vertical, itemCount: 10, itemLength: 150, containerSize: Size(width: 390, height: 844)),
            containerSize: Size(width: 390, height: 844))
        var events = [NestedScrollRoutingTests.pointer(0.05, .down, 300, 300)]
        for i in 1...6 { events.append(NestedScrollRoutingTests.pointer(0.05 + 0.01 * Double(i), .move, 300 - 25 * Double(i), 300)) }
        events.append(NestedScrollRoutingTests.pointer(0.11, .up, 150, 300))
        for e in events { #expect(n.route(e, lane: 0).isEmpty) }
        var records: [FrameRecord] = []
        for _ in 0..<ticks {
            _ = outer.step()
            n.stepped(lane: 0, outer: outer)
            var r = rail
            r.frame.size.width = width(outer.tick)
            n.update(lane: 0, scrollViews: [feed, r], outer: outer)
            records.append(n.engine(lane: 0, identity: "rail")!.lastRecord)
        }
        return records
    }

    @Test func aFlingGoesOnAcrossTheFrameChangeAndSettlesOnceForTheNewFrame() throws {
        let fixed = Self.run(ticks: 900) { _ in 390 }
        let narrowing = Self.run(ticks: 900) { $0 >= 40 ? 300 : 390 }
        let change = try #require(narrowing.first { $0.containerSize.width == 300 })
        #expect(change.tick == 40)
        #expect(change.phase == .decelerating, "the frame changes mid-flight")
        var decisions: [TargetDecision] = []
        for (a, b) in zip(fixed, narrowing) {
            if let d = b.decision { decisions.append(d) }
            #expect(b.containerSize.width == (b.tick >= 40 ? 300 : 390), "tick \(b.tick)")
            if b.decision?.reason == .containerResized { continue }
            // The rest (≈ 1650) is inside both ranges (2508 − 390, 2508 − 300): the same curve.
            #expect(a.offset == b.offset && a.phase == b.phase, "tick \(a.tick)")
        }
        #expect(narrowing.last?.phase == .idle)
        #expect(decisions.map(\.reason) == [.gestureEnded, .containerResized])
        #expect(decisions.last?.original == narrowing.last?.offset)
    }
}
