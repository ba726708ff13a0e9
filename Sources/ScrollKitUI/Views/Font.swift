/// A font, as SwiftUI's `Font`: a size, a weight and a line height. The
/// text styles have iOS's default (Large) sizes and line heights; the
/// playground draws Inter in place of SF Pro, so sizes and line heights
/// match iOS and glyph widths differ slightly (see `TextMetrics`).
public struct Font: Hashable, Sendable {
    /// Points per em.
    public var size: CGFloat
    public var weight: Weight
    /// Distance between baselines, points.
    public var lineHeight: CGFloat

    init(size: CGFloat, weight: Weight = .regular, lineHeight: CGFloat) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }

    public static let largeTitle = Font(size: 34, lineHeight: 41)
    public static let title = Font(size: 28, lineHeight: 34)
    public static let title2 = Font(size: 22, lineHeight: 28)
    public static let title3 = Font(size: 20, lineHeight: 25)
    public static let headline = Font(size: 17, weight: .semibold, lineHeight: 22)
    public static let body = Font(size: 17, lineHeight: 22)
    public static let callout = Font(size: 16, lineHeight: 21)
    public static let subheadline = Font(size: 15, lineHeight: 20)
    public static let footnote = Font(size: 13, lineHeight: 18)
    public static let caption = Font(size: 12, lineHeight: 16)
    public static let caption2 = Font(size: 11, lineHeight: 13)

    /// A system font of `size` points; its line height is 1.2 × size,
    /// rounded (iOS's text styles lie between 1.18 and 1.29). `design` is
    /// accepted and drawn in the one face the playground has.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, lineHeight: (size * 1.2).rounded())
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// A weight, as SwiftUI's `Font.Weight`, with its CSS number.
    public struct Weight: Hashable, Sendable {
        let rawValue: UInt16

        public static let ultraLight = Weight(rawValue: 100)
        public static let thin = Weight(rawValue: 200)
        public static let light = Weight(rawValue: 300)
        public static let regular = Weight(rawValue: 400)
        public static let medium = Weight(rawValue: 500)
        public static let semibold = Weight(rawValue: 600)
        public static let bold = Weight(rawValue: 700)
        public static let heavy = Weight(rawValue: 800)
        public static let black = Weight(rawValue: 900)

        /// The display list's weight.
        var display: DisplayFontWeight { DisplayFontWeight(rawValue: rawValue) ?? .regular }
    }
}
