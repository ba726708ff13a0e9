import Testing
@testable import ScrollKitCore

/// Observers fire exactly when expected, and not otherwise.
@Suite struct ObservationTests {
    typealias S = EngineTestSupport

    static func flingEngine() -> ScrollEngine {
        var engine = S.engine()
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.3))
        return engine
    }

    @Test func offsetObserverFiresOnExactlyTheTicksWhoseOffsetChanged() {
        var engine = Self.flingEngine()
        let seen = Collector<(Point, Point)>()
        engine.onOffsetChange { old, new in seen.append((old, new)) }
        var previous = engine.lastRecord.offset
        var expected: [(Point, Point)] = []
        for r in S.runUntilIdle(&engine) {
            if r.offset != previous { expected.append((previous, r.offset)) }
            previous = r.offset
        }
        #expect(!expected.isEmpty)
        #expect(seen.values.count == expected.count)
        #expect(zip(seen.values, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 })
    }

    @Test func geometryObserverFiresOnlyWhenTheTransformedValueChanges() {
        var engine = S.engine()
        let seen = Collector<(Bool, Bool)>()
        // Seed 000's collapsible header: "scrolled past 100 px?"
        engine.onGeometryChange(for: { $0.contentOffset.y > 100 }) { old, new in seen.append((old, new)) }
        for t in [0.1, 0.15, 0.2] {
            engine.enqueue(TimedInputEvent(time: t, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        }
        _ = S.runUntilIdle(&engine)
        #expect(seen.values.count == 1)
        #expect(seen.values.first.map { $0 == (false, true) } == true)
        engine.enqueue(TimedInputEvent(time: engine.time, event: .key(.home)))
        _ = S.runUntilIdle(&engine)
        #expect(seen.values.count == 2)
        #expect(seen.values.last.map { $0 == (true, false) } == true)
        // A transform of something that never changes never fires.
        var quiet = S.engine()
        let none = Collector<Size>()
        quiet.onGeometryChange(for: \.containerSize) { _, new in none.append(new) }
        quiet.enqueue(TimedInputEvent(time: 0.1, event: .key(.pageDown)))
        _ = S.runUntilIdle(&quiet)
        #expect(none.values.isEmpty)
        quiet.enqueue(TimedInputEvent(time: quiet.time, event: .resize(Size(width: 500, height: 700))))
        _ = S.runUntilIdle(&quiet)
        #expect(none.values == [Size(width: 500, height: 700)])
    }

    @Test func phaseObserverSeesEveryTransitionWithItsContext() throws {
        var engine = Self.flingEngine()
        let seen = Collector<(ScrollPhase, ScrollPhase, ScrollEnginePhaseChangeContext)>()
        engine.onPhaseChange { old, new, context in seen.append((old, new, context)) }
        _ = S.runUntilIdle(&engine)
        let pairs = seen.values.map { [$0.0, $0.1] }
        #expect(pairs == [[.idle, .tracking], [.tracking, .interacting], [.interacting, .decelerating], [.decelerating, .idle]])
        let release = seen.values[2].2
        #expect(abs(release.velocity.dy - 1000) < 1e-6)
        #expect(release.time == 0.4)
        #expect(release.geometry.contentOffset.y == 282)
        let down = seen.values[0].2
        #expect(down.time == 0.1 && down.geometry.contentOffset.y == 0)
    }

    @Test func aClickInOneTickReportsBothChanges() {
        var engine = S.engine()
        let seen = Collector<[ScrollPhase]>()
        engine.onPhaseChange { old, new, _ in seen.append([old, new]) }
        engine.enqueue(TimedInputEvent(time: 0.101, event: .pointer(.down, Point(x: 10, y: 10))))
        engine.enqueue(TimedInputEvent(time: 0.102, event: .pointer(.up, Point(x: 10, y: 10))))
        let records = S.run(&engine, until: 0.2)
        #expect(seen.values == [[.idle, .tracking], [.tracking, .idle]])
        #expect(records.allSatisfy { $0.phase == .idle })
        #expect(records.filter { $0.ends.contains(.phase) }.count == 1)
        #expect(records.allSatisfy { $0.decision == nil })     // a click is not a scroll gesture
    }

    @Test func endObserversMatchTheRecordsEnds() {
        var engine = S.engine()
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400),
                                          start: 0.1, duration: 0.3, hold: 0.5))
        let seen = Collector<(ScrollEndKind, Point, Double)>()
        let clock = Collector<Double>()
        engine.onScrollEnd { kind, offset in seen.append((kind, offset, 0)) }
        var expected: [(ScrollEndKind, Point)] = []
        for r in S.runUntilIdle(&engine) {
            clock.append(r.time)
            if r.ends.contains(.debounce) { expected.append((.debounce, r.offset)) }
            if r.ends.contains(.phase) { expected.append((.phase, r.offset)) }
        }
        #expect(seen.values.map(\.0) == [.debounce, .phase])
        #expect(seen.values.count == expected.count)
        #expect(zip(seen.values, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 })
    }

    @Test func theDebounceDropsTheFirstValueAndFiresOncePerStillness() {
        var detector = DebouncedEndDetector()
        let L = 1.0 / 120
        // The initial offset never fires.
        for tick in 1...100 {
            let fired = detector.update(tick: tick, tickLength: L, offsetChanged: false)
            #expect(!fired)
        }
        // A change at tick 101: fires at 101 + 24 (0.2 s), once.
        let onChange = detector.update(tick: 101, tickLength: L, offsetChanged: true)
        #expect(!onChange)
        var fired: [Int] = []
        for tick in 102...200 where detector.update(tick: tick, tickLength: L, offsetChanged: false) { fired.append(tick) }
        #expect(fired == [125])
        // Changes keep re-arming it.
        for tick in 201...260 {
            let fired = detector.update(tick: tick, tickLength: L, offsetChanged: tick % 20 == 0)
            #expect(!fired)
        }
        var later: [Int] = []
        for tick in 261...400 where detector.update(tick: tick, tickLength: L, offsetChanged: false) { later.append(tick) }
        #expect(later == [284])
    }

    @Test func nothingFiresWhileIdle() {
        var engine = S.engine()
        let count = Collector<Int>()
        engine.onOffsetChange { _, _ in count.append(1) }
        engine.onGeometryChange(for: \.contentOffset) { _, _ in count.append(2) }
        engine.onPhaseChange { _, _, _ in count.append(3) }
        engine.onScrollEnd { _, _ in count.append(4) }
        engine.run(ticks: 240)
        #expect(count.values.isEmpty)
        engine.removeAllObservers()
        engine.enqueue(TimedInputEvent(time: engine.time, event: .key(.pageDown)))
        _ = S.runUntilIdle(&engine)
        #expect(count.values.isEmpty)
    }

    @Test func observersDoNotChangeTheRecords() {
        var plain = Self.flingEngine()
        var observed = Self.flingEngine()
        observed.onOffsetChange { _, _ in }
        observed.onPhaseChange { _, _, _ in }
        observed.onGeometryChange(for: \.visibleRect) { _, _ in }
        observed.onScrollEnd { _, _ in }
        #expect(S.runUntilIdle(&plain) == S.runUntilIdle(&observed))
    }
}
