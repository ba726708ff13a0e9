import CSDL2
import Foundation

/// The font files the canvas draws text with, found among the fonts of
/// Debian packages (`make run` and `make test` install them): Inter as the
/// UI face (the closest free face to SF Pro: Inter for text sizes, Inter
/// Display for title sizes, as SF Pro Text and SF Pro Display), and a
/// monospaced face whose digits all have the same advance, for numbers
/// that change from frame to frame (JetBrains Mono, else DejaVu Sans Mono),
/// so the HUD never jitters.
///
/// A value only names files; `Canvas` opens them through SDL2_ttf (FreeType)
/// at the device pixel size it needs. Same files, same FreeType, same
/// pixels: text is deterministic on a given machine.
package struct FontBook: Sendable, Equatable {
    /// The UI face for text sizes (< 20 pt): Inter Regular.
    package var text: String
    /// The UI face at semibold weight (status bar clock, headings).
    var textSemibold: String
    /// The UI face for title sizes (≥ 20 pt): Inter Display Regular.
    package var display: String
    /// The monospaced face for changing numbers.
    var monospaced: String
    /// The faces tried, in order, for a character the UI face lacks (see
    /// `fallbackChain`): only those installed; empty when none is.
    var chain: [FallbackFace] = []

    /// The Debian packages that hold the faces, for messages and the Makefile.
    static let packages = ["fonts-inter", "fonts-jetbrains-mono", "fonts-dejavu-core"]

    /// ASCII stand-ins for characters a face lacks (used only then).
    static let fallbacks: [UInt32: String] = [
        0x00BD: "1/2", 0x00BC: "1/4", 0x2152: "1/10", 0x2192: "->", 0x2190: "<-",
        0x2191: "^", 0x2193: "v", 0x00D7: "x", 0x2026: "...", 0x00B7: ".", 0x2013: "-",
        0x2014: "-", 0x2212: "-", 0x2248: "~", 0x00B1: "+-", 0x25CF: "*", 0x00B0: "o",
        0x2018: "'", 0x2019: "'", 0x201C: "\"", 0x201D: "\"", 0x00A0: " ", 0x2009: " ",
        0x202F: " ", 0x21E7: "Shift+",
    ]

    /// The fallback chain, in order, from Debian's Noto packages: Noto Sans
    /// (Latin, Cyrillic, Greek beyond Inter), Noto Sans CJK (Chinese,
    /// Japanese, Korean: the SC face of the collection, whose Han glyphs
    /// are the mainland forms, and which also has kana and Hangul), Arabic,
    /// Hebrew, Devanagari, Thai, and last the colour emoji font. Each is
    /// used only when installed.
    static let fallbackChain: [FallbackFace] = [
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"),
        FallbackFace(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2),
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", script: "Arab", isRightToLeft: true),
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", script: "Hebr", isRightToLeft: true),
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", script: "Deva"),
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", script: "Thai"),
        FallbackFace(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", isColor: true),
    ]

    /// The Debian packages of the fallback chain (for the Makefile and docs).
    static let fallbackPackages = ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"]

    /// Where each face may be, in order of preference (Debian's paths).
    static let textCandidates = ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/truetype/inter/Inter-Regular.ttf"]
    static let semiboldCandidates = ["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "/usr/share/fonts/truetype/inter/Inter-SemiBold.ttf"]
    static let displayCandidates = ["/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"] + textCandidates
    static let monospacedCandidates = [
        "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    ]

    /// The installed system faces. Throws a `RenderError` naming the
    /// missing file and the package to install when a face is absent.
    package static func system() throws(RenderError) -> FontBook {
        func find(_ paths: [String], _ role: String) throws(RenderError) -> String {
            if let path = paths.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { return path }
            throw RenderError(
                operation: "FontBook",
                message: "no \(role) font: none of \(paths.joined(separator: ", ")) is readable; install \(packages.joined(separator: " ")) (make deps-run)")
        }
        return FontBook(
            text: try find(textCandidates, "UI"), textSemibold: try find(semiboldCandidates, "UI semibold"),
            display: try find(displayCandidates, "UI display"), monospaced: try find(monospacedCandidates, "monospaced"),
            chain: fallbackChain.filter { FileManager.default.isReadableFile(atPath: $0.path) })
    }
}
