import Foundation

/// Runs `body`, and animates the change it makes: when a layout follows in
/// which a `@State`, an `ObservableObject` or an `@Observable` object that
/// `body` wrote is laid out, the picture moves from what was shown to the
/// new layout along `animation`'s curve, on engine time (see
/// `AnimationState`). A nil animation changes without animating. The
/// transaction is kept by the graph being evaluated (`ViewGraph.current`);
/// outside any graph `body` runs without one.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let graph = ViewGraph.current else { return try body() }
    let outer = graph.transaction
    graph.transaction = AnimationState.Box(animation)
    defer { graph.transaction = outer }
    return try body()
}

extension View {
    /// Animates the layout change in which `value` differs from the last
    /// layout's, along `animation`. Unlike SwiftUI, the whole picture is
    /// animated, not only this view's part (see `AnimationState`).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, _, state in
            let id = state.childKey(.animation, watching: V.self)
            if let last = state.graph.exchangeLastSeen(value, id), last != value, let animation {
                state.graph.reactive.requestedAnimation = animation
            }
            return node
        }
    }
}
