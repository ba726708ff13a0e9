/// How many fonts a `TextRasterizer` keeps open, and which one it closes
/// to open another.
///
/// A font is one face at one device pixel size (FreeType cannot scale an
/// open face to another size here: SDL2_ttf opens a face per size), and each
/// keeps SDL2_ttf's cache of the glyphs it drew (up to 256 glyph masks, each
/// about pixels × pixels / 2 bytes for a letter). The playground's own
/// drawing needs at most 12 (4 faces × 3 sizes) per scale and a view file a
/// few text styles more; but a view whose font size animates asks for a new
/// size every frame, and without a bound every one would stay open.
///
/// The bound: at most `count` fonts, and the squares of their pixel sizes
/// adding up to at most `area` (so the glyph caches stay under about
/// 256 × area / 2 bytes, 64 MiB, however large the sizes). `count` holds
/// every size a still frame of a preset or a view draws at two scales, so a
/// still frame never reopens a font; `area` holds one font at the largest
/// size the canvas draws (`TextSize.maxDevicePixels`) beside all the small
/// ones. Past the bound the least recently used font is closed.
package enum FontBudget {
    /// Most fonts open at once.
    package static let count = 32
    /// Most of the sum of (device pixels per em)² over the open fonts.
    package static let area = 2 * Int(TextSize.maxDevicePixels) * Int(TextSize.maxDevicePixels)

    /// The index of the font to close before opening one of `pixels`, when
    /// fonts of `open` sizes (last used at `uses`, larger is later) would
    /// exceed the bound with it; nil when it fits (or nothing is left to close).
    package static func victim(open: [Int32], uses: [UInt64], adding pixels: Int32) -> Int? {
        guard !open.isEmpty else { return nil }
        let total = open.reduce(Int(pixels) * Int(pixels)) { $0 + Int($1) * Int($1) }
        guard open.count + 1 > count || total > area else { return nil }
        return uses.indices.min { uses[$0] < uses[$1] }
    }
}
