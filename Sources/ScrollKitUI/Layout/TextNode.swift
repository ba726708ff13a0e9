/// `Text`: one line at its natural width when that fits the proposed
/// width (or none is proposed); otherwise wrapped at spaces into lines no
/// wider than the proposal, as many as the proposed height holds (at least
/// one) and `lineLimit` allows. Its size is the widest line by the number
/// of lines times the font's line height.
final class TextNode: LayoutNode {
    let text: String
    let font: Font
    let color: RGBColor
    let alignment: TextAlignment
    let lineLimit: Int?

    init(text: String, font: Font, color: RGBColor, alignment: TextAlignment, lineLimit: Int?) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
    }

    func lines(_ p: ProposedViewSize) -> [Substring] {
        var limit = lineLimit
        if let h = p.height, h.isFinite {
            let fit = Swift.max(1, Int((h / font.lineHeight).rounded(.down)))
            limit = Swift.min(limit ?? fit, fit)
        }
        return TextMetrics.lines(text, font, maxWidth: p.width, limit: limit)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        // One line that fits (the usual label): the size `lines` would
        // give, without building the lines. No line feed: one paragraph;
        // it fits: not broken; one line is within any limit.
        if !text.utf8.contains(0x0A) {
            let width = TextMetrics.width(text[...], font)
            if p.width.map({ width <= $0 }) ?? true { return CGSize(width: width, height: font.lineHeight) }
        }
        let ls = lines(p)
        let widest = ls.map { TextMetrics.width($0, font) }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(ls.count) * font.lineHeight)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let ls = lines(ProposedViewSize(frame.size)).map(String.init)
        let item = DisplayText(
            lines: ls, frame: frame.displayRect, fontSize: Double(font.size), weight: font.weight.display,
            lineHeight: Double(font.lineHeight), color: color, alignment: alignment.display)
        out.emit(.text(item), frame: frame, visible: env.visible)
    }
}
