import Testing
@testable import ScrollKitCore

/// Bad input never traps and gives sane output.
@Suite struct LayoutRobustnessTests {
    static let badSizes: [Size] = [
        .zero, Size(width: .nan, height: .nan), Size(width: .infinity, height: -.infinity),
        Size(width: -390, height: 844), Size(width: 1e300, height: 1e-300),
    ]

    static func isSane(_ layout: any ContentLayout) -> Bool {
        let content = layout.contentSize
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else { return false }
        for i in [0, 1, layout.itemCount / 2, layout.itemCount - 1] where i >= 0 && i < layout.itemCount {
            let f = layout.frame(ofItem: i)
            guard f.origin.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else { return false }
        }
        return true
    }

    @Test(arguments: badSizes)
    func badContainers(size: Size) {
        var stack = StackLayout(axis: .vertical, itemCount: 50, sizing: .containerRelative(count: 3, span: 1, spacing: 4), spacing: 2, containerSize: size)
        #expect(Self.isSane(stack))
        stack.relayout(containerSize: size)
        #expect(Self.isSane(stack))
        var grid = GridLayout(columns: 3, itemCount: 50, rowSizing: .fixed(10), containerSize: size)
        #expect(Self.isSane(grid))
        grid.relayout(containerSize: size)
        #expect(Self.isSane(grid))
        for preset in PresetCatalog.all where preset.name != "million" {
            #expect(Self.isSane(preset.makeLayout(preset.defaultItemCount, preset.axes, size)), "\(preset.name)")
        }
    }

    @Test func zeroItems() {
        let stack = StackLayout(axis: .vertical, itemCount: 0, sizing: .fixed(50), spacing: 8, padding: EdgeInsets(top: 5, bottom: 7), containerSize: Size(width: 390, height: 844))
        #expect(stack.contentSize == Size(width: 390, height: 12))
        #expect(stack.items(in: Rect(x: 0, y: -1e9, width: 1e9, height: 2e9)).isEmpty)
        #expect(stack.frame(ofItem: 0) == .zero)
        #expect(stack.firstTarget(atOrAfter: 0, on: .vertical) == 0)
        let grid = GridLayout(columns: 3, itemCount: 0, rowSizing: .fixed(50), containerSize: Size(width: 390, height: 844))
        #expect(grid.items(in: Rect(x: 0, y: 0, width: 390, height: 844)).isEmpty)
        #expect(grid.contentSize.height == 0)
    }

    @Test func negativeAndHugeCounts() {
        #expect(StackLayout(axis: .vertical, itemCount: -5, sizing: .fixed(10), containerSize: .zero).itemCount == 0)
        let huge = StackLayout(axis: .vertical, itemCount: .max, sizing: .fixed(1e300), spacing: .infinity, containerSize: Size(width: 390, height: 844))
        #expect(huge.itemCount == LayoutLimits.maximumItemCount)
        #expect(Self.isSane(huge))
        #expect(huge.items(in: Rect(x: 0, y: 1e15, width: 390, height: 844)).count <= 1)
        var grid = GridLayout(columns: .max, itemCount: .max, rowSizing: .fixed(10), containerSize: Size(width: 390, height: 844))
        #expect(grid.columns == GridLayout.maximumColumns)
        #expect(Self.isSane(grid))
        #expect(grid.appendItems(.max, at: 0) == 0)
        #expect(GridLayout(columns: 0, itemCount: 3, rowSizing: .fixed(10), containerSize: .zero).columns == 1)
    }

    @Test func nanAndInfiniteQueries() {
        let stack = StackLayout(axis: .vertical, itemCount: 100, sizing: .seededRandom(min: 10, max: 50, seed: 1), containerSize: Size(width: 390, height: 844))
        #expect(stack.items(in: Rect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(stack.items(in: Rect(x: 0, y: .nan, width: 10, height: 10)).isEmpty)
        #expect(stack.items(in: Rect(x: 0, y: 0, width: 390, height: .infinity)) == 0..<100)
        #expect(stack.items(in: Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)).isEmpty)  // −∞ + ∞ is NaN
        #expect(stack.items(in: Rect(x: 0, y: -1e308, width: 390, height: 1.5e308)) == 0..<100)
        #expect(stack.items(in: Rect(x: 0, y: 100, width: 390, height: -50)).isEmpty)
        #expect(stack.firstTarget(atOrAfter: .infinity, on: .vertical) == 0)  // not marked: no targets
        let fixed = StackLayout(axis: .vertical, itemCount: 100, sizing: .fixed(0), containerSize: Size(width: 390, height: 844), isScrollTargetLayout: true)
        #expect(fixed.firstTarget(atOrAfter: .infinity, on: .vertical) == 100)
        #expect(fixed.firstTarget(atOrAfter: -.infinity, on: .vertical) == 0)
        #expect(fixed.contentSize.height == 0)
        #expect(fixed.items(in: Rect(x: 0, y: -1, width: 390, height: 2)) == 0..<100)  // zero-length rows strictly inside
    }

    @Test func appendingNeverTraps() {
        var stack = StackLayout(axis: .vertical, itemCount: 3, sizing: .seededRandom(min: 10, max: 20, seed: 1), containerSize: Size(width: 390, height: 844))
        #expect(stack.appendItems(-4, at: 0) == 0)
        #expect(stack.appendItems(0, at: .nan) == 0)
        #expect(stack.appendItems(2, at: .nan) == 2)  // appended, never shown as loading
        #expect(!stack.isLoading(item: 3, at: 0))
        #expect(!stack.isLoading(item: 3, at: .nan))
        #expect(!stack.isLoading(item: -1, at: 0))
    }
}
