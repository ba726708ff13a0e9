import CSDL2
import Testing
@testable import PlaygroundRender
import PlaygroundTestSupport

extension RenderSDLSuite {
/// A face opened from the font file's bytes in memory (`FontFileBytes`)
/// draws what the same face opened by path draws: the same metrics, widths
/// and coverage, byte for byte, in every face of the book.
@Suite("Font file bytes") struct RenderFontFileBytesTests {
    /// The alpha bytes of `text` rendered blended by `font`, with its size.
    static func render(_ text: String, _ font: OpaquePointer) -> (w: Int32, h: Int32, alpha: [UInt8])? {
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee
        guard let pixels = s.pixels, let format = s.format, format.pointee.BytesPerPixel == 4 else { return nil }
        let shift = UInt32(format.pointee.Ashift)
        var alpha: [UInt8] = []
        for y in 0..<Int(s.h) {
            for x in 0..<Int(s.w) {
                let word = pixels.load(fromByteOffset: y * Int(s.pitch) + x * 4, as: UInt32.self)
                alpha.append(UInt8((word & format.pointee.Amask) >> shift))
            }
        }
        return (s.w, s.h, alpha)
    }

    @Test func memoryFacesDrawAsFileFaces() throws {
        let book = try FontBook.system()
        if TTF_WasInit() == 0 { #expect(TTF_Init() == 0) }
        // Opened twice from memory: the second open reuses the kept bytes,
        // which live as long as their owner (a rasterizer's; here, this test).
        let files = FontFileBytes()
        defer { withExtendedLifetime(files) {} }
        for path in [book.text, book.textSemibold, book.display, book.monospaced, book.text] {
            for pixels: Int32 in [11, 17, 34] {
                let byPath = try #require(TTF_OpenFont(path, pixels))
                let byBytes = try #require(files.openFont(path, pixels: pixels))
                defer { TTF_CloseFont(byPath); TTF_CloseFont(byBytes) }
                for font in [byPath, byBytes] {
                    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
                    TTF_SetFontKerning(font, 1)
                }
                #expect(TTF_FontAscent(byPath) == TTF_FontAscent(byBytes))
                #expect(TTF_FontLineSkip(byPath) == TTF_FontLineSkip(byBytes))
                for text in ["Row 1234", "AVATAR Wave, fi", "0.25 s · 9 px"] {
                    var w1: Int32 = 0, h1: Int32 = 0, w2: Int32 = 0, h2: Int32 = 0
                    #expect(TTF_SizeUTF8(byPath, text, &w1, &h1) == 0)
                    #expect(TTF_SizeUTF8(byBytes, text, &w2, &h2) == 0)
                    #expect(w1 == w2 && h1 == h2, "\(path) \(pixels) \(text)")
                    let a = try #require(Self.render(text, byPath))
                    let b = try #require(Self.render(text, byBytes))
                    #expect(a.w == b.w && a.h == b.h && a.alpha == b.alpha, "\(path) \(pixels) \(text)")
                    #expect(a.alpha.contains { $0 > 0 }, "the text has ink")
                }
            }
        }
    }
}
}
