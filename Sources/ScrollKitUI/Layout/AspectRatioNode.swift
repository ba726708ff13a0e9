/// `.aspectRatio(_:contentMode:)`: the child is offered the largest size
/// of the ratio (width / height) inside the proposal (`.fit`) or the
/// smallest covering it (`.fill`); an unspecified dimension follows from
/// the other, both unspecified from the child's ideal width. A nil ratio
/// is the child's ideal aspect ratio. The result is the child's size.
final class AspectRatioNode: LayoutNode {
    let child: LayoutNode
    let ratio: CGFloat?
    let mode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, mode: ContentMode) {
        self.child = child
        self.ratio = ratio
        self.mode = mode
    }

    private func childProposal(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> ProposedViewSize {
        let ideal = child.size(.unspecified, env)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (nil, nil): return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let wider = w / Swift.max(h, .leastNonzeroMagnitude) > r
            if wider == (mode == .fit) { return ProposedViewSize(width: h * r, height: h) }
            return ProposedViewSize(width: w, height: w / r)
        }
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(childProposal(p, env), env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let c = child.size(childProposal(ProposedViewSize(frame.size), env), env)
        child.place(in: frame.aligned(c, .center), env, out)
    }
}
