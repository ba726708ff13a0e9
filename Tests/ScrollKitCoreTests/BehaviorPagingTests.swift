import Testing
@testable import ScrollKitCore

/// `paging`: L = 390 (the `pages` preset's container), 20 pages: content
/// 7800, M = 7800 − 390 = 7410, unless a case says otherwise.
@Suite struct BehaviorPagingTests {
    let paging = PagingScrollTargetBehavior()

    @Test(arguments: [
        // (original, proposed, velocity, expected, why)
        (0.0, 97.5, 0.0, 0.0, "a quarter-page drag released still returns"),
        (0, 250, 0, 390, "released still past half a page: nearest page 390 (|250−390| < |250−0|)"),
        (0, 120, 600, 390, "a gentle flick turns the page: ceil(120/390)·390"),
        (0, 1500, 3000, 390, "a hard flick: ceil → 1560, limited to one page from 0"),
        (780, 700, -300, 390, "backward flick: floor(700/390)·390"),
        (780, 0, -5000, 390, "hard backward flick limited to one page: 780 − 390"),
        (780, 760, 60, 780, "dragged back, light forward flick: ceil(760/390)·390 = 780, stays"),
        (780, 1000, -80, 780, "dragged forward, flicked back: floor(1000/390)·390 = 780"),
        (500, 1400, 2000, 780, "began between pages 390 and 780: forward stops at 780"),
        (500, 100, -2000, 390, "began between pages: backward stops at 390"),
        (500, 560, 0, 390, "began between pages, released still: nearest to 560 is 390"),
        (0, 195, 0, 0, "exact tie (half a page): toward the start, 0"),
        (390, 195, 0, 390, "exact tie: toward the start, 390"),
        (0, 100, 0.5, 0, "0.5 px/s is under the 1 px/s threshold: nearest"),
        (0, 100, 1.5, 390, "1.5 px/s is a fling: next page"),
        (7410, 7410, 900, 7410, "at the end a forward flick stays at M"),
        (0, 0, -900, 0, "at the start a backward flick stays at 0"),
        (-40, 0, 0, 0, "a start in the rubber band counts as 0"),
    ])
    func twentyPages(original: Double, proposed: Double, velocity: Double, expected: Double, why: String) {
        let call = BehaviorCall(content: 7800, original: original, proposed: proposed, velocity: velocity)
        #expect(call.run(paging) == expected, "\(why)")
    }

    /// Content 1000, L = 390: M = 610; pages 0, 390 and 610 (the last page
    /// aligned to the end, 220 px after the second).
    @Test(arguments: [
        (390.0, 500.0, 100.0, 610.0), // ceil(500) = min(2·390, 610) = 610
        (610, 500, -100, 390),         // floor(500) = 390
        (610, 550, 0, 610),            // |550 − 610| = 60 < |550 − 390| = 160
        (0, 600, 2000, 390),           // one page from 0 is 390, not 610
        (390, 0, 0, 0),                // nearest to 0
    ])
    func lastPageAlignedToTheEnd(original: Double, proposed: Double, velocity: Double, expected: Double) {
        let call = BehaviorCall(content: 1000, original: original, proposed: proposed, velocity: velocity)
        #expect(call.run(paging) == expected)
    }

    @Test func contentSmallerThanTheContainerRestsAtZero() {
        for (p, v) in [(0.0, 500.0), (0, -500), (0, 0)] {
            #expect(BehaviorCall(content: 300, original: 0, proposed: p, velocity: v).run(paging) == 0)
        }
    }

    @Test func verticalContainerPagesOnY() {
        // L = 844, content 8440: ceil(1100/844)·844 = 1688, within one page of 844.
        let call = BehaviorCall(axis: .vertical, container: 844, cross: 390, content: 8440,
                                original: 844, proposed: 1100, velocity: 800)
        #expect(call.point(paging) == Point(x: 0, y: 1688))
    }

    @Test func bothAxesPageIndependently() {
        // 300×200 container over 900×600 content: x flings to ceil(200/300)·300 = 300,
        // y (released still) rests at the nearest page to 50, 0.
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: .zero, containerSize: Size(width: 300, height: 200)),
            velocity: Vector(dx: 500, dy: 0), contentSize: Size(width: 900, height: 600),
            containerSize: Size(width: 300, height: 200), axes: .both
        )
        var target = ScrollTarget(offset: Point(x: 200, y: 50), containerSize: Size(width: 300, height: 200))
        target = paging.updatedTarget(target, context: context)
        #expect(target.offset(in: context.containerSize) == Point(x: 300, y: 0))
    }

    /// The engine's wheel sequence: original fixed at the sequence start,
    /// proposed = original + accumulated 40 px notches, velocity = notch
    /// direction × remaining / 0.15 s. Every call answers the same page.
    @Test func wheelSequenceMovesExactlyOnePage() {
        for notches in 1...25 {
            let forward = BehaviorCall(content: 7800, original: 780, proposed: 780 + 40 * Double(notches),
                                       velocity: 40 / 0.15)
            #expect(forward.run(paging) == 1170)
            let backward = BehaviorCall(content: 7800, original: 780, proposed: 780 - 40 * Double(min(notches, 19)),
                                        velocity: -40 / 0.15)
            #expect(backward.run(paging) == 390)
        }
    }

    /// Seed 004's landscape bug: after a rotation the offset must stay on a
    /// page of the new width.
    @Test func resizeStaysOnTheNearestPage() {
        // Landscape 844 wide, 20 pages: the engine keeps the leading item, page 3 = 2532.
        let kept = BehaviorCall(container: 844, cross: 390, content: 16880, original: 2532, proposed: 2532,
                                reason: .containerResized)
        #expect(kept.run(paging) == 2532)
        let fractional = BehaviorCall(container: 844, cross: 390, content: 16880, original: 2532.4, proposed: 2532.4,
                                      reason: .containerResized)
        #expect(fractional.run(paging) == 2532)
        // SwiftUI's bug keeps the portrait offset 3·390 = 1170: paging puts it
        // back on the nearest landscape page, 844 (|1170−844| = 326 < |1170−1688| = 518).
        let stale = BehaviorCall(container: 844, cross: 390, content: 16880, original: 1170, proposed: 1170,
                                 reason: .containerResized)
        #expect(stale.run(paging) == 844)
    }

    @Test func badContextsDoNotCrash() {
        // A zero-length container cannot page: the target is left alone.
        #expect(BehaviorCall(container: 0, content: 7800, original: 0, proposed: 123, velocity: 500).run(paging) == 123)
        // NaN velocity reads as released still.
        #expect(BehaviorCall(content: 7800, original: 0, proposed: 100, velocity: .nan).run(paging) == 0)
        // A NaN proposed target falls back on the original.
        #expect(BehaviorCall(content: 7800, original: 780, proposed: .nan, velocity: 0).run(paging) == 780)
        // Infinite content: no valid maximum, left alone.
        #expect(BehaviorCall(content: .infinity, original: 0, proposed: 50, velocity: 0).run(paging) == 50)
        // Huge values stay finite and on the grid.
        let huge = BehaviorCall(container: 1000, content: 1e12, original: 5e11, proposed: 9e11, velocity: 1e9)
        #expect(huge.run(paging) == 5e11 + 1000)
        // Float noise (3 × 0.1 ≠ 0.3) never skips or invents a page.
        let tiny = BehaviorCall(container: 0.1, content: 10, original: 0.3, proposed: 0.3, velocity: 0)
        #expect(abs(tiny.run(paging) - 0.3) < 1e-12)
        let tinyFling = BehaviorCall(container: 0.1, content: 10, original: 0.3, proposed: 0.31, velocity: 50)
        #expect(abs(tinyFling.run(paging) - 0.4) < 1e-12)
    }
}
