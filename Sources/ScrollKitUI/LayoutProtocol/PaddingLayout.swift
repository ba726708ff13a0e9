/// `.padding` as a layout of its one subview: the subview is offered the
/// proposal less the insets (never below zero; unspecified stays
/// unspecified), the padding's size is the subview's plus the insets, and
/// the subview fills the padding's frame less the insets.
struct PaddingLayout: Layout {
    let insets: EdgeInsets

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { Swift.max(0, $0 - insets.top - insets.bottom) })
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let c = subviews[subviews.startIndex].sizeThatFits(childProposal(proposal))
        return CGSize(width: c.width + insets.leading + insets.trailing, height: c.height + insets.top + insets.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[subviews.startIndex].place(in: CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
            height: Swift.max(0, bounds.height - insets.top - insets.bottom)))
    }
}
