/// `.background` and `.overlay`: the primary view decides the size; the
/// secondary is offered that size and sits on it at `alignment`, behind
/// (background) or in front (overlay). `.border` is an overlay of a
/// stroked rectangle.
final class OverlayNode: LayoutNode {
    let primary: LayoutNode
    let secondary: LayoutNode
    let alignment: Alignment
    let isBackground: Bool

    init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isBackground: Bool) {
        self.primary = primary
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        primary.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let s = secondary.size(ProposedViewSize(frame.size), env)
        let secondaryFrame = frame.aligned(s, alignment)
        if isBackground { secondary.place(in: secondaryFrame, env, out) }
        primary.place(in: frame, env, out)
        if !isBackground { secondary.place(in: secondaryFrame, env, out) }
    }
}
