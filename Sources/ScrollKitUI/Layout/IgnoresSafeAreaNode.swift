/// `.ignoresSafeArea(edges:)`: laid out like its child, but placed with
/// each of its `edges` that lies on the safe area's edge moved out to the
/// container's edge, as SwiftUI extends a view that touches the safe area
/// into it (a background colour under the status bar, a full-screen pager).
/// An edge inside the safe area stays where it is.
final class IgnoresSafeAreaNode: LayoutNode {
    let child: LayoutNode
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.child = child
        self.edges = edges
    }

    override var isSpacer: Bool { child.isSpacer }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    /// `frame` with its edges on the safe area's moved to the container's.
    func expanded(_ frame: CGRect, _ env: LayoutEnvironment) -> CGRect {
        env.expanded(frame, into: edges)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let grown = expanded(frame, env)
        var inner = env
        inner.container = CGSize(
            width: env.container.width + grown.width - frame.width, height: env.container.height + grown.height - frame.height)
        child.place(in: grown, inner, out)
    }
}
