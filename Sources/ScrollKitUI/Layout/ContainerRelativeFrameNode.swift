/// `.containerRelativeFrame`: on each of its axes the frame is a length
/// computed from the container's length L on that axis (the nearest scroll
/// view's visible size less its content margins, or the root's safe
/// area), and the child is offered that length; on the other axis the
/// proposal passes through and the frame takes the child's size.
///
/// With `count` n, `span` s and `spacing` g the length is SwiftUI's
/// `(L − g·(n − 1)) / n · s + g·(s − 1)`: n columns with g between them,
/// s of them and the gaps they cover. Without a count it is L, or what the
/// `length` closure returns for (L, axis).
final class ContainerRelativeFrameNode: LayoutNode {
    let child: LayoutNode
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    init(child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.child = child
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// The formula above.
    static func length(container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let n = CGFloat(Swift.max(1, count))
        let s = CGFloat(Swift.max(1, span))
        return (container - spacing * (n - 1)) / n * s + spacing * (s - 1)
    }

    private func frameProposal(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> ProposedViewSize {
        var q = p
        if axes.contains(.horizontal) { q.width = Swift.max(0, length(env.container.width, .horizontal)) }
        if axes.contains(.vertical) { q.height = Swift.max(0, length(env.container.height, .vertical)) }
        return q
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let q = frameProposal(p, env)
        let c = child.size(q, env)
        return CGSize(
            width: axes.contains(.horizontal) ? q.width! : c.width,
            height: axes.contains(.vertical) ? q.height! : c.height)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let c = child.size(frameProposal(ProposedViewSize(frame.size), env), env)
        child.place(in: frame.aligned(c, alignment), env, out)
    }
}
