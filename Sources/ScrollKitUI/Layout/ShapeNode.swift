/// A shape or a colour: takes all it is offered (10 × 10 points when the
/// proposal is unspecified, SwiftUI's ideal size for shapes) and paints its
/// outline in it. A circle is the largest one centred in its frame.
final class ShapeNode: LayoutNode {
    let kind: ShapeKind
    let paint: DisplayPaint

    init(kind: ShapeKind, paint: DisplayPaint) {
        self.kind = kind
        self.paint = paint
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let s = p.replacingUnspecifiedDimensions()
        return CGSize(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let (displayKind, rect) = kind.display(in: frame)
        out.emit(.shape(DisplayShape(displayKind, frame: rect.displayRect, paint: paint)), frame: rect, visible: env.visible)
    }
}
