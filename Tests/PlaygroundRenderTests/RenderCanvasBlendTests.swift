import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia

extension RenderSDLSuite {
/// `PixelTarget.blend` (translucent fills blended straight into an
/// offscreen surface) gives the same bytes as SDL's own blended fill: the
/// same drawing with and without the pixel target is compared byte for
/// byte, over flat and varied backgrounds, text, halos, hatching and
/// rounded shapes, with clips and translations.
@Suite("Canvas blending") struct RenderCanvasBlendTests {
    static func draw(on canvas: Canvas) {
        canvas.clear(RGBColor(r: 10, g: 20, b: 30))
        for i in 0..<24 {
            canvas.fill(Rect(x: Double(i * 16), y: 0, width: 16, height: 240), RGBColor(hue: Double(i) / 24, saturation: 1, brightness: 1))
        }
        var alpha: UInt8 = 1
        for i in 0..<40 {
            let color = RGBColor(r: UInt8(i * 6), g: UInt8(255 - i * 5), b: UInt8((i * 37) % 256), a: alpha)
            canvas.fill(Rect(x: Double(i * 9), y: Double(i * 5), width: 60.5, height: 21.3), color)
            alpha = alpha &+ 13
        }
        canvas.withClip(Rect(x: 20, y: 30, width: 300, height: 150)) {
            canvas.withTranslation(Vector(dx: 7, dy: 3)) {
                canvas.text("Anti-aliased 0123 ⇧", at: Point(x: 10, y: 40), color: RGBColor(r: 255, g: 255, b: 255, a: 180), size: .regular)
                canvas.text("HUD 12.5 px/s", at: Point(x: 10, y: 80), color: RGBColor(r: 20, g: 20, b: 20))
                canvas.line(from: Point(x: 0, y: 120), to: Point(x: 380, y: 120), color: RGBColor(r: 0, g: 0, b: 0, a: 150), width: 3)
                canvas.dashedLine(from: Point(x: 0, y: 121), to: Point(x: 380, y: 121), color: RGBColor(r: 255, g: 255, b: 255, a: 200))
                canvas.line(from: Point(x: 0, y: 0), to: Point(x: 300, y: 140), color: RGBColor(r: 255, g: 200, b: 0, a: 120), width: 1)
                canvas.hatch(Rect(x: 200, y: 10, width: 90, height: 90), RGBColor(r: 255, g: 69, b: 58, a: 150))
                canvas.fillRoundedRect(Rect(x: 30, y: 90, width: 120, height: 40), radius: 12, color: RGBColor(r: 255, g: 255, b: 255, a: 217))
                canvas.strokeRoundedRect(Rect(x: 160, y: 90, width: 120, height: 40), radius: 9.5, color: RGBColor(r: 0, g: 0, b: 0, a: 90), width: 2)
            }
        }
        // SDL still draws triangles and quads: what the canvas writes itself
        // afterwards must land over them, not under.
        canvas.arrow(from: Point(x: 12, y: 228), to: Point(x: 220, y: 170), color: RGBColor(r: 0, g: 120, b: 255), width: 5, headLength: 14)
        canvas.fill(Rect(x: 60, y: 176, width: 120, height: 40), RGBColor(r: 255, g: 255, b: 255, a: 100))
        canvas.line(from: Point(x: 240, y: 230), to: Point(x: 380, y: 160), color: RGBColor(r: 30, g: 200, b: 90, a: 160), width: 4)
        canvas.fill(Rect(x: 250, y: 180, width: 60, height: 12), RGBColor(r: 200, g: 30, b: 30))
        // Text so faint that its lowest coverage steps round to nothing.
        canvas.text("faint 42", at: Point(x: 250, y: 200), color: RGBColor(r: 255, g: 255, b: 255, a: 3), size: .regular)
        canvas.text("clipped off", at: Point(x: 340, y: 225), color: RGBColor(r: 255, g: 255, b: 0), size: .regular)
    }

    /// `draw` on an offscreen surface with its pixel target and on one
    /// drawing through SDL only: the first's image and the bytes that differ.
    static func directAgainstSDL(width: Int, height: Int, scale: Double, _ draw: (Canvas) -> Void) throws -> (image: RGBAImage, differing: Int) {
        let direct = try OffscreenSurface(width: width, height: height, scale: scale)
        #expect(direct.canvas.pixelTarget != nil)
        let viaSDL = try OffscreenSurface(width: width, height: height, scale: scale)
        viaSDL.canvas.pixelTarget = nil
        draw(direct.canvas)
        draw(viaSDL.canvas)
        let a = direct.readImage(), b = viaSDL.readImage()
        #expect(a.pixels.count == b.pixels.count)
        var differing = 0
        for i in 0..<min(a.pixels.count, b.pixels.count) where a.pixels[i] != b.pixels[i] { differing += 1 }
        return (a, differing)
    }

    @Test(arguments: [1.0, 2.0])
    func directBlendingMatchesSDLByteForByte(scale: Double) throws {
        let (a, differing) = try Self.directAgainstSDL(width: 384, height: 240, scale: scale) { Self.draw(on: $0) }
        #expect(differing == 0, "\(differing) bytes differ at \(scale)×")
        // The drawing did blend (many colours, not only the flat ones).
        var colours = Set<Int>()
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            let r = Int(a.pixels[i]), g = Int(a.pixels[i + 1]), b = Int(a.pixels[i + 2])
            colours.insert(r << 16 | g << 8 | b)
        }
        #expect(colours.count > 60, "\(colours.count) colours")
    }
}
}
