/// Lays out a SwiftUI view the way SwiftUI would on an iOS screen.
///
/// The root is offered the container less the safe area (as a hosting
/// controller does), sized, centred in that area, and placed; the first
/// scroll view placed is moved by `scrollOffset`. Everything is resolved
/// afresh on every call (no state survives), so the result depends only on
/// the arguments.
public enum ViewLayoutEngine {
    /// Lays out `root` in a container of `containerSize` points.
    /// - Parameters:
    ///   - scrollOffset: the outermost scroll view's content offset, points
    ///     (0 at the start, positive toward the end).
    ///   - safeAreaInsets: the device's safe area; the root stays inside it.
    ///   - isDark: the dark appearance (system colours change).
    public static func layout<V: View>(
        _ root: V, in containerSize: CGSize, scrollOffset: CGPoint = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(),
        isDark: Bool = false
    ) -> ViewLayout {
        let state = ResolveState()
        var environment = ViewEnvironment()
        environment.isDark = isDark
        let node = resolveSingle(root, environment, state)
        let safe = CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: Swift.max(0, containerSize.width - safeAreaInsets.leading - safeAreaInsets.trailing),
            height: Swift.max(0, containerSize.height - safeAreaInsets.top - safeAreaInsets.bottom))
        let bounds = CGRect(origin: .zero, size: containerSize)
        let env = LayoutEnvironment(container: safe.size, visible: bounds, safeArea: safe, bounds: bounds)
        let size = node.size(ProposedViewSize(safe.size), env)
        let frame = safe.aligned(size, .center)
        let out = DisplayListBuilder(scrollOffset: scrollOffset)
        node.place(in: frame, env, out)
        return ViewLayout(rootFrame: frame, scrollViews: out.scrollViews, bodiesEvaluated: state.bodiesEvaluated, box: DisplayListBox(out.displayList))
    }
}
