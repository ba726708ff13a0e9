import CSDL2
import Foundation

/// Turns lines of text into anti-aliased coverage masks (`CoverageRuns`),
/// through SDL2_ttf (FreeType, light hinting, kerning on), and keeps them.
///
/// Faces are opened at whole device pixel sizes (`points × scale`,
/// rounded), so text is rasterised at the output's resolution. A line is
/// rendered once, its coverage quantised to `CoverageRuns.levels` steps, and
/// drawn in any colour as fills of its runs; the cache is keyed by (face,
/// device size, text), so a frame that shows the same strings as the one
/// before rasterises nothing. Changing numbers are short strings in the monospaced
/// face; the cache holds at most `capacity` lines and forgets the least
/// recently used half when it is full.
///
/// FreeType's library handle is process-global and not thread-safe, so every
/// SDL2_ttf call goes through one process-wide lock. Nothing it keeps
/// belongs to the renderer (masks are plain memory).
package final class TextRasterizer {
    /// Which file of the font book a line is drawn with.
    package enum Face: Hashable {
        case text, semibold, display, monospaced
        /// `FontBook.chain[i]`: a face for characters the UI faces lack.
        case fallback(Int)
    }

    /// One rendered line: its coverage, `width × height` device pixels,
    /// its top at the face's ascent above the baseline.
    package struct Line {
        package var runs: CoverageRuns
        package var width: Int32 { runs.width }
        package var height: Int32 { runs.height }
        var lastUse: UInt64
        /// Where the mask's top is below the UI face's line top, device
        /// pixels: 0, or less for a line with a fallback face that reaches
        /// higher (Noto Sans CJK's ascent is taller than Inter's).
        package var top: Int32 = 0
        /// Colour glyphs (emoji) drawn over the mask as they are, not in
        /// the text's colour; positions relative to the mask's top left.
        package var images: [ColorImage] = []
    }

    /// Metrics of a face at a device pixel size, device pixels.
    struct Metrics {
        /// Baseline below the top of a line texture.
        var ascent: Int32
        /// Distance between baselines.
        var lineSkip: Int32
        /// Height of a capital H above the baseline.
        var capHeight: Int32
    }

    struct FontKey: Hashable {
        var face: Face
        var pixels: Int32
    }

    private struct LineKey: Hashable {
        var face: Face
        var pixels: Int32
        var text: String
    }

    /// One glyph of the monospaced face: its coverage (nil for a blank) and
    /// the shift of the mask's left edge from the pen, device pixels.
    struct Glyph {
        var runs: CoverageRuns?
        var width: Int32
        var height: Int32
        var shift: Int32
    }

    private struct GlyphKey: Hashable {
        var pixels: Int32
        var scalar: UInt32
    }

    /// A character of a face at a size, for `provided`.
    private struct ScalarKey: Hashable {
        var font: FontKey
        var scalar: UInt32
    }

    /// Serialises SDL2_ttf (FreeType) across threads.
    static let lock = NSLock()

    let book: FontBook
    /// The bytes of the font files this rasterizer's fonts read (freed
    /// after `deinit` has closed them).
    let fileBytes = FontFileBytes()
    package let renderer: OpaquePointer
    /// Most lines kept as textures.
    package let capacity: Int

    // Fonts, metrics and advances are a handful per canvas (4 faces × the
    // few sizes drawn) and looked up for every text drawn: kept in short
    // lists searched in order, which is cheaper than hashing the key. A
    // view file may ask for any size (one that animates its font size asks
    // for a new one every frame), so open fonts are bounded (`FontBudget`):
    // the least recently used is closed past it.
    private var fonts: [(key: FontKey, font: OpaquePointer)] = []
    private var fontUses: [UInt64] = []
    private var fontClock: UInt64 = 0
    private var metrics: [(key: FontKey, metrics: Metrics)] = []
    private var lines: [LineKey: Line] = [:]
    /// The bytes of `lines` (`bytes(of:)` summed).
    private var lineBytes = 0
    /// Measured widths, device pixels (forgotten all at once past `capacity` × 4).
    private var widths: [LineKey: Int32] = [:]
    /// Glyphs of the monospaced face, made once each (a handful of digits
    /// and signs draw every changing number).
    private var glyphs: [GlyphKey: Glyph] = [:]
    /// The same for characters up to U+007F, by size: indexed by the scalar.
    private var asciiGlyphs: [(pixels: Int32, glyphs: [Glyph?])] = []
    private var advances: [(pixels: Int32, advance: Int32)] = []
    /// Whether a face has a (non-ASCII) character, asked of SDL2_ttf once
    /// (`substituted` runs for every changing number drawn).
    private var provided: [ScalarKey: Bool] = [:]
    private var clock: UInt64 = 0
    /// The strike size (pixels per em) of each colour face of the chain,
    /// by its index, read once (`ColorStrike`).
    var strikes: [Int: Int] = [:]

    /// Starts SDL2_ttf if needed. Throws when it cannot start.
    init(book: FontBook, renderer: OpaquePointer, capacity: Int = 2048) throws(RenderError) {
        self.book = book
        self.renderer = renderer
        self.capacity = Swift.max(16, capacity)
        TextRasterizer.lock.lock()
        defer { TextRasterizer.lock.unlock() }
        if TTF_WasInit() == 0, TTF_Init() != 0 {
            throw RenderError.sdl("TTF_Init")
        }
    }

    deinit {
        release()
        TextRasterizer.lock.lock()
        for entry in fonts { TTF_CloseFont(entry.font) }
        TextRasterizer.lock.unlock()
    }

    /// Forgets the cached lines and glyphs (the fonts stay open).
    package func release() {
        lines.removeAll()
        lineBytes = 0
        glyphs.removeAll()
        asciiGlyphs.removeAll()
    }

    /// The metrics of `face` at `pixels` device pixels per em, or nil when
    /// the font cannot be opened.
    func metrics(_ face: Face, pixels: Int32) -> Metrics? {
        let key = FontKey(face: face, pixels: pixels)
        if let entry = metrics.first(where: { $0.key == key }) { return entry.metrics }
        guard let font = font(key) else { return nil }
        TextRasterizer.lock.lock()
        defer { TextRasterizer.lock.unlock() }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        let cap = TTF_GlyphMetrics32(font, 0x48, &minX, &maxX, &minY, &maxY, &advance) == 0 ? maxY : TTF_FontAscent(font) * 7 / 10
        let m = Metrics(ascent: TTF_FontAscent(font), lineSkip: TTF_FontLineSkip(font), capHeight: cap)
        metrics.append((key, m))
        return m
    }

    /// The monospaced face's advance at `pixels` (that of "0", whole
    /// device pixels: every glyph is placed on it, so digits stay even).
    func monospacedAdvance(pixels: Int32) -> Int32 {
        if let entry = advances.first(where: { $0.pixels == pixels }) { return entry.advance }
        guard let font = font(FontKey(face: .monospaced, pixels: pixels)) else { return pixels / 2 }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        TextRasterizer.lock.lock()
        let status = TTF_GlyphMetrics32(font, 0x30, &minX, &maxX, &minY, &maxY, &advance)
        TextRasterizer.lock.unlock()
        let a = status == 0 && advance > 0 ? advance : pixels / 2
        advances.append((pixels, a))
        return a
    }

    /// The scalars the monospaced face draws for `text` (stand-ins applied).
    func monospacedScalars(_ text: String, pixels: Int32) -> [UInt32] {
        let key = FontKey(face: .monospaced, pixels: pixels)
        guard let font = font(key) else { return [] }
        return substituted(text, key: key, font: font).unicodeScalars.map(\.value)
    }

    /// How many glyphs the monospaced face draws for `text` (stand-ins applied).
    func monospacedCount(_ text: String, pixels: Int32) -> Int {
        let key = FontKey(face: .monospaced, pixels: pixels)
        guard let font = font(key) else { return 0 }
        if TextRasterizer.isPlain(text) { return text.utf8.count }
        return substituted(text, key: key, font: font).unicodeScalars.count
    }

    /// The glyph `scalar` of the monospaced face at `pixels`, rendered on
    /// first use; its runs are nil for a blank.
    func monospacedGlyph(_ scalar: UInt32, pixels: Int32) -> Glyph? {
        let ascii = scalar < 0x80 ? asciiGlyphs.firstIndex(where: { $0.pixels == pixels }) : nil
        if let ascii, let g = asciiGlyphs[ascii].glyphs[Int(scalar)] { return g }
        let key = GlyphKey(pixels: pixels, scalar: scalar)
        if scalar >= 0x80, let g = glyphs[key] { return g }
        guard let font = font(FontKey(face: .monospaced, pixels: pixels)) else { return nil }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        TextRasterizer.lock.lock()
        _ = TTF_GlyphMetrics32(font, scalar, &minX, &maxX, &minY, &maxY, &advance)
        let surface = scalar == 0x20 || maxX <= minX ? nil : TTF_RenderGlyph32_Blended(font, scalar, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        TextRasterizer.lock.unlock()
        var glyph = Glyph(runs: nil, width: 0, height: 0, shift: Swift.min(0, minX))
        if let surface {
            glyph.runs = CoverageRuns(alphaOf: surface)
            glyph.width = surface.pointee.w
            glyph.height = surface.pointee.h
            SDL_FreeSurface(surface)
        }
        if scalar < 0x80 {
            if let ascii {
                asciiGlyphs[ascii].glyphs[Int(scalar)] = glyph
            } else {
                var table = [Glyph?](repeating: nil, count: 0x80)
                table[Int(scalar)] = glyph
                asciiGlyphs.append((pixels, table))
            }
        } else {
            glyphs[key] = glyph
        }
        return glyph
    }

    /// The width of `text` (one line) in `face` at `pixels`, device pixels.
    package func width(_ text: String, face: Face, pixels: Int32) -> Int32 {
        guard !text.isEmpty else { return 0 }
        if face == .monospaced { return Int32(monospacedCount(text, pixels: pixels)) * monospacedAdvance(pixels: pixels) }
        let key = LineKey(face: face, pixels: pixels, text: text)
        if let w = widths[key] { return w }
        let fontKey = FontKey(face: face, pixels: pixels)
        guard let font = font(fontKey) else { return 0 }
        var w: Int32 = 0
        if let runs = runs(text, primary: face, pixels: pixels) {
            w = runs.reduce(0) { $0 + runWidth($1, pixels: pixels) }
        } else {
            var h: Int32 = 0
            let s = substituted(text, key: fontKey, font: font)
            TextRasterizer.lock.lock()
            let status = TTF_SizeUTF8(font, s, &w, &h)
            TextRasterizer.lock.unlock()
            guard status == 0 else { return 0 }
        }
        if widths.count >= capacity * 4 { widths.removeAll(keepingCapacity: true) }
        widths[key] = w
        return w
    }

    /// The coverage of `text` (one line) in `face` at `pixels`, rendered on
    /// first use; nil for text without ink or when SDL2_ttf fails.
    package func line(_ text: String, face: Face, pixels: Int32) -> Line? {
        guard TextRasterizer.hasInk(text) else { return nil }
        let key = LineKey(face: face, pixels: pixels, text: text)
        clock += 1
        if let index = lines.index(forKey: key) {
            lines.values[index].lastUse = clock
            return lines.values[index]
        }
        let fontKey = FontKey(face: face, pixels: pixels)
        guard let font = font(fontKey) else { return nil }
        var line: Line
        if let runs = runs(text, primary: face, pixels: pixels) {
            guard let mixed = mixedLine(runs, primary: face, pixels: pixels) else { return nil }
            line = mixed
            line.lastUse = clock
        } else {
            let s = substituted(text, key: fontKey, font: font)
            TextRasterizer.lock.lock()
            let surface = TTF_RenderUTF8_Blended(font, s, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            TextRasterizer.lock.unlock()
            guard let surface else { return nil }
            let runs = CoverageRuns(alphaOf: surface)
            SDL_FreeSurface(surface)
            line = Line(runs: runs, lastUse: clock)
        }
        if lines.count >= capacity || lineBytes > TextRasterizer.lineByteBudget { evict() }
        lines[key] = line
        lineBytes += TextRasterizer.bytes(of: line.runs) + line.images.reduce(0) { $0 + $1.pixels.count * 4 }
        return line
    }

    /// Most bytes of kept lines (their run arrays' elements): text at any
    /// size is kept, and a line at a large size holds thousands of runs;
    /// past this the least recently used half is forgotten, as past
    /// `capacity` lines. The playground's own text (2,048 short lines at
    /// 11–28 points) stays far below it. Measured: a 55-character line drawn
    /// at every size from 12 to 512 points, three times over, levels off at
    /// 100 MB more resident memory (55 MB of it fonts and allocator slack).
    private static let lineByteBudget = 16 << 20

    /// The bytes a mask's runs take (about: its arrays' elements).
    static func bytes(of runs: CoverageRuns) -> Int {
        runs.runs.reduce(0) { $0 + $1.count * MemoryLayout<SDL_Rect>.stride }
            + runs.spans.count * MemoryLayout<CoverageRuns.Span>.stride + runs.rowStarts.count * 4
    }

    /// Forgets the least recently used half of the lines.
    private func evict() {
        let uses = lines.values.map(\.lastUse).sorted()
        let cutoff = uses[uses.count / 2]
        for (key, line) in lines where line.lastUse <= cutoff {
            lineBytes -= TextRasterizer.bytes(of: line.runs) + line.images.reduce(0) { $0 + $1.pixels.count * 4 }
            lines.removeValue(forKey: key)
        }
    }

    func font(_ key: FontKey) -> OpaquePointer? {
        fontClock += 1
        if let i = fonts.firstIndex(where: { $0.key == key }) {
            fontUses[i] = fontClock
            return fonts[i].font
        }
        while let victim = FontBudget.victim(open: fonts.map(\.key.pixels), uses: fontUses, adding: key.pixels) {
            close(at: victim)
        }
        let path: String
        var fallback: FallbackFace?
        switch key.face {
        case .text: path = book.text
        case .semibold: path = book.textSemibold
        case .display: path = book.display
        case .monospaced: path = book.monospaced
        case .fallback(let i):
            guard book.chain.indices.contains(i) else { return nil }
            fallback = book.chain[i]
            path = book.chain[i].path
        }
        TextRasterizer.lock.lock()
        defer { TextRasterizer.lock.unlock() }
        guard let font = fileBytes.openFont(path, pixels: key.pixels, index: fallback?.index ?? 0) else { return nil }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        if let script = fallback?.script { _ = TTF_SetFontScriptName(font, script) }
        if fallback?.isRightToLeft == true { _ = TTF_SetFontDirection(font, TTF_DIRECTION_RTL) }
        fonts.append((key, font))
        fontUses.append(fontClock)
        return font
    }

    /// Closes the open font at `index` and forgets what was kept of it
    /// (its metrics, advances, monospaced glyphs and provided characters;
    /// rendered lines are plain memory, bounded on their own).
    private func close(at index: Int) {
        let key = fonts[index].key
        TextRasterizer.lock.lock()
        TTF_CloseFont(fonts[index].font)
        TextRasterizer.lock.unlock()
        fonts.remove(at: index)
        fontUses.remove(at: index)
        metrics.removeAll { $0.key == key }
        provided = provided.filter { $0.key.font != key }
        if key.face == .monospaced {
            advances.removeAll { $0.pixels == key.pixels }
            asciiGlyphs.removeAll { $0.pixels == key.pixels }
            glyphs = glyphs.filter { $0.key.pixels != key.pixels }
        }
    }

    /// The number of fonts open now (at most `FontBudget.count`).
    package var openFontCount: Int { fonts.count }

    /// `text` with each character the font lacks replaced by its stand-in
    /// (`FontBook.fallbacks`), so no box ever shows.
    func substituted(_ text: String, key: FontKey, font: OpaquePointer) -> String {
        guard !TextRasterizer.isPlain(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value <= 0x7E || isProvided(scalar.value, key: key, font: font) {
                out.append(scalar)
            } else {
                out.append(contentsOf: (FontBook.fallbacks[scalar.value] ?? "?").unicodeScalars)
            }
        }
        return String(out)
    }

    /// True when `text` has a character that is not white space (what
    /// `Character.isWhitespace` says). Plain text (`isPlain`) is checked
    /// byte by byte (its white space is U+0009…U+000D and U+0020), without
    /// breaking it into characters: this runs for every line drawn.
    static func hasInk(_ text: String) -> Bool {
        guard isPlain(text) else { return text.contains(where: { !$0.isWhitespace }) }
        return text.utf8.contains { $0 != 0x20 && !(0x09...0x0D).contains($0) }
    }

    /// True when `text` has only characters up to U+007E, which every face
    /// draws as they are (UTF-8 bytes of other characters are all ≥ 0x80).
    static func isPlain(_ text: String) -> Bool {
        !text.utf8.contains { $0 > 0x7E }
    }

    /// Whether the face of `key` has `scalar` (remembered).
    func isProvided(_ scalar: UInt32, key: FontKey, font: OpaquePointer) -> Bool {
        let scalarKey = ScalarKey(font: key, scalar: scalar)
        if let known = provided[scalarKey] { return known }
        TextRasterizer.lock.lock()
        let has = TTF_GlyphIsProvided32(font, scalar) != 0
        TextRasterizer.lock.unlock()
        provided[scalarKey] = has
        return has
    }
}
