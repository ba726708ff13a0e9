/// A vertical stack that builds only the rows it shows, as SwiftUI's
/// `LazyVStack` (see `LazyStackNode`).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// `pinnedViews:` (`LazyStacks+PinnedViews.swift`).
    var pinnedViews: PinnedScrollableViews = []

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let node = makeLazyStack(.vertical, alignment.fraction, spacing, content, env, state)
        node.pinnedViews = pinnedViews
        return [.node(node)]
    }
}
