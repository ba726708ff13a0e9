import Testing
@testable import ScrollKitCore

/// `view-aligned…` over seed 004's Step2 "thirds": 10 items 130 px wide in a
/// 390 px container. Content 1300, M = 910; the leading edges 0, 130, …,
/// 1170 clamp to [0, 910], so the snap positions are 0, 130, …, 780, 910.
@Suite struct BehaviorViewAlignedTests {
    let thirds = rowTargets(count: 10, length: 130)

    func call(_ original: Double, _ proposed: Double, _ velocity: Double) -> BehaviorCall {
        BehaviorCall(content: 1300, original: original, proposed: proposed, velocity: velocity, targets: thirds)
    }

    @Test(arguments: [
        // (limit, original, proposed, velocity, expected)
        // A flick from 0 whose momentum ends at 600: the first edge at or past 600 is 650.
        (ViewAlignedScrollTargetBehavior.LimitBehavior.never, 0.0, 600.0, 1200.0, 650.0),
        (.alwaysByOne, 0, 600, 1200, 130),     // one view: the edge after 0
        (.alwaysByFew, 0, 600, 1200, 390),     // three views: 130, 260, 390
        (.always, 0, 600, 1200, 390),          // one container length: the last edge ≤ 0 + 390
        (.automatic, 0, 600, 1200, 390),       // 390 px wide < 600: acts as .always
        // Backward from 520, momentum ends at 100.
        (.never, 520, 100, -1500, 130),        // the closest edge to 100 (was "floor": 0)
        (.alwaysByOne, 520, 100, -1500, 390),
        (.alwaysByFew, 520, 100, -1500, 130),
        (.always, 520, 100, -1500, 130),       // the first edge ≥ 520 − 390 = 130
        // Began between 130 and 260 (the previous scroll had not stopped):
        // by one means to the edge ahead, 260, or the edge behind, 130.
        (.alwaysByOne, 200, 600, 1200, 260),
        (.alwaysByOne, 200, 0, -1200, 130),
        (.alwaysByFew, 200, 900, 1200, 520),   // 260, 390, 520
        // Released still: the nearest edge (70 is 60 from 130, 70 from 0).
        (.alwaysByOne, 0, 70, 0, 130),
        (.never, 0, 400, 0, 390),
        (.never, 0, 880, 0, 910),              // M is a position: 880 is 30 from 910
        (.never, 0, 905, 0, 910),
        (.alwaysByOne, 780, 910, 700, 910),    // the end is one step after 780
    ])
    func thirdsLimits(limit: ViewAlignedScrollTargetBehavior.LimitBehavior, original: Double, proposed: Double,
                      velocity: Double, expected: Double) {
        let behavior = ViewAlignedScrollTargetBehavior(limitBehavior: limit)
        #expect(call(original, proposed, velocity).run(behavior) == expected)
    }

    @Test func automaticIsUnlimitedInAWideContainer() {
        // 800 px container, 20 items of 200: M = 4000 − 800 = 3200.
        // Momentum ends at 1550: the closest edge is 1600.
        let call = BehaviorCall(container: 800, content: 4000, original: 0, proposed: 1550, velocity: 2000,
                                targets: rowTargets(count: 20, length: 200))
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .automatic)) == 1600)
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .always)) == 800)
        #expect(ViewAlignedScrollTargetBehavior.LimitBehavior.automatic.resolved(containerWidth: 599.9) == .always)
        #expect(ViewAlignedScrollTargetBehavior.LimitBehavior.automatic.resolved(containerWidth: 600) == .never)
    }

    @Test func alwaysLetsAViewLargerThanTheContainerBeLeft() {
        // Items 1000 px long in a 390 px container: one container length holds
        // no further edge, so .always still allows one view. Momentum ending
        // at 900 is closer to the next view (1000) than to the first view's
        // end (610: its trailing edge on the container's).
        let call = BehaviorCall(content: 5000, original: 0, proposed: 900, velocity: 900,
                                targets: rowTargets(count: 5, length: 1000))
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .always)) == 1000)
        var nearEnd = call
        nearEnd.proposed = 800
        #expect(nearEnd.run(ViewAlignedScrollTargetBehavior(limitBehavior: .always)) == 610)
        nearEnd.proposed = 400
        #expect(nearEnd.run(ViewAlignedScrollTargetBehavior(limitBehavior: .always)) == 400) // inside it: readable
    }

    @Test func stepFourPagesAreAlignedLikePaging() {
        // Step1: full-width pages with .alwaysByOne behave as paging.
        let pages = rowTargets(count: 20, length: 390)
        for (o, p, v) in [(780.0, 950.0, 420.0), (780, 100, -3000), (0, 97.5, 0), (500, 1400, 2000)] {
            let withTargets = BehaviorCall(content: 7800, original: o, proposed: p, velocity: v, targets: pages)
            let plain = BehaviorCall(content: 7800, original: o, proposed: p, velocity: v)
            #expect(withTargets.run(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne))
                    == plain.run(PagingScrollTargetBehavior()))
        }
    }

    @Test func withoutTargetsItBehavesLikePaging() {
        let empty = ArrayScrollTargetLayout(frames: [], axis: .horizontal)
        for layout in [nil, empty] as [(any ScrollTargetLayout)?] {
            let call = BehaviorCall(content: 1300, original: 0, proposed: 600, velocity: 1200, targets: layout)
            // paging: ceil(600/390) = 780, limited to one page: 390.
            #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .never)) == 390)
        }
    }

    @Test func leadingPaddingMakesTheFirstEdgeTheFirstPosition() {
        // Items start at 20: 0 is not a position; at the start the nearest is 20.
        let padded = rowTargets(count: 10, length: 130, start: 20)
        let call = BehaviorCall(content: 1340, original: 0, proposed: 0, velocity: 0, targets: padded)
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)) == 20)
        // Backward from 20 there is nothing before the first edge: stays at 20.
        let back = BehaviorCall(content: 1340, original: 20, proposed: 0, velocity: -500, targets: padded)
        #expect(back.run(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)) == 20)
    }

    @Test func gridRowsCountAsOneView() {
        // A 3-column grid, rows 100 tall, 30 rows, vertical, container 300 high:
        // three targets share each leading edge; by one moves one row.
        var frames: [Rect] = []
        for row in 0..<30 { for column in 0..<3 { frames.append(Rect(x: Double(column) * 130, y: Double(row) * 100, width: 130, height: 100)) } }
        let grid = ArrayScrollTargetLayout(frames: Array(frames.reversed()), axis: .vertical)
        let call = BehaviorCall(axis: .vertical, container: 300, cross: 390, content: 3000,
                                original: 0, proposed: 1000, velocity: 2000, targets: grid)
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne)) == 100)
        #expect(call.run(ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByFew)) == 300)
    }

    @Test func variableHeightsAlignToTheNearestEdge() {
        // Edges 0, 50, 250, 260, 600 (M = 700 − 300 = 400 clamps 600).
        let lengths = [50.0, 200, 10, 340, 100]
        var y = 0.0
        var frames: [Rect] = []
        for l in lengths { frames.append(Rect(x: 0, y: y, width: 390, height: l)); y += l }
        let layout = ArrayScrollTargetLayout(frames: frames, axis: .vertical)
        func run(_ o: Double, _ p: Double, _ v: Double, _ limit: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Double {
            BehaviorCall(axis: .vertical, container: 300, cross: 390, content: 700, original: o, proposed: p,
                         velocity: v, targets: layout).run(ViewAlignedScrollTargetBehavior(limitBehavior: limit))
        }
        #expect(run(0, 140, 0, .never) == 50)    // 140 is 90 from 50, 110 from 250
        #expect(run(0, 255, 0, .never) == 250)   // tie 250/260 is 5 each: toward the start, 250
        #expect(run(50, 300, 900, .alwaysByOne) == 250)
        #expect(run(250, 300, 900, .alwaysByOne) == 260)
        // The view at 260 is 340 long, longer than the 300 px container: it
        // covers the container from 260 to 300, so 300 (its end) is a position.
        #expect(run(260, 301, 900, .alwaysByOne) == 300)
        #expect(run(260, 380, 900, .alwaysByOne) == 400)  // the next edge, 600, clamps to M
        #expect(run(260, 280, 900, .alwaysByOne) == 280)  // inside the long view
    }

    /// A million rows: every call reads a handful of frames (binary search),
    /// never the whole list.
    @Test func aMillionTargetsCostAFewFrameReads() {
        let counter = FrameReadCounter()
        let layout = CountingLayout(count: 1_000_000, pitch: 44, counter: counter)
        let content = 44.0 * 1_000_000
        for limit in ViewAlignedScrollTargetBehavior.LimitBehavior.allCases {
            counter.reads = 0
            let call = BehaviorCall(axis: .vertical, container: 844, cross: 390, content: content,
                                    original: 22_000_000, proposed: 22_003_001, velocity: 1500, targets: layout)
            let offset = call.run(ViewAlignedScrollTargetBehavior(limitBehavior: limit))
            #expect(offset.truncatingRemainder(dividingBy: 44) == 0)
            #expect(counter.reads < 40, "\(limit): \(counter.reads) frame reads")
            #expect(counter.searches < 40, "\(limit): \(counter.searches) searches")
        }
    }
}

final class FrameReadCounter: @unchecked Sendable {
    var reads = 0
    var searches = 0
}

/// Rows `pitch` apart, answered in O(1), counting every read.
struct CountingLayout: ScrollTargetLayout {
    let count: Int
    let pitch: Double
    let counter: FrameReadCounter
    var targetCount: Int { count }
    func targetFrame(at index: Int) -> Rect {
        counter.reads += 1
        return Rect(x: 0, y: Double(index) * pitch, width: 390, height: pitch)
    }
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        counter.searches += 1
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(mid) * pitch < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
