import Foundation
import Testing
@testable import ScrollKitCore

/// Seed 004's three custom paging behaviors, golden values worked out by
/// hand from the article's code (the arithmetic is in the comments).
/// Horizontal, scrollViewWidth = 390, unless a case says otherwise.
@Suite struct BehaviorSeedTests {
    // MARK: v1: by velocity

    @Test(arguments: [
        // (original, proposed, velocity, expected)
        (780.0, 900.0, 0.0, 900.0),    // zero velocity: the article's flaw, nothing happens, rests at 900
        (780, 2000, 100, 1170),        // dx > 0: 780 + 390
        (780, 0, -100, 390),           // dx < 0: 780 − 390
        (780, 781, 0.001, 1170),       // any positive velocity, however small
        (500, 600, 300, 890),          // a start between pages stays between: 500 + 390
        (0, 0, -300, -390),            // leaves the bounds: 0 − 390 (the engine clamps)
        (7410, 7410, 300, 7800),       // past the end: 7410 + 390 > M = 7410
    ])
    func v1(original: Double, proposed: Double, velocity: Double, expected: Double) {
        let call = BehaviorCall(content: 7800, original: original, proposed: proposed, velocity: velocity)
        #expect(call.run(SeedV1PagingBehavior()) == expected)
    }

    @Test func v1UsesTheScrollAxisOnly() {
        // Vertical: y and height (844): 844 + 844 = 1688; x stays 0.
        let call = BehaviorCall(axis: .vertical, container: 844, cross: 390, content: 8440,
                                original: 844, proposed: 1000, velocity: 500)
        #expect(call.point(SeedV1PagingBehavior()) == Point(x: 0, y: 1688))
        // A horizontal velocity on a vertical container is not the scroll axis: dy = 0, nothing happens.
        var target = call.proposedTarget
        var context = call.context
        context.velocity = CGVector(dx: 500, dy: 0)
        target = SeedV1PagingBehavior().updatedTarget(target, context: context)
        #expect(target.rect.origin == CGPoint(x: 0, y: 1000))
    }

    // MARK: v2: by a third of the width

    @Test(arguments: [
        // distance = original − proposed; threshold 390 / 3 = 130
        (780.0, 900.0, 780.0),   // distance −120, |−120| ≤ 130: back to the start
        (780, 910, 780),         // exactly 1/3 is not more than 1/3: back
        (780, 911, 1170),        // −131: 780 + 390
        (780, 600, 390),         // 180 > 0: 780 − 390
        (780, 3000, 1170),       // a strong fling still moves one container only
        (600, 800, 990),         // the start had already moved (600): 600 + 390 = 990, off the page grid
        (600, 700, 600),         // −100: back to the moved start 600, between pages
        (300, 0, -90),           // 300 > 130: 300 − 390 = −90, before the start (the engine clamps)
    ])
    func v2(original: Double, proposed: Double, expected: Double) {
        // velocity plays no part in v2
        for velocity in [0.0, 500, -500] {
            let call = BehaviorCall(content: 7800, original: original, proposed: proposed, velocity: velocity)
            #expect(call.run(SeedV2PagingBehavior()) == expected)
        }
    }

    @Test func v2Vertical() {
        // height 844: threshold 281.33…; 844 − 1200 = −356 → 844 + 844 = 1688
        let call = BehaviorCall(axis: .vertical, container: 844, cross: 390, content: 8440,
                                original: 844, proposed: 1200, velocity: 0)
        #expect(call.point(SeedV2PagingBehavior()) == Point(x: 0, y: 1688))
    }

    // MARK: v3: robust

    @Test(arguments: [
        // 20 pages: content 7800, maxOffset 7410; 0.95 · 7410 = 7039.5; 0.05 · 390 = 19.5
        // left (forward), remaining 7800 − (780 + 390) = 6630 > 390 → threshold 130;
        // drag −120 within → floor(780/390)·390 = 780 → round(780/390)·390 = 780
        (7800.0, 780.0, 900.0, 780.0),
        // drag −170 > 130 → 780 + 390 = 1170 → round(3)·390 = 1170
        (7800, 780, 950, 1170),
        // right (back), remaining = 780 > 390 → threshold 130; drag 180 → 780 − 390 = 390;
        // from the end: 7410 − 390 = 7020, round(7020/390 = 18) = 18 → 7410 − 18·390 = 390
        (7800, 780, 600, 390),
        // direction none: stays at the start, even between pages
        (7800, 780, 780, 780),
        (7800, 500, 500, 500),
        // the start had moved (500): forward drag −60 within 130 → floor(500/390)·390 = 390:
        // a forward drag lands *behind* the start
        (7800, 500, 560, 390),
        // the start had moved (585 = 1.5 pages): drag −215 → 585 + 390 = 975 → round(2.5) = 3 → 1170,
        // skipping the page at 780
        (7800, 585, 800, 1170),
        // back from 400: remaining 400 > 390 → threshold 130; drag 10 within → ceil(400/390) = 2 → 780;
        // from the end: 7410 − 780 = 6630 → round(17) → 7410 − 6630 = 780: a backward drag lands ahead
        (7800, 400, 390, 780),
        // near the start: back from 390, remaining 390 ≤ 390 → threshold 130; drag 290 → 0 → ≤ 19.5 → 0
        (7800, 390, 100, 0),
        // back from 400 past the threshold: 400 − 390 = 10 ≤ 19.5 → snaps to 0
        (7800, 400, 200, 0),
        // near the end: forward from 7020, remaining 7800 − 7410 = 390 ≤ 390 → threshold 130;
        // drag −300 → 7410 → ≥ 7039.5 → maxOffset 7410
        (7800, 7020, 7320, 7410),
        // content 1000, maxOffset 610 (not a whole number of pages); 0.95 · 610 = 579.5
        // forward from 0: remaining 610 > 390 → threshold 130; drag −200 → 390 → round(1) → min(390, 610)
        (1000, 0, 200, 390),
        // forward from 390: remaining 1000 − 780 = 220 ≤ 390 → threshold 73.3; drag −110 → 780 → bounded 610 ≥ 579.5 → 610
        (1000, 390, 500, 610),
        // forward from 390 within 73.3 (drag −40) → floor(1)·390 = 390 → 390
        (1000, 390, 430, 390),
        // back from 610 within 130 (drag 110) → ceil(1.56) = 2 → 780 → bounded 610 ≥ 579.5 → 610
        (1000, 610, 500, 610),
        // back from 610 past 130 (drag 210) → 220 → from the end 610 − 220 = 390 → round(1) → 610 − 390 = 220:
        // off the forward grid (0, 390, 610)
        (1000, 610, 400, 220),
        // back from 390 within 130 (drag 40) → ceil(1)·390 = 390 → from the end: 610 − 390 = 220,
        // round(0.564) = 1 → 610 − 390 = 220: a 40 px backward nudge on page 1 lands 170 px back, off the grid
        (1000, 390, 350, 220),
        // back from 220: remaining 220 ≤ 390 → threshold 73.3; drag 120 → −170 → bounded 0 → 0
        (1000, 220, 100, 0),
        // the start had moved to 412: back, remaining 412 > 390 → threshold 130; drag 212 → 22;
        // 22 > 19.5, so from the end: 610 − 22 = 588, round(1.508) = 2 → 610 − 780 = −170: v3 leaves the bounds
        (1000, 412, 200, -170),
        // content ≤ container: always 0
        (390, 50, 80, 0),
        (300, 0, 200, 0),
        // long content (100 000, maxOffset 99 610; 0.95 · 99 610 = 94 629.5): forward from 94 380 (page 242),
        // drag −220 → 94 770 ≥ 94 629.5 → the end, 99 610: a dozen pages swallowed by the 5 % snap
        (100_000, 94_380, 94_600, 99_610),
    ])
    func v3(content: Double, original: Double, proposed: Double, expected: Double) {
        // velocity plays no part in v3
        for velocity in [0.0, 800, -800] {
            let call = BehaviorCall(content: content, original: original, proposed: proposed, velocity: velocity)
            #expect(call.run(SeedV3PagingBehavior()) == expected)
        }
    }

    @Test func v3Vertical() {
        // height 844, content 8440, maxOffset 7596: forward, remaining 8440 − 1688 = 6752 > 844 →
        // threshold 281.3; drag −356 → 1688 → round(2)·844 = 1688
        let call = BehaviorCall(axis: .vertical, container: 844, cross: 390, content: 8440,
                                original: 844, proposed: 1200, velocity: 0)
        #expect(call.point(SeedV3PagingBehavior()) == Point(x: 0, y: 1688))
    }

    @Test func v3ZeroWidthDividesByZero() {
        // width 0 < content 1000: threshold 0, drag −100 → 100 + 0 → forward: round(100/0)·0 = NaN,
        // min(NaN, 1000) = NaN, as Swift computes the article's code; no crash.
        let call = BehaviorCall(container: 0, content: 1000, original: 100, proposed: 200)
        #expect(call.run(SeedV3PagingBehavior()).isNaN)
    }

    @Test func v3ReadsMaxXAsTheOriginalOffsetPlusTheWidth() {
        // remaining = content − originalTarget.rect.maxX = 1000 − (390 + 390) = 220 ≤ 390 → threshold 73.3:
        // a drag of 80 pages (to 780 → bounded 610 → end); with maxX misread as 390 the
        // threshold would be 130 and the drag would return to 390.
        let call = BehaviorCall(content: 1000, original: 390, proposed: 470)
        #expect(call.run(SeedV3PagingBehavior()) == 610)
    }
}
