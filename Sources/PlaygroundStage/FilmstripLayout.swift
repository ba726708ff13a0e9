import Foundation
import ScrollKitCore

/// Where everything goes on a filmstrip sheet (`record --filmstrip`): tiles
/// left to right, top to bottom, `columns` per row, `spacing` pixels between
/// tiles and around the edge. A tile is a frame (already downscaled) with
/// its caption strip under it. All sizes are device pixels of the sheet.
package struct FilmstripLayout: Hashable, Sendable {
    /// The number of tiles (≥ 1).
    let tileCount: Int
    /// Tiles per row, 1…tileCount.
    package let columns: Int
    /// The frame part of a tile.
    let frameWidth: Int
    let frameHeight: Int
    /// The caption strip under each frame.
    let captionHeight: Int
    /// Pixels between tiles and around the edge.
    package let spacing: Int

    /// The sheet's background.
    package static let background = RGBColor(hex: 0x101114)
    /// The widest a tile's frame gets by default (`defaultDownscale`).
    static let preferredFrameWidth = 480
    /// The largest sheet, in pixels (a 256 MB image), and on each side.
    static let maximumPixels = 64 * 1024 * 1024
    static let maximumSide = 32_000
    /// The aspect ratio `defaultColumns` aims for: landscape, like a screen.
    static let preferredAspect = 16.0 / 10.0

    package init(tileCount: Int, columns: Int?, frameWidth: Int, frameHeight: Int, captionHeight: Int, spacing: Int = 8) {
        self.tileCount = Swift.max(1, tileCount)
        self.frameWidth = Swift.max(1, frameWidth)
        self.frameHeight = Swift.max(1, frameHeight)
        self.captionHeight = Swift.max(0, captionHeight)
        self.spacing = Swift.max(0, spacing)
        let wanted = columns ?? FilmstripLayout.defaultColumns(
            tileCount: self.tileCount, tileWidth: self.frameWidth + self.spacing,
            tileHeight: self.frameHeight + self.captionHeight + self.spacing)
        self.columns = Swift.min(Swift.max(wanted, 1), self.tileCount)
    }

    package var rows: Int { (tileCount + columns - 1) / columns }
    var tileWidth: Int { frameWidth }
    var tileHeight: Int { frameHeight + captionHeight }
    var sheetWidth: Int { columns * tileWidth + (columns + 1) * spacing }
    var sheetHeight: Int { rows * tileHeight + (rows + 1) * spacing }

    /// True when the sheet fits `maximumPixels` and `maximumSide`.
    var fitsLimits: Bool {
        sheetWidth <= FilmstripLayout.maximumSide && sheetHeight <= FilmstripLayout.maximumSide
            && sheetWidth * sheetHeight <= FilmstripLayout.maximumPixels
    }

    /// The top-left pixel of tile `index`'s frame.
    func frameOrigin(ofTile index: Int) -> (x: Int, y: Int) {
        (spacing + (index % columns) * (tileWidth + spacing), spacing + (index / columns) * (tileHeight + spacing))
    }

    /// The top-left pixel of tile `index`'s caption strip.
    func captionOrigin(ofTile index: Int) -> (x: Int, y: Int) {
        let frame = frameOrigin(ofTile: index)
        return (frame.x, frame.y + frameHeight)
    }

    /// The number of columns whose sheet comes closest to `preferredAspect`
    /// (compared as ratios, so 2:1 and 1:1 are equally far from √2:1).
    static func defaultColumns(tileCount: Int, tileWidth: Int, tileHeight: Int) -> Int {
        let n = Swift.max(1, tileCount)
        var best = 1
        var bestDistance = Double.infinity
        for c in 1...n {
            let rows = (n + c - 1) / c
            // Skip column counts that leave the same rows with more empty cells.
            if c > 1 && (n + c - 2) / (c - 1) == rows { continue }
            let aspect = Double(c * Swift.max(1, tileWidth)) / Double(rows * Swift.max(1, tileHeight))
            let distance = abs(log(aspect / preferredAspect))
            if distance < bestDistance - 1e-12 {
                best = c
                bestDistance = distance
            }
        }
        return best
    }

    /// The default reduction of frames `frameWidth` device pixels wide: the
    /// smallest whole factor that brings them to `preferredFrameWidth` or less.
    static func defaultDownscale(frameWidth: Int) -> Int {
        Swift.max(1, (frameWidth + preferredFrameWidth - 1) / preferredFrameWidth)
    }
}
