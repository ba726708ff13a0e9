/// A text size of the canvas, points per em (points are logical pixels).
/// Glyphs are rasterised by FreeType at `points × scale` device pixels,
/// rounded, so `--scale 2` text is drawn at device resolution, never scaled.
///
/// The playground's own drawing (presets, HUD, overlays, timeline) uses
/// three sizes on iOS's type scale, `small`, `regular` and `large`; a view
/// file's text is drawn at the size its display list asks for (any size).
package struct TextSize: Hashable, Sendable {
    /// The size in points (logical pixels per em): finite and > 0 for text
    /// that draws (`isDrawable`).
    package var points: Double
    /// True when text with digits is drawn in the monospaced face, so a
    /// number that changes every frame keeps its width (the playground's
    /// HUD, readouts and labels: `small`). A view file's text never is: iOS
    /// draws it in SF Pro, whose digits are proportional.
    var monospacesDigits: Bool

    package init(points: Double, monospacesDigits: Bool = false) {
        self.points = points
        self.monospacesDigits = monospacesDigits
    }

    /// 11 pt (iOS `.caption2`): HUD, help, labels, readouts; digits in the
    /// monospaced face.
    package static let small = TextSize(points: 11, monospacesDigits: true)
    /// 17 pt (iOS `.body`): item labels, the status bar clock.
    package static let regular = TextSize(points: 17)
    /// 28 pt (iOS `.title`, seed 003's `.font(.title)`): titles.
    package static let large = TextSize(points: 28)

    /// The playground's own sizes, smallest first.
    package static let allCases: [TextSize] = [.small, .regular, .large]

    /// The largest em the canvas rasterises, device pixels (256 pt at scale
    /// 2); a larger size is drawn at this one. A line of text is rendered
    /// whole into one mask, so this bounds the memory of one line.
    package static let maxDevicePixels: Int32 = 512

    /// Device pixels per em at `scale`: `points × scale`, rounded, in
    /// 1 … `maxDevicePixels` (1 for a size that does not draw).
    package func devicePixels(scale: Double) -> Int32 {
        let px = (points * scale).rounded()
        guard px.isFinite else { return 1 }
        return Int32(Swift.max(1, Swift.min(Double(TextSize.maxDevicePixels), px)))
    }

    /// True when the size can be drawn: finite and above zero.
    var isDrawable: Bool { points.isFinite && points > 0 }

    /// True for title sizes, drawn with the display cut of the UI face (as
    /// iOS switches from SF Pro Text to SF Pro Display at 20 pt).
    var isDisplay: Bool { points >= 20 }
}
