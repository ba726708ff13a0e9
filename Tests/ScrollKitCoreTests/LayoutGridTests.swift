import Testing
@testable import ScrollKitCore

@Suite struct LayoutGridTests {
    let phone = Size(width: 390, height: 844)

    /// 3 flexible columns in 390 with padding 10 and column spacing 5:
    /// each (390 − 20 − 2·5)/3 = 120 wide, columns at 10, 135, 260.
    @Test func verticalGridFrames() {
        let grid = GridLayout(
            columns: 3, itemCount: 10, rowSizing: .fixed(80), rowSpacing: 6, columnSpacing: 5,
            padding: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), containerSize: phone
        )
        #expect(grid.lineCount == 4)
        #expect(grid.frame(ofItem: 0) == Rect(x: 10, y: 10, width: 120, height: 80))
        #expect(grid.frame(ofItem: 4) == Rect(x: 135, y: 96, width: 120, height: 80))
        #expect(grid.frame(ofItem: 8) == Rect(x: 260, y: 182, width: 120, height: 80))
        #expect(grid.frame(ofItem: 9) == Rect(x: 10, y: 268, width: 120, height: 80))
        // 10 + 4·80 + 3·6 + 10
        #expect(grid.contentSize == Size(width: 390, height: 358))
        #expect(grid.frame(ofItem: 10) == .zero)
    }

    @Test func horizontalGridOfContainerRelativeColumns() {
        // LazyHGrid-like: 2 cells per column line, each line a third of the width.
        let grid = GridLayout(
            axis: .horizontal, columns: 2, itemCount: 7, rowSizing: .containerRelative(count: 3, span: 1, spacing: 0),
            containerSize: phone
        )
        #expect(grid.frame(ofItem: 3) == Rect(x: 130, y: 422, width: 130, height: 422))
        #expect(grid.contentSize == Size(width: 520, height: 844))
    }

    @Test func variableRowsAreARunningSum() {
        let sizing = ItemSizing.seededRandom(min: 40, max: 90, seed: 3)
        let grid = GridLayout(columns: 4, itemCount: 42, rowSizing: sizing, rowSpacing: 2, containerSize: phone)
        var y = 0.0
        for line in 0..<11 {
            let h = sizing.length(ofItem: line, containerLength: 844)
            for column in 0..<4 where line * 4 + column < 42 {
                let frame = grid.frame(ofItem: line * 4 + column)
                #expect(frame.minY == y)
                #expect(frame.height == h)
                #expect(frame.minX == Double(column) * 97.5)
            }
            y += h + 2
        }
    }

    @Test func relayoutKeepsIDsAndResizesColumns() {
        var grid = GridLayout(columns: 3, itemCount: 30, rowSizing: .fixed(100), containerSize: phone, isScrollTargetLayout: true)
        let ids = (0..<30).map(grid.itemID(at:))
        grid.relayout(containerSize: Size(width: 844, height: 390))
        #expect((0..<30).map(grid.itemID(at:)) == ids)
        #expect(abs(grid.frame(ofItem: 29).width - 844.0 / 3) < 1e-9)
        #expect(grid.index(ofItemID: 29) == 29)
    }

    @Test func scrollTargetsOfAGrid() {
        let grid = GridLayout(columns: 3, itemCount: 10, rowSizing: .fixed(100), rowSpacing: 10, containerSize: phone, isScrollTargetLayout: true)
        #expect(grid.targetCount == 10)
        #expect(grid.firstTarget(atOrAfter: 0, on: .vertical) == 0)
        #expect(grid.firstTarget(atOrAfter: 1, on: .vertical) == 3)
        #expect(grid.firstTarget(atOrAfter: 220, on: .vertical) == 6)
        #expect(grid.firstTarget(atOrAfter: 221, on: .vertical) == 9)
        #expect(grid.firstTarget(atOrAfter: 331, on: .vertical) == 10)
        #expect(grid.firstTarget(atOrAfter: 130, on: .horizontal) == 1)
        #expect(grid.firstTarget(atOrAfter: 260, on: .horizontal) == 2)
        #expect(grid.firstTarget(atOrAfter: 261, on: .horizontal) == 10)
    }

    @Test func appendingToAGridFillsTheLastLine() {
        var grid = GridLayout(columns: 3, itemCount: 4, rowSizing: .fixed(50), containerSize: phone)
        #expect(grid.appendItems(4, at: 1) == 4)
        #expect(grid.itemCount == 8)
        #expect(grid.lineCount == 3)
        #expect(grid.frame(ofItem: 7) == Rect(x: 130, y: 100, width: 130, height: 50))
        #expect(grid.isLoading(item: 5, at: 1.2))
        #expect(!grid.isLoading(item: 3, at: 1.2))
    }
}
