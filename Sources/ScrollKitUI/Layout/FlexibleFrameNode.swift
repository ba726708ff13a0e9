/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// SwiftUI's flexible frame, per axis:
/// - the child is offered the proposal clamped to [min, max], or the ideal
///   when the proposal is unspecified;
/// - with neither min nor max the frame takes the child's size (the ideal
///   when the proposal is unspecified and an ideal is given); otherwise the
///   child's size `c` and the proposal `p` (unspecified: the ideal, else
///   `c`) give `max(min, min(c, p))`, then `min(max, max(that, p))`: a
///   frame with `maxWidth: .infinity` takes all the width it is offered, one
///   with `minHeight: 100` is never shorter than 100.
final class FlexibleFrameNode: LayoutNode {
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

    let child: LayoutNode
    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let c = child.size(childProposal(p), env)
        return CGSize(width: horizontal.size(child: c.width, proposal: p.width), height: vertical.size(child: c.height, proposal: p.height))
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let c = child.size(childProposal(ProposedViewSize(frame.size)), env)
        child.place(in: frame.aligned(c, alignment), env, out)
    }
}
