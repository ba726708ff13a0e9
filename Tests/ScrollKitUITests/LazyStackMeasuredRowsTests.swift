import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Rows of five heights in turn (points): 10, 40, 100, 20, 60.
enum MixedRows {
    static let heights: [CGFloat] = [10, 40, 100, 20, 60]
    static func height(_ i: Int) -> CGFloat { heights[i % heights.count] }
}

/// A lazy stack of `count` blue rows of mixed heights, 8 pt apart.
struct MixedLazyStack: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<count) { i in Color.blue.frame(height: MixedRows.height(i)) }
            }
        }
    }
}

/// A list of `count` blue rows of mixed heights (one implicit section).
struct MixedList: View {
    let count: Int
    var body: some View {
        List {
            ForEach(0..<count) { i in Color.blue.frame(height: MixedRows.height(i)) }
        }
    }
}

/// A lazy stack places the rows it has built at their measured lengths,
/// one after another with its spacing, as SwiftUI's lazy stacks do; only
/// rows not yet built are assumed as long as the run's first row. On the
/// 393 × 852 phone, row i of `MixedLazyStack` starts at
/// Σ_{j<i} (h_j + 8) once rows 0 ..< i are measured; the stack draws the
/// rows that meet the screen and the first one that starts past its end.
@Suite("Layout: lazy stacks place built rows at their measured lengths") struct LazyStackMeasuredRowsTests {
    typealias T = LayoutTestSupport

    /// Row i's start when every row before it is measured (content coordinates).
    static func measuredStart(_ i: Int, spacing: CGFloat = 8) -> CGFloat {
        (0..<i).reduce(0) { $0 + MixedRows.height($1) + spacing }
    }

    /// The rows from `first` that a screen from `lo` to `lo + 852` shows,
    /// `first` starting at `start`: each while the one before starts above
    /// `lo + 852`, those that meet the screen. Frames on the screen
    /// (content y − `lo`).
    static func drawn(from first: Int, at start: CGFloat, lo: CGFloat, count: Int) -> [Rect] {
        var rects: [Rect] = []
        var y = start
        var i = first
        while i < count {
            rects.append(T.rect(0, Double(y - lo), 393, Double(MixedRows.height(i))))
            let thisStart = y
            y += MixedRows.height(i) + 8
            i += 1
            if thisStart >= lo + 852 { break }
        }
        // What is drawn off the screen is culled from the display list.
        return rects.filter { $0.origin.y < 852 && $0.origin.y + $0.size.height > 0 }
    }

    @Test func rowsInSightSitAtTheirMeasuredLengths() {
        let layout = ViewLayoutEngine.layout(MixedLazyStack(count: 40), in: T.phone)
        let blue = T.fills(layout.displayList, .blue)
        // Rows 0 … start at 0, 18, 66, 174, 202, 270, …: no gap, no overlap.
        let expected = Self.drawn(from: 0, at: 0, lo: 0, count: 40)
        #expect(blue == expected)
        #expect(Array(blue.prefix(4).map(\.origin.y)) == [0, 18, 66, 174])
        // Consecutive rows: each starts 8 pt after the one before ends.
        for (a, b) in zip(blue, blue.dropFirst()) { #expect(b.origin.y == a.origin.y + a.size.height + 8) }
    }

    @Test func rowsNotYetBuiltAreEstimatedAtTheFirstRowsLength() {
        // A fresh layout at y 1000: rows above are assumed 10 pt long (row
        // 0's), so row i starts at 18 i; the first drawn is the first whose
        // end plus spacing passes 1000: 18 (i + 1) > 1000 → i = 55, at 990
        // (−10 on the screen).
        // From there the rows are built and follow at their own lengths.
        let layout = ViewLayoutEngine.layout(MixedLazyStack(count: 200), in: T.phone, scrollOffset: CGPoint(x: 0, y: 1000))
        let blue = T.fills(layout.displayList, .blue)
        #expect(blue == Self.drawn(from: 55, at: 990, lo: 1000, count: 200))
    }

    @Test func aScrollThroughKeepsRowsContiguousAndTheContentGrowsToTheMeasuredSum() {
        let graph = ViewGraph()
        let view = MixedLazyStack(count: 40)
        let total = Self.measuredStart(40) - 8  // Σ h + 39 × 8 = 1840 + 312
        #expect(total == 2152)
        var y: CGFloat = 0
        var layout = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        while y + 852 < total {
            y = min(y + 300, total - 852)
            layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
            let blue = T.fills(layout.displayList, .blue)
            // Every row above was built on the way: the rows drawn are at
            // their measured places.
            let first = (0..<40).first { Self.measuredStart($0 + 1) > y }!
            #expect(blue == Self.drawn(from: first, at: Self.measuredStart(first), lo: y, count: 40), "at y \(y)")
        }
        // Every row measured: the content is the sum of the lengths and spacings.
        layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
        #expect(layout.contentSize?.height == total)
    }

    @Test func theContentSizeChangesAsRowsAreBuilt() {
        // Before any row but row 0 is measured the stack is 40 × 10 + 39 × 8
        // = 712 long; after one layout at the top, rows 0 … 17 are measured
        // (row 17 starts at 876 ≥ 852, the first past the end) and the
        // rest still count 10 each.
        let graph = ViewGraph()
        let view = MixedLazyStack(count: 40)
        let first = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(first.contentSize?.height == 712)
        let built = (0..<40).first { Self.measuredStart($0) >= 852 }! + 1
        #expect(built == 18)
        let second = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        let measured = (0..<built).reduce(CGFloat(0)) { $0 + MixedRows.height($1) }
        #expect(second.contentSize?.height == measured + CGFloat(40 - built) * 10 + 39 * 8)
    }

    /// In a `List` (inset grouped) row i is max(44, h_i + 12) tall, its
    /// card 20 pt in from each side; the first card is 35 pt down (the
    /// section's spacing); the rows follow one another with no gap.
    @Test func aListOfMixedRowsIsOneContiguousCard() {
        func rowHeight(_ i: Int) -> CGFloat { max(44, MixedRows.height(i) + 12) }
        func cardStart(_ i: Int) -> CGFloat { 35 + (0..<i).reduce(0) { $0 + rowHeight($1) } }
        let graph = ViewGraph()
        let view = MixedList(count: 30)
        for y: CGFloat in [0, 0, 250, 500, 750] {
            let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
            let cards = T.fills(layout.displayList, .white)
            let first = (0..<30).first { cardStart($0 + 1) > y }!
            // The cards that meet the screen, at their measured places (on the screen).
            let expected = (first..<30).prefix { cardStart($0) < y + 852 }.map {
                T.rect(20, Double(cardStart($0) - y), 353, Double(rowHeight($0)))
            }
            #expect(Array(cards.prefix(expected.count)) == expected, "at y \(y)")
            let blue = T.fills(layout.displayList, .blue)
            for (card, row) in zip(cards, blue) {
                #expect(row.origin.y == card.origin.y + (card.size.height - row.size.height) / 2, "at y \(y)")
            }
        }
    }
}
