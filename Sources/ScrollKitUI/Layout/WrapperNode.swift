/// A node laid out exactly as its one child (a modifier that only draws
/// differently or watches): size and spacer-ness are the child's;
/// subclasses override `place`.
class WrapperNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
    }

    override var isSpacer: Bool { child.isSpacer }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        child.place(in: frame, env, out)
    }
}
