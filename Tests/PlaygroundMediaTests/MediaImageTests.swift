import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// RGBAImage's editing and differencing, against per-pixel brute force.
@Suite struct MediaImageTests {
    /// The smallest rectangle of differing pixels, by looking at every pixel.
    static func bruteForceDifference(_ a: RGBAImage, _ b: RGBAImage) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a.color(x: x, y: y) != b.color(x: x, y: y) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func differenceBoundsMatchesBruteForce() {
        let base = MediaSamples.uiFrame(width: 37, height: 29, offset: 11)
        #expect(base.differenceBounds(from: base) == nil)
        let noise = MediaSamples.noise(count: 4000, seed: 17)
        for trial in 0..<200 {
            var changed = base
            // 1 to 4 single-pixel or single-channel changes anywhere, edges included.
            for k in 0..<(1 + trial % 4) {
                let n = Int(noise[(trial * 8 + k * 2) % noise.count]) * 256 + Int(noise[(trial * 8 + k * 2 + 1) % noise.count])
                let x = n % 37, y = (n / 37) % 29
                let channel = (trial + k) % 4
                changed.pixels[(y * 37 + x) * 4 + channel] &+= 1
            }
            #expect(changed.differenceBounds(from: base) == Self.bruteForceDifference(changed, base), "trial \(trial)")
        }
        // Corners and full frame.
        var corners = base
        corners.setColor(RGBColor(r: 1, g: 2, b: 3), x: 0, y: 0)
        corners.setColor(RGBColor(r: 1, g: 2, b: 3), x: 36, y: 28)
        #expect(corners.differenceBounds(from: base) == PixelRect(x: 0, y: 0, width: 37, height: 29))
    }

    @Test func differenceBoundsOfMismatchedOrEmptyImages() {
        let a = RGBAImage(width: 4, height: 4)
        #expect(a.differenceBounds(from: RGBAImage(width: 5, height: 4)) == PixelRect(x: 0, y: 0, width: 4, height: 4))
        #expect(RGBAImage(width: 0, height: 3).differenceBounds(from: RGBAImage(width: 0, height: 3)) == nil)
        #expect(RGBAImage(width: 0, height: 3).differenceBounds(from: a) == nil)
    }

    @Test func cropClipsToTheImage() {
        let image = MediaSamples.gradient(width: 20, height: 10)
        let crop = image.crop(PixelRect(x: 15, y: -3, width: 10, height: 6))
        #expect(crop.width == 5 && crop.height == 3)
        for y in 0..<3 { for x in 0..<5 { #expect(crop.color(x: x, y: y) == image.color(x: 15 + x, y: y)) } }
        #expect(image.crop(PixelRect(x: 30, y: 0, width: 5, height: 5)) == RGBAImage(width: 0, height: 0))
        #expect(image.crop(image.bounds) == image)
    }

    @Test func blitCopiesAndClips() {
        var canvas = RGBAImage(width: 10, height: 8, fill: (9, 9, 9, 255))
        let stamp = MediaSamples.gradient(width: 4, height: 3)
        canvas.blit(stamp, at: (x: -2, y: 6))   // only its top-right 2×2 lands
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = x < 2 && y >= 6
                let expected = inside ? stamp.color(x: x + 2, y: y - 6) : RGBColor(r: 9, g: 9, b: 9)
                #expect(canvas.color(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
        canvas.blit(stamp, at: (x: 50, y: 50))  // entirely outside: no change, no crash
        #expect(canvas.color(x: 9, y: 0) == RGBColor(r: 9, g: 9, b: 9))
    }

    @Test func filmstripTilesFramesWithSpacing() {
        let frames = (0..<5).map { i in RGBAImage(width: 3, height: 2, fill: (UInt8(i * 40), 0, 0, 255)) }
        let sheet = RGBAImage.filmstrip(frames, columns: 3, spacing: 1, background: RGBColor(hex: 0xFFFFFF))
        #expect(sheet.width == 3 * 3 + 4 && sheet.height == 2 * 2 + 3)
        #expect(sheet.color(x: 0, y: 0) == RGBColor(hex: 0xFFFFFF))
        #expect(sheet.color(x: 1, y: 1) == RGBColor(r: 0, g: 0, b: 0))        // frame 0
        #expect(sheet.color(x: 5, y: 1) == RGBColor(r: 40, g: 0, b: 0))       // frame 1
        #expect(sheet.color(x: 5, y: 4) == RGBColor(r: 160, g: 0, b: 0))      // frame 4, second row
        #expect(sheet.color(x: 9, y: 4) == RGBColor(hex: 0xFFFFFF))          // empty sixth cell
        #expect(RGBAImage.filmstrip([], columns: 3) == RGBAImage(width: 0, height: 0))
        #expect(RGBAImage.filmstrip(frames, columns: 0).width == 3)           // clamped to one column
    }

    @Test func malformedPixelArraysAreRepairedNotReadPastTheEnd() throws {
        var image = RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255))
        image.pixels.removeLast(10)
        #expect(!image.isWellFormed)
        #expect(image.wellFormed.pixels.count == 64)
        #expect(image.differenceBounds(from: RGBAImage(width: 4, height: 4)) == image.bounds)
        #expect(image.crop(image.bounds).isWellFormed)
        let png = PNGEncoder.encode(image)
        let path = try MediaTestTools.writeTemporaryFile(png, suffix: "png")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.magickRGBA(path) == image.wellFormed.pixels)
        let gif = GIFEncoder(width: 4, height: 4)
        try gif.addFrame(image, delayCentiseconds: 3)
        #expect(try MediaGIFReader(try gif.finish()).composedFrames()[0] == MediaTestTools.opaque(image.wellFormed))
    }
}
