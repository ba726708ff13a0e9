/// Views one under the other, as SwiftUI's `VStack` (see `StackNode` for
/// how space is shared). `spacing` nil is SwiftUI's default.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(makeStack(.vertical, alignment.fraction, spacing, content, env, state))]
    }
}

/// An eager stack of `content`'s views along `axis`.
func makeStack<C: View>(
    _ axis: Axis, _ alignment: CGFloat, _ spacing: CGFloat?, _ content: C, _ env: ViewEnvironment, _ state: ResolveState
) -> StackNode {
    var inner = env
    inner.stackAxis = axis
    (inner.stackAlignment, inner.stackSpacing) = (alignment, spacing)
    return StackNode(axis: axis, alignment: alignment, spacing: spacing, children: ChildSource.expand(resolveView(content, inner, state)))
}

/// A lazy stack of `content`'s views along `axis`.
func makeLazyStack<C: View>(
    _ axis: Axis, _ alignment: CGFloat, _ spacing: CGFloat?, _ content: C, _ env: ViewEnvironment, _ state: ResolveState
) -> LazyStackNode {
    var inner = env
    inner.stackAxis = axis
    (inner.stackAlignment, inner.stackSpacing) = (alignment, spacing)
    let node = LazyStackNode(axis: axis, alignment: alignment, spacing: spacing, sources: resolveView(content, inner, state))
    node.rowCache = state.graph.lazyRows.slot(state, counts: node.sources.map(\.count))
    node.measured = state.graph.lazyRows.sizes(state, counts: node.sources.map(\.count))
    return node
}

/// A lazy grid of `content`'s views in lines along `axis`.
func makeLazyGrid<C: View>(
    _ axis: Axis, _ items: [GridItem], _ alignment: CGFloat, _ spacing: CGFloat?, _ content: C, _ env: ViewEnvironment,
    _ state: ResolveState
) -> LazyGridNode {
    var inner = env
    inner.stackAxis = nil
    return LazyGridNode(axis: axis, items: items, alignment: alignment, spacing: spacing, sources: resolveView(content, inner, state))
}
