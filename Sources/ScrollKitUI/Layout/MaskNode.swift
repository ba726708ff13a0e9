/// `.mask`: the child is laid out as it is; the mask view is offered the
/// child's size and placed on it at `alignment`, and what it draws is not
/// shown but becomes the group's clip: the child shows where the mask has
/// alpha, in proportion to it (`DisplayClip.mask`). Nothing shows outside
/// the child's frame.
final class MaskNode: WrapperNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let s = mask.size(ProposedViewSize(frame.size), env)
        out.beginGroup()
        mask.place(in: frame.aligned(s, alignment), env, out)
        let items = out.takeGroup()
        var inner = env
        inner.visible = inner.visible.intersection(frame)
        out.beginGroup()
        child.place(in: frame, inner, out)
        out.endGroup(clip: DisplayClip(.rectangle, frame: frame.displayRect, mask: items))
    }
}
