import Testing
@testable import ScrollKitCore

/// Expectations evaluated on synthetic records: golden values come from the
/// definitions (page n at min(n·L, max), overscroll outside [min, max], …).
@Suite struct ScenarioExpectationTests {
    static let tick = 1.0 / 120.0
    static let container = Size(width: 390, height: 844)
    static let content = Size(width: 7800, height: 844)

    static func record(
        _ tick: Int, x: Double = 0, y: Double = 0, phase: ScrollPhase = .idle, velocity: Vector = .zero,
        activity: ScrollActivityKind = .idle, source: InputSource = .none, hue: Double = 0,
        content: Size = content, container: Size = container, decision: TargetDecision? = nil, ends: EndSignals = []
    ) -> FrameRecord {
        FrameRecord(
            tick: tick, time: Double(tick) * Self.tick, offset: Point(x: x, y: y), velocity: velocity, phase: phase,
            activity: activity, behavior: "paging", source: source, containerSize: container, contentSize: content,
            hue: hue, decision: decision, ends: ends
        )
    }

    static func scenario(_ expectations: [ScenarioExpectation], axes: Axes = .horizontal) -> Scenario {
        var s = Scenario(preset: PresetCatalog.rainbow, expectations: expectations)
        s.axes = axes
        return s
    }

    static func summary(lastEvent: Double = 0, settleTick: Int?, finalTick: Int) -> ScenarioRunSummary {
        ScenarioRunSummary(
            lastEventTime: lastEvent, settleTick: settleTick, settleTime: settleTick.map { Double($0) * tick },
            finalTick: finalTick, finalTime: Double(finalTick) * tick
        )
    }

    /// Feeds `records` (the settle tick marked) and returns the failures.
    static func evaluate(
        _ scenario: Scenario, _ records: [FrameRecord], settleTick: Int?, lastEvent: Double = 0,
        layout: (any ContentLayout)? = nil
    ) -> [ExpectationFailure] {
        var evaluator = ScenarioEvaluator(scenario: scenario)
        for r in records { evaluator.observe(r, isSettleTick: r.tick == settleTick) { layout } }
        return evaluator.finish(summary: summary(lastEvent: lastEvent, settleTick: settleTick, finalTick: records.last?.tick ?? 0))
    }

    // MARK: Moments

    @Test func settledChecksReadTheSettleTick() {
        let records = (1...12).map { Self.record($0, x: $0 < 10 ? Double($0) * 40 : 390, phase: $0 < 10 ? .animating : .idle) }
        let s = Self.scenario([
            ScenarioExpectation(.page(.index(1), tolerance: 0.5), at: .settled, line: 7),
            ScenarioExpectation(.page(.index(2), tolerance: 0.5), at: .settled, line: 8),
            ScenarioExpectation(.offset(Point(x: 390, y: 0), tolerance: 0.5), at: .settled),
            ScenarioExpectation(.phase(.idle), at: .settled),
        ])
        let failures = Self.evaluate(s, records, settleTick: 10)
        #expect(failures.count == 1)
        #expect(failures[0].index == 1 && failures[0].line == 8)
        #expect(failures[0].description == "expect[1]: expected page 2 at settled (t=0.0833), offset was [390, 0] (page 1); page 2 is at 780")
    }

    @Test func timedChecksReadTheFirstTickAtOrAfterTheTime() {
        // 0.05 s is tick 6 exactly; 0.051 s falls to tick 7.
        let records = (1...10).map { Self.record($0, x: Double($0)) }
        let s = Self.scenario([
            ScenarioExpectation(.offset(Point(x: 6, y: 0), tolerance: 0), at: .time(0.05)),
            ScenarioExpectation(.offset(Point(x: 6, y: 0), tolerance: 0), at: .time(0.051)),
        ])
        let failures = Self.evaluate(s, records, settleTick: 1)
        #expect(failures.map(\.description) == [
            "expect[1]: expected offset [6, 0] ±0 at t=0.051 (tick 7, t=0.0583), offset was [7, 0]",
        ])
    }

    @Test func momentsThatNeverCameFail() {
        let records = (1...5).map { Self.record($0, phase: .decelerating) }
        let s = Self.scenario([
            ScenarioExpectation(.phase(.idle), at: .settled),
            ScenarioExpectation(.phase(.idle), at: .time(1)),
            ScenarioExpectation(.settledWithin(1)),
        ])
        let failures = Self.evaluate(s, records, settleTick: nil, lastEvent: 0.01)
        #expect(failures.count == 3)
        #expect(failures[0].message.hasPrefix("expected phase idle at settled, but the run never settled (stopped at t=0.0417"))
        #expect(failures[1].message == "expected phase idle at t=1, but the run stopped at t=0.0417")
        #expect(failures[2].message.hasPrefix("expected to settle within 1 s of the last event, but the run never settled"))
    }

    // MARK: Pages and edges

    @Test func pagesAreMultiplesOfTheContainerClampedToTheMaximum() {
        // Content 1000 wide in 390: max 610, so page 2 is min(780, 610) = 610.
        let narrow = Size(width: 1000, height: 844)
        func failures(_ x: Double, _ target: ScenarioExpectation.PageTarget, tolerance: Double = 0.5) -> Int {
            Self.evaluate(Self.scenario([ScenarioExpectation(.page(target, tolerance: tolerance), at: .settled)]),
                          [Self.record(1, x: x, content: narrow)], settleTick: 1).count
        }
        #expect(failures(610, .index(2)) == 0)
        #expect(failures(780, .index(2)) == 1)
        #expect(failures(390.4, .index(1)) == 0)
        #expect(failures(390.6, .index(1)) == 1)
        #expect(failures(390.6, .index(1), tolerance: 1) == 0)
        #expect(failures(0, .index(0)) == 0)
        #expect(failures(610, .any) == 0)
        #expect(failures(390, .any) == 0)
        #expect(failures(182, .any) == 1)
        #expect(failures(182, .none) == 0)
        #expect(failures(390.2, .none) == 1)
        #expect(failures(609.8, .none) == 1)
    }

    @Test func pagesFollowTheScrollAxisAndTheContainerOfTheTick() {
        // Vertical: L = 844. After a resize the record's container gives L.
        let vertical = Self.scenario([ScenarioExpectation(.page(.index(1), tolerance: 0.5), at: .settled)], axes: .vertical)
        let tall = Size(width: 390, height: 10000)
        #expect(Self.evaluate(vertical, [Self.record(1, y: 844, content: tall)], settleTick: 1).isEmpty)
        #expect(Self.evaluate(vertical, [Self.record(1, x: 844, content: tall)], settleTick: 1).count == 1)
        let landscape = Self.scenario([ScenarioExpectation(.page(.index(3), tolerance: 0.5), at: .settled)])
        let wide = Self.record(1, x: 2532, content: Size(width: 16880, height: 390), container: Size(width: 844, height: 390))
        #expect(Self.evaluate(landscape, [wide], settleTick: 1).isEmpty)
    }

    @Test func pagesAndEdgesCountTheInsetsOfTheConvention() {
        // UIKit convention with a 47 px leading inset: offsets start at −47; page 1 = −47 + 390.
        var s = Self.scenario([
            ScenarioExpectation(.page(.index(1), tolerance: 0.5), at: .settled),
            ScenarioExpectation(.edge(.start, tolerance: 0.5), at: .time(0)),
            ScenarioExpectation(.maxOverscroll(0)),
        ])
        s.insets = EdgeInsets(leading: 47)
        s.convention = .uiKit
        let records = [Self.record(1, x: -47), Self.record(2, x: 343)]
        #expect(Self.evaluate(s, records, settleTick: 2).isEmpty)
    }

    @Test func edgesAreTheMinimumAndMaximumOffsets() {
        let s = Self.scenario([
            ScenarioExpectation(.edge(.end, tolerance: 0.5), at: .time(0)),
            ScenarioExpectation(.edge(.start, tolerance: 0.5), at: .settled),
        ])
        // Max = 7800 − 390 = 7410.
        #expect(Self.evaluate(s, [Self.record(1, x: 7410), Self.record(2, x: 0)], settleTick: 2).isEmpty)
        let failures = Self.evaluate(s, [Self.record(1, x: 7000), Self.record(2, x: 1)], settleTick: 2)
        #expect(failures.map(\.message) == [
            "expected the end (7410) at t=0 (tick 1, t=0.0083), offset was [7000, 0]",
            "expected the start (0) at settled (t=0.0167), offset was [1, 0]",
        ])
    }

    // MARK: Other momentary checks

    @Test func phaseActivitySourceVelocityContentAndHue() {
        let r = Self.record(
            1, phase: .decelerating, velocity: Vector(dx: 1500, dy: 0), activity: .ballistic, source: .drag, hue: 0.9995
        )
        func failed(_ check: ScenarioExpectation.Check) -> String? {
            Self.evaluate(Self.scenario([ScenarioExpectation(check, at: .settled)]), [r], settleTick: 1).first?.message
        }
        #expect(failed(.phase(.decelerating)) == nil)
        #expect(failed(.phase(.idle)) == "expected phase idle at settled (t=0.0083), phase was decelerating")
        #expect(failed(.activity(.ballistic)) == nil)
        #expect(failed(.activity(.snap)) == "expected activity snap at settled (t=0.0083), activity was ballistic")
        #expect(failed(.source(.drag)) == nil)
        #expect(failed(.source(.wheel)) == "expected source wheel at settled (t=0.0083), source was drag")
        #expect(failed(.velocity(Vector(dx: 1499.5, dy: 0), tolerance: 1)) == nil)
        #expect(failed(.velocity(Vector(dx: 1400, dy: 0), tolerance: 1))
            == "expected velocity [1400, 0] ±1 at settled (t=0.0083), velocity was [1500, 0]")
        #expect(failed(.content(Self.content, tolerance: 0.5)) == nil)
        #expect(failed(.content(Size(width: 100, height: 844), tolerance: 0.5)) != nil)
        // The hue circle wraps: 0.9995 is 0.001 from 0.0005.
        #expect(failed(.hue(0.0005, tolerance: 0.0011)) == nil)
        #expect(failed(.hue(0.5, tolerance: 0.01)) == "expected hue 0.5 at settled (t=0.0083), hue was 0.9995")
    }

    @Test func leadingItemIsTheFirstOverlappingTheVisibleRect() {
        let pages = StackLayout(axis: .horizontal, itemCount: 20, itemLength: 390, containerSize: Self.container)
        func leading(_ x: Double) -> String? {
            Self.evaluate(Self.scenario([ScenarioExpectation(.item(3), at: .settled)]), [Self.record(1, x: x)],
                          settleTick: 1, layout: pages).first?.message
        }
        #expect(leading(1170) == nil)        // item 3 spans [1170, 1560)
        #expect(leading(1559.9) == nil)
        #expect(leading(1169) == "expected leading item 3 at settled (t=0.0083), leading item was 2 (offset [1169, 0])")
        // Rows with gaps (52 px rows, 8 px spacing, 8 px padding): at y = 179.5 row 2 ([128, 180)) still shows;
        // at y = 182 (in the gap after row 2) the leading row is 3.
        let rows = StackLayout(axis: .vertical, itemCount: 100, itemLength: 52, spacing: 8,
                               padding: EdgeInsets(top: 8, bottom: 8), containerSize: Self.container)
        let tall = Size(width: 390, height: 6008)
        func row(_ y: Double, _ id: Int) -> Bool {
            Self.evaluate(Self.scenario([ScenarioExpectation(.item(id), at: .settled)], axes: .vertical),
                          [Self.record(1, y: y, content: tall)], settleTick: 1, layout: rows).isEmpty
        }
        #expect(row(179.5, 2))
        #expect(row(182, 3))
        #expect(row(0, 0))
    }

    // MARK: Whole-run checks

    @Test func settledWithinMeasuresFromTheLastEvent() {
        let records = (1...60).map { Self.record($0, phase: $0 < 50 ? .animating : .idle) }
        let ok = Self.scenario([ScenarioExpectation(.settledWithin(0.3))])
        // Settle at tick 50 = 0.4167 s, last event at 0.2: 0.2167 s later.
        #expect(Self.evaluate(ok, records, settleTick: 50, lastEvent: 0.2).isEmpty)
        let tight = Self.scenario([ScenarioExpectation(.settledWithin(0.2))])
        #expect(Self.evaluate(tight, records, settleTick: 50, lastEvent: 0.2).first?.message
            == "expected to settle within 0.2 s of the last event (t=0.2), settled after 0.2167 s (t=0.4167)")
    }

    @Test func maxOverscrollMeasuresOutsideTheValidRangeOnBothAxes() {
        let records = [
            Self.record(1, x: -5), Self.record(2, x: 7420), Self.record(3, x: 100, y: 3), Self.record(4, x: 0),
        ]
        func message(_ limit: Double) -> String? {
            Self.evaluate(Self.scenario([ScenarioExpectation(.maxOverscroll(limit))]), records, settleTick: 4).first?.message
        }
        // Worst: 7420 − 7410 = 10 px past the end at tick 2.
        #expect(message(0) == "expected overscroll of at most 0 px, overscrolled 10 px at t=0.0167 (offset [7420, 0])")
        #expect(message(9.9) != nil)
        #expect(message(10) == nil)
        // Rounding noise is not overscroll.
        let noise = [Self.record(1, x: -1e-9)]
        #expect(Self.evaluate(Self.scenario([ScenarioExpectation(.maxOverscroll(0))]), noise, settleTick: 1).isEmpty)
    }

    @Test func decisionsAreCountedAndCompared() {
        let first = TargetDecision(behavior: "seed-v1", original: .zero, proposed: .zero, adjusted: .zero,
                                   velocity: Vector(dx: -1500, dy: 0), unclamped: Point(x: -390, y: 0))
        let second = TargetDecision(behavior: "seed-v1", original: Point(x: 390, y: 0), proposed: Point(x: 390, y: 0),
                                    adjusted: Point(x: 390, y: 0), velocity: .zero, reason: .containerResized)
        let records = [Self.record(1), Self.record(2, decision: first), Self.record(3), Self.record(4, decision: second)]
        func messages(_ checks: [ScenarioExpectation.Check]) -> [String] {
            Self.evaluate(Self.scenario(checks.map { ScenarioExpectation($0) }), records, settleTick: 4).map(\.message)
        }
        #expect(messages([.decisionCount(2, reason: nil), .decisionCount(1, reason: .gestureEnded),
                          .decisionCount(1, reason: .containerResized)]).isEmpty)
        #expect(messages([.decisionCount(1, reason: nil)]) == ["expected 1 decision, got 2 at t=0.0167, t=0.0333"])
        #expect(messages([.decisionCount(0, reason: .containerResized)]) == ["expected 0 decisions (resize), got 1 at t=0.0333"])
        #expect(messages([.decision(ScenarioDecisionCheck(number: 1, original: .zero, adjusted: .zero,
                                                         unclamped: Point(x: -390, y: 0)))]).isEmpty)
        // Without an unclamped answer, "unclamped" is the adjusted target.
        #expect(messages([.decision(ScenarioDecisionCheck(number: 2, unclamped: Point(x: 390, y: 0)))]).isEmpty)
        #expect(messages([.decision(ScenarioDecisionCheck(number: 2, adjusted: .zero, velocity: Vector(dx: 5, dy: 0)))])
            == ["decision 2 (t=0.0333, seed-v1): adjusted [390, 0], expected [0, 0]; velocity [0, 0], expected [5, 0]"])
        #expect(messages([.decision(ScenarioDecisionCheck(number: 3, adjusted: .zero))])
            == ["expected decision 3, but the run had 2 decisions"])
    }

    @Test func endSignalsAreCountedInTheirWindow() {
        let records = [
            Self.record(10, ends: .debounce), Self.record(60, ends: .debounce), Self.record(100, ends: [.debounce, .phase]),
        ]
        func messages(_ checks: [ScenarioExpectation.Check]) -> [String] {
            Self.evaluate(Self.scenario(checks.map { ScenarioExpectation($0) }), records, settleTick: 100).map(\.message)
        }
        // Ticks 10, 60, 100 are t = 0.0833, 0.5, 0.8333.
        #expect(messages([.end(.debounce, from: 0, to: nil, count: 3), .end(.debounce, from: 0.4, to: 0.6, count: 1),
                          .end(.phase, from: 0.8, to: nil, count: nil), .end(.phase, from: 0, to: 0.8, count: 0)]).isEmpty)
        #expect(messages([.end(.phase, from: 0, to: 0.5, count: nil)])
            == ["expected a phase end between t=0 and t=0.5; it fired at t=0.8333"])
        #expect(messages([.end(.debounce, from: 0.4, to: nil, count: 1)])
            == ["expected 1 debounce end between t=0.4 and the end (t=0.8333), got 2; it fired at t=0.0833, 0.5, 0.8333"])
    }
}
