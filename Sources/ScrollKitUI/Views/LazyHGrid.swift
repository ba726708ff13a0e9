/// Views in columns of `rows`, built as they scroll into view, as SwiftUI's
/// `LazyHGrid` (see `LazyGridNode` and `GridTracks`).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// `pinnedViews:`: the sections' headers and footers to pin.
    var pinnedViews: PinnedScrollableViews = []

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let node = makeLazyGrid(.horizontal, rows, alignment.fraction, spacing, content, env, state)
        node.rows.pinnedViews = pinnedViews
        return [.node(node)]
    }
}
