import Testing
@testable import ScrollKitCore

@Suite struct LayoutStackTests {
    let phone = Size(width: 390, height: 844)

    /// A vertical stack of fixed rows: y = top + i·(length + spacing), x = leading
    /// padding, width = container − side paddings.
    @Test func fixedVerticalStackFrames() {
        let stack = StackLayout(
            axis: .vertical, itemCount: 100, sizing: .fixed(52), spacing: 8,
            padding: EdgeInsets(top: 8, leading: 48, bottom: 8, trailing: 48), containerSize: phone
        )
        #expect(stack.frame(ofItem: 0) == Rect(x: 48, y: 8, width: 294, height: 52))
        #expect(stack.frame(ofItem: 1) == Rect(x: 48, y: 68, width: 294, height: 52))
        #expect(stack.frame(ofItem: 99) == Rect(x: 48, y: 8 + 99 * 60, width: 294, height: 52))
        // 8 + 100·52 + 99·8 + 8
        #expect(stack.contentSize == Size(width: 390, height: 6008))
        #expect(stack.frame(ofItem: 100) == .zero)
        #expect(stack.frame(ofItem: -1) == .zero)
    }

    @Test func fixedHorizontalStackFrames() {
        let stack = StackLayout(
            axis: .horizontal, itemCount: 5, sizing: .fixed(100), spacing: 10,
            padding: EdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 4), containerSize: phone
        )
        #expect(stack.frame(ofItem: 3) == Rect(x: 16 + 3 * 110, y: 20, width: 100, height: 844 - 50))
        #expect(stack.contentSize == Size(width: 16 + 500 + 40 + 4, height: 844))
    }

    /// Seed 004 Step 0: full-width pages 200 high, centred across the axis.
    @Test func containerRelativePagesCentredAcross() {
        var pages = StackLayout(
            axis: .horizontal, itemCount: 20, sizing: .containerRelative(count: 1, span: 1, spacing: 0),
            crossSizing: .fixed(200, .center), containerSize: phone, isScrollTargetLayout: true
        )
        #expect(pages.frame(ofItem: 0) == Rect(x: 0, y: 322, width: 390, height: 200))  // (844 − 200)/2
        #expect(pages.frame(ofItem: 7) == Rect(x: 2730, y: 322, width: 390, height: 200))
        #expect(pages.contentSize == Size(width: 7800, height: 844))
        pages.relayout(containerSize: Size(width: 844, height: 390))  // landscape
        #expect(pages.frame(ofItem: 7) == Rect(x: 7 * 844, y: 95, width: 844, height: 200))
        #expect(pages.contentSize == Size(width: 16880, height: 390))
        pages.relayout(containerSize: Size(width: 390, height: 150))  // shorter than the page
        #expect(pages.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 390, height: 200))
        #expect(pages.contentSize == Size(width: 7800, height: 200))
    }

    static let alignments: [(CrossAlignment, Double)] = [
        (.leading, 10), (.center, 10 + (390.0 - 30 - 100) / 2), (.trailing, 390.0 - 20 - 100),
    ]

    @Test(arguments: alignments)
    func fixedCrossAlignment(alignment: CrossAlignment, x: Double) {
        let stack = StackLayout(
            axis: .vertical, itemCount: 3, sizing: .fixed(40), padding: EdgeInsets(leading: 10, trailing: 20),
            crossSizing: .fixed(100, alignment), containerSize: phone
        )
        #expect(stack.frame(ofItem: 2) == Rect(x: x, y: 80, width: 100, height: 40))
    }

    @Test func containerRelativeWithSpanAndSpacing() {
        // count 3, span 2, spacing 10 in 390: (390 − 20)/3·2 + 10; stack spacing 10 too.
        let stack = StackLayout(
            axis: .horizontal, itemCount: 4, sizing: .containerRelative(count: 3, span: 2, spacing: 10),
            spacing: 10, containerSize: phone
        )
        let length = (390.0 - 20) / 3 * 2 + 10
        #expect(abs(stack.frame(ofItem: 1).width - length) < 1e-9)
        #expect(abs(stack.frame(ofItem: 2).minX - 2 * (length + 10)) < 1e-9)
    }

    /// Seeded-random rows: each frame starts where the previous one ended plus
    /// the spacing, and is as long as the sizing says.
    @Test func seededRandomStackIsARunningSum() {
        let sizing = ItemSizing.seededRandom(min: 60, max: 220, seed: 4)
        let stack = StackLayout(
            axis: .vertical, itemCount: 500, sizing: sizing, spacing: 12,
            padding: EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12), containerSize: phone
        )
        var y = 12.0
        for i in 0..<500 {
            let length = sizing.length(ofItem: i, containerLength: 844)
            #expect(stack.frame(ofItem: i) == Rect(x: 12, y: y, width: 366, height: length))
            y = y + length + 12
        }
        #expect(stack.contentSize.height == y - 12 + 12)
    }

    @Test func relayoutKeepsIDsAndRecomputesContainerRelativeLengths() {
        var thirds = StackLayout(
            axis: .horizontal, itemCount: 10, sizing: .containerRelative(count: 3, span: 1, spacing: 0),
            containerSize: phone, isScrollTargetLayout: true
        )
        let ids = (0..<10).map(thirds.itemID(at:))
        for width in [844.0, 390, 1000, 333, 1] {
            thirds.relayout(containerSize: Size(width: width, height: 500))
            #expect((0..<10).map(thirds.itemID(at:)) == ids)
            #expect((0..<10).map { thirds.index(ofItemID: ids[$0]) } == (0..<10).map { $0 })
            for i in 0..<10 {
                #expect(abs(thirds.frame(ofItem: i).width - width / 3) <= 0.01)
                #expect(abs(thirds.frame(ofItem: i).minX - Double(i) * width / 3) <= 0.01)
            }
        }
        #expect(thirds.index(ofItemID: 10) == nil)
        #expect(thirds.index(ofItemID: -1) == nil)
    }

    @Test func relayoutOfSeededRandomLengthsKeepsFramesAlongTheAxis() {
        var feed = StackLayout(axis: .vertical, itemCount: 200, sizing: .seededRandom(min: 60, max: 220, seed: 9), spacing: 12, containerSize: phone)
        let before = (0..<200).map { feed.frame(ofItem: $0) }
        feed.relayout(containerSize: Size(width: 844, height: 390))
        for i in 0..<200 {
            #expect(feed.frame(ofItem: i).minY == before[i].minY)
            #expect(feed.frame(ofItem: i).height == before[i].height)
            #expect(feed.frame(ofItem: i).width == 844)
            #expect(feed.itemID(at: i) == i)
        }
    }

    @Test func scrollTargetsOnlyWhenMarked() {
        var stack = StackLayout(axis: .vertical, itemCount: 10, sizing: .fixed(50), spacing: 10, containerSize: phone)
        #expect(stack.targetCount == 0)
        #expect(stack.firstTarget(atOrAfter: 100, on: .vertical) == 0)
        stack.isScrollTargetLayout = true
        #expect(stack.targetCount == 10)
        #expect(stack.targetFrame(at: 3) == stack.frame(ofItem: 3))
        // Starts are 0, 60, 120, …: lower bound of the leading edge.
        #expect(stack.firstTarget(atOrAfter: 0, on: .vertical) == 0)
        #expect(stack.firstTarget(atOrAfter: 0.5, on: .vertical) == 1)
        #expect(stack.firstTarget(atOrAfter: 60, on: .vertical) == 1)
        #expect(stack.firstTarget(atOrAfter: 541, on: .vertical) == 10)
        #expect(stack.firstTarget(atOrAfter: -1e9, on: .vertical) == 0)
        #expect(stack.firstTarget(atOrAfter: .nan, on: .vertical) == 10)
        // Across the axis every item starts at x = 0.
        #expect(stack.firstTarget(atOrAfter: 0, on: .horizontal) == 0)
        #expect(stack.firstTarget(atOrAfter: 1, on: .horizontal) == 10)
    }

    @Test func firstTargetMatchesAScanOnVariableLengths() {
        let stack = StackLayout(
            axis: .horizontal, itemCount: 300, sizing: .seededRandom(min: 10, max: 400, seed: 77), spacing: 3,
            padding: EdgeInsets(leading: 17), containerSize: phone, isScrollTargetLayout: true
        )
        let starts = (0..<300).map { stack.targetFrame(at: $0).minX }
        for position in stride(from: -50.0, through: stack.contentSize.width + 50, by: 37.3) {
            let expected = starts.firstIndex { $0 >= position } ?? 300
            #expect(stack.firstTarget(atOrAfter: position, on: .horizontal) == expected)
        }
        for i in [0, 1, 150, 299] {
            #expect(stack.firstTarget(atOrAfter: starts[i], on: .horizontal) == i)
        }
    }

    @Test func compatibilityInitialiserIsAFixedStack() {
        let a = StackLayout(axis: .vertical, itemCount: 7, itemLength: 44, spacing: 2, containerSize: phone)
        let b = StackLayout(axis: .vertical, itemCount: 7, sizing: .fixed(44), spacing: 2, containerSize: phone)
        #expect(a == b)
        #expect(a.itemLength == 44)
    }
}
