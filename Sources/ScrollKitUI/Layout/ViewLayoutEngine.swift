public import ScrollKitCore

/// Lays out a SwiftUI view the way SwiftUI would on an iOS screen.
///
/// The root is offered the container less the safe area (as a hosting
/// controller does), sized, centred in that area, and placed; the first
/// scroll view placed is moved by `scrollOffset`. Everything is resolved
/// afresh on every call; what survives is in the `ViewGraph` passed (the
/// `@State` values, what each `onPreferenceChange` saw last, and lazy rows
/// kept while nothing they were built from changed: `LazyRowCache`), so
/// the result depends only on the arguments and that graph.
///
/// After each pass the `onPreferenceChange` actions due run, innermost
/// first in tree order; when they (or anything) wrote a `@State`, the tree
/// is laid out again in the same call, as SwiftUI updates again before it
/// draws (at most `maxPasses` passes). The result is the last pass, with
/// the actions of every pass in `viewEvents`, each followed by the
/// `@State` writes it made (`state OffsetReadoutScreen.offset (-0.0, 100.0)`).
public enum ViewLayoutEngine {
    /// Lays out `root` in a container of `containerSize` points.
    /// - Parameters:
    ///   - scrollOffset: the outermost scroll view's content offset, points
    ///     (0 at the start, positive toward the end).
    ///   - safeAreaInsets: the device's safe area; the root stays inside it.
    ///   - isDark: the dark appearance (system colours change).
    ///   - graph: the state kept from earlier layouts of the same tree; a
    ///     fresh one (nothing kept) when nil.
    ///   - scrollViewSafeArea: where a scroll view that reaches the safe
    ///     area puts its frame (the offset convention).
    public static func layout<V: View>(
        _ root: V, in containerSize: CGSize, scrollOffset: CGPoint = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(),
        isDark: Bool = false, graph: ViewGraph? = nil, scrollViewSafeArea: ScrollViewSafeAreaLayout = .insideSafeArea
    ) -> ViewLayout {
        layout(
            root, in: containerSize, scrollStates: [ScrollViewState(offset: scrollOffset)], safeAreaInsets: safeAreaInsets,
            isDark: isDark, graph: graph, scrollViewSafeArea: scrollViewSafeArea)
    }

    /// Lays out `root` with every scroll view's state from the app's
    /// engines: `scrollStates[i]` for the scroll view placed `i`-th
    /// (`ViewLayout.scrollViews[i]`, outermost first), at rest at its start
    /// beyond the list. The phase and velocity reach `onScrollPhaseChange`
    /// and `ScrollPosition`; the scrolls the view asks for come out in
    /// `ViewLayout.scrollRequests`.
    public static func layout<V: View>(
        _ root: V, in containerSize: CGSize, scrollStates: [ScrollViewState], safeAreaInsets: EdgeInsets = EdgeInsets(),
        isDark: Bool = false, graph: ViewGraph? = nil, scrollViewSafeArea: ScrollViewSafeAreaLayout = .insideSafeArea
    ) -> ViewLayout {
        let graph = graph ?? ViewGraph()
        return graph.evaluating { layout(root, containerSize, scrollStates, safeAreaInsets, isDark, graph, scrollViewSafeArea) }
    }

    /// `layout(_:in:scrollStates:…)` with `graph` current on this thread.
    private static func layout<V: View>(
        _ root: V, _ containerSize: CGSize, _ scrollStates: [ScrollViewState], _ safeAreaInsets: EdgeInsets, _ isDark: Bool,
        _ graph: ViewGraph, _ scrollViewSafeArea: ScrollViewSafeAreaLayout
    ) -> ViewLayout {
        var events: [ViewEvent] = []
        var requests: [ScrollRequest] = []
        var passes = 0
        while true {
            graph.lazyRows.beginPass(
                stateChanged: graph.stateChanged,
                conditions: LazyRowCache.Conditions(container: containerSize, safeArea: safeAreaInsets, isDark: isDark))
            graph.textLines.beginPass()
            graph.stateChanged = false
            passes += 1
            graph.screen = containerSize
            var result = graph.tracking { pass(root, containerSize, scrollStates, safeAreaInsets, isDark, graph, scrollViewSafeArea) }
            requests += result.layout.scrollRequests
            graph.stateWrites = []
            for action in result.actions + graph.reactive.endPass() {
                events.append(action.event)
                action.run()
                events += graph.stateWrites
                graph.stateWrites = []
            }
            if !graph.stateChanged || passes == maxPasses {
                result.layout.viewEvents = events
                // A change made inside `withAnimation` scrolls with an animation too.
                let animates = graph.reactive.requestedAnimation != nil
                result.layout.scrollRequests = requests.map { var r = $0; r.animated = animates; return r }
                result.layout.passes = passes
                return graph.animated(result.layout)
            }
        }
    }

    /// The most passes one call makes: an action that changes state on
    /// every layout (a preference that follows the state it sets) stops
    /// here, as SwiftUI stops a preference updating more than once a frame.
    public static let maxPasses = 4

    /// One pass: resolve, size, place, collect the actions due.
    private static func pass<V: View>(
        _ root: V, _ containerSize: CGSize, _ scrollStates: [ScrollViewState], _ safeAreaInsets: EdgeInsets, _ isDark: Bool,
        _ graph: ViewGraph, _ scrollViewSafeArea: ScrollViewSafeAreaLayout
    ) -> (layout: ViewLayout, actions: [(event: ViewEvent, run: () -> Void)]) {
        let state = ResolveState(graph: graph)
        var environment = ViewEnvironment()
        environment.isDark = isDark
        let node = resolveSingle(root, environment, state)
        graph.lazyRows.endTreeResolution()
        let safe = CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: Swift.max(0, containerSize.width - safeAreaInsets.leading - safeAreaInsets.trailing),
            height: Swift.max(0, containerSize.height - safeAreaInsets.top - safeAreaInsets.bottom))
        let bounds = CGRect(origin: .zero, size: containerSize)
        var env = LayoutEnvironment(container: safe.size, visible: bounds, safeArea: safe, bounds: bounds)
        env.scrollViewSafeArea = scrollViewSafeArea
        let size = node.size(ProposedViewSize(safe.size), env)
        let frame = safe.aligned(size, .center)
        let out = DisplayListBuilder(scrollStates: scrollStates)
        node.place(in: frame, env, out)
        graph.scroll.finishPass(out.scroll, out.scrollViews, state)
        var layout = ViewLayout(
            rootFrame: frame, scrollViews: out.scrollViews, bodiesEvaluated: state.bodiesEvaluated,
            box: DisplayListBox(out.displayList))
        layout.scrollRequests = out.scroll.requests
        layout.buttons = out.scroll.buttons
        return (layout, state.pendingActions)
    }
}
