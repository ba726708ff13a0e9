import Testing
@testable import ScrollKitCore

@Suite struct PresetFeedTests {
    let phone = Size(width: 390, height: 844)

    func geometry(_ layout: any ContentLayout, insets: EdgeInsets = .zero, convention: OffsetConvention = .swiftUI) -> ScrollEngineGeometry {
        ScrollEngineGeometry(contentSize: layout.contentSize, contentInsets: insets, containerSize: phone, convention: convention)
    }

    func decision(adjustedY y: Double) -> TargetDecision {
        TargetDecision(behavior: "free", original: .zero, proposed: Point(x: 0, y: y), adjusted: Point(x: 0, y: y), velocity: Vector(dx: 0, dy: 900))
    }

    /// Grow when E − (p + L) ≤ 2L.
    @Test func theRule() {
        let policy = FeedGrowthPolicy()
        #expect(policy.shouldGrow(targetPosition: 1000, containerLength: 844, contentEnd: 1000 + 844 + 1688))
        #expect(!policy.shouldGrow(targetPosition: 1000, containerLength: 844, contentEnd: 1000 + 844 + 1688.01))
        #expect(policy.shouldGrow(targetPosition: 0, containerLength: 844, contentEnd: 500))  // shorter than the screen
        #expect(!policy.shouldGrow(targetPosition: .nan, containerLength: 844, contentEnd: 500))
        #expect(!policy.shouldGrow(targetPosition: 0, containerLength: 0, contentEnd: 500))
        #expect(!policy.shouldGrow(targetPosition: 0, containerLength: 844, contentEnd: .infinity))
    }

    @Test func appendsABatchWithNewIDsShownAsLoading() throws {
        let preset = PresetCatalog.feed
        let policy = try #require(preset.contentGrowth)
        var layout = preset.makeDefaultLayout()
        let before = layout.contentSize.height
        let framesBefore = (0..<30).map { layout.frame(ofItem: $0) }
        // Far from the end: nothing.
        #expect(!policy.grow(&layout, after: decision(adjustedY: 0), geometry: geometry(layout), time: 1))
        #expect(layout.itemCount == 30)
        // Within two screens of the end.
        let near = before - 844 - 2 * 844 + 10
        #expect(policy.grow(&layout, after: decision(adjustedY: near), geometry: geometry(layout), time: 2))
        #expect(layout.itemCount == 50)
        #expect(layout.contentSize.height > before)
        #expect((0..<30).map { layout.frame(ofItem: $0) } == framesBefore)
        #expect((30..<50).map(layout.itemID(at:)) == Array(30..<50))
        #expect(layout.index(ofItemID: 49) == 49)
        // Loading for 1.2 s from the append, only the new items.
        #expect(layout.isLoading(item: 30, at: 2))
        #expect(layout.isLoading(item: 49, at: 3.19))
        #expect(!layout.isLoading(item: 49, at: 3.2))
        #expect(!layout.isLoading(item: 49, at: 1.99))
        #expect(!layout.isLoading(item: 29, at: 2.1))
        // The same target again, now farther from the new end: nothing more.
        let g = geometry(layout)
        if near + 844 + 2 * 844 < layout.contentSize.height {
            #expect(!policy.grow(&layout, after: decision(adjustedY: near), geometry: g, time: 3))
        }
        // A second growth gets the next ids and its own loading time.
        let end = layout.contentSize.height - 844
        #expect(policy.grow(&layout, after: decision(adjustedY: end), geometry: geometry(layout), time: 5))
        #expect(layout.itemCount == 70)
        #expect(layout.isLoading(item: 69, at: 5.3) && !layout.isLoading(item: 40, at: 5.3))
    }

    /// The same targets at the same times give the same feed, bit for bit.
    @Test func growthIsDeterministic() throws {
        func run() throws -> StackLayout {
            var layout = PresetCatalog.feed.makeDefaultLayout()
            let policy = try #require(PresetCatalog.feed.contentGrowth)
            for step in 0..<12 {
                let target = layout.contentSize.height - 844 * Double(1 + step % 3)
                _ = policy.grow(&layout, after: decision(adjustedY: target), geometry: geometry(layout), time: Double(step))
            }
            return try #require(layout as? StackLayout)
        }
        let a = try run(), b = try run()
        #expect(a == b)
        #expect(a.itemCount > 30)
    }

    @Test func conventionsAndInsetsAreHonoured() throws {
        let policy = FeedGrowthPolicy(batchSize: 5, threshold: 1)
        var layout: any ContentLayout = StackLayout(axis: .vertical, itemCount: 40, sizing: .fixed(100), containerSize: phone)
        // Content 4000, trailing inset 100: E = 4100. Grow when 4100 − (p + 844) ≤ 844, p ≥ 2412.
        let insets = EdgeInsets(top: 60, bottom: 100)
        // .swiftUI: offset = position + 60.
        #expect(!policy.grow(&layout, after: decision(adjustedY: 2411 + 60), geometry: geometry(layout, insets: insets), time: 0))
        #expect(policy.grow(&layout, after: decision(adjustedY: 2412 + 60), geometry: geometry(layout, insets: insets), time: 0))
        #expect(layout.itemCount == 45)
        // .uiKit: offset = position.
        var other: any ContentLayout = StackLayout(axis: .vertical, itemCount: 40, sizing: .fixed(100), containerSize: phone)
        #expect(!policy.grow(&other, after: decision(adjustedY: 2411), geometry: geometry(other, insets: insets, convention: .uiKit), time: 0))
        #expect(policy.grow(&other, after: decision(adjustedY: 2412), geometry: geometry(other, insets: insets, convention: .uiKit), time: 0))
    }

    @Test func horizontalFeedsGrowOnTheirAxis() {
        let policy = FeedGrowthPolicy(batchSize: 3)
        var layout: any ContentLayout = StackLayout(axis: .horizontal, itemCount: 10, sizing: .fixed(100), containerSize: phone)
        let g = ScrollEngineGeometry(contentSize: layout.contentSize, containerSize: phone)
        let d = TargetDecision(behavior: "free", original: .zero, proposed: .zero, adjusted: Point(x: 0, y: 99_999), velocity: .zero)
        #expect(policy.grow(&layout, after: d, geometry: g, time: 0))  // 1000 − (0 + 390) ≤ 780 on x; y is ignored
        #expect(layout.itemCount == 13)
    }

    @Test func stopsAtTheMaximum() {
        let policy = FeedGrowthPolicy(batchSize: 20, maximumItemCount: 45)
        var layout: any ContentLayout = StackLayout(axis: .vertical, itemCount: 30, sizing: .fixed(10), containerSize: phone)
        #expect(policy.grow(&layout, after: decision(adjustedY: 0), geometry: geometry(layout), time: 0))
        #expect(layout.itemCount == 45)  // 15 of the batch of 20 fit
        #expect(!policy.grow(&layout, after: decision(adjustedY: 0), geometry: geometry(layout), time: 0))
    }

    @Test func layoutsThatCannotGrowAreLeftAlone() {
        struct Fixed: ContentLayout {
            var itemCount: Int { 1 }
            var contentSize: Size { Size(width: 10, height: 10) }
            func frame(ofItem index: Int) -> Rect { Rect(x: 0, y: 0, width: 10, height: 10) }
            func itemID(at index: Int) -> Int { index }
            func index(ofItemID id: Int) -> Int? { id == 0 ? 0 : nil }
            func items(in rect: Rect) -> Range<Int> { 0..<1 }
            var isScrollTargetLayout: Bool { false }
            mutating func relayout(containerSize: Size) {}
            var targetCount: Int { 0 }
            func targetFrame(at index: Int) -> Rect { .zero }
            func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int { 0 }
        }
        var layout: any ContentLayout = Fixed()
        #expect(!FeedGrowthPolicy().grow(&layout, after: decision(adjustedY: 0), geometry: geometry(layout), time: 0))
        #expect(!layout.isLoading(item: 0, at: 0))  // the protocol's default
    }
}
