import Foundation
import Testing
import ScrollKitCore
@testable import Playground

@Suite("Bitmap font") struct RenderFontTests {
    @Test func bundledFontParsesWithEveryASCIIGlyph() throws {
        let font = try BitmapFont.bundled()
        #expect(font.glyphWidth == 5)
        #expect(font.glyphHeight == 9)
        #expect(font.advance == 6)
        #expect(font.lineHeight == 11)
        #expect(font.ascent == 7)
        for v in UInt32(0x20)...0x7E {
            #expect(font.hasGlyph(Unicode.Scalar(v)!), "U+\(String(v, radix: 16))")
        }
        // Every printable ASCII glyph but the space has ink; the space has none.
        for v in UInt32(0x21)...0x7E {
            let index = font.glyphIndices(for: Substring(String(Unicode.Scalar(v)!)))[0]
            let ink = (0..<font.glyphHeight).contains { y in (0..<font.glyphWidth).contains { x in font.isInk(glyph: index, x: x, y: y) } }
            #expect(ink, "U+\(String(v, radix: 16)) has no ink")
        }
    }

    @Test func hudSymbolsHaveGlyphs() throws {
        let font = try BitmapFont.bundled()
        for s in ["·", "…", "→", "×", "½", "¼", "⅒", "●"] {
            #expect(font.hasGlyph(s.unicodeScalars.first!), "\(s)")
        }
    }

    @Test func missingCharactersFallBack() throws {
        let font = try BitmapFont.bundled()
        // En dash has no glyph: drawn as '-'.
        let dash = font.glyphIndices(for: "–")
        #expect(dash == font.glyphIndices(for: "-"))
        // A character with no glyph and no fallback: the replacement box.
        let box = font.glyphIndices(for: "\u{4E2D}")
        #expect(box == font.glyphIndices(for: "\u{FFFD}"))
        #expect(font.measure("ab\ncde") == (18, 22))
    }

    @Test func raggedGlyphIsReportedWithItsLine() {
        let text = """
        glyph-size: 3x2
        advance: 4
        line-height: 3

        U+0041 A
        .#.
        ##
        """
        #expect(throws: BitmapFontError(file: "t.font", line: 7, message: "glyph U+0041 row 2 is 2 wide; every row is 3 ('#' ink, '.' paper)")) {
            try BitmapFont.parse(text, file: "t.font")
        }
    }

    @Test func shortGlyphAndBadCharactersAreReported() {
        let short = "glyph-size: 3x2\nadvance: 4\nline-height: 3\nU+0041 A\n.#.\n\nU+0042 B\n...\n...\n"
        do {
            _ = try BitmapFont.parse(short, file: "s.font")
            Issue.record("parsed a short glyph")
        } catch {
            #expect(error.line == 6)
            #expect(error.description.hasPrefix("s.font:6: glyph U+0041 has 1 rows"))
        }
        let bad = "glyph-size: 3x1\nadvance: 4\nline-height: 3\nU+0041 A\n.x.\n"
        #expect(throws: BitmapFontError.self) { try BitmapFont.parse(bad, file: "b.font") }
        let duplicate = "glyph-size: 1x1\nadvance: 2\nline-height: 2\nU+0041 A\n#\nU+0041 A\n#\n"
        do {
            _ = try BitmapFont.parse(duplicate, file: "d.font")
            Issue.record("parsed a duplicate")
        } catch {
            #expect(error.line == 6)
        }
    }

    @Test func missingASCIIIsReported() {
        let one = "glyph-size: 1x1\nadvance: 2\nline-height: 2\nU+0041 A\n#\n"
        do {
            _ = try BitmapFont.parse(one, file: "m.font")
            Issue.record("parsed a font without ASCII")
        } catch {
            #expect(error.line == nil)
            #expect(error.message.contains("missing printable ASCII glyphs: U+0020"))
        }
    }

    @Test func missingHeaderIsReported() {
        #expect(throws: BitmapFontError(file: "h.font", line: nil, message: "the header lacks 'glyph-size: WxH'")) {
            try BitmapFont.parse("advance: 2\n", file: "h.font")
        }
        #expect(throws: BitmapFontError.self) { try BitmapFont.parse("glyph-size: 0x3\n", file: "h.font") }
        #expect(throws: BitmapFontError.self) { try BitmapFont.parse("colour: red\n", file: "h.font") }
    }

    @Test func unreadableFileIsReported() {
        #expect(throws: BitmapFontError.self) {
            try BitmapFont.load(from: URL(fileURLWithPath: "/nonexistent/font.font"))
        }
    }
}
