import Foundation

extension View {
    /// Calls `action` with every value `publisher` sends, as SwiftUI's
    /// `onReceive`. The view subscribes the first time it is evaluated and
    /// keeps that subscription while it is evaluated in every pass (a
    /// publisher made anew by a later evaluation is not subscribed again;
    /// keep it in a property made once, as the seeds do). A value sent
    /// while the engine advances its clock (a debounce firing) runs the
    /// action then, before the tick lays out; one sent by another action
    /// runs inside it. Each run is recorded in `ViewLayout.viewEvents` as
    /// `onReceive <Output type> <value>`, followed by the state it wrote.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> _ModifiedView<Self> where P.Failure == Never {
        _ModifiedView(self) { node, _, state in
            let key = state.childKey(.onReceive, watching: P.self)
            let graph = state.graph
            graph.reactive.keep(GraphSlot(view: key, name: .subscription)) {
                publisher.sink { [weak graph] value in
                    graph?.stateWrites.append(
                        ViewEvent(kind: .onReceive, name: String(describing: P.Output.self), value: String(describing: value)))
                    action(value)
                }
            }
            return node
        }
    }
}
