import Testing
@testable import ScrollKitCore

/// Four rules where we now follow SwiftUI as documented (docs/behaviors.md cites the evidence
/// for each rule): `.automatic` by the size class along the scrolling axis,
/// re-settling when the rules change at rest, the closest view to where
/// momentum ends, and views longer than the container.
@Suite struct BehaviorSwiftUIFixTests {
    // MARK: 1. `.automatic` looks along the scrolling axis

    /// 100 views of 100 px scrolled vertically; a fling from 0 whose momentum
    /// ends at 5000. Apple: "limits … when in a compact vertical size class
    /// when scrollable in the vertical axis".
    func verticalFling(container: Size) -> Double {
        var call = BehaviorCall(axis: .vertical, container: container.height, cross: container.width,
                                content: 10_000, original: 0, proposed: 5000, velocity: 2500)
        call.targets = rowTargets(count: 100, length: 100, axis: .vertical, cross: container.width)
        return call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .automatic))
    }

    @Test func portraitPhoneScrollingVerticallyIsNotLimited() {
        // 390 × 844: regular height → no limit: the view at 5000.
        #expect(verticalFling(container: Size(width: 390, height: 844)) == 5000)
    }

    @Test func landscapePhoneScrollingVerticallyIsLimited() {
        // 844 × 390: compact height → `.always`: the last edge within 0 + 390.
        #expect(verticalFling(container: Size(width: 844, height: 390)) == 300)
    }

    @Test func automaticResolvesOnTheScrollAxisLength() {
        typealias Limit = ViewAlignedScrollTargetBehavior.LimitBehavior
        #expect(Limit.automatic.resolved(containerSize: Size(width: 390, height: 844), axis: .vertical) == .never)
        #expect(Limit.automatic.resolved(containerSize: Size(width: 390, height: 844), axis: .horizontal) == .always)
        #expect(Limit.automatic.resolved(containerSize: Size(width: 844, height: 390), axis: .vertical) == .always)
        #expect(Limit.automatic.resolved(containerSize: Size(width: 844, height: 390), axis: .horizontal) == .never)
        #expect(Limit.alwaysByOne.resolved(containerSize: Size(width: 100, height: 100), axis: .vertical) == .alwaysByOne)
    }

    // MARK: 3. The closest view to where momentum ends

    /// Sparse targets: edges at 0, 250, 1500, 3000 (content 4000, L 390).
    func sparse(_ proposed: Double, velocity: Double, release: Double? = nil,
                limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .never) -> Double {
        let frames = [0.0, 250, 1500, 3000].map { Rect(x: $0, y: 0, width: 200, height: 844) }
        var call = BehaviorCall(content: 4000, original: 0, proposed: proposed, velocity: velocity)
        call.targets = ArrayScrollTargetLayout(frames: frames, axis: .horizontal)
        var context = call.context
        if let release { context.releaseOffset = Point(x: release, y: 0) }
        var target = call.proposedTarget
        target = ViewAlignedScrollTargetBehavior(limitBehavior: limit).updatedTarget(target, context: context)
        return target.rect.origin.x
    }

    @Test func sparseTargetsDoNotRunAway() {
        // Momentum ends at 300: 250 is 50 away, 1500 is 1200 past. The old
        // rule ("first at or past") answered 1500.
        #expect(sparse(300, velocity: 900) == 250)
        #expect(sparse(300, velocity: 900, release: 40) == 250)
        // Ends at 1000: 1500 is closer than 250.
        #expect(sparse(1000, velocity: 2000) == 1500)
    }

    @Test func aFlingNeverLandsBehindItsReleasePoint() {
        // Released at 260 (past 250) going forward, momentum ends at 300: 250
        // is behind the release, so the closest position ahead, 1500.
        #expect(sparse(300, velocity: 900, release: 260) == 1500)
        // Released still there: the closest, 250.
        #expect(sparse(300, velocity: 0, release: 260) == 250)
    }

    @Test func theLimitKeepsTheClosestPositionWithinIt() {
        // From 0 by one view: 250 whatever the momentum.
        #expect(sparse(2900, velocity: 5000, limit: .alwaysByOne) == 250)
        #expect(sparse(2900, velocity: 5000, limit: .never) == 3000)
    }

    // MARK: 4. Views longer than the container

    /// Container 800; views: 0–400, 400–2400 (2000 long), 2400–2800, 2800–3600.
    /// The long view covers the container from 400 to 1600.
    func long(_ proposed: Double, original: Double = 400, velocity: Double = 0,
              limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) -> Double {
        let frames = [Rect(x: 0, y: 0, width: 400, height: 600), Rect(x: 400, y: 0, width: 2000, height: 600),
                      Rect(x: 2400, y: 0, width: 400, height: 600), Rect(x: 2800, y: 0, width: 800, height: 600)]
        var call = BehaviorCall(container: 800, cross: 600, content: 3600, original: original,
                                proposed: proposed, velocity: velocity)
        call.targets = ArrayScrollTargetLayout(frames: frames, axis: .horizontal)
        return call.run(ViewAlignedScrollTargetBehavior(limitBehavior: limit))
    }

    @Test func theMiddleOfALongViewCanRestOnScreen() {
        #expect(long(1000) == 1000)                      // released still in the middle
        #expect(long(1234.5, velocity: 300) == 1234.5)   // a gentle fling inside it
        #expect(long(1000, limit: .alwaysByOne) == 1000) // within one view of 400
    }

    @Test func pastTheLongViewItsEndIsAPosition() {
        // 1700: the long view's end (1600, its trailing edge on the
        // container's trailing edge) is 100 away, the next view (2400) 700.
        #expect(long(1700, velocity: 600) == 1600)
        // 2200: the next view's edge is closer.
        #expect(long(2200, velocity: 600) == 2400)
    }

    @Test func shortViewsStillSnap() {
        // Before the long view: 0–400 is shorter than the container.
        #expect(long(150, original: 0) == 0)
        #expect(long(250, original: 0) == 400)
    }

    // MARK: 2. Re-settling when the rules change at rest

    /// At rest at 1220 under `free` in a 600 px tall container, switching to
    /// `paging` animates to the nearest page, 1200, recording a decision with
    /// reason `.configurationChanged` ("reconfigure" in the trace).
    @Test func switchingToPagingAtRestResettles() {
        var engine = EngineTestSupport.engine(container: Size(width: 390, height: 600))
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1220)), animated: false))))
        engine.step()
        #expect(engine.lastRecord.offset.y == 1220)
        engine.setBehavior(PagingScrollTargetBehavior())
        let records = engine.runUntilIdle()
        let decision = try? #require(records.first?.decision)
        #expect(decision?.reason == .configurationChanged)
        #expect(decision?.adjusted.y == 1200)
        #expect(records.first?.traceLine.contains("reconfigure") == true)
        #expect(records.first?.phase == .animating)
        #expect(records.first?.activity == .snap)
        #expect(records.last?.offset.y == 1200)
        // Animated: more than one frame, monotone, never past 1200.
        #expect(records.count > 5)
        for (a, b) in zip(records, records.dropFirst()) { #expect(b.offset.y <= a.offset.y && b.offset.y >= 1200) }
    }

    @Test func switchingWhileMovingDoesNotResettle() {
        var engine = EngineTestSupport.engine(container: Size(width: 390, height: 600))
        engine.enqueue(contentsOf: EngineTestSupport.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 200),
                                                          start: 0, duration: 0.1))
        _ = EngineTestSupport.run(&engine, until: 0.15)
        #expect(engine.phase == .decelerating)
        engine.setBehavior(PagingScrollTargetBehavior())
        #expect(engine.step().decision == nil)
    }

    @Test func changingTheAxesResettles() {
        var engine = EngineTestSupport.engine(axes: .vertical, container: Size(width: 390, height: 600),
                                              behavior: PagingScrollTargetBehavior())
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1220)), animated: false))))
        engine.step()
        engine.setAxes(.both)
        let records = engine.runUntilIdle()
        #expect(records.first?.decision?.reason == .configurationChanged)
        #expect(records.last?.offset.y == 1200)
    }

    @Test func aScenarioSetBehaviorEventResettles() {
        var engine = EngineTestSupport.engine(container: Size(width: 390, height: 600))
        engine.enqueue(TimedInputEvent(time: 0, event: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: 1220)), animated: false))))
        engine.enqueue(TimedInputEvent(time: 0.05, event: .setBehavior("paging")))
        let records = engine.runUntilIdle()
        #expect(records.contains { $0.decision?.reason == .configurationChanged })
        #expect(records.last?.offset.y == 1200)
    }
}
