import Foundation
import Testing
import ScrollKitCore
import ScrollKitUI
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The vertical metrics an OpenType file declares for itself, read from its
/// tables (not through FreeType): the golden values of the size tests.
private struct FontFileMetrics {
    /// Font units per em (`head.unitsPerEm`).
    var unitsPerEm: Int
    /// Height of capitals above the baseline, font units (`OS/2.sCapHeight`).
    var capHeight: Int

    init(path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ at: Int) -> Int { Int(data[at]) << 8 | Int(data[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        func table(_ tag: String) -> Int? {
            let tags = Array(tag.utf8)
            for i in 0..<u16(4) {
                let record = 12 + 16 * i
                if Array(data[record..<record + 4]) == tags { return u32(record + 8) }
            }
            return nil
        }
        guard let head = table("head"), let os2 = table("OS/2"), u16(os2) >= 2 else {
            throw RenderError(operation: "FontFileMetrics", message: "\(path): no head or OS/2 (version 2+) table")
        }
        unitsPerEm = u16(head + 18)
        capHeight = Int(Int16(bitPattern: UInt16(u16(os2 + 88))))
    }

    /// The cap height of an em of `pixels` device pixels, device pixels.
    func capHeight(pixels: Double) -> Double { Double(capHeight) * pixels / Double(unitsPerEm) }
}

extension RenderSDLSuite {
@Suite("Text at its own size") struct RenderTextSizeTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let black = RGBColor(r: 0, g: 0, b: 0)

    /// The rows and columns holding ink (a pixel at least about half
    /// covered: off white by more than 100) in the device rect.
    func inkBox(_ image: RGBAImage, x: Int = 0, y: Int = 0, w: Int? = nil, h: Int? = nil) -> (rows: Int, columns: Int, top: Int, bottom: Int) {
        var top = Int.max, bottom = Int.min, left = Int.max, right = Int.min
        for yy in y..<(y + (h ?? image.height - y)) {
            for xx in x..<(x + (w ?? image.width - x)) where RenderTestSupport.distance(image[xx, yy], white) > 100 {
                top = min(top, yy); bottom = max(bottom, yy); left = min(left, xx); right = max(right, xx)
            }
        }
        guard top <= bottom else { return (0, 0, 0, 0) }
        return (bottom - top + 1, right - left + 1, top, bottom + 1)
    }

    /// Draws "H" at `points` through the display list (as a view file's
    /// text is drawn) and gives its ink height, device pixels.
    func capitalInkHeight(points: Double, scale: Double) throws -> Int {
        let side = Int((points * 2).rounded(.up))
        let surface = try OffscreenSurface(width: side, height: side, scale: scale)
        surface.canvas.clear(white)
        let text = DisplayText(
            lines: ["H"], frame: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), fontSize: points,
            lineHeight: Double(side), color: black)
        DisplayListRenderer().draw(DisplayList([.text(text)]), on: surface.canvas)
        return inkBox(surface.readImage()).rows
    }

    /// A 64-point capital is the display face's cap height × 64 / unitsPerEm
    /// tall (±1 device pixel: hinting puts its top on the pixel grid), at
    /// scale 1 and 2; the canvas used to draw it at 28 points (20 pixels).
    @Test func aSixtyFourPointCapitalIsItsCapHeightTall() throws {
        let book = try RenderTestSupport.font()
        let display = try FontFileMetrics(path: book.display)
        for scale in [1.0, 2.0] {
            let expected = display.capHeight(pixels: 64 * scale)
            let ink = try capitalInkHeight(points: 64, scale: scale)
            #expect(abs(Double(ink) - expected) <= 1, "scale \(scale): ink \(ink), cap height \(expected)")
        }
    }

    /// Every iOS text style's size draws at that size: the ink of "H" at
    /// scale 3 (so one point is three pixels and neighbouring sizes differ
    /// by two pixels or more) is the face's cap height at that size, the
    /// text face below 20 points and the display face from 20.
    @Test func everyTextStyleDrawsAtItsOwnSize() throws {
        let book = try RenderTestSupport.font()
        let text = try FontFileMetrics(path: book.text), display = try FontFileMetrics(path: book.display)
        // caption2, caption, footnote, subheadline, callout, body, title3, title2, title, largeTitle.
        var heights: [Int] = []
        for points in [11.0, 12, 13, 15, 16, 17, 20, 22, 28, 34] {
            let expected = (points >= 20 ? display : text).capHeight(pixels: points * 3)
            let ink = try capitalInkHeight(points: points, scale: 3)
            #expect(abs(Double(ink) - expected) <= 1, "\(points) pt: ink \(ink), cap height \(expected)")
            heights.append(ink)
        }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
    }

    /// `.largeTitle` as a view file lays it out: a 41-point line box (iOS)
    /// for 34-point glyphs, drawn inside the box and at 34 points.
    @Test func aLargeTitleHasItsIOSLineBoxAndSize() throws {
        let layout = ViewLayoutEngine.layout(Text("THEN").font(.largeTitle).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), in: CGSize(width: 200, height: 100))
        let list = try DisplayList(decoding: layout.encodedDisplayList)
        var texts: [DisplayText] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                if case .text(let t) = item { texts.append(t) }
                if case .group(let g) = item { collect(g.children) }
            }
        }
        collect(list.items)
        #expect(texts.count == 1)
        #expect(texts.first?.fontSize == 34 && texts.first?.lineHeight == 41 && texts.first?.frame.height == 41)
        let surface = try OffscreenSurface(width: 200, height: 100, scale: 2)
        surface.canvas.clear(white)
        DisplayListRenderer().draw(list, on: surface.canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "text-large-title")
        let ink = inkBox(image)
        let display = try FontFileMetrics(path: try RenderTestSupport.font().display)
        // Flat capitals only (no overshoot, ascender or descender): the ink is the cap height.
        #expect(abs(Double(ink.rows) - display.capHeight(pixels: 68)) <= 1, "\(ink)")
        #expect(ink.top >= 0 && ink.bottom <= 82, "\(ink)")
    }

    /// The display cut from 20 points, as iOS switches SF Pro Text to
    /// Display; semibold in its own face at any size; the monospaced face
    /// only at the playground's small size (its changing numbers), never
    /// for a view file's text (SF Pro's digits are proportional).
    @Test func facesFollowTheSize() throws {
        let canvas = try OffscreenSurface(width: 1, height: 1).canvas
        #expect(canvas.face(for: "Hello", size: TextSize(points: 19.5), weight: .regular) == .text)
        #expect(canvas.face(for: "Hello", size: TextSize(points: 20), weight: .regular) == .display)
        #expect(canvas.face(for: "Hello", size: TextSize(points: 64), weight: .regular) == .display)
        #expect(canvas.face(for: "Hello", size: TextSize(points: 34), weight: .semibold) == .semibold)
        #expect(canvas.face(for: "12", size: .small, weight: .regular) == .monospaced)
        #expect(canvas.face(for: "12", size: TextSize(points: 11), weight: .regular) == .text)
        #expect(DisplayListRenderer.textSize(forPoints: 11, viewText: true) == TextSize(points: 11))
    }

    /// The playground's own sizes come out of the display list as they went
    /// in (so presets, HUD and overlays draw the pixels they drew), and a
    /// size that cannot draw is not drawn.
    @Test func theThreeSizesStayAndBadSizesDrawNothing() throws {
        #expect(DisplayListRenderer.textSize(forPoints: 11) == .small)
        #expect(DisplayListRenderer.textSize(forPoints: 17) == .regular)
        #expect(DisplayListRenderer.textSize(forPoints: 28) == .large)
        #expect(DisplayListRenderer.textSize(forPoints: 34).points == 34)
        #expect(TextSize(points: 11).devicePixels(scale: 2) == 22 && TextSize(points: 16.4).devicePixels(scale: 1) == 16)
        #expect(TextSize(points: 1000).devicePixels(scale: 1) == TextSize.maxDevicePixels)
        let surface = try OffscreenSurface(width: 60, height: 40)
        surface.canvas.clear(white)
        for size in [0, -5, Double.nan, .infinity] {
            let text = DisplayText(lines: ["H"], frame: Rect(x: 0, y: 0, width: 60, height: 40), fontSize: size, lineHeight: 20, color: black)
            DisplayListRenderer().draw(DisplayList([.text(text)]), on: surface.canvas)
        }
        #expect(inkBox(surface.readImage()).rows == 0)
    }

    /// The bound on open fonts: the least recently used closes past 32 fonts
    /// or past two maximal ems of area.
    @Test func theFontBudgetClosesTheLeastRecentlyUsed() {
        let full = [Int32](repeating: 20, count: FontBudget.count)
        let uses = (0..<UInt64(FontBudget.count)).map { 100 - $0 }
        #expect(FontBudget.victim(open: full, uses: uses, adding: 20) == FontBudget.count - 1)
        #expect(FontBudget.victim(open: Array(full.dropLast()), uses: Array(uses.dropLast()), adding: 20) == nil)
        let big = TextSize.maxDevicePixels
        #expect(FontBudget.victim(open: [big], uses: [1], adding: big) == nil)
        #expect(FontBudget.victim(open: [big, 20, big], uses: [5, 1, 9], adding: 30) == 1)
        #expect(FontBudget.victim(open: [], uses: [], adding: big) == nil)
    }

    /// A font size that animates (a new size every frame) keeps no more
    /// than the budget's fonts open, and text drawn after the churn is the
    /// same pixels as before it.
    @Test func anAnimatedSizeKeepsFontsBounded() throws {
        let surface = try OffscreenSurface(width: 300, height: 200)
        let canvas = surface.canvas
        func draw(_ points: Double) -> RGBAImage {
            canvas.clear(white)
            canvas.text("Aa 12", at: Point(x: 4, y: 4), color: black, size: TextSize(points: points))
            return surface.readImage()
        }
        let before = draw(17)
        for step in 0..<120 { _ = draw(12 + Double(step)) }
        #expect(canvas.rasterizer.openFontCount <= FontBudget.count)
        #expect(draw(17).pixels == before.pixels)
    }

    /// What the layout measures (ScrollKitUI's widths, from fixed advances
    /// per character class, the display cut's from 20 points) and what the
    /// canvas draws (Inter's glyphs, Inter Display's from 20 points) agree
    /// to the same fraction at every size, regular and semibold. Measured
    /// for this sentence: drawn 1.6 % wider below 20 points, 1.3 % above
    /// (8 % narrower before the layout knew the display cut).
    @Test(arguments: [Font.Weight.regular, .semibold])
    func layoutAndDrawingWidthsAgreeAtEverySize(weight: Font.Weight) throws {
        let canvas = try OffscreenSurface(width: 1, height: 1, scale: 2).canvas
        let sentence = "The quick brown fox jumps over 13 lazy dogs."
        var ratios: [String] = []
        for points in [11.0, 12, 13, 15, 17, 20, 22, 28, 34, 48, 64] {
            let layout = ViewLayoutEngine.layout(Text(sentence).font(.system(size: points, weight: weight)).fixedSize(), in: CGSize(width: 4000, height: 400))
            let list = try DisplayList(decoding: layout.encodedDisplayList)
            var laid: Double?
            func find(_ items: [DisplayItem]) {
                for item in items {
                    if case .text(let t) = item { laid = t.frame.width }
                    if case .group(let g) = item { find(g.children) }
                }
            }
            find(list.items)
            let drawn = canvas.measure(sentence, size: TextSize(points: points), weight: weight == .semibold ? .semibold : .regular).width
            let ratio = drawn / (laid ?? .nan)
            ratios.append("\(points): \(String(format: "%.3f", ratio))")
            #expect(abs(ratio - 1) <= 0.03, "\(points) pt: drawn \(drawn), laid out \(laid ?? .nan)")
        }
        print("drawn / laid-out width by size:", ratios.joined(separator: ", "))
    }
}
}
