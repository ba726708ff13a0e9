/// A horizontal stack that builds only the columns it shows, as SwiftUI's
/// `LazyHStack` (see `LazyStackNode`).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// `pinnedViews:` (`LazyStacks+PinnedViews.swift`).
    var pinnedViews: PinnedScrollableViews = []

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let node = makeLazyStack(.horizontal, alignment.fraction, spacing, content, env, state)
        node.pinnedViews = pinnedViews
        return [.node(node)]
    }
}
