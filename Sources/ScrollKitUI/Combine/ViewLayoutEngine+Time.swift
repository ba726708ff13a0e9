public import ScrollKitCore

extension ViewLayoutEngine {
    /// One tick of the engine at `time` (seconds of engine time): the graph's
    /// clock advances to `time`, running every timer, debounce, throttle and
    /// `asyncAfter` action due by then (earliest first, each at its own due
    /// time), and the tree is laid out (`layout(_:in:…)`) with the clock at
    /// `time`. What the clock's actions did (an `onReceive` that ran, the
    /// states they wrote) comes first in `viewEvents`, then the layout's.
    /// Times must not go backward; a time before the clock's keeps it.
    public static func layout<V: View>(
        _ root: V, at time: Double, in containerSize: CGSize, scrollOffset: CGPoint = .zero,
        safeAreaInsets: EdgeInsets = EdgeInsets(), isDark: Bool = false, graph: ViewGraph
    ) -> ViewLayout {
        layout(
            root, at: time, in: containerSize, scrollStates: [ScrollViewState(offset: scrollOffset)],
            safeAreaInsets: safeAreaInsets, isDark: isDark, graph: graph)
    }

    /// The tick above with every scroll view's engine state
    /// (`layout(_:in:scrollStates:…)`).
    public static func layout<V: View>(
        _ root: V, at time: Double, in containerSize: CGSize, scrollStates: [ScrollViewState],
        safeAreaInsets: EdgeInsets = EdgeInsets(), isDark: Bool = false, graph: ViewGraph,
        scrollViewSafeArea: ScrollViewSafeAreaLayout = .insideSafeArea
    ) -> ViewLayout {
        graph.stateWrites = []
        graph.evaluating { graph.clock.advance(to: time) }
        let early = graph.stateWrites
        graph.stateWrites = []
        var result = layout(
            root, in: containerSize, scrollStates: scrollStates, safeAreaInsets: safeAreaInsets, isDark: isDark, graph: graph,
            scrollViewSafeArea: scrollViewSafeArea)
        result.viewEvents = early + result.viewEvents
        return result
    }
}
