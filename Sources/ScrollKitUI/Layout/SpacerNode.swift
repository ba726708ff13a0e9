/// `Spacer`: in a stack, as long as it is offered along the stack's axis
/// (at least `minLength`) and nothing across it; outside a stack, as large
/// as it is offered on both axes (at least `minLength`).
final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat?, axis: Axis?) {
        self.minLength = minLength ?? StackNode.defaultSpacing
        self.axis = axis
    }

    override var isSpacer: Bool { true }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        func along(_ v: CGFloat?) -> CGFloat { Swift.max(minLength, v ?? minLength) }
        guard let axis else { return CGSize(width: along(p.width), height: along(p.height)) }
        return CGSize(main: along(p[axis]), cross: 0, axis: axis)
    }
}
