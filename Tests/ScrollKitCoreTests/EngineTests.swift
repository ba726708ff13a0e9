import Foundation
import Testing
@testable import ScrollKitCore

@Suite struct EngineTests {
    typealias S = EngineTestSupport

    static func notch(_ y: Double, at time: Double) -> TimedInputEvent {
        TimedInputEvent(time: time, event: .wheel(steps: Vector(dx: 0, dy: y), precise: Vector(dx: 0, dy: y)))
    }

    static func hnotch(_ y: Double, at time: Double) -> TimedInputEvent {
        TimedInputEvent(time: time, event: .wheel(steps: Vector(dx: 0, dy: y), precise: Vector(dx: 0, dy: y)))
    }

    // MARK: Ticks

    @Test func eventsAreDeliveredInTheNextTickWhichAlreadyShowsTheirEffect() {
        var engine = S.engine()
        #expect(engine.deliveryTick(for: 0.1) == 13)          // 0.1 s = 12 ticks exactly → tick 13
        #expect(engine.deliveryTick(for: 0.1 + 1e-6) == 13)
        #expect(engine.deliveryTick(for: 0) == 1)
        engine.enqueue(Self.notch(-1, at: 0.1))
        let records = S.run(&engine, until: 13 * S.tick)
        #expect(records[11].inputs.isEmpty && records[11].offset.y == 0)
        let delivered = records[12]
        #expect(delivered.tick == 13 && delivered.inputs == ["wheel 0 -1"])
        #expect(delivered.offset.y > 0)                        // the spring started at 0.1, not at the tick
        // Exactly the wheel spring evaluated 1/120 s after the event.
        let spring = SpringSimulation(position: 0, velocity: 0, target: 50, omega: SpringSimulation.wheelOmega)
        #expect(abs(delivered.offset.y - spring.x(13 * S.tick - 0.1)) < 1e-9)
        #expect(delivered.time == 13 * S.tick)
    }

    @Test func stepUntilRunsEveryTickUpToATime() {
        var engine = S.engine()
        var ticks: [Int] = []
        engine.step(until: 0.1) { ticks.append($0.tick) }
        #expect(ticks == Array(1...12))
        engine.step(until: 0.05) { ticks.append($0.tick) }     // never backwards
        #expect(ticks.count == 12)
        #expect(engine.time == 0.1)
    }

    @Test func idleTicksCarryNoInputsAndNoDecision() {
        var engine = S.engine()
        for _ in 0..<10 {
            let r = engine.step()
            #expect(r.inputs.isEmpty && r.decision == nil && r.ends.isEmpty && r.phase == .idle && r.source == .none)
        }
    }

    // MARK: Wheel

    @Test func oneNotchAnimatesExactlyOneStep() throws {
        var engine = S.engine()
        engine.enqueue(Self.notch(-1, at: 0.05))
        let records = S.runUntilIdle(&engine)
        #expect(S.phaseSequence(records) == [.idle, .animating, .idle])
        #expect(records.last?.offset.y == 50)
        #expect(records.allSatisfy { $0.source == .none || $0.source == .wheel })
        #expect(records.contains { $0.activity == .wheel })
        let d = try #require(records.compactMap(\.decision).first)
        #expect(d.original == .zero && d.proposed == Point(x: 0, y: 50) && d.adjusted == Point(x: 0, y: 50))
        #expect(abs(d.velocity.dy - 50 / 0.15) < 1e-9)
        #expect(records.filter { $0.ends.contains(.phase) }.count == 1)
    }

    @Test func rapidNotchesAddUpWithContinuousVelocity() {
        var engine = S.engine()
        for (n, t) in [0.1, 0.15, 0.2].enumerated() { _ = n; engine.enqueue(Self.notch(-1, at: t)) }
        let records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 150)
        let decisions = records.compactMap(\.decision)
        #expect(decisions.map(\.proposed.y) == [50, 100, 150])
        #expect(decisions.allSatisfy { $0.original.y == 0 })
        // No restart: the velocity never falls back to ~0 between notches.
        let moving = records.filter { $0.time > 0.11 && $0.time < 0.21 }
        #expect(moving.allSatisfy { $0.velocity.dy > 50 })
        // Offsets never decrease.
        for (a, b) in zip(records, records.dropFirst()) { #expect(b.offset.y >= a.offset.y) }
    }

    @Test func wheelNeverOverscrolls() {
        var engine = S.engine(count: 20)                       // 1200 px of content in 844: max 356
        for n in 0..<12 { engine.enqueue(Self.notch(-1, at: 0.1 + Double(n) * 0.04)) }
        engine.enqueue(Self.notch(3, at: 1.5))
        for n in 0..<6 { engine.enqueue(Self.notch(1, at: 1.6 + Double(n) * 0.04)) }
        let records = S.runUntilIdle(&engine)
        #expect(records.allSatisfy { $0.offset.y >= 0 && $0.offset.y <= 356 })
        #expect(records.contains { $0.offset.y == 356 })
        #expect(records.last?.offset.y == 0)
    }

    @Test func pagingMovesOnePagePerWheelSequence() {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .horizontal),
                                  layout: PagesTestLayout(itemCount: 20, containerSize: container),
                                  containerSize: container, behavior: TestPagingBehavior())
        // Three quick notches (vertical wheel on a horizontal container): one page.
        for t in [0.1, 0.15, 0.2] { engine.enqueue(Self.hnotch(-1, at: t)) }
        var records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.x == 390)
        #expect(records.compactMap(\.decision).allSatisfy { $0.adjusted.x == 390 && $0.original.x == 0 })
        // A new sequence while the page animation still runs builds on its target.
        engine.enqueue(Self.hnotch(-1, at: engine.time + 0.05))
        engine.enqueue(Self.hnotch(-1, at: engine.time + 0.25))
        records = S.runUntilIdle(&engine)
        let decisions = records.compactMap(\.decision)
        #expect(decisions.map(\.original.x) == [390, 780])
        #expect(records.last?.offset.x == 1170)
    }

    // MARK: Trackpad

    @Test func trackpadBurstInteractsThenDeceleratesFromTheGapEnd() throws {
        var engine = S.engine()
        for n in 0..<30 {
            engine.enqueue(TimedInputEvent(time: 0.5 + Double(n) * 0.008,
                                           event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1.5))))
        }
        let records = S.runUntilIdle(&engine)
        #expect(S.phaseSequence(records) == [.idle, .interacting, .decelerating, .idle])
        #expect(records.filter { $0.phase != .idle }.allSatisfy { $0.source == .trackpad })
        let last = 0.5 + 29 * 0.008
        let endTick = engine.deliveryTick(for: last + 0.12)
        let end = try #require(records.first { $0.decision != nil })
        #expect(end.tick == endTick)
        let d = try #require(end.decision)
        #expect(abs(d.velocity.dy - 1875) < 1e-6)
        #expect(d.original.y == 0)
        // 30 × 15 px moved directly; during the gap the content coasts as
        // momentum would (no hitch when the fingers lift), still interacting; then momentum
        // continues the same curve to 450 + v/(−k), within the blend's residual.
        let gap = records.filter { $0.time > last + 0.01 && $0.tick < endTick }
        let k = DecelerationRate.normal.k
        #expect(gap.allSatisfy { $0.phase == .interacting })
        for r in gap {
            let coasted = 450 + 1875 * (exp(k * (r.time - last)) - 1) / k
            #expect(abs(r.offset.y - coasted) < 1, "t = \(r.time): \(r.offset.y) vs the momentum curve \(coasted)")
        }
        #expect(abs(records.last!.offset.y - (450 + 1875 / -k)) < 0.5)
    }

    // MARK: Keys

    @Test func keysScrollByLinesPagesAndToTheEnds() {
        var engine = S.engine()                               // 6000 px in 844: max 5156
        engine.enqueue(TimedInputEvent(time: 0.1, event: .key(.pageDown)))
        var records = S.runUntilIdle(&engine)
        #expect(S.phaseSequence(records) == [.idle, .animating, .idle])
        #expect(records.last?.offset.y == 844 * 0.875)
        #expect(records.contains { $0.activity == .program && $0.source == .keys })
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .key(.down)))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 844 * 0.875 + 40)
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .key(.end)))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 5156)
        #expect(records.allSatisfy { $0.offset.y <= 5156 })
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .key(.space, shift: true)))
        engine.enqueue(TimedInputEvent(time: engine.time + 0.05, event: .key(.space, shift: true)))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 5156 - 2 * 844 * 0.875)  // repeated keys add up
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .key(.home)))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 0)
    }

    // MARK: Drag with a behavior

    @Test func pagingFlingLandsExactlyOnTheNextPageWithContinuousVelocity() throws {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .horizontal),
                                  layout: PagesTestLayout(itemCount: 20, containerSize: container),
                                  containerSize: container, behavior: TestPagingBehavior())
        // A quick 120 px swipe to the left in 0.1 s.
        engine.enqueue(contentsOf: S.drag(from: Point(x: 300, y: 400), to: Point(x: 180, y: 400), start: 0.1, duration: 0.1))
        let records = S.runUntilIdle(&engine)
        let releaseTick = engine.deliveryTick(for: 0.2)
        let release = try #require(records.first { $0.tick == releaseTick })
        let d = try #require(release.decision)
        #expect(abs(d.velocity.dx - 1200) < 1e-6)
        #expect(d.original.x == 0 && d.adjusted.x == 390)
        #expect(release.restingOffset?.x == 390)
        #expect(records.last?.offset.x == 390)
        #expect(records.allSatisfy { $0.offset.x <= 390 })
        // 102 px at release, 288 px to go at 1200 px/s: d = e^(−1200/288/1000) ≈ 0.99584 → friction.
        #expect(release.activity == .ballistic && release.phase == .decelerating)
        let f = try #require(FrictionSimulation(position: 102, velocity: 1200, restingAt: 390))
        #expect(abs(release.offset.x - f.x(release.time - 0.2)) < 1e-9)
        #expect(abs(release.velocity.dx - f.dx(release.time - 0.2)) < 1e-9)
    }

    @Test func aStillReleaseBetweenPagesSnapsWithASpring() throws {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .horizontal),
                                  layout: PagesTestLayout(itemCount: 20, containerSize: container),
                                  containerSize: container, behavior: TestPagingBehavior())
        // 100 px (118 − 18 slop), then held: released still at 100, nearest page 0.
        engine.enqueue(contentsOf: S.drag(from: Point(x: 300, y: 400), to: Point(x: 182, y: 400),
                                          start: 0.1, duration: 0.2, hold: 0.2))
        let records = S.runUntilIdle(&engine)
        #expect(S.phaseSequence(records) == [.idle, .tracking, .interacting, .animating, .idle])
        #expect(records.contains { $0.activity == .snap })
        #expect(records.last?.offset.x == 0)
        #expect(records.allSatisfy { $0.offset.x >= 0 })
        let d = try #require(records.compactMap(\.decision).first)
        #expect(d.proposed.x == 100 && d.adjusted.x == 0 && d.velocity == .zero)
    }

    @Test func outOfRangeAnswersAreClampedVisibly() throws {
        var engine = S.engine(behavior: OutOfRangeBehavior())
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.3))
        let records = S.runUntilIdle(&engine)
        let d = try #require(records.compactMap(\.decision).first)
        #expect(d.adjusted.y >= 0 && d.adjusted.y <= 5156)
        #expect(d.unclamped != nil)
        #expect(records.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite })
        #expect(records.last.map { $0.offset.y >= 0 && $0.offset.y <= 5156 } == true)
    }

    // MARK: Catching and bounds

    @Test func aPressDuringMomentumCatchesIt() throws {
        var engine = S.engine()
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.3))
        engine.enqueue(TimedInputEvent(time: 0.8, event: .pointer(.down, Point(x: 100, y: 100))))
        engine.enqueue(TimedInputEvent(time: 1.2, event: .pointer(.up, Point(x: 100, y: 100))))
        let records = S.runUntilIdle(&engine)
        let held = records.filter { $0.time > 0.81 && $0.time < 1.2 }
        #expect(held.allSatisfy { $0.phase == .tracking })
        #expect(Set(held.map(\.offset.y)).count == 1)          // stopped dead
        let caughtAt = held[0].offset.y
        // Released without moving after catching: a decision with velocity 0.
        let release = try #require(records.first { $0.tick == engine.deliveryTick(for: 1.2) })
        #expect(release.decision?.velocity == .zero)
        #expect(release.decision?.original.y == caughtAt)       // the gesture began mid-motion
        #expect(release.phase == .idle && release.offset.y == caughtAt)
    }

    @Test func withoutBouncesDragsStopAtTheEdge() {
        var engine = S.engine(configuration: ScrollConfiguration(axes: .vertical, bounces: false))
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 500), start: 0.1, duration: 0.2))
        let records = S.runUntilIdle(&engine)
        #expect(records.allSatisfy { $0.offset.y == 0 })
    }

    @Test func flingIntoTheEndBouncesBackToTheEdge() {
        var engine = S.engine(count: 20)                       // max 356
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), start: 0.1, duration: 0.05))
        let records = S.runUntilIdle(&engine)
        #expect(records.contains { $0.offset.y > 356 })          // a bounce past the end…
        #expect(records.last?.offset.y == 356)                  // …and back exactly
        #expect(S.phaseSequence(records) == [.idle, .tracking, .interacting, .decelerating, .idle])
    }

    // MARK: Programmatic

    @Test func scrollToAnItemWithAnAnchorOrWithout() {
        var engine = S.engine()
        engine.enqueue(TimedInputEvent(time: 0.1, event: .scrollTo(ScrollToRequest(.item(id: 50, anchor: .center), animated: true))))
        var records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == Double(50 * 60 + 30 - 422))
        // Item 10 lies above: the least scroll puts it at the top.
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .scrollTo(ScrollToRequest(.item(id: 10, anchor: nil), animated: false))))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 600)
        #expect(records.allSatisfy { $0.phase == .idle })       // a jump: no phase change
        // Item 30 lies below: the least scroll puts it at the bottom.
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .scrollTo(ScrollToRequest(.item(id: 30, anchor: nil), animated: false))))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == Double(31 * 60 - 844))
        // Offsets are clamped; unknown items ignored.
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1e9)), animated: false))))
        engine.enqueue(TimedInputEvent(time: engine.time + 0.02, event: .scrollTo(ScrollToRequest(.item(id: 999, anchor: .top), animated: true))))
        records = S.runUntilIdle(&engine)
        #expect(records.last?.offset.y == 5156)
    }

    @Test func setBehaviorEventsSwitchByNameAndIgnoreUnknownNames() {
        var engine = S.engine(behavior: TestPagingBehavior())
        engine.enqueue(TimedInputEvent(time: 0.01, event: .setBehavior("no-such-behavior")))
        engine.step(); engine.step()
        #expect(engine.lastRecord.behavior == "test-paging")
        engine.enqueue(TimedInputEvent(time: engine.time, event: .setBehavior("free")))
        engine.step()
        #expect(engine.lastRecord.behavior == "free")
    }

    // MARK: Resize

    @Test func resizeKeepsThePageAndAsksTheBehavior() throws {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .horizontal),
                                  layout: PagesTestLayout(itemCount: 20, containerSize: container),
                                  containerSize: container, behavior: TestPagingBehavior())
        engine.enqueue(TimedInputEvent(time: 0.05, event: .scrollTo(ScrollToRequest(.offset(Point(x: 1170, y: 0)), animated: false))))
        engine.enqueue(TimedInputEvent(time: 0.2, event: .resize(Size(width: 844, height: 390))))
        let records = S.runUntilIdle(&engine)
        let r = try #require(records.first { $0.decision != nil })
        let d = try #require(r.decision)
        #expect(d.reason == .containerResized)
        #expect(d.original == Point(x: 2532, y: 0) && d.proposed == d.original && d.adjusted == d.original)
        #expect(r.offset.x == 2532 && r.containerSize == Size(width: 844, height: 390))
        #expect(r.contentSize.width == Double(20 * 844))
        #expect(r.phase == .idle)                               // a jump, no animation
        // The same size again: not a change, no decision.
        engine.enqueue(TimedInputEvent(time: engine.time, event: .resize(Size(width: 844, height: 390))))
        #expect(engine.step().decision == nil)
        // And back, mid-page: the leading item keeps its distance to the edge.
        engine.enqueue(TimedInputEvent(time: engine.time + 0.01, event: .scrollTo(ScrollToRequest(.offset(Point(x: 2532 + 211, y: 0)), animated: false))))
        engine.enqueue(TimedInputEvent(time: engine.time + 0.02, event: .resize(Size(width: 390, height: 844))))
        let back = S.runUntilIdle(&engine)
        let d2 = try #require(back.compactMap(\.decision).last)
        #expect(d2.original.x == Double(3 * 390 + 211))        // item 3, still 211 px scrolled past its edge
        #expect(d2.adjusted.x == Double(4 * 390))              // 3.54 pages: paging picks the nearest, 4
    }

    @Test func wheelsKeysAndResizesDuringALandingBuildOnItsTarget() throws {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .horizontal),
                                  layout: PagesTestLayout(itemCount: 20, containerSize: container),
                                  containerSize: container, behavior: TestPagingBehavior())
        // A fling to page 1 (a friction landing with a long, sub-pixel tail)…
        engine.enqueue(contentsOf: S.drag(from: Point(x: 300, y: 400), to: Point(x: 150, y: 400), start: 0.1, duration: 0.12))
        // …a notch while it still creeps toward 390, a page key during the wheel
        // animation, and a rotation while that key animation runs.
        engine.enqueue(Self.hnotch(-1, at: 1.3))
        engine.enqueue(TimedInputEvent(time: 1.4, event: .key(.pageDown)))
        engine.enqueue(TimedInputEvent(time: 1.5, event: .resize(Size(width: 844, height: 390))))
        let records = S.runUntilIdle(&engine)
        let decisions = records.compactMap(\.decision)
        #expect(decisions.count == 4)
        #expect(records.first { $0.tick == engine.deliveryTick(for: 1.3) - 1 }.map { $0.offset.x < 390 && $0.offset.x > 385 && $0.phase == .decelerating } == true)
        #expect(decisions[1].original.x == 390 && decisions[1].adjusted.x == 780)
        #expect(decisions[2].original.x == 780 && decisions[2].adjusted.x == 1170)
        #expect(decisions[3].reason == .containerResized && decisions[3].adjusted.x == 3 * 844.0)
        #expect(records.last?.offset.x == 3 * 844.0)
    }

    @Test func contentGrowthAppliesOnTheDecisionTick() throws {
        struct Grow: ContentGrowthPolicy {
            func grow(_ layout: inout any ContentLayout, after decision: TargetDecision, geometry: ScrollEngineGeometry, time: Double) -> Bool {
                guard var stack = layout as? StackLayout,
                      decision.adjusted.y + 2 * geometry.containerSize.height >= stack.contentSize.height else { return false }
                _ = stack.appendItems(20, at: time)
                layout = stack
                return true
            }
        }
        var engine = S.engine(count: 30)                       // 1800 px: max 956
        engine.contentGrowth = Grow()
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.2))
        let records = S.runUntilIdle(&engine)
        let r = try #require(records.first { $0.decision != nil })
        #expect(r.contentSize.height == Double(50 * 60))
        #expect(records.last?.contentSize.height == Double(50 * 60))
        // The free fling continues into the new rows (1500 px/s · 0.4995 ≈ 749 px past 282).
        #expect(records.last!.offset.y > 956)
        #expect(abs(records.last!.offset.y - (282 + 1500 / -DecelerationRate.normal.k)) < 1e-6)
    }

    // MARK: Insets and conventions

    @Test(arguments: [OffsetConvention.swiftUI, .uiKit])
    func offsetConventionsOfSeed003(convention: OffsetConvention) {
        let insets = EdgeInsets(top: 140, bottom: 34)
        var engine = S.engine(configuration: ScrollConfiguration(axes: .vertical, contentInsets: insets, convention: convention))
        let start = convention == .uiKit ? -140.0 : 0
        #expect(engine.geometry.contentOffset.y == start)
        #expect(engine.step().offset.y == start)
        #expect(engine.geometry.visibleRect.minY == -140)       // the inset shows either way
        engine.enqueue(TimedInputEvent(time: engine.time, event: .key(.end)))
        let records = S.runUntilIdle(&engine)
        // The end: content 6000 + bottom inset − container, counted from the start.
        let end = 6000 + 34 - 844.0
        #expect(records.last?.offset.y == (convention == .uiKit ? end : end + 140))
        #expect(engine.geometry.visibleRect.maxY == 6034)
        #expect(records.compactMap(\.decision).first?.original.y == start)
    }

    @Test(arguments: [OffsetConvention.swiftUI, .uiKit])
    func fractionalInsetsKeepFreeAnswersExact(convention: OffsetConvention) throws {
        let insets = EdgeInsets(top: 47.1, bottom: 33.7)   // (989.7 + 47.1) − 47.1 ≠ 989.7 in binary
        var engine = S.engine(count: 30, configuration: ScrollConfiguration(axes: .vertical, contentInsets: insets, convention: convention))
        // A hard fling into the end: momentum, a bounce, and back to the end.
        engine.enqueue(contentsOf: S.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), start: 0.1, duration: 0.1))
        let records = S.runUntilIdle(&engine)
        let d = try #require(records.compactMap(\.decision).first)
        #expect(d.unclamped == nil && d.adjusted == d.proposed)
        #expect(!records.contains { $0.activity == .snap })
        #expect(records.last?.offset.y == engine.geometry.maxOffset(.vertical))
        #expect(records.contains { $0.offset.y > engine.geometry.maxOffset(.vertical) })
    }

    @Test func bothAxesScrollIndependently() {
        var engine = ScrollEngine(configuration: ScrollConfiguration(axes: .both),
                                  layout: CanvasTestLayout(contentSize: Size(width: 2000, height: 3000)),
                                  containerSize: Size(width: 390, height: 844))
        engine.enqueue(contentsOf: S.drag(from: Point(x: 300, y: 700), to: Point(x: 100, y: 400), start: 0.1, duration: 0.3))
        let records = S.runUntilIdle(&engine)
        let last = records.last!
        #expect(last.offset.x > 0 && last.offset.y > 0)
        #expect(last.offset.x <= engine.geometry.maxOffset(.horizontal))
        #expect(S.phaseSequence(records) == [.idle, .tracking, .interacting, .decelerating, .idle])
    }

    @Test func degenerateInputsNeverCrash() {
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical, tickLength: .nan, wheelStep: -1, preciseStep: .infinity),
            layout: StackLayout(axis: .vertical, itemCount: 0, itemLength: 0, containerSize: .zero),
            containerSize: Size(width: .nan, height: -5)
        )
        let events: [RawInputEvent] = [
            .pointer(.down, Point(x: 0, y: 0)), .pointer(.move, Point(x: 0, y: 1e12)), .pointer(.up, Point(x: 0, y: -1e12)),
            .wheel(steps: Vector(dx: 1e300, dy: -1e300), precise: Vector(dx: 1e300, dy: -1e300)),
            .key(.pageDown), .key(.end), .resize(Size(width: .infinity, height: 0)), .resize(Size(width: 0, height: 0)),
            .scrollTo(ScrollToRequest(.offset(Point(x: .nan, y: .infinity)), animated: true)),
            .scrollTo(ScrollToRequest(.item(id: -1, anchor: .center), animated: true)),
        ]
        for (n, e) in events.enumerated() { engine.enqueue(TimedInputEvent(time: 0.01 * Double(n), event: e)) }
        engine.enqueue(TimedInputEvent(time: .nan, event: .key(.down)))
        engine.enqueue(TimedInputEvent(time: -.infinity, event: .key(.down)))
        let records = S.runUntilIdle(&engine)
        #expect(records.allSatisfy { $0.offset.isFinite && $0.velocity.isFinite && $0.hue.isFinite })
        #expect(records.last?.phase == .idle)
    }
}
