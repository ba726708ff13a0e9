/// The rectangle `.background(_:ignoresSafeAreaEdges:)` and
/// `.overlay(_:ignoresSafeAreaEdges:)` fill with a style: the view's frame
/// with each of `edges` that lies on the safe area's edge moved out to the
/// screen's, as SwiftUI's (the default `.all`: a background colour reaches
/// under the status bar and the home indicator). Inside a scroll view the
/// content does not touch the safe area (the scroll view turns it into
/// content insets), so there the fill keeps the frame.
final class StyleFillNode: LayoutNode {
    let fill: ShapeNode
    let edges: Edge.Set

    init(fill: ShapeNode, edges: Edge.Set) {
        self.fill = fill
        self.edges = edges
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        fill.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        fill.place(in: out.openScrollViews.isEmpty ? env.expanded(frame, into: edges) : frame, env, out)
    }
}
