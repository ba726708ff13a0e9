/// A run of text laid out in a frame.
///
/// The producer has already wrapped it: `lines` are drawn one under the
/// other, `lineHeight` points apart, starting at the frame's top, each
/// aligned in the frame's width by `alignment` (or centred optically, see
/// `placement`).
public struct DisplayText: Hashable, Sendable {
    /// The lines, top to bottom (usually one).
    public var lines: [String]
    /// The box the text was laid out in, points.
    public var frame: Rect
    /// The font size, points per em (iOS `.body` is 17).
    public var fontSize: Double
    /// The font weight.
    public var weight: DisplayFontWeight
    /// Distance between baselines, points (iOS `.body`: 22).
    public var lineHeight: Double
    /// The text colour.
    public var color: RGBColor
    /// How each line sits in the frame's width.
    public var alignment: DisplayTextAlignment
    /// How the lines sit in the frame's height.
    public var placement: DisplayTextPlacement
    /// The place among the text's lines of `lines[0]`: a producer may send
    /// only the lines that can show (a long text scrolled), each drawn
    /// where it would be with all of them, `firstLine + i` line heights
    /// below the frame's top. 0 when every line is sent.
    public var firstLine = 0

    public init(
        lines: [String], frame: Rect, fontSize: Double, weight: DisplayFontWeight = .regular, lineHeight: Double,
        color: RGBColor, alignment: DisplayTextAlignment = .leading, placement: DisplayTextPlacement = .lineBoxes
    ) {
        self.lines = lines
        self.frame = frame
        self.fontSize = fontSize
        self.weight = weight
        self.lineHeight = lineHeight
        self.color = color
        self.alignment = alignment
        self.placement = placement
    }
}
