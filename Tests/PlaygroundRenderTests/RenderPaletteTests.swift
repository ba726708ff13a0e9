import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// The study window's chrome colours follow the appearance, and the overlay
/// marks stay visible and distinct on every preset and every hue of the
/// rainbow, in both appearances.
@Suite("Render palette") struct RenderPaletteTests {
    /// WCAG relative luminance of an opaque colour, in [0, 1].
    static func luminance(_ c: RGBColor) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : Foundation.pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    /// WCAG contrast ratio of two opaque colours, in [1, 21].
    static func contrast(_ a: RGBColor, _ b: RGBColor) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (Swift.max(x, y) + 0.05) / (Swift.min(x, y) + 0.05)
    }

    /// Euclidean distance in RGB (0 … 441).
    static func distance(_ a: RGBColor, _ b: RGBColor) -> Double {
        let dr = Double(a.r) - Double(b.r), dg = Double(a.g) - Double(b.g), db = Double(a.b) - Double(b.b)
        return (dr * dr + dg * dg + db * db).squareRoot()
    }

    /// The colours the overlays draw over content, by name.
    static func marks(_ palette: RenderPalette) -> [(String, RGBColor)] {
        [
            ("original", palette.original), ("proposed", palette.proposed), ("adjusted", palette.adjusted),
            ("unclamped", palette.unclamped), ("resting", palette.resting), ("velocity", palette.velocity),
            ("boundary", palette.boundary), ("overscroll", palette.overscroll),
        ]
    }

    /// Every content colour a mark can be drawn over: 360 hues of seed 003's
    /// rainbow, and each preset's background and item fills, in `appearance`.
    static func backgrounds(_ appearance: Appearance) -> [(String, RGBColor)] {
        var all: [(String, RGBColor)] = (0..<360).map { ("hue \($0)°", RGBColor(hue: Double($0) / 360, saturation: 1, brightness: 1)) }
        for preset in PresetCatalog.all {
            let style = preset.style(for: appearance)
            let under: RGBColor
            switch style.background {
            case .rainbow: under = RGBColor(hue: 0.3, saturation: 1, brightness: 1)
            case .solid(let c): under = c.composited(over: RGBColor(r: 0, g: 0, b: 0))
            }
            all.append(("\(preset.name) background", under))
            for id in 0..<12 { all.append(("\(preset.name) item \(id)", style.fill(forItemID: id).composited(over: under))) }
        }
        return all
    }

    /// A mark is drawn on its halo (or a label on a panel): the mark's colour
    /// against the halo over the content has at least 3:1 contrast (WCAG's
    /// minimum for graphics), on every hue and every preset, in both
    /// appearances.
    @Test(arguments: Appearance.allCases)
    func marksReadOnEveryHueAndPreset(_ appearance: Appearance) {
        do {
            let palette = RenderPalette(appearance)
            var worst = (ratio: 99.0, what: "")
            for (name, background) in Self.backgrounds(appearance) {
                let halo = palette.halo.composited(over: background)
                for (mark, color) in Self.marks(palette) {
                    let ratio = Self.contrast(color.composited(over: halo), halo)
                    if ratio < worst.ratio { worst = (ratio, "\(mark) on \(name)") }
                    #expect(ratio >= 3, "\(appearance): \(mark) on \(name): contrast \(ratio)")
                }
            }
            print("\(appearance): lowest mark contrast \(worst.ratio) (\(worst.what))")
        }
    }

    /// Every colour the overlay legend can list for a different meaning: the
    /// marks over content plus the timeline's two end markers. The timeline's
    /// decision diamond is the adjusted target's colour on purpose (it marks
    /// that decision), and the phase bands are a separate row of swatches.
    static func legendColors(_ palette: RenderPalette) -> [(String, RGBColor)] {
        marks(palette) + [("debounce end", palette.debounceEnd), ("phase end", palette.phaseEnd)]
    }

    /// The marks and the legend's other entries are told apart: each pair is
    /// at least 60 apart in RGB on the panel, each has 3:1 contrast on it, in
    /// both appearances (the legend's swatches are these same colours).
    /// ("rest" and "timeline: phase end" were both dashed cyan; "unclamped"
    /// and "debounce end" both pink.)
    @Test(arguments: Appearance.allCases)
    func legendEntriesAreDistinct(_ appearance: Appearance) {
        do {
            let palette = RenderPalette(appearance)
            let panel = palette.panel.withAlpha(1)
            let colors = Self.legendColors(palette).map { ($0.0, $0.1.composited(over: panel)) }
            for i in colors.indices {
                for j in colors.indices where j > i {
                    #expect(Self.distance(colors[i].1, colors[j].1) >= 60, "\(appearance): \(colors[i].0) vs \(colors[j].0): \(Self.distance(colors[i].1, colors[j].1))")
                }
                #expect(Self.contrast(colors[i].1, panel) >= 3, "\(appearance): \(colors[i].0) on the panel")
            }
        }
    }

    /// The chrome follows the appearance: text is light on dark panels and
    /// dark on light ones, and the two palettes differ.
    @Test func chromeFollowsTheAppearance() {
        let dark = (RenderPalette(.dark).panel.withAlpha(1), RenderPalette(.dark).text)
        let light = (RenderPalette(.light).panel.withAlpha(1), RenderPalette(.light).text)
        #expect(Self.luminance(dark.0) < 0.05 && Self.luminance(dark.1) > 0.8)
        #expect(Self.luminance(light.0) > 0.9 && Self.luminance(light.1) < 0.05)
        for appearance in Appearance.allCases {
            let palette = RenderPalette(appearance)
            let panel = palette.panel.withAlpha(1)
            #expect(Self.contrast(palette.text, panel) >= 7, "\(appearance): text")
            #expect(Self.contrast(palette.secondaryText, panel) >= 4.5, "\(appearance): secondary text")
        }
    }
}
