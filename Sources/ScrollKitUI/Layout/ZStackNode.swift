/// `ZStack`: every child gets the whole proposal; the stack is as large as
/// its largest child on each axis, and each child sits in it at `alignment`.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let sizes = children.map { $0.size(p, env) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        for child in children {
            child.place(in: frame.aligned(child.size(ProposedViewSize(frame.size), env), alignment), env, out)
        }
    }
}
