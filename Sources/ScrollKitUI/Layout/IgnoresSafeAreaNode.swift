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
        guard !env.safeArea.isNull, !env.bounds.isNull else { return frame }
        func on(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.leading), on(minX, env.safeArea.minX) { minX = Swift.min(minX, env.bounds.minX) }
        if edges.contains(.top), on(minY, env.safeArea.minY) { minY = Swift.min(minY, env.bounds.minY) }
        if edges.contains(.trailing), on(maxX, env.safeArea.maxX) { maxX = Swift.max(maxX, env.bounds.maxX) }
        if edges.contains(.bottom), on(maxY, env.safeArea.maxY) { maxY = Swift.max(maxY, env.bounds.maxY) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let grown = expanded(frame, env)
        var inner = env
        inner.container = CGSize(
            width: env.container.width + grown.width - frame.width, height: env.container.height + grown.height - frame.height)
        child.place(in: grown, inner, out)
    }
}
