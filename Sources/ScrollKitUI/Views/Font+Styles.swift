// The other ways to name a font: by text style, by name, and its variants.
// The playground draws one face (Inter, regular or semibold): designs,
// custom faces and italics keep their size, weight and line height and
// are drawn upright in that face (docs/views.md).

extension Font {
    /// A text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's font: iOS's size, weight and line height.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A font design, as SwiftUI's `Font.Design`; drawn in the playground's one face.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// The system font of text style `style` (`design` drawn in the one face;
    /// `weight` nil keeps the style's).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = style.font
        if let weight { f.weight = weight }
        return f
    }

    /// A font named `name` at `size` points: drawn as `.system(size:)` (no font files are loaded).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        .system(size: size)
    }

    /// A font named `name` at `size` points, scaled with `textStyle`: at
    /// the default (Large) text size that is `size`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        .system(size: size)
    }

    /// A font named `name` at a fixed `size`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        .system(size: fixedSize)
    }

    /// This font in italics: drawn upright (the playground has no italic face).
    public func italic() -> Font { self }

    /// This font with fixed-width digits: drawn as it is (digits already advance equally).
    public func monospacedDigit() -> Font { self }

    /// This font in its monospaced design: drawn in the one face.
    public func monospaced() -> Font { self }
}
