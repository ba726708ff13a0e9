@testable import ScrollKitCore
import Testing

/// A scroll view whose content follows its view's state (`followViewport`
/// takes the layout's content size every tick): growth keeps the offset and
/// a motion toward the old end goes on; content that shrinks under the
/// offset at rest is clamped at once, without asking the behavior.
@Suite struct EngineFollowContentTests {
    /// `count` rows of 50 points in the whole 390 × 844 screen.
    static func rows(_ count: Int) -> EngineViewportTests.Framed {
        var layout = EngineViewportTests.Framed()
        layout.rows = StackLayout(axis: .vertical, itemCount: count, itemLength: 50, containerSize: Size(width: 390, height: 844))
        layout.viewportHeight = 844
        return layout
    }

    static func engine(rows count: Int) -> ScrollEngine {
        ScrollEngine(configuration: ScrollConfiguration(axes: .vertical), layout: Self.rows(count),
                     containerSize: Size(width: 390, height: 844))
    }

    /// Sets the row count, as the view's state does between ticks, and follows it.
    static func setRows(_ engine: inout ScrollEngine, _ count: Int) {
        var layout = engine.layout as! EngineViewportTests.Framed
        layout.rows = StackLayout(axis: .vertical, itemCount: count, itemLength: 50, containerSize: Size(width: 390, height: 844))
        engine.layout = layout
        engine.followViewport()
    }

    /// One tick of an infinite feed: step, then a last row that shows
    /// (its top above the screen's bottom) adds twenty rows.
    static func feedTick(_ engine: inout ScrollEngine) -> FrameRecord {
        let r = engine.step()
        let count = (engine.layout as! EngineViewportTests.Framed).rows.itemCount
        let lastTop = Double(count - 1) * 50
        Self.setRows(&engine, r.offset.y + 844 > lastTop ? count + 20 : count)
        return engine.lastRecord
    }

    @Test func anInfiniteFeedGoesOnePageFurtherWithEachEnd() {
        var engine = Self.engine(rows: 20)
        for t in [0.1, 2.0, 4.0] { engine.enqueue(TimedInputEvent(time: t, event: .key(.end))) }
        var records: [FrameRecord] = []
        while engine.time < 6 { records.append(Self.feedTick(&engine)) }
        // Each tick's record: the content as laid out at that tick (50 × rows), never passed.
        for r in records {
            #expect([1000.0, 2000, 3000, 4000].contains(r.contentSize.height), "tick \(r.tick)")
            #expect(r.offset.y <= r.contentSize.height - 844, "tick \(r.tick)")
        }
        // Just before each End and at the end: each End reached the end of the content it was pressed in.
        func at(_ t: Double) -> FrameRecord { records.last { $0.time < t }! }
        #expect(at(2.0).offset.y == 1000 - 844 && at(2.0).contentSize.height == 2000)
        #expect(at(4.0).offset.y == 2000 - 844 && at(4.0).contentSize.height == 3000)
        #expect(records.last?.offset.y == 3000 - 844 && records.last?.contentSize.height == 4000)
        // Growth asks the behavior nothing: the three key presses are the only decisions.
        #expect(records.compactMap(\.decision).count == 3)
    }

    @Test func contentThatShrinksUnderTheOffsetAtRestIsClampedWithoutAskingTheBehavior() {
        var engine = Self.engine(rows: 40)
        engine.enqueue(TimedInputEvent(time: 0.01, event: .key(.end)))
        _ = EngineTestSupport.runUntilIdle(&engine)
        #expect(engine.lastRecord.offset.y == 2000 - 844)
        let decisions = engine.lastDecision
        // Twenty rows go: the record of the tick just laid out shows the new content.
        Self.setRows(&engine, 20)
        #expect(engine.lastRecord.contentSize.height == 1000)
        let next = engine.step()
        #expect(next.offset.y == 1000 - 844, "clamped to the new end")
        #expect(next.phase == .idle && next.decision == nil)
        #expect(engine.lastDecision == decisions)
        // Less content than the screen: back at the start.
        Self.setRows(&engine, 10)
        #expect(engine.step().offset.y == 0)
    }

    @Test func contentThatGrowsKeepsTheOffsetAndShrinkingDuringAFlingBouncesBackAtItsEnd() {
        // At rest in the middle: growth moves nothing.
        var engine = Self.engine(rows: 40)
        // Six wheel notches of 50 points down.
        engine.enqueue(TimedInputEvent(time: 0.05, event: .wheel(steps: Vector(dx: 0, dy: -6), precise: Vector(dx: 0, dy: -6))))
        _ = EngineTestSupport.runUntilIdle(&engine)
        let kept = engine.lastRecord.offset
        #expect(kept.y == 300)
        Self.setRows(&engine, 80)
        #expect(engine.step().offset == kept)
        #expect(engine.geometry.maxOffset(.vertical) == 4000 - 844)

        // A fling toward the end; mid-flight the content shrinks under it:
        // the motion is not cut (the next tick still moves), and it comes
        // to rest at the new end.
        var flung = Self.engine(rows: 80)
        flung.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.05, duration: 0.05))
        var records: [FrameRecord] = []
        while flung.lastRecord.offset.y < 1500, flung.time < 5 { records.append(flung.step()) }
        #expect(flung.lastRecord.phase == .decelerating)
        Self.setRows(&flung, 30)
        let after = flung.step()
        #expect(after.phase != .idle, "the motion goes on")
        records += EngineTestSupport.runUntilIdle(&flung)
        #expect(flung.lastRecord.offset.y == 1500 - 844)
    }
}
