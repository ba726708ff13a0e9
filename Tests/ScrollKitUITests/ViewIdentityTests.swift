import Testing
import Foundation
@testable import ScrollKitUI
import SwiftUI

/// Identity as SwiftUI documents it: a view is known by its place in the
/// tree and by an explicit `.id`; "When the proxy value specified by the id
/// parameter changes, the identity of the view — for example, its state —
/// is reset" (`View.id(_:)`).
@Suite("View identity") struct ViewIdentityTests {
    typealias T = LayoutTestSupport

    /// A button that counts its taps in its own state, logging its lifetime.
    struct Tapper: SwiftUI.View {
        let log: Box<[String]>
        @State var count = 0
        var body: some SwiftUI.View {
            Button("Taps \(count)") { count += 1 }
                .onAppear { log.value.append("appear") }
                .onDisappear { log.value.append("disappear") }
        }
    }

    struct TokenScreen: SwiftUI.View {
        let token: Int
        let log: Box<[String]>
        var body: some SwiftUI.View { Tapper(log: log).id(token) }
    }

    /// The button is centred in the 393 × 852 screen.
    static let centre = CGPoint(x: 196.5, y: 426)

    static func label(_ layout: ViewLayout) -> String? {
        T.texts(layout.displayList).first?.lines.first
    }

    @Test func aChangedIDResetsTheStateAndTheViewAppearsAgain() {
        let graph = ViewGraph()
        let log = Box<[String]>([])
        func layout(_ token: Int) -> ViewLayout {
            ViewLayoutEngine.layout(TokenScreen(token: token, log: log), in: T.phone, graph: graph)
        }
        let first = layout(1)
        #expect(Self.label(first) == "Taps 0")
        #expect(first.tap(at: Self.centre))
        #expect(first.tap(at: Self.centre))
        // The same id: the same view, its state kept, not appearing again.
        #expect(Self.label(layout(1)) == "Taps 2")
        #expect(log.value == ["appear"])
        // Another id: another view, from its initial value; the old one
        // disappears and the new one appears.
        let second = layout(2)
        #expect(Self.label(second) == "Taps 0")
        #expect(log.value == ["appear", "disappear", "appear"])
        #expect(second.tap(at: Self.centre))
        #expect(Self.label(layout(2)) == "Taps 1")
        // The first id again is a new view too: what was kept for it went
        // when the id changed.
        #expect(Self.label(layout(1)) == "Taps 0")
        #expect(graph.stateCount == 1)
    }

    @Test func anExplicitIDChangesNoPrintedName() throws {
        let graph = ViewGraph()
        let layout = ViewLayoutEngine.layout(TokenScreen(token: 7, log: Box([])), in: T.phone, graph: graph)
        #expect(layout.tap(at: Self.centre))
        let slot = try #require(graph.slot(endingWith: "._count"))
        // The path as traces spell it: the explicit id is part of the
        // identity but not of the spelling, so a `state` event still reads
        // `Tapper.count`.
        #expect(slot.view.description == "/TokenScreen#0/Tapper#0")
        #expect(slot.displayName == "Tapper.count")
        #expect(graph.stateWrites.map(\.description) == ["state Tapper.count 1"])
    }

    /// One of 1000 rows 100 points tall, counting its taps in its own state.
    struct CounterRow: SwiftUI.View {
        let index: Int
        @State var taps = 0
        var body: some SwiftUI.View {
            Button("Row \(index): \(taps)") { taps += 1 }.frame(height: 100)
        }
    }

    struct LongList: SwiftUI.View {
        var body: some SwiftUI.View {
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { CounterRow(index: $0) } } }
        }
    }

    @Test func aLazyRowKeepsItsStateWhateverOrderRowsAreBuiltIn() throws {
        let graph = ViewGraph()
        func layout(_ y: CGFloat) -> ViewLayout {
            ViewLayoutEngine.layout(LongList(), in: T.phone, scrollOffset: CGPoint(x: 0, y: y), graph: graph)
        }
        // Row 500 spans 50 000 ..< 50 100: at that offset it is the first
        // on screen, and rows 0 ..< 500 were never built.
        let deep = layout(50_000)
        #expect(Self.label(deep) == "Row 500: 0")
        #expect(deep.tap(at: CGPoint(x: 196.5, y: 50)))
        #expect(Self.label(layout(50_000)) == "Row 500: 1")
        // Rows 0 … 9 built afterwards are rows of their own, from 0.
        let top = layout(0)
        #expect(Self.label(top) == "Row 0: 0")
        #expect(top.tap(at: CGPoint(x: 196.5, y: 150)))
        // Back down, row 500 is found by its element id, not its build order.
        #expect(Self.label(layout(50_000)) == "Row 500: 1")
        #expect(T.texts(layout(0).displayList).prefix(2).map(\.lines) == [["Row 0: 0"], ["Row 1: 1"]])
        let slot = try #require(graph.slot(endingWith: "/[500]/CounterRow#0._taps"))
        // A scroll view is numbered beside its content, not above it: the
        // content's views are children of the view whose body holds them.
        #expect(slot.view.description == "/LongList#0/ForEach#0/[500]/CounterRow#0")
        #expect(graph.state(endingWith: "/[500]/CounterRow#0._taps") as? Int == 1)
    }
}
