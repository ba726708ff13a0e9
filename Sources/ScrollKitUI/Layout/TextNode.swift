/// `Text`: one line at its natural width when that fits the proposed
/// width (or none is proposed); otherwise wrapped at spaces into lines no
/// wider than the proposal, as many as the proposed height holds (at least
/// one) and `lineLimit` allows. Its size is the widest line by the number
/// of lines times the font's line height. A proposal within `slack` of a
/// width or a height counts as that width or height (see `slack`).
final class TextNode: LayoutNode {
    let text: String
    let font: Font
    let color: RGBColor
    let alignment: TextAlignment
    let lineLimit: Int?

    /// The graph's kept lines of long texts, nil outside a graph.
    let cache: TextLineCache?

    init(text: String, font: Font, color: RGBColor, alignment: TextAlignment, lineLimit: Int?, cache: TextLineCache? = nil) {
        self.cache = cache
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
    }

    /// Points a proposal may fall short of a text's width or height and
    /// still hold it. The frame a text is placed in is the size it answered
    /// after the parents' arithmetic (a padding added and taken off again,
    /// a centring), which can come back a rounding error smaller: 60.35 +
    /// 32 − 32 is 60.349999999999994. Measured exactly, that frame would
    /// break a line that fitted and then drop the second line for want of
    /// height. Rounding errors are some 1e-13 points; no text is narrower
    /// than its own width by a millionth of a point on purpose.
    static let slack: CGFloat = 1e-6

    /// The lines broken for each (width, limit) asked this pass, and the
    /// widest's width once asked: a stack asks a text for several sizes and
    /// then places it, and a long text must not be broken into lines once
    /// per question (nor once per pass: `cache`).
    private var broken: [(width: UInt64, limit: Int?, lines: [Substring], widest: CGFloat?)] = []

    /// True for a text whose lines the graph keeps from pass to pass.
    private var isKept: Bool { cache != nil && text.utf8.count >= TextLineCache.minimumBytes }

    func lines(_ p: ProposedViewSize) -> [Substring] {
        laidOut(p, needsWidest: false).lines
    }

    /// The lines for `p` and, when `needsWidest` (or kept), the widest's width.
    private func laidOut(_ p: ProposedViewSize, needsWidest: Bool) -> (lines: [Substring], widest: CGFloat?) {
        var limit = lineLimit
        if let h = p.height, h.isFinite {
            let fit = Swift.max(1, Int(((h + Self.slack) / font.lineHeight).rounded(.down)))
            limit = Swift.min(limit ?? fit, fit)
        }
        let maxWidth = p.width.map { $0 + Self.slack }
        let key = Double(maxWidth ?? .nan).bitPattern
        if let i = broken.firstIndex(where: { $0.width == key && $0.limit == limit }) {
            if needsWidest, broken[i].widest == nil { broken[i].widest = Self.widest(broken[i].lines, font) }
            return (broken[i].lines, broken[i].widest)
        }
        let entry: (lines: [Substring], widest: CGFloat?)
        if let cache, isKept {
            let kept = cache.lines(TextLineCache.Key(text: text, font: font, width: key, limit: limit)) {
                let ls = TextMetrics.lines(text, font, maxWidth: maxWidth, limit: limit, meter: cache.meter)
                return TextLineCache.Lines(lines: ls, widest: Self.widest(ls, font))
            }
            entry = (kept.lines, kept.widest)
        } else {
            let ls = TextMetrics.lines(text, font, maxWidth: maxWidth, limit: limit, meter: cache?.meter)
            entry = (ls, needsWidest ? Self.widest(ls, font) : nil)
        }
        broken.append((key, limit, entry.lines, entry.widest))
        return entry
    }

    /// The width of the widest of `lines`, points.
    private static func widest(_ lines: [Substring], _ font: Font) -> CGFloat {
        lines.map { TextMetrics.width($0, font) }.max() ?? 0
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        // One line that fits (the usual label): the size `lines` would
        // give, without building the lines. No line feed: one paragraph;
        // it fits: not broken; one line is within any limit. (A kept text
        // skips this: its size is kept with its lines.)
        if !isKept, !text.utf8.contains(0x0A) {
            let width = TextMetrics.width(text[...], font)
            if p.width.map({ width <= $0 + Self.slack }) ?? true { return CGSize(width: width, height: font.lineHeight) }
        }
        let laid = laidOut(p, needsWidest: true)
        return CGSize(width: laid.widest ?? 0, height: CGFloat(laid.lines.count) * font.lineHeight)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        let all = lines(ProposedViewSize(frame.size))
        let shown = Self.shownLines(all.count, top: frame.minY, lineHeight: font.lineHeight, visible: env.visible)
        cache?.meter?.linesEmitted += shown.count
        var item = DisplayText(
            lines: all[shown].map(String.init), frame: frame.displayRect, fontSize: Double(font.size), weight: font.weight.display,
            lineHeight: Double(font.lineHeight), color: color, alignment: alignment.display)
        item.firstLine = shown.lowerBound
        out.emit(.text(item), frame: frame, visible: env.visible)
    }

    /// The lines of `count`, `lineHeight` points apart from `top`, that can
    /// show in `visible` (absolute, as the frame): those that meet it and
    /// one more each side, for glyphs that reach past their line's box (a
    /// descender, an accent). A text taller than the screen (a 1 MB article
    /// is 16,000 lines) sends only a screenful; a text on screen sends all.
    static func shownLines(_ count: Int, top: CGFloat, lineHeight: CGFloat, visible: CGRect) -> Range<Int> {
        guard count > 0, lineHeight > 0, !visible.isNull, visible.minY.isFinite, visible.maxY.isFinite else { return 0..<count }
        let first = ((visible.minY - top) / lineHeight).rounded(.down) - 1
        let last = ((visible.maxY - top) / lineHeight).rounded(.up) + 1
        let lo = Int(Swift.min(Swift.max(first, 0), CGFloat(count)))
        let hi = Int(Swift.min(Swift.max(last, CGFloat(lo)), CGFloat(count)))
        return lo..<hi
    }
}
