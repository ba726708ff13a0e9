import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A row with a body of its own, so building it is counted.
struct CountedRow: View {
    let index: Int
    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Circle().fill(.blue).frame(width: 20, height: 20)
        }
        .frame(height: 44)
    }
}

struct LongList: View {
    let count: Int
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count) { i in CountedRow(index: i) }
            }
        }
    }
}

/// Lazy stacks build only the rows that can be seen: counted in bodies
/// evaluated, not timed.
@Suite("Layout: lazy stacks") struct LayoutLazyTests {
    typealias T = LayoutTestSupport

    @Test func aHundredThousandRowsCostWhatAHundredCost() {
        let small = ViewLayoutEngine.layout(LongList(count: 100), in: T.phone)
        let large = ViewLayoutEngine.layout(LongList(count: 100_000), in: T.phone)
        #expect(large.contentSize == CGSize(width: 393, height: 4_400_000))
        #expect(small.bodiesEvaluated == large.bodiesEvaluated)
        // 852 / 44: rows 0 … 19 are on screen; the stack may build one more
        // ahead, plus the root's body.
        #expect(large.bodiesEvaluated <= 20 + 1 + 1)
        #expect(T.texts(large.displayList).map(\.lines) == (0..<20).map { [["Row \($0)"]] }.flatMap { $0 })
    }

    @Test func farDownTheListStillBuildsOnlyWhatIsVisible() {
        let offset = CGPoint(x: 0, y: 44 * 90_000 + 22)
        let layout = ViewLayoutEngine.layout(LongList(count: 100_000), in: T.phone, scrollOffset: offset)
        // Row 90,000 is half off the top; rows 90,000 … 90,019 meet the screen
        // (row 90,019 spans 814 … 858).
        let lines = T.texts(layout.displayList).map { $0.lines[0] }
        #expect(lines.first == "Row 90000" && lines.last == "Row 90019" && lines.count == 20)
        // Row 0 (the size estimate) and the visible rows, one ahead, the root.
        #expect(layout.bodiesEvaluated <= 1 + 21 + 1 + 1)
    }

    @Test func anEagerStackBuildsEveryRow() {
        struct Eager: View {
            var body: some View {
                ScrollView { VStack(spacing: 0) { ForEach(0..<500) { i in CountedRow(index: i) } } }
            }
        }
        // The contrast: a VStack evaluates all 500 row bodies (and the root's).
        #expect(ViewLayoutEngine.layout(Eager(), in: T.phone).bodiesEvaluated == 501)
    }
}
