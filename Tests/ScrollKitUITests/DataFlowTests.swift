import Testing
import Foundation
@testable import ScrollKitUI
import SwiftUI

/// `onAppear`/`onDisappear`/`task`, `@StateObject`, `@ObservedObject` and
/// `@Observable`: each change lays the tree out again in the same call.
@Suite("Data flow and lifecycle") struct DataFlowTests {
    typealias T = LayoutTestSupport

    struct LoadMoreScreen: SwiftUI.View {
        @State var items = Array(0..<20)
        @State var gone: [Int] = []

        var body: some SwiftUI.View {
            ScrollView {
                LazyVStack {
                    ForEach(items, id: \.self) { i in
                        Text("\(i)")
                            .frame(height: 50)
                            .onAppear { if i == items.last { items += Array(items.count..<items.count + 20) } }
                            .onDisappear { gone.append(i) }
                    }
                }
            }
        }
    }

    @Test func theLastRowsOnAppearLoadsMoreInTheSameCall() {
        let graph = ViewGraph()
        let view = LoadMoreScreen()
        let top = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        // Rows 50 + 8 apart: 852 / 58 → rows 0…14 meet the screen, plus one: 0…15.
        #expect(top.viewEvents.filter { $0.kind == .onAppear }.map(\.name) == (0...15).map { "[\($0)]" })
        #expect((graph.state(endingWith: "._items") as? [Int])?.count == 20)
        let down = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 600), graph: graph)
        // From 600: first row 10 (600 / 58), last 19: rows 16…19 appear, 0…9 disappear.
        #expect(down.viewEvents.filter { $0.kind == .onAppear }.map(\.name).prefix(4) == ["[16]", "[17]", "[18]", "[19]"])
        #expect(graph.state(endingWith: "._gone") as? [Int] == Array(0...9))
        // Row 19's onAppear appended 20 more, and the same call laid out again.
        #expect((graph.state(endingWith: "._items") as? [Int])?.count == 40)
        #expect(down.passes == 2)
        // Disappearances run before appearances.
        let kinds = down.viewEvents.map(\.kind).filter { $0 == .onAppear || $0 == .onDisappear }
        #expect(kinds.firstIndex(of: .onAppear)! > kinds.lastIndex(of: .onDisappear)!)
    }

    final class Counter: ObservableObject {
        @Published var value = 0
        static var made = 0
        init() { Counter.made += 1 }
    }

    struct StateObjectScreen: SwiftUI.View {
        @StateObject var counter = Counter()
        var body: some SwiftUI.View {
            Text("\(counter.value)").onAppear { counter.value = 5 }
        }
    }

    @Test func aStateObjectIsMadeOnceAndItsChangeLaysOutAgain() {
        let graph = ViewGraph()
        let view = StateObjectScreen()
        let first = ViewLayoutEngine.layout(view, in: T.phone, graph: graph)
        #expect(T.texts(first.displayList).first?.lines == ["5"])
        #expect(first.passes == 2)
        #expect(first.viewEvents.map(\.description).contains("state StateObjectScreen.counter objectWillChange"))
        let kept = graph.state(endingWith: "._counter") as? Counter
        _ = ViewLayoutEngine.layout(StateObjectScreen(), in: T.phone, graph: graph)
        #expect(graph.state(endingWith: "._counter") as? Counter === kept)
        #expect(kept?.value == 5)
    }

    struct ObservedScreen: SwiftUI.View {
        @ObservedObject var counter: Counter
        var body: some SwiftUI.View {
            Text("\(counter.value)").task { counter.value += 1 }
        }
    }

    @Test func anObservedObjectChangedByATaskLaysOutAgain() {
        let graph = ViewGraph()
        let counter = Counter()
        let first = ViewLayoutEngine.layout(ObservedScreen(counter: counter), in: T.phone, graph: graph)
        // The task ran synchronously once, when the view appeared.
        #expect(counter.value == 1)
        #expect(T.texts(first.displayList).first?.lines == ["1"])
        #expect(first.passes == 2)
        // A change from outside between layouts shows at the next one.
        counter.value = 9
        let next = ViewLayoutEngine.layout(ObservedScreen(counter: counter), in: T.phone, graph: graph)
        #expect(T.texts(next.displayList).first?.lines == ["9"])
        #expect(counter.value == 9)
    }

    @Observable final class Model {
        var title = "a"
    }

    struct ObservableScreen: SwiftUI.View {
        let model: Model
        var body: some SwiftUI.View {
            Text(model.title).onAppear { model.title = "b" }
        }
    }

    @Test func anObservableChangeLaysOutAgain() {
        let layout = ViewLayoutEngine.layout(ObservableScreen(model: Model()), in: T.phone)
        #expect(T.texts(layout.displayList).first?.lines == ["b"])
        #expect(layout.passes == 2)
        #expect(layout.viewEvents.map(\.description) == ["onAppear ObservableScreen ", "state @Observable willSet"])
    }

    struct TaskIDScreen: SwiftUI.View {
        var id: Int
        @State var runs: [Int] = []
        var body: some SwiftUI.View {
            Text("\(runs.count)").task(id: id) { runs.append(id) }
        }
    }

    @Test func aTaskRestartsWhenItsIDChanges() {
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(TaskIDScreen(id: 1), in: T.phone, graph: graph)
        _ = ViewLayoutEngine.layout(TaskIDScreen(id: 1), in: T.phone, graph: graph)
        _ = ViewLayoutEngine.layout(TaskIDScreen(id: 2), in: T.phone, graph: graph)
        #expect(graph.state(endingWith: "._runs") as? [Int] == [1, 2])
    }
}
