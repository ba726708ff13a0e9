/// `.frame(width:height:alignment:)`: a fixed dimension replaces the
/// proposal on its axis and is the frame's size there; an unset one passes
/// the proposal through and takes the child's size. The child sits in the
/// frame at `alignment`.
final class FrameNode: LayoutNode {
    let child: LayoutNode
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.child = child
        self.width = width.map { Swift.max(0, $0) }
        self.height = height.map { Swift.max(0, $0) }
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let c = child.size(childProposal(p), env)
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let c = child.size(childProposal(ProposedViewSize(frame.size)), env)
        child.place(in: frame.aligned(c, alignment), env, out)
    }
}
