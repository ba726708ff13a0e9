import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

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

    /// The ink of a capital H lies inside its measured box, from the cap
    /// top (the UI face's ascent minus its cap height below the origin) to
    /// the baseline, and nowhere else.
    @Test func textInkLandsInItsBox() throws {
        let surface = try OffscreenSurface(width: 60, height: 40, scale: 1)
        let canvas = surface.canvas
        canvas.text("H", at: Point(x: 10, y: 10), color: white)
        let image = surface.readImage()
        let m = canvas.measure("H")
        #expect(m.height == canvas.lineHeight())
        let inside = RenderTestSupport.countDiffering(image, x: 10, y: 10, w: Int(m.width.rounded(.up)), h: Int(m.height), from: black)
        let all = RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 60, h: 40, from: black)
        #expect(inside > 10)
        #expect(all == inside)
        // Rows with ink: exactly the cap height, ending on the baseline.
        let rows = (0..<40).filter { y in RenderTestSupport.countDiffering(image, x: 0, y: y, w: 60, h: 1, from: black) > 0 }
        let cap = canvas.capHeight()
        #expect(abs(Double(rows.count) - cap) <= 1, "ink rows \(rows), cap height \(cap)")
        #expect(canvas.measure("Hi\nthere", size: .regular).height == canvas.lineHeight(.regular) * 2)
    }

    /// At scale 2 glyphs are rasterised at 2 × the size (anti-aliased edge
    /// pixels, twice the ink height), not a 1× glyph scaled up; flat parts
    /// of a large glyph have the exact colour; the same text draws the same
    /// bytes twice.
    @Test func textAtScale2IsRenderedAtDeviceResolution() throws {
        let one = try OffscreenSurface(width: 60, height: 50, scale: 1)
        let two = try OffscreenSurface(width: 60, height: 50, scale: 2)
        for surface in [one, two] {
            surface.canvas.text("I", at: Point(x: 4, y: 4), color: white, size: .large)
        }
        let a = one.readImage()
        let b = two.readImage()
        func inkRows(_ image: RGBAImage) -> Int {
            (0..<image.height).filter { RenderTestSupport.countDiffering(image, x: 0, y: $0, w: image.width, h: 1, from: black) > 0 }.count
        }
        #expect(abs(inkRows(b) - 2 * inkRows(a)) <= 2)
        #expect(abs(two.canvas.capHeight(.large) - one.canvas.capHeight(.large)) <= 0.5)
        #expect(abs(two.canvas.measure("1234", size: .large).width - one.canvas.measure("1234", size: .large).width) <= 2)
        #expect(two.canvas.devicePixels(.large) == 56)
        let partial = b.pixels.enumerated().contains { i, v in i % 4 == 0 && v > 0 && v < 255 }
        #expect(partial, "anti-aliased edges")
        let exact = (0..<b.height).contains { y in (0..<b.width).contains { x in RenderTestSupport.distance(b[x, y], white) == 0 } }
        #expect(exact, "the stem's inside is the exact colour")
        let again = try OffscreenSurface(width: 60, height: 50, scale: 2)
        again.canvas.text("I", at: Point(x: 4, y: 4), color: white, size: .large)
        #expect(again.readImage().pixels == b.pixels)
    }

    /// Small text with digits uses the monospaced face: every digit has the
    /// same advance, so a changing number keeps its width.
    @Test func smallNumbersHaveEvenDigits() throws {
        let surface = try OffscreenSurface(width: 60, height: 40, scale: 2)
        let canvas = surface.canvas
        let widths = (0...9).map { canvas.measure("\($0)\($0)\($0).\($0)").width }
        #expect(Set(widths).count == 1, "\(widths)")
        #expect(canvas.face(for: "1520.4", size: .small, weight: .regular) == .monospaced)
        #expect(canvas.face(for: "offset", size: .small, weight: .regular) == .text)
        #expect(canvas.face(for: "12", size: .large, weight: .regular) == .display)
    }

    /// Rounded rectangles: the corner pixel outside the arc stays the
    /// background, the inside is the exact fill, the edge pixels of the arc
    /// are blends (anti-aliased), and the straight edges are exact.
    @Test func roundedRectsHaveExactInsidesAndAntiAliasedCorners() throws {
        let surface = try OffscreenSurface(width: 60, height: 40, scale: 1)
        let canvas = surface.canvas
        let red = RGBColor(r: 255, g: 0, b: 0)
        canvas.fillRoundedRect(Rect(x: 10, y: 10, width: 40, height: 20), radius: 8, color: red)
        let image = surface.readImage()
        #expect(RenderTestSupport.distance(image[10, 10], black) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 12, y: 18, w: 36, h: 4, from: red) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 10, y: 18, w: 40, h: 4, from: red) == 0)  // straight sides
        #expect(RenderTestSupport.countDiffering(image, x: 18, y: 10, w: 24, h: 20, from: red) == 0)  // top and bottom
        // Pixel (11, 13): centre (11.5, 13.5) is 5.15 px from the arc's centre (18, 18) on a radius of 8: partly covered.
        let corner = (0..<8).flatMap { y in (0..<8).map { x in image[10 + x, 10 + y] } }
        #expect(corner.contains { $0.r > 0 && $0.r < 255 })
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 60, h: 10, from: black) == 0)
        // The coverage of a corner pixel is a multiple of 1/64, from the formula.
        #expect(CornerMasks.coverage(x: 0, y: 0, radius: 8, border: 0) == 0)
        #expect(CornerMasks.coverage(x: 7, y: 7, radius: 8, border: 0) == 1)
        #expect(CornerMasks.coverage(x: 7, y: 0, radius: 8, border: 0) > 0)
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
        var sheet = ""
        var line = ""
        for (i, v) in (UInt32(0x20)...0x7E).enumerated() {
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
            RenderTestSupport.save(image, as: "text-sheet-\(Int(scale))x")
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
