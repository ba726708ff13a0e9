/// `Image`: a labelled placeholder. A symbol is a square the font's line
/// height on a side; an asset image 100 × 100 points, or, `.resizable()`,
/// as large as it is offered.
final class ImageNode: LayoutNode {
    let label: String
    let natural: CGSize
    let resizable: Bool
    let color: RGBColor

    init(label: String, natural: CGSize, resizable: Bool, color: RGBColor) {
        self.label = label
        self.natural = natural
        self.resizable = resizable
        self.color = color
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        out.emit(.image(DisplayImage(label: label, frame: frame.displayRect, color: color)), frame: frame, visible: env.visible)
    }
}
