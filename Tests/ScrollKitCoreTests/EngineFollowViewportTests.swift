@testable import ScrollKitCore
import Testing

/// A scroll view whose frame follows its view's state (`followViewport`):
/// the container changes between ticks, the offset is kept, a gesture or
/// a motion goes on, and at rest the offset is clamped and the behavior
/// asked as for a resize.
@Suite struct EngineFollowViewportTests {
    /// Forty 100-point rows (content 4000) under a header: the scroll view
    /// is the screen's 844 points less the header's height.
    static func underHeader(_ header: Double = 150) -> EngineViewportTests.Framed {
        var layout = EngineViewportTests.Framed()
        layout.rows = StackLayout(axis: .vertical, itemCount: 40, itemLength: 100, containerSize: Size(width: 390, height: 844))
        layout.viewportHeight = 844 - header
        return layout
    }

    /// Snaps to multiples of the container's height: what it answers shows the container it was given.
    struct ContainerMultiples: NamedScrollTargetBehavior {
        var name: String { "container-multiples" }
        func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
            let h = context.containerSize.height
            target.rect.origin.y = (target.rect.origin.y / h).rounded() * h
        }
    }

    static func engine(_ behavior: any NamedScrollTargetBehavior = FreeScrollTargetBehavior()) -> ScrollEngine {
        ScrollEngine(configuration: ScrollConfiguration(axes: .vertical), layout: Self.underHeader(),
                     containerSize: Size(width: 390, height: 844), behavior: behavior)
    }

    /// One tick as a view file runs it: step, then the view's layout at
    /// that tick's offset sets the header (seed 000: max(50, 150 − y)),
    /// then the engine follows the scroll view's frame.
    static func tick(_ engine: inout ScrollEngine, header: (FrameRecord) -> Double = { max(50, 150 - $0.offset.y) }) -> FrameRecord {
        _ = engine.step()
        var layout = engine.layout as! EngineViewportTests.Framed
        layout.viewportHeight = 844 - header(engine.lastRecord)
        engine.layout = layout
        engine.followViewport()
        return engine.lastRecord
    }

    @Test func theContainerFollowsTheCollapsingHeaderEveryTick() {
        var engine = Self.engine()
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), start: 0.05, duration: 0.1))
        var records: [FrameRecord] = []
        for _ in 0..<240 { records.append(Self.tick(&engine)) }
        // Every tick's record: the frame laid out at that tick's offset, 844 − max(50, 150 − y).
        for r in records {
            #expect(r.containerSize.height == 844 - max(50, 150 - r.offset.y), "tick \(r.tick) at \(r.offset.y)")
        }
        #expect(records.first?.containerSize.height == 694)
        #expect(records.contains { $0.offset.y > 100 }, "the fling passes the collapse")
        // Collapsed: content 4000 less the 794-point scroll view.
        #expect(engine.geometry.maxOffset(.vertical) == 4000 - 794)
    }

    @Test func aFlingGoesOnAlongItsCurveWhileTheFrameChangesAndSettlesOnceAtRest() throws {
        // A short flick released before the header has collapsed (y < 100):
        // the same flick with a fixed frame and with the collapsing header
        // gives the same offsets tick for tick (in range, free behavior).
        let drag = EngineTestSupport.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 540), start: 0.05, duration: 0.03)
        var fixed = Self.engine(), following = Self.engine()
        fixed.enqueue(contentsOf: drag)
        following.enqueue(contentsOf: drag)
        var sawDecelerating = false
        var decisions: [(record: FrameRecord, decision: TargetDecision)] = []
        for _ in 0..<1200 {
            let a = Self.tick(&fixed) { _ in 150 }
            let b = Self.tick(&following)
            if let d = b.decision { decisions.append((b, d)) }
            if b.decision?.reason == .containerResized { continue }
            #expect(a.offset == b.offset, "tick \(a.tick)")
            #expect(a.phase == b.phase, "tick \(a.tick)")
            if b.phase == .decelerating && b.containerSize != a.containerSize { sawDecelerating = true }
        }
        #expect(sawDecelerating, "the frame changed while decelerating")
        // The release, answered for the frame then (y < 100: under 794), and once at rest for 794.
        #expect(decisions.map(\.decision.reason) == [.gestureEnded, .containerResized])
        let release = try #require(decisions.first)
        #expect(release.record.offset.y < 100 && release.record.containerSize.height < 794)
        let rest = try #require(decisions.last)
        #expect(rest.decision.original == rest.decision.proposed)
        #expect(rest.decision.adjusted == rest.decision.original, "free stays where the motion rested")
        #expect(following.lastRecord.offset == fixed.lastRecord.offset)
        #expect(following.lastRecord.containerSize.height == 794)
    }

    @Test func aDragKeepsItsOffsetWhenTheFrameChanges() {
        var engine = Self.engine()
        engine.enqueue(TimedInputEvent(time: 0.01, event: .pointer(.down, Point(x: 200, y: 600))))
        engine.enqueue(TimedInputEvent(time: 0.05, event: .pointer(.move, Point(x: 200, y: 500))))
        for _ in 0..<12 { _ = Self.tick(&engine) { _ in 150 } }
        let before = engine.lastRecord
        #expect(before.phase == .interacting)
        // The header collapses at once (a state change): the drag holds its place.
        let after = Self.tick(&engine) { _ in 50 }
        #expect(after.containerSize.height == 794)
        #expect(after.offset == before.offset)
        #expect(after.phase == .interacting)
        #expect(after.decision == nil)
        let next = Self.tick(&engine) { _ in 50 }
        #expect(next.offset == before.offset && next.decision == nil, "no settle while the finger is down")
    }

    @Test func atRestAnOffsetPastTheNewEndIsClampedAndTheBehaviorAskedOnce() {
        var engine = Self.engine()
        // To the end with the header at 150: 4000 − 694 = 3306.
        engine.enqueue(TimedInputEvent(time: 0.01, event: .key(.end)))
        for _ in 0..<120 { _ = Self.tick(&engine) { _ in 150 } }
        #expect(engine.lastRecord.offset.y == 3306)
        #expect(engine.phase == .idle)
        // The header goes (a button at rest): the scroll view grows to 844, the end is 3156.
        let changed = Self.tick(&engine) { _ in 0 }
        #expect(changed.containerSize.height == 844)
        #expect(changed.offset.y == 3306, "kept in the tick whose layout grew the frame")
        let settled = Self.tick(&engine) { _ in 0 }
        #expect(settled.offset.y == 4000 - 844)
        #expect(settled.decision?.reason == .containerResized)
        #expect(settled.decision?.original == Point(x: 0, y: 3156))
        #expect(settled.decision?.proposed == Point(x: 0, y: 3156))
        let later = Self.tick(&engine) { _ in 0 }
        #expect(later.decision == nil && later.offset.y == 3156, "asked once")
    }

    @Test func aKeyAnimationHeldAtAnEndThatMovedUnderItRestsThere() {
        // End with the header at 150 aims at 4000 − 694 = 3306; the header
        // collapses on the way (y ≥ 100), the end is 4000 − 794 = 3206: the
        // animation is held there and rests there, never past it.
        var engine = Self.engine()
        engine.enqueue(TimedInputEvent(time: 0.01, event: .key(.end)))
        var records: [FrameRecord] = []
        for _ in 0..<240 { records.append(Self.tick(&engine)) }
        #expect(records.allSatisfy { $0.offset.y <= 3206 })
        #expect(engine.lastRecord.offset.y == 3206)
        #expect(engine.phase == .idle)
        #expect(!records.contains { $0.activity == .bounce }, "no jump past the end and back")
    }

    @Test func atRestTheBehaviorAnswersForTheNewContainer() {
        var engine = Self.engine(ContainerMultiples())
        engine.enqueue(TimedInputEvent(time: 0.01, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1600)), animated: false))))
        for _ in 0..<10 { _ = Self.tick(&engine) { _ in 44 } }
        #expect(engine.lastRecord.offset.y == 1600, "scrollTo asks no behavior: 800 × 2")
        // 800 → 600: round(1600 / 600) · 600 = 1800.
        _ = Self.tick(&engine) { _ in 244 }
        let settled = Self.tick(&engine) { _ in 244 }
        #expect(settled.decision?.reason == .containerResized)
        #expect(settled.offset.y == 1800)
    }

    @Test func aFrameThatComesBackBeforeRestAsksNothing() {
        var engine = Self.engine()
        engine.enqueue(TimedInputEvent(time: 0.01, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 500)), animated: true))))
        var ticks = 0
        var decisions = 0
        // The header dips to 100 while the animation runs, and is back at 150 when it ends.
        while ticks < 240 {
            let r = Self.tick(&engine) { $0.phase == .idle ? 150 : 100 }
            if r.decision != nil { decisions += 1 }
            ticks += 1
        }
        #expect(engine.lastRecord.offset.y == 500)
        #expect(engine.lastRecord.containerSize.height == 694)
        #expect(decisions == 0)
    }

    @Test func theFirstTickTakesTheFrameWithoutSettling() {
        // An engine made while the view's newest layout was another run's (header collapsed).
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .vertical), layout: Self.underHeader(50),
                                  containerSize: Size(width: 390, height: 844))
        #expect(engine.geometry.containerSize.height == 794)
        let first = Self.tick(&engine)
        #expect(first.containerSize.height == 694)
        let second = Self.tick(&engine)
        #expect(second.decision == nil)
    }
}
