/// The three text sizes of the bitmap font. Each is a whole number of logical
/// pixels per font pixel, so glyphs are never smoothed.
enum TextSize: CaseIterable, Hashable, Sendable {
    /// One logical pixel per font pixel (a 6 × 11 cell): HUD, help, labels.
    case small
    /// Two logical pixels per font pixel (12 × 22): item numbers.
    case regular
    /// Three logical pixels per font pixel (18 × 33): titles.
    case large

    /// Logical pixels per font pixel.
    var multiplier: Int {
        switch self {
        case .small: return 1
        case .regular: return 2
        case .large: return 3
        }
    }
}
