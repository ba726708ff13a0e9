@testable import ScrollKitCore
import Testing

/// A layout with a viewport (`ContentLayout.viewportSize`: a screen whose
/// scroll view is only part of it) gives the engine that viewport as its
/// container; the size the lane gives is kept as `screenSize`, which
/// resizes compare against.
@Suite struct EngineViewportTests {
    /// Twenty 100-point rows whose scroll view is 400 points tall whatever
    /// the screen's height (a header and footer take the rest).
    struct Framed: ContentLayout {
        var rows = StackLayout(axis: .vertical, itemCount: 20, itemLength: 100, containerSize: Size(width: 390, height: 400))
        var screen = Size.zero
        /// The scroll view's height (a header's state can change it: `EngineFollowViewportTests`).
        var viewportHeight = 400.0
        var viewportSize: Size? { Size(width: screen.width, height: viewportHeight) }
        var itemCount: Int { rows.itemCount }
        var contentSize: Size { rows.contentSize }
        func frame(ofItem index: Int) -> Rect { rows.frame(ofItem: index) }
        func itemID(at index: Int) -> Int { rows.itemID(at: index) }
        func index(ofItemID id: Int) -> Int? { rows.index(ofItemID: id) }
        func items(in rect: Rect) -> Range<Int> { rows.items(in: rect) }
        var isScrollTargetLayout: Bool { false }
        mutating func relayout(containerSize: Size) {
            screen = containerSize
            rows.relayout(containerSize: Size(width: containerSize.width, height: 400))
        }
        var targetCount: Int { rows.targetCount }
        func targetFrame(at index: Int) -> Rect { rows.targetFrame(at: index) }
        func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int { rows.firstTarget(atOrAfter: position, on: axis) }
    }

    @Test func theContainerIsTheViewportAndTheScreenIsKept() {
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical), layout: Framed(), containerSize: Size(width: 390, height: 844))
        #expect(engine.geometry.containerSize == Size(width: 390, height: 400))
        #expect(engine.screenSize == Size(width: 390, height: 844))
        #expect(engine.geometry.contentSize == Size(width: 390, height: 2000))
        // End: content less the viewport, 2000 − 400.
        engine.enqueue(TimedInputEvent(time: 0.01, event: .key(.end)))
        _ = EngineTestSupport.runUntilIdle(&engine)
        #expect(engine.lastRecord.offset == Point(x: 0, y: 1600))
    }

    @Test func aResizeComparesTheScreenAndTakesTheNewViewport() {
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical), layout: Framed(), containerSize: Size(width: 390, height: 844))
        // The same screen again (SDL repeats size events) does nothing, although it differs from the container.
        engine.enqueue(TimedInputEvent(time: 0.01, event: .resize(Size(width: 390, height: 844))))
        _ = engine.step(); _ = engine.step()
        #expect(engine.geometry.containerSize == Size(width: 390, height: 400))
        // Landscape: the screen changes, the scroll view keeps its 400 points of height at the new width.
        engine.enqueue(TimedInputEvent(time: 0.05, event: .resize(Size(width: 844, height: 390))))
        _ = EngineTestSupport.run(&engine, until: 0.1)
        #expect(engine.screenSize == Size(width: 844, height: 390))
        #expect(engine.geometry.containerSize == Size(width: 844, height: 400))
    }

    @Test func aNewLayoutWithoutAViewportGivesBackTheScreen() {
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical), layout: Framed(), containerSize: Size(width: 390, height: 844))
        // A preset switch: rows that fill the screen.
        engine.updateLayout {
            $0 = StackLayout(axis: .vertical, itemCount: 20, itemLength: 100, containerSize: Size(width: 390, height: 844))
        }
        #expect(engine.geometry.containerSize == Size(width: 390, height: 844))
        #expect(engine.geometry.maxOffset(.vertical) == 2000 - 844)
    }
}
