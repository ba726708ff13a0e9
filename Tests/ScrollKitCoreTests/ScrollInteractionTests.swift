import Testing
@testable import ScrollKitCore

/// `.scrollDisabled` and `.scrollBounceBehavior` as the engine reads them
/// from its content (`ContentLayout.interaction`). The golden values are
/// SwiftUI's documented rules and the rubber-band formula:
/// - `scrollDisabled`: no user input scrolls (UIKit: a scroll view with
///   scrolling disabled takes no touches); a programmatic scroll still does.
/// - `.basedOnSize`: bounces on an axis only when the content exceeds the
///   scroll view there; `.always`: bounces whatever the size; `.automatic`
///   is `.always` on iOS.
@Suite struct ScrollInteractionTests {
    typealias S = EngineTestSupport

    static let container = Size(width: 390, height: 800)

    static func engine(length: Double, _ interaction: ScrollInteraction) -> ScrollEngine {
        ScrollEngine(configuration: ScrollConfiguration(axes: .vertical), layout: CanvasTestLayout(contentSize: Size(width: 390, height: length), interaction: interaction),
                     containerSize: container)
    }

    /// A drag 18 pt of slop plus 200 pt down from the start, held 0.3 s, released still.
    static func pullDown(_ engine: inout ScrollEngine) -> [FrameRecord] {
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 318), start: 0.1, duration: 0.2, hold: 0.3))
        return S.runUntilIdle(&engine)
    }

    /// The offsets while the pull is held still (0.31 s … 0.6 s).
    static func held(_ records: [FrameRecord]) -> [Double] {
        records.filter { $0.time > 0.31 && $0.time < 0.6 }.map(\.offset.y)
    }

    @Test func basedOnSizeDoesNotBounceContentThatFits() {
        // 500 pt of content in an 800-pt scroll view: nothing to scroll, so no rubber band.
        var engine = Self.engine(length: 500, ScrollInteraction(verticalBounce: .basedOnSize))
        let records = Self.pullDown(&engine)
        #expect(!Self.held(records).isEmpty)
        #expect(records.allSatisfy { $0.offset.y == 0 })
    }

    @Test func alwaysAndAutomaticBounceContentThatFits() {
        for mode in [ScrollBounceMode.always, .automatic] {
            var engine = Self.engine(length: 500, ScrollInteraction(verticalBounce: mode))
            let held = Self.held(Self.pullDown(&engine))
            #expect(!held.isEmpty)
            // 200 pt past the start shows f(200, 800, 0.55) = 96.70 pt.
            for y in held { #expect(abs(y - -S.f(200, 800)) <= 0.5, "\(mode)") }
            #expect(engine.lastRecord.offset.y == 0)
        }
    }

    @Test func basedOnSizeBouncesContentLargerThanTheScrollView() {
        var engine = Self.engine(length: 2000, ScrollInteraction(verticalBounce: .basedOnSize))
        let held = Self.held(Self.pullDown(&engine))
        #expect(!held.isEmpty)
        for y in held { #expect(abs(y - -S.f(200, 800)) <= 0.5) }
    }

    @Test func basedOnSizeOnTheOtherAxisLeavesThisOneBouncing() {
        var engine = Self.engine(length: 500, ScrollInteraction(horizontalBounce: .basedOnSize))
        for y in Self.held(Self.pullDown(&engine)) { #expect(abs(y - -S.f(200, 800)) <= 0.5) }
    }

    @Test func aFlingPastTheEndOfContentThatScrollsBouncesUnderBasedOnSize() {
        // 1000 pt in 800: 200 pt to scroll; a fast flick up overshoots the end and comes back.
        var engine = Self.engine(length: 1000, ScrollInteraction(verticalBounce: .basedOnSize))
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), start: 0.1, duration: 0.05))
        let records = S.runUntilIdle(&engine)
        #expect(records.contains { $0.offset.y > 200 })
        #expect(records.last?.offset.y == 200)
    }

    @Test func disabledScrollingIgnoresDragsWheelsAndKeysButNotScrollTo() {
        var engine = Self.engine(length: 4000, ScrollInteraction(isScrollDisabled: true))
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0.1, duration: 0.2))
        engine.enqueue(TimedInputEvent(time: 0.6, event: .wheel(steps: Vector(dx: 0, dy: -3), precise: Vector(dx: 0, dy: -3))))
        engine.enqueue(TimedInputEvent(time: 0.8, event: .key(.pageDown)))
        var records = S.runUntilIdle(&engine)
        #expect(records.allSatisfy { $0.offset.y == 0 && $0.phase == .idle })
        // The inputs are still on the record (the trace lists them): only their effect is gone.
        #expect(records.contains { $0.inputEvents.contains(.key(.pageDown)) })
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 300)), animated: true))))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 300)
        #expect(records.contains { $0.phase == .animating })
    }

    @Test func disablingDuringADragEndsItAndSpringsBackFromPastTheEdge() {
        // The pull is held past the start; at 0.45 s the view's state disables
        // scrolling (its next layout says so, as a tick's layout does).
        var engine = Self.engine(length: 4000, ScrollInteraction())
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 318), start: 0.1, duration: 0.2, hold: 0.3))
        let before = S.run(&engine, until: 0.45)
        #expect(before.filter { $0.time > 0.31 }.allSatisfy { abs($0.offset.y - -S.f(200, 800)) <= 0.5 && $0.phase == .interacting })
        engine.updateLayout { $0 = CanvasTestLayout(contentSize: Size(width: 390, height: 4000), interaction: ScrollInteraction(isScrollDisabled: true)) }
        let after = S.runUntilIdle(&engine)
        // From the first disabled tick: the drag is over and the bounce back runs to 0; the release changes nothing.
        #expect(after.allSatisfy { $0.phase != .interacting && $0.phase != .tracking })
        #expect(after.first?.activity == .bounce)
        #expect(after.last?.offset.y == 0)
    }
}
