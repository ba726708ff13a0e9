/// The text sizes of the canvas, on iOS's type scale (points are logical
/// pixels). Glyphs are rasterised by FreeType at `points × scale` device
/// pixels, so `--scale 2` text is drawn at device resolution, never scaled.
package enum TextSize: CaseIterable, Hashable, Sendable {
    /// 11 pt (iOS `.caption2`): HUD, help, labels, readouts.
    case small
    /// 17 pt (iOS `.body`): item labels, the status bar clock.
    case regular
    /// 28 pt (iOS `.title`, seed 003's `.font(.title)`): titles.
    case large

    /// The size in points (logical pixels per em).
    package var points: Double {
        switch self {
        case .small: return 11
        case .regular: return 17
        case .large: return 28
        }
    }

    /// True for title sizes, drawn with the display cut of the UI face (as
    /// iOS switches from SF Pro Text to SF Pro Display at 20 pt).
    var isDisplay: Bool { points >= 20 }
}
