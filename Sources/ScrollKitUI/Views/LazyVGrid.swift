/// Views in rows of `columns`, built as they scroll into view, as SwiftUI's
/// `LazyVGrid` (see `LazyGridNode` and `GridTracks`).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// `pinnedViews:`: the sections' headers and footers to pin.
    var pinnedViews: PinnedScrollableViews = []

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let node = makeLazyGrid(.vertical, columns, alignment.fraction, spacing, content, env, state)
        node.rows.pinnedViews = pinnedViews
        return [.node(node)]
    }
}
