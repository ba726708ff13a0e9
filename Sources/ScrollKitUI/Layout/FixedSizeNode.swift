/// `.fixedSize(horizontal:vertical:)`: the child is offered an unspecified
/// size on the fixed axes, so it takes its ideal size there.
final class FixedSizeNode: LayoutNode {
    let child: LayoutNode
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(childProposal(p), env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let c = child.size(childProposal(ProposedViewSize(frame.size)), env)
        child.place(in: frame.aligned(c, .center), env, out)
    }
}
