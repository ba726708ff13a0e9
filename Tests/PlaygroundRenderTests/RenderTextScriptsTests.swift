import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// Text in other scripts is drawn from the fallback chain as glyphs, not
/// as `?`: checked on the pixels (ink, distinct shapes, colour).
@Suite("Text in every script") struct RenderTextScriptsTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let black = RGBColor(r: 0, g: 0, b: 0)

    /// Lines from the seeds (002 is in Russian, 003 in Chinese) and from
    /// the scripts real screens show.
    static let russian = "Отслеживаем окончание скролла"
    static let chinese = "在本文中，我们将探讨如何获得"
    static let korean = "안녕하세요 스크롤 뷰"
    static let japanese = "スクロール位置を取得する"
    static let emoji = "🎉😀👍🏽❤️"

    /// `text` drawn black on white at 17 points, scale 2, in a 400 × 40 surface.
    func render(_ text: String, scale: Double = 2) throws -> (RGBAImage, Canvas, OffscreenSurface) {
        let surface = try OffscreenSurface(width: 400, height: 40, scale: scale)
        surface.canvas.clear(white)
        surface.canvas.text(text, at: Point(x: 4, y: 8), color: black, size: TextSize(points: 17))
        return (surface.readImage(), surface.canvas, surface)
    }

    /// The pixels that are not white.
    func ink(_ image: RGBAImage) -> Int {
        RenderTestSupport.countDiffering(image, x: 0, y: 0, w: image.width, h: image.height, from: white, tolerance: 40)
    }

    /// The ink pattern of `image` (true where it is not white).
    func pattern(_ image: RGBAImage) -> [Bool] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in RenderTestSupport.distance(image[x, y], white) > 40 } }
    }

    @Test(arguments: [russian, chinese, korean, japanese])
    func eachCharacterIsItsOwnGlyphNotAQuestionMark(_ line: String) throws {
        let (question, _, _) = try render("?")
        let questionPattern = pattern(question)
        var seen: [[Bool]] = []
        for character in Set(line.filter { !$0.isWhitespace && $0 != "，" }).sorted() {
            let (image, _, _) = try render(String(character))
            let p = pattern(image)
            // Ink, and not the stand-in's shape.
            #expect(ink(image) > 20, "\(character) drew no ink")
            #expect(p != questionPattern, "\(character) drew as ?")
            seen.append(p)
        }
        // Distinct characters draw distinct shapes.
        #expect(Set(seen).count == seen.count)
    }

    @Test(arguments: [russian, chinese, korean, japanese, emoji])
    func aWholeLineDrawsMoreThanItsStandIns(_ line: String) throws {
        let (image, _, _) = try render(line)
        let (stand, _, _) = try render(String(repeating: "?", count: line.count))
        #expect(pattern(image) != pattern(stand))
        #expect(ink(image) > ink(stand))
    }

    @Test func ideographsAreOneEmWideAsLaidOut() throws {
        // Noto Sans CJK draws Han and kana on a square em: 14 characters at
        // 17 points are 14 × 17 = 238 points (34 device pixels each at 2×).
        let (_, canvas, _) = try render("")
        #expect(canvas.measure(Self.chinese, size: TextSize(points: 17)).width == 14 * 17)
        #expect(canvas.measure("日本語", size: TextSize(points: 17)).width == 3 * 17)
    }

    @Test func emojiAreColouredAndScaledFromTheStrike() throws {
        let (image, canvas, _) = try render("😀")
        // Drawn in black, yet coloured: the emoji's own yellow.
        var coloured = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if Int(p.r) - Int(p.b) > 80, Int(p.g) - Int(p.b) > 40 { coloured += 1 }
            }
        }
        #expect(coloured > 200)
        // Its strike is 109 pixels per em with a 136-pixel advance: at 34
        // device pixels per em, 136 × 34 / 109 = 42.4, drawn 42 wide (21 points).
        #expect(canvas.measure("😀", size: TextSize(points: 17)).width == 21)
        // The ink stays inside that advance and the line's height.
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where RenderTestSupport.distance(image[x, y], white) > 40 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        #expect(minX >= 8 && maxX < 8 + 42)
        #expect(maxY - minY + 1 <= 42 && maxY - minY + 1 >= 30)
    }

    @Test func latinLinesAreDrawnWholeInTheUIFace() throws {
        let (_, canvas, _) = try render("")
        let px = TextSize(points: 17).devicePixels(scale: 2)
        // ASCII and Latin letters Inter has stay one line in Inter, as before.
        #expect(canvas.rasterizer.runs("Hello, world", primary: .text, pixels: px) == nil)
        #expect(canvas.rasterizer.runs("Café → Привет", primary: .text, pixels: px) == nil)
        // Chinese goes to the CJK face, the emoji to the colour face.
        let runs = try #require(canvas.rasterizer.runs("Hi 你好 🎉", primary: .text, pixels: px))
        #expect(runs.map(\.text) == ["Hi ", "你好 ", "🎉"])
        #expect(runs.map(\.face) == [.text, .fallback(1), .fallback(6)])
    }
}
}

extension RenderSDLSuite.RenderTextScriptsTests {
    @Test func spacesAfterEmojiAndRightToLeftRunsAreTheUIFaces() throws {
        let (_, canvas, _) = try render("")
        let px = TextSize(points: 17).devicePixels(scale: 2)
        // The space after the flag is Inter's, not the emoji font's
        // (whose space is as wide as an emoji); a Hebrew run's trailing
        // spaces would be laid out on its left.
        let emoji = try #require(canvas.rasterizer.runs("🇯🇵 done", primary: .text, pixels: px))
        #expect(emoji.map(\.text) == ["🇯🇵", " done"])
        let hebrew = try #require(canvas.rasterizer.runs("שלום עולם  ok", primary: .text, pixels: px))
        #expect(hebrew.map(\.text) == ["שלום עולם", "  ok"])
        #expect(canvas.measure("🇯🇵 done", size: TextSize(points: 17)).width == 21 + canvas.measure(" done", size: TextSize(points: 17)).width)
    }
}
