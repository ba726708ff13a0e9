import Testing
@testable import ScrollKitCore

/// The engine issue's acceptance items, read from `FrameRecord`s.
@Suite struct EngineAcceptanceTests {
    typealias S = EngineTestSupport

    /// A fling: the pointer moves 300 px up at 1000 px/s from t = 0.1 and is
    /// released moving. The content offset at release is 300 − 18 (slop).
    static func fling(rate: DecelerationRate) -> (records: [FrameRecord], releaseTick: Int) {
        var engine = S.engine(configuration: ScrollConfiguration(axes: .vertical, deceleration: rate))
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.3))
        let records = S.runUntilIdle(&engine)
        return (records, engine.deliveryTick(for: 0.4))
    }

    // 1. Resting offset = offset at release + 0.4995·v (.normal), 0.0995·v (.fast).
    @Test(arguments: [(DecelerationRate.normal, 0.4995), (DecelerationRate.fast, 0.0995)])
    func freeFlingRestsAtTheUIScrollViewProjection(rate: DecelerationRate, projection: Double) throws {
        let (records, releaseTick) = Self.fling(rate: rate)
        let release = try #require(records.first { $0.tick == releaseTick })
        let decision = try #require(release.decision)
        #expect(decision.reason == .gestureEnded)
        #expect(abs(decision.velocity.dy - 1000) < 1e-6)          // uniform motion: the exact speed
        let beforeRelease = try #require(records.first { $0.tick == releaseTick - 1 })
        #expect(abs(beforeRelease.offset.y - (282 - 300.0 / 36)) < 1e-9) // one move (8.33 px) earlier
        let offsetAtRelease = 282.0                                 // 300 px − 18 px slop
        let rest = try #require(records.last).offset.y
        #expect(abs(rest - (offsetAtRelease + projection * decision.velocity.dy)) < 1)
        #expect(abs(rest - (offsetAtRelease - decision.velocity.dy / rate.k)) < 1e-9) // exactly x0 − v0/k
        // The releasing tick already shows the momentum.
        #expect(release.phase == .decelerating && release.offset.y > offsetAtRelease)
        #expect(release.restingOffset.map { abs($0.y - rest) < 1e-9 } == true)
    }

    // 2. Rubber band while dragging 200 px past the start; return within 1 s.
    @Test func rubberBandHoldsAndReturnsWithoutOvershoot() throws {
        var engine = S.engine(container: Size(width: 390, height: 800))
        // 218 px down = 18 px slop + 200 px past the start; held 0.3 s, released still.
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 318),
                                          start: 0.1, duration: 0.2, hold: 0.3))
        let records = S.runUntilIdle(&engine)
        let expected = -S.f(200, 800, 0.55)                      // −96.70 px
        let holding = records.filter { $0.time > 0.31 && $0.time < 0.6 }
        #expect(!holding.isEmpty)
        for r in holding { #expect(abs(r.offset.y - expected) <= 0.5) }
        let releaseTime = 0.6
        let releaseTick = engine.deliveryTick(for: releaseTime)
        let after = records.filter { $0.tick >= releaseTick }
        #expect(after.allSatisfy { $0.offset.y <= 0.5 })          // never into positive overshoot
        let idle = try #require(after.first { $0.phase == .idle })
        #expect(idle.time - releaseTime <= 1.0)
        #expect(idle.offset.y == 0)
        #expect(after.first?.activity == .bounce)
    }

    // 3. Seed 002's pitfall: a held drag "ends" for the debounce, not for the phase.
    @Test func holdingStillFiresTheDebounceButNotThePhaseEnd() throws {
        var engine = S.engine()
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400),
                                          start: 0.1, duration: 0.3, hold: 0.5))
        let records = S.runUntilIdle(&engine)
        let releaseTick = engine.deliveryTick(for: 0.9)
        let debounce = try #require(records.first { $0.ends.contains(.debounce) })
        #expect(debounce.tick < releaseTick)
        #expect(debounce.phase == .interacting)
        // 0.2 s after the last offset change (the last move's tick).
        let lastMoveTick = engine.deliveryTick(for: 0.4)
        #expect(debounce.tick == lastMoveTick + 24)
        let phaseEnd = try #require(records.first { $0.ends.contains(.phase) })
        #expect(phaseEnd.tick >= releaseTick)
        #expect(records.filter { $0.tick < releaseTick }.allSatisfy { $0.phase != .idle || $0.tick < engine.deliveryTick(for: 0.1) })
        #expect(phaseEnd.phase == .idle)
        // Released still: no momentum, the phase ends on the release tick.
        #expect(phaseEnd.tick == releaseTick)
        #expect(phaseEnd.decision?.velocity == .zero)
    }

    // 4. Phases in order.
    @Test func flingAndScrollToGoThroughSwiftUIPhasesInOrder() {
        let (records, _) = Self.fling(rate: .normal)
        #expect(S.phaseSequence(records) == [.idle, .tracking, .interacting, .decelerating, .idle])
        var activities: [ScrollActivityKind] = [.idle]
        for r in records where r.activity != activities.last { activities.append(r.activity) }
        #expect(activities == [.idle, .hold, .drag, .ballistic, .idle])
        #expect(records.filter { $0.ends.contains(.phase) }.count == 1)

        // A drag released still: no deceleration.
        var still = S.engine()
        still.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400),
                                         start: 0.1, duration: 0.3, hold: 0.1))
        #expect(S.phaseSequence(S.runUntilIdle(&still)) == [.idle, .tracking, .interacting, .idle])

        var engine = S.engine()
        engine.enqueue(TimedInputEvent(time: 0.05, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1200)), animated: true))))
        let animated = S.runUntilIdle(&engine)
        #expect(S.phaseSequence(animated) == [.idle, .animating, .idle])
        #expect(animated.last?.offset.y == 1200)
        #expect(animated.contains { $0.activity == .program && $0.source == .program })
    }

    // 5. Same scenario twice → byte-identical trace.
    static func richScenario() -> [TimedInputEvent] {
        var events = S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0.1, duration: 0.25)
        events += [
            TimedInputEvent(time: 1.2, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))),
            TimedInputEvent(time: 1.25, event: .wheel(steps: Vector(dx: 0, dy: -2), precise: Vector(dx: 0, dy: -2))),
            TimedInputEvent(time: 2.4, event: .key(.pageDown)),
            TimedInputEvent(time: 3.0, event: .resize(Size(width: 844, height: 390))),
            TimedInputEvent(time: 3.3, event: .setBehavior("free")),
            TimedInputEvent(time: 3.4, event: .scrollTo(ScrollToRequest(.item(id: 40, anchor: .center), animated: true))),
        ]
        for n in 0..<20 {
            events.append(TimedInputEvent(time: 4.5 + Double(n) * 0.008,
                                          event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1.25))))
        }
        events += S.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 300), start: 7.0, duration: 0.1)
        return events
    }

    static func trace(_ events: [TimedInputEvent], behavior: any NamedScrollTargetBehavior) -> String {
        var engine = S.engine(behavior: behavior)
        engine.enqueue(contentsOf: events)
        var lines: [String] = []
        for _ in 0..<(12 * 120) { lines.append(engine.step().traceLine) }
        return lines.joined(separator: "\n")
    }

    @Test func sameInputGivesAByteIdenticalTrace() {
        let events = Self.richScenario()
        let a = Self.trace(events, behavior: TestPagingBehavior())
        let b = Self.trace(events, behavior: TestPagingBehavior())
        #expect(a == b)
        #expect(a.contains("\"decision\""))
        #expect(a.contains("\"trackpad\"") && a.contains("\"wheel\"") && a.contains("\"keys\"") && a.contains("\"drag\""))
    }

    @Test func aCopyIsASnapshotThatReplaysIdentically() {
        var engine = S.engine()
        engine.enqueue(contentsOf: Self.richScenario())
        for _ in 0..<150 { engine.step() } // mid-fling
        var copy = engine
        var a: [FrameRecord] = [], b: [FrameRecord] = []
        for _ in 0..<900 { a.append(engine.step()) }
        for _ in 0..<900 { b.append(copy.step()) }
        #expect(a == b)
    }
}
