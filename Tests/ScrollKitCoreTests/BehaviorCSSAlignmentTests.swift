import Testing
@testable import ScrollKitCore

/// `scroll-snap-align` other than start and `scroll-padding`, cases
/// transcribed from Chromium's cc/input/scroll_snap_data_unittest.cc (test
/// names cited), run through the probe (`ProbeResponder`) with the behavior
/// configured as the test's container: the test's snapport rect
/// (x, y, w, h) is the container inset by a leading scroll-padding of (x, y),
/// so the container is (x + w) × (y + h) and the content max position + that.
@Suite struct BehaviorCSSAlignmentTests {
    /// Runs an end-position strategy at `at` (a still release) through the probe.
    static func endPosition(_ behavior: CSSScrollSnapTargetBehavior, snapport: (Double, Double, Double, Double),
                            maxPosition: (Double, Double), at: (Double, Double),
                            areas: [(Double, Double, Double, Double)]) -> Point? {
        let container = (snapport.0 + snapport.2, snapport.1 + snapport.3)
        let content = (maxPosition.0 + container.0, maxPosition.1 + container.1)
        let line = BehaviorPeerCaseTests.line(axes: "both", container: container, content: content, original: at,
                                              release: at, proposed: at, velocity: (0, 0), targets: areas)
        var responder = ProbeResponder(behavior: behavior)
        let (output, isError) = responder.answer(line: line, lineNumber: 1)
        guard !isError, let parsed = try? JSONParser.parse(output), let values = parsed["offset"]?.array,
              values.count == 2, let x = values[0].number, let y = values[1].number else { return nil }
        return Point(x: x, y: y)
    }

    static func padded(_ alignment: CSSSnapAlignment, x: Double, y: Double, vertical: CSSSnapAlignment? = nil)
        -> CSSScrollSnapTargetBehavior {
        CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: alignment, verticalAlignment: vertical,
                                    scrollPadding: EdgeInsets(top: y, leading: x))
    }

    @Test func startAlignmentCalculation() {
        // StartAlignmentCalculation: snapport (10, 10, 200, 300), area (100, 150, 100, 100) → (90, 140).
        let p = Self.endPosition(Self.padded(.start, x: 10, y: 10), snapport: (10, 10, 200, 300),
                                 maxPosition: (600, 800), at: (0, 0), areas: [(100, 150, 100, 100)])
        #expect(p == Point(x: 90, y: 140))
    }

    @Test func centerAlignmentCalculation() {
        // CenterAlignmentCalculation: the same with center → (40, 40).
        let p = Self.endPosition(Self.padded(.center, x: 10, y: 10), snapport: (10, 10, 200, 300),
                                 maxPosition: (600, 800), at: (0, 0), areas: [(100, 150, 100, 100)])
        #expect(p == Point(x: 40, y: 40))
    }

    @Test func endAlignmentCalculation() {
        // EndAlignmentCalculation: snapport (10, 10, 200, 200), area (150, 200, 100, 100), end → (40, 90).
        let p = Self.endPosition(Self.padded(.end, x: 10, y: 10), snapport: (10, 10, 200, 200),
                                 maxPosition: (600, 800), at: (0, 0), areas: [(150, 200, 100, 100)])
        #expect(p == Point(x: 40, y: 90))
    }

    @Test func unreachableSnapPositionCalculation() {
        // UnreachableSnapPositionCalculation: max (100, 100), area (200, 0, 100, 100)
        // aligned start on x (200 → clamped 100) and end on y (−100 → clamped 0), from (50, 50).
        let p = Self.endPosition(Self.padded(.start, x: 0, y: 0, vertical: .end), snapport: (0, 0, 200, 200),
                                 maxPosition: (100, 100), at: (50, 50), areas: [(200, 0, 100, 100)])
        #expect(p == Point(x: 100, y: 0))
    }

    /// The formula on a row of 130 px views in a 390 px container: center
    /// alignment puts view k's center (65 + 130k) on 195; end alignment
    /// puts its trailing edge on 390; a 20 px leading padding shifts start
    /// positions back by 20.
    @Test func alignmentsOnARow() {
        let rows = (0..<20).map { (0.0, Double($0) * 130, 390.0, 130.0) }
        func rest(_ b: CSSScrollSnapTargetBehavior, _ at: Double) -> Double? {
            let line = BehaviorPeerCaseTests.line(axes: "vertical", container: (390, 390), content: (390, 2600),
                                                  original: (0, at), release: (0, at), proposed: (0, at),
                                                  velocity: (0, 0), targets: rows)
            var responder = ProbeResponder(behavior: b)
            let (output, _) = responder.answer(line: line, lineNumber: 1)
            return (try? JSONParser.parse(output))?["offset"]?.array?[1].number
        }
        let center = CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: .center)
        // 65 + 130k − 195 = 130k − 130: positions 0 (clipped), 130, 260 …; 300 → 260.
        #expect(rest(center, 300) == 260)
        let end = CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: .end)
        // 130(k+1) − 390 = 130k − 260: 340 → 390 (k = 5), 300 → 260 (k = 4).
        #expect(rest(end, 340) == 390 && rest(end, 300) == 260)
        let padded = CSSScrollSnapTargetBehavior(strictness: .mandatory, scrollPadding: EdgeInsets(top: 20))
        // 130k − 20: 300 → 240 (k = 2, 60 away) not 370 (70 away).
        #expect(rest(padded, 300) == 240)
        #expect(center.name == "css-mandatory-center" && end.name == "css-mandatory-end")
    }

    /// Equally close areas: Chromium keeps the first in document order
    /// (`FindClosestValidAreaInternal` takes a candidate only when strictly
    /// closer): still at 65 between rows at 0 and 130 rests at 0.
    @Test func tiesGoToTheEarlierArea() {
        let rows = (0..<20).map { (0.0, Double($0) * 130, 390.0, 130.0) }
        let line = BehaviorPeerCaseTests.line(axes: "vertical", container: (390, 390), content: (390, 2600),
                                              original: (0, 65), release: (0, 65), proposed: (0, 65),
                                              velocity: (0, 0), targets: rows)
        var responder = ProbeResponder(behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory))
        let (output, _) = responder.answer(line: line, lineNumber: 1)
        #expect((try? JSONParser.parse(output))?["offset"]?.array?[1].number == 0)
    }

    /// Re-snap after a layout change to the same element (css-scroll-snap-1
    /// §6.2; Chromium's snap targets prioritized after layout): 130 px rows,
    /// `css-mandatory-center`, row 5 centered at 520 in a 390 px container
    /// (65 + 650 − 195). The container grows to 600: row 5 centers at
    /// 715 − 300 = 415. Keeping the leading visible row (row 4 at 520) would
    /// have snapped to row 6 (545, 25 away, not 105).
    @Test func resizeResnapsToTheSameArea() {
        var engine = EngineTestSupport.engine(axes: .vertical, count: 40, rowLength: 130,
                                              container: Size(width: 390, height: 390),
                                              behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory, alignment: .center),
                                              targets: true)
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 520)), animated: false))))
        engine.step()
        #expect(engine.lastRecord.offset.y == 520)
        engine.enqueue(TimedInputEvent(time: engine.time, event: .resize(Size(width: 390, height: 600))))
        let records = engine.runUntilIdle()
        #expect(records.last?.offset.y == 415)
        // start alignment: the same rule keeps row 4 (at 520) leading: 520.
        var start = EngineTestSupport.engine(axes: .vertical, count: 40, rowLength: 130,
                                             container: Size(width: 390, height: 390),
                                             behavior: CSSScrollSnapTargetBehavior(strictness: .mandatory), targets: true)
        start.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 520)), animated: false))))
        start.step()
        start.enqueue(TimedInputEvent(time: start.time, event: .resize(Size(width: 390, height: 600))))
        #expect(start.runUntilIdle().last?.offset.y == 520)
    }
}
