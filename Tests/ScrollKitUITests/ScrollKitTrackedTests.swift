import Testing
import Foundation
import Observation
@testable import ScrollKitUI
import SwiftUI

/// An `@Observable` class as a view file's compiled copy writes it
/// (`_ScrollKitObservable`, `@_ScrollKitTracked`): a change lays the view
/// out again, as the macro's accessors do, and a write of an equal value
/// or of the same object notifies no one (Observation since Swift 6.2).
@Suite("@Observable written out") struct ScrollKitTrackedTests {
    typealias T = LayoutTestSupport

    final class Item {}

    final class Model: _ScrollKitObservable { nonisolated let _$observationRegistrar = Observation.ObservationRegistrar();
        @_ScrollKitTracked var title = "a"
        @_ScrollKitTracked var item = Item()
        @_ScrollKitTracked var count: Int
        init(count: Int) { self.count = count }
    }

    struct Screen: SwiftUI.View {
        let model: Model
        let change: (Model) -> Void
        var body: some SwiftUI.View {
            let _ = model.item
            Text("\(model.title) \(model.count)").onAppear { change(model) }
        }
    }

    static func layout(_ change: @escaping (Model) -> Void) -> ViewLayout {
        ViewLayoutEngine.layout(Screen(model: Model(count: 1), change: change), in: T.phone)
    }

    @Test func aChangeLaysOutAgain() {
        let layout = Self.layout { $0.title = "b"; $0.count += 1 }
        #expect(T.texts(layout.displayList).first?.lines == ["b 2"])
        #expect(layout.passes == 2)
        #expect(layout.viewEvents.map(\.description) == ["onAppear Screen ", "state @Observable willSet"])
    }

    @Test func anEqualValueOrTheSameObjectNotifiesNoOne() {
        let layout = Self.layout { $0.title = "a"; $0.count = 1; $0.item = $0.item }
        #expect(T.texts(layout.displayList).first?.lines == ["a 1"])
        #expect(layout.passes == 1)
        #expect(layout.viewEvents.map(\.description) == ["onAppear Screen "])
    }

    @Test func anotherObjectNotifies() {
        let layout = Self.layout { $0.item = Item() }
        #expect(layout.passes == 2)
    }
}
