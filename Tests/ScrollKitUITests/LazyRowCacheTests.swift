import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Counts the rows a list's `ForEach` builds (its content closure runs).
final class RowBuildCounter {
    var count = 0
    func row(_ i: Int, _ prefix: String = "Row") -> some View {
        count += 1
        return Text("\(prefix) \(i)").frame(height: 44)
    }
}

/// 1,000 rows of 44 points, each built through `builds`.
struct CountedList: View {
    let builds: RowBuildCounter
    var body: some View {
        ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000) { i in builds.row(i) } } }
    }
}

/// The same rows, reading a `@State` of the list.
struct StatefulList: View {
    let builds: RowBuildCounter
    @State var prefix = "A"
    var body: some View {
        ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000) { i in builds.row(i, prefix) } } }
    }
}

/// The same rows, each with an `onAppear`.
struct AppearingList: View {
    let builds: RowBuildCounter
    var body: some View {
        ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000) { i in builds.row(i).onAppear {} } } }
    }
}

/// Lazy rows kept between layouts of one graph (`LazyRowCache`): a
/// scroll builds only the rows that come into sight, and what is laid out
/// is what a fresh graph lays out.
///
/// On the 393 × 852 phone with rows of 44 points, a lazy stack at offset y
/// places rows ⌊y / 44⌋ ..< ⌈(y + 852) / 44⌉ + 1 (one past the end), and
/// builds row 0 first for its size estimate.
@Suite("Layout: lazy rows kept between layouts") struct LazyRowCacheTests {
    typealias T = LayoutTestSupport

    @Test func aScrollBuildsOnlyTheRowsThatComeIntoSight() {
        let builds = RowBuildCounter()
        let graph = ViewGraph()
        let view = CountedList(builds: builds)
        _ = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        // Rows 0 ..< ⌈852 / 44⌉ + 1 = 21.
        #expect(builds.count == 21)
        let offset = CGPoint(x: 0, y: 88)
        let kept = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: offset, graph: graph)
        // Rows 2 ..< ⌈940 / 44⌉ + 1 = 23: rows 21 and 22 are new.
        #expect(builds.count == 23)
        let fresh = ViewLayoutEngine.layout(CountedList(builds: RowBuildCounter()), in: T.phone, scrollOffset: offset)
        #expect(kept.displayList == fresh.displayList)
        #expect(kept.bodiesEvaluated == fresh.bodiesEvaluated)
        #expect(T.texts(kept.displayList).first?.lines == ["Row 2"])
    }

    @Test func anotherContainerBuildsEveryRowAgain() {
        let builds = RowBuildCounter()
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(CountedList(builds: builds), in: T.phone, graph: graph)
        _ = ViewLayoutEngine.layout(CountedList(builds: builds), in: CGSize(width: 852, height: 393), graph: graph)
        // Rows 0 ..< ⌈393 / 44⌉ + 1 = 10, built again for the new container.
        #expect(builds.count == 21 + 10)
    }

    @Test func aStateWriteDropsTheKeptRows() throws {
        let builds = RowBuildCounter()
        let graph = ViewGraph()
        let view = StatefulList(builds: builds)
        _ = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(builds.count == 21)
        let slot = try #require(graph.slot(endingWith: "._prefix"))
        graph.stateBox(at: slot) { "" }.value = "B"
        graph.write("B", at: slot)
        let layout = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(builds.count == 42)
        #expect(T.texts(layout.displayList).first?.lines == ["B 0"])
    }

    @Test func aRowWithAnOnAppearIsBuiltInEveryLayout() {
        let builds = RowBuildCounter()
        let graph = ViewGraph()
        let view = AppearingList(builds: builds)
        _ = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(builds.count == 2 * 21)
    }
}
