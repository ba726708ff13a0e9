import Testing
import ScrollKitCore
@testable import Playground

extension RenderSDLSuite {
@Suite("Canvas") struct RenderCanvasTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let black = RGBColor(r: 0, g: 0, b: 0)

    @Test func fillAndBlendAtScale1() throws {
        let surface = try OffscreenSurface(width: 40, height: 30, scale: 1)
        let canvas = surface.canvas
        canvas.clear(RGBColor(hex: 0x204080))
        canvas.fill(Rect(x: 5, y: 5, width: 10, height: 10), RGBColor(hex: 0xFF8000))
        let translucent = RGBColor(r: 255, g: 255, b: 255, a: 128)
        canvas.fill(Rect(x: 20, y: 5, width: 10, height: 10), translucent)
        let image = surface.readImage()
        #expect(image.width == 40 && image.height == 30)
        #expect(RenderTestSupport.distance(image[5, 5], RGBColor(hex: 0xFF8000)) == 0)
        #expect(RenderTestSupport.distance(image[14, 14], RGBColor(hex: 0xFF8000)) == 0)
        #expect(RenderTestSupport.distance(image[15, 15], RGBColor(hex: 0x204080)) == 0)
        #expect(RenderTestSupport.distance(image[4, 4], RGBColor(hex: 0x204080)) == 0)
        let expected = RenderTestSupport.blend(translucent, onto: RGBColor(hex: 0x204080))
        #expect(RenderTestSupport.distance(image[25, 10], expected) <= 1)
        #expect(image[25, 10].a == 255)
    }

    @Test func scale2DoublesDevicePixels() throws {
        let surface = try OffscreenSurface(width: 40, height: 30, scale: 2)
        #expect(surface.pixelWidth == 80 && surface.pixelHeight == 60)
        let canvas = surface.canvas
        #expect(canvas.size == Size(width: 40, height: 30))
        canvas.fill(Rect(x: 10, y: 10, width: 5, height: 5), white)
        let image = surface.readImage()
        #expect(image.width == 80)
        #expect(RenderTestSupport.countDiffering(image, x: 20, y: 20, w: 10, h: 10, from: white) == 0)
        #expect(RenderTestSupport.distance(image[19, 25], black) == 0)
        #expect(RenderTestSupport.distance(image[30, 25], black) == 0)
    }

    @Test func clipAndTranslation() throws {
        let surface = try OffscreenSurface(width: 50, height: 50, scale: 1)
        let canvas = surface.canvas
        canvas.withClip(Rect(x: 10, y: 10, width: 20, height: 20)) {
            canvas.fill(Rect(x: 0, y: 0, width: 50, height: 50), white)
        }
        canvas.withTranslation(Vector(dx: 40, dy: 40)) {
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), RGBColor(hex: 0x00FF00))
        }
        // A clip nested in an empty clip draws nothing.
        canvas.withClip(Rect(x: 0, y: 0, width: 0, height: 0)) {
            canvas.withClip(Rect(x: 0, y: 0, width: 50, height: 50)) {
                canvas.fill(Rect(x: 0, y: 40, width: 5, height: 5), white)
                canvas.text("X", at: Point(x: 0, y: 40), color: white)
            }
        }
        let image = surface.readImage()
        #expect(RenderTestSupport.countDiffering(image, x: 10, y: 10, w: 20, h: 20, from: white) == 0)
        #expect(RenderTestSupport.distance(image[9, 9], black) == 0)
        #expect(RenderTestSupport.distance(image[30, 30], black) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 40, y: 40, w: 5, h: 5, from: RGBColor(hex: 0x00FF00)) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 40, w: 8, h: 10, from: black) == 0)
    }

    @Test func badGeometryDrawsNothingAndDoesNotCrash() throws {
        let surface = try OffscreenSurface(width: 30, height: 30, scale: 1)
        let canvas = surface.canvas
        let nan = Double.nan
        let inf = Double.infinity
        canvas.fill(Rect(x: nan, y: 0, width: 10, height: 10), white)
        canvas.fill(Rect(x: 0, y: 0, width: inf, height: 10), white)
        canvas.fill(Rect(x: 0, y: 0, width: -5, height: 10), white)
        canvas.stroke(Rect(x: 0, y: nan, width: 10, height: 10), white)
        canvas.line(from: Point(x: nan, y: 0), to: Point(x: 10, y: 10), color: white, width: 3)
        canvas.text("NaN", at: Point(x: inf, y: 0), color: white)
        canvas.fillCircle(center: Point(x: 5, y: 5), radius: nan, color: white)
        canvas.arrow(from: Point(x: 0, y: 0), to: Point(x: nan, y: 1), color: white)
        canvas.clip(to: Rect(x: nan, y: nan, width: 10, height: 10))
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 30), white)
        canvas.unclip()
        canvas.unclip()  // an extra unclip is ignored
        // Huge values are clamped, not trapped.
        canvas.withClip(Rect(x: 0, y: 20, width: 30, height: 10)) {
            canvas.fill(Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301), white)
        }
        canvas.dashedLine(from: Point(x: 0, y: 0), to: Point(x: 0, y: 1e12), color: white, width: 1)
        let image = surface.readImage()
        #expect(RenderTestSupport.countDiffering(image, x: 1, y: 0, w: 29, h: 20, from: black) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 20, w: 30, h: 10, from: white) == 0)
    }

    @Test func textInkLandsInItsBox() throws {
        let surface = try OffscreenSurface(width: 60, height: 40, scale: 1)
        let canvas = surface.canvas
        canvas.text("H", at: Point(x: 10, y: 10), color: white)
        let image = surface.readImage()
        // 'H' has ink in column 0 rows 0–6 of the glyph; the glyph sits at
        // cell origin (0, 1): device (10…14, 11…17).
        for y in 11...17 { #expect(RenderTestSupport.distance(image[10, y], white) == 0, "row \(y)") }
        #expect(RenderTestSupport.distance(image[12, 14], white) == 0)  // crossbar
        #expect(RenderTestSupport.distance(image[12, 13], black) == 0)
        // Nothing outside the cell.
        let inside = RenderTestSupport.countDiffering(image, x: 10, y: 10, w: 6, h: 11, from: black)
        let all = RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 60, h: 40, from: black)
        #expect(inside == 17)  // 7 + 7 + 3 ink pixels of 'H'
        #expect(all == inside)
        #expect(canvas.measure("H") == Size(width: 6, height: 11))
        #expect(canvas.measure("Hi\nthere", size: .regular) == Size(width: 60, height: 44))
    }

    @Test func textAtScale2AndLargeIsBlocky() throws {
        let surface = try OffscreenSurface(width: 60, height: 40, scale: 2)
        let canvas = surface.canvas
        canvas.text("I", at: Point(x: 0, y: 0), color: white, size: .regular)  // 4 device px per font px
        let image = surface.readImage()
        // 'I' row 0 is .###. : font x 1…3 → device 4…15, font y 1 → device 4…7.
        #expect(RenderTestSupport.countDiffering(image, x: 4, y: 4, w: 12, h: 4, from: white) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 4, w: 4, h: 4, from: black) == 0)
        #expect(canvas.fontPixel(.regular) == 4)
        #expect(canvas.measure("I", size: .regular) == Size(width: 12, height: 22))
    }

    @Test func hairlinesAreBresenhamLinesClippedToTheOutput() throws {
        let surface = try OffscreenSurface(width: 40, height: 30, scale: 1)
        let canvas = surface.canvas
        let white = RGBColor(r: 255, g: 255, b: 255)
        // From the centre of pixel (2, 3) to the centre of pixel (22, 13): 21 pixels, one per column.
        canvas.line(from: Point(x: 2.5, y: 3.5), to: Point(x: 22.5, y: 13.5), color: white, width: 1)
        // Steep, right to left, running off the output.
        canvas.line(from: Point(x: 35.5, y: 0.5), to: Point(x: 25.5, y: 1000.5), color: white, width: 1)
        let image = surface.readImage()
        for x in 2...22 {
            let column = (0..<15).filter { RenderTestSupport.distance(image[x, $0], white) == 0 }
            #expect(column.count == 1, "column \(x)")
            // The exact line y = 3.5 + (x − 2)/2 passes within half a pixel of the pixel's centre.
            if let y = column.first { #expect(abs(Double(y) + 0.5 - (3.5 + Double(x - 2) / 2)) <= 0.5 + 1e-9) }
        }
        #expect(RenderTestSupport.distance(image[2, 3], white) == 0 && RenderTestSupport.distance(image[22, 13], white) == 0)
        // The steep line: one pixel per row, all 30 rows.
        for y in 0..<30 {
            #expect((24...36).filter { RenderTestSupport.distance(image[$0, y], white) == 0 }.count == 1, "row \(y)")
        }
    }

    @Test func fontSheetScreenshots() throws {
        let font = try BitmapFont.bundled()
        var sheet = ""
        var line = ""
        for (i, v) in font.scalars.enumerated() {
            line.unicodeScalars.append(Unicode.Scalar(v)!)
            if i % 32 == 31 { sheet += line + "\n"; line = "" }
        }
        sheet += line
        for scale in [1.0, 2.0] {
            let surface = try OffscreenSurface(width: 260, height: 130, scale: scale)
            let canvas = surface.canvas
            canvas.clear(RGBColor(hex: 0xF4F4F4))
            canvas.text(sheet, at: Point(x: 4, y: 4), color: RGBColor(hex: 0x111111))
            canvas.text("contentOffset (0.0, 1750.0)  ½× ¼× ⅒×", at: Point(x: 4, y: 50), color: RGBColor(hex: 0x111111))
            canvas.text("Page 12", at: Point(x: 4, y: 66), color: RGBColor(hex: 0x0050C0), size: .regular)
            canvas.text("42", at: Point(x: 110, y: 66), color: RGBColor(hex: 0xC02000), size: .large)
            canvas.text("→ velocity 1520 px/s · phase …", at: Point(x: 4, y: 100), color: RGBColor(hex: 0x111111))
            canvas.arrow(from: Point(x: 180, y: 80), to: Point(x: 240, y: 110), color: RGBColor(hex: 0x00A060), width: 3)
            canvas.dashedStroke(Rect(x: 170, y: 70, width: 80, height: 50), RGBColor(hex: 0x8000C0), width: 1)
            canvas.fillCircle(center: Point(x: 160, y: 90), radius: 6, color: RGBColor(hex: 0xE00000, alpha: 200))
            let image = surface.readImage()
            RenderTestSupport.save(image, as: "font-sheet-\(Int(scale))x")
            #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: image.width, h: image.height, from: RGBColor(hex: 0xF4F4F4)) > 1000)
        }
    }
}
}

private extension RGBColor {
    init(hex: UInt32, alpha: UInt8) {
        self.init(hex: hex)
        a = alpha
    }
}
