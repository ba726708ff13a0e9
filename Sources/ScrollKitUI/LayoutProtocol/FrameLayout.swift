/// `.frame(width:height:alignment:)` as a layout of its one subview: a
/// fixed dimension replaces the proposal on its axis and is the frame's
/// size there; an unset one passes the proposal through and takes the
/// subview's size. The subview sits in the frame at `alignment`.
struct FrameLayout: Layout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width.map { Swift.max(0, $0) }
        self.height = height.map { Swift.max(0, $0) }
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let c = subviews[subviews.startIndex].sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let child = subviews[subviews.startIndex]
        child.place(in: bounds.aligned(child.sizeThatFits(childProposal(ProposedViewSize(bounds.size))), alignment))
    }
}
