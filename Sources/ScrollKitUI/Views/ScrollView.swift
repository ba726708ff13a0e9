public import ScrollKitCore

/// A scrollable view, as SwiftUI's `ScrollView` (see `ScrollViewNode` for
/// its layout rules). Several views inside are stacked in an implicit
/// `VStack`, whatever the axes, as in SwiftUI.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        // The path first: an outer scroll view is numbered before the ones in its content.
        let path = state.childKey(.scrollView)
        var inner = env
        inner.contentMargins = EdgeInsets()
        inner.scrollObservers = []
        inner.scrollOptions.defaultAnchor = nil
        let node = resolveSingle(content, inner, state)
        let shows = showsIndicators && (env.scrollIndicators?.shows ?? true)
        let scroll = ScrollViewNode(
            axes: axes, showsIndicators: shows, content: node, behavior: env.scrollTargetBehavior, insets: env.contentMargins)
        scroll.observers = env.scrollObservers
        scroll.options = env.scrollOptions
        scroll.path = path
        return [.node(scroll)]
    }
}
