/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// SwiftUI's flexible frame, as a layout of its one subview, per axis:
/// - the subview is offered the proposal clamped to [min, max], or the
///   ideal when the proposal is unspecified;
/// - with neither min nor max the frame takes the subview's size (the
///   ideal when the proposal is unspecified and an ideal is given);
///   otherwise the subview's size `c` and the proposal `p` (unspecified:
///   the ideal, else `c`) give `max(min, min(c, p))`, then
///   `min(max, max(that, p))`: a frame with `maxWidth: .infinity` takes all
///   the width it is offered, one with `minHeight: 100` is never shorter
///   than 100.
struct FlexibleFrameLayout: Layout {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard var v = p else { return ideal }
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }

        func size(child c: CGFloat, proposal p: CGFloat?) -> CGFloat {
            guard min != nil || max != nil else { return p == nil ? (ideal ?? c) : c }
            let offered = p ?? ideal ?? c
            var r = c
            if let min { r = Swift.max(min, Swift.min(r, offered)) }
            if let max { r = Swift.min(max, Swift.max(r, offered)) }
            if let min { r = Swift.max(r, min) }
            return r
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let c = subviews[subviews.startIndex].sizeThatFits(childProposal(proposal))
        return CGSize(width: horizontal.size(child: c.width, proposal: proposal.width), height: vertical.size(child: c.height, proposal: proposal.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let child = subviews[subviews.startIndex]
        child.place(in: bounds.aligned(child.sizeThatFits(childProposal(ProposedViewSize(bounds.size))), alignment))
    }
}
