/// `.padding`: the child is offered the proposal less the insets (never
/// below zero; unspecified stays unspecified) and the padding's size is the
/// child's plus the insets.
final class PaddingNode: LayoutNode {
    let child: LayoutNode
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.child = child
        self.insets = insets
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let c = child.size(childProposal(p), env)
        return CGSize(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let inner = CGRect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: Swift.max(0, frame.width - insets.leading - insets.trailing),
            height: Swift.max(0, frame.height - insets.top - insets.bottom))
        child.place(in: inner, env, out)
    }
}
