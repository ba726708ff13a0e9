import Testing
import Foundation
@testable import ScrollKitUI

/// A grid cell with a body of its own, so building it is counted.
struct CountedCell: View {
    let index: Int
    var body: some View { Color.red.frame(height: 50) }
}

/// Lazy grids: column widths from SwiftUI's GridItem rules, computed by hand.
@Suite("Layout: lazy grids") struct LayoutGridTests {
    private func starts(_ items: [GridItem], _ length: CGFloat) -> [CGFloat] { GridTracks(items: items, length: length).tracks.map(\.start) }
    private func lengths(_ items: [GridItem], _ length: CGFloat) -> [CGFloat] { GridTracks(items: items, length: length).tracks.map(\.length) }

    @Test func flexibleColumnsShareTheWidth() {
        let four = Array(repeating: GridItem(.flexible(), spacing: 0), count: 4)
        #expect(starts(four, 400) == [0, 100, 200, 300])
        // Default spacing 8 after each column but the last: (400 − 16) / 3 = 128.
        #expect(lengths(Array(repeating: GridItem(), count: 3), 400) == [128, 128, 128])
        // Clamped to their maximum: 50 each, 100 in all.
        let capped = Array(repeating: GridItem(.flexible(minimum: 10, maximum: 50), spacing: 0), count: 2)
        #expect(GridTracks(items: capped, length: 400).total == 100)
    }

    @Test func fixedFirstThenTheRest() {
        let items = [GridItem(.fixed(100), spacing: 10), GridItem(.flexible())]
        #expect(starts(items, 400) == [0, 110])
        #expect(lengths(items, 400) == [100, 290])
    }

    @Test func adaptiveFitsAsManyAsItsMinimumAllows() {
        // ⌊(400 + 10) / (80 + 10)⌋ = 4 columns of (400 − 30) / 4 = 92.5.
        let items = [GridItem(.adaptive(minimum: 80), spacing: 10)]
        #expect(starts(items, 400) == [0, 102.5, 205, 307.5])
        #expect(lengths(items, 400) == [92.5, 92.5, 92.5, 92.5])
    }

    @Test func aGridInAScrollView() {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 10)], spacing: 10) {
                ForEach(0..<10) { _ in Color.red.frame(height: 50) }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 400, height: 300))
        // 10 cells in rows of 4: 3 rows of 50 with 10 between.
        #expect(layout.contentSize == CGSize(width: 400, height: 170))
        let fills = LayoutTestSupport.fills(layout.displayList, .red)
        #expect(fills.count == 10)
        #expect(fills[5] == LayoutTestSupport.rect(102.5, 60, 92.5, 50))
        #expect(fills[9] == LayoutTestSupport.rect(102.5, 120, 92.5, 50))
    }

    @Test func aHorizontalGrid() {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(40))], spacing: 5) {
                ForEach(0..<6) { _ in Color.red.frame(width: 30) }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 400, height: 300))
        // Columns of two 30-wide cells, 5 apart; the 90-point rows centred in 300: from 105.
        #expect(layout.contentSize == CGSize(width: 100, height: 300))
        #expect(LayoutTestSupport.fills(layout.displayList, .red)[3] == LayoutTestSupport.rect(35, 155, 30, 40))
    }

    @Test func onlyVisibleLinesAreBuilt() {
        func bodies(_ count: Int) -> Int {
            let view = ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 4), spacing: 10) {
                    ForEach(0..<count) { CountedCell(index: $0) }
                }
            }
            let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 400, height: 300), scrollOffset: CGPoint(x: 0, y: 6_000))
            return layout.bodiesEvaluated
        }
        // Lines are 60 apart: lines 100 … 105 meet 6000 … 6300, one more may be
        // built, and the first line gives the estimate: at most 8 lines of 4.
        #expect(bodies(1_000) == bodies(100_000))
        #expect(bodies(100_000) <= 8 * 4)
    }
}
