import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The encoder's speed and size work on large frames: layouts
/// predicted from the last checked image on large rectangles, the
/// eight-pixel rectangle scan, codes sized by the changed pixels' colours
/// when that is smaller, and the local table of a large first frame.
/// Every case is decoded with the spec-only `MediaGIFReader`: pixel-exact.
@Suite struct MediaGIFLayoutPredictionTests {
    /// Frames above `predictionArea` pixels: after the first checks, images
    /// take the winner's layout; every frame still decodes exactly.
    @Test func largeChangesTakeThePredictedLayoutAndStayExact() throws {
        let width = 800, height = 700
        #expect(width * height > GIFEncoder.predictionArea)
        let frames = (0..<9).map { MediaSamples.uiFrame(width: width, height: height, offset: $0 * 3, background: RGBColor(hex: 0x336699)) }
        let delays = [Int](repeating: 3, count: frames.count)
        let (gif, stats) = try MediaGIFTests.encode(frames, delays: delays)
        #expect(stats.transparentImages == 8)
        #expect(stats.predictedLayouts > 0 && stats.layoutChecks > 0)
        #expect(stats.predictedLayouts + stats.layoutChecks == 8)
        #expect(try MediaGIFReader(gif).composedFrames() == frames.map(MediaTestTools.opaque))
        #expect(try MediaGIFTests.encode(frames, delays: delays).bytes == gif)
    }

    /// A first frame above `exactChoiceArea` pixels takes a local table;
    /// the global table then holds the colours of the later changes (here
    /// the one new colour, at index 0: 1-bit codes would do, 2 is GIF's
    /// least). A phone-size first frame keeps the global table.
    @Test func largeFirstFramesTakeALocalTable() throws {
        let width = 1024, height = 800
        #expect(width * height > GIFEncoder.exactChoiceArea)
        let a = MediaSamples.uiFrame(width: width, height: height, offset: 0, background: RGBColor(hex: 0x336699))
        var b = a
        b.fill(PixelRect(x: 100, y: 100, width: 40, height: 30), with: RGBColor(hex: 0xFF2200))
        let (gif, _) = try MediaGIFTests.encode([a, b], delays: [4, 4])
        let reader = try MediaGIFReader(gif)
        #expect(reader.composedFrames() == [a, b].map(MediaTestTools.opaque))
        #expect(reader.images.first?.localTable != nil)
        #expect(reader.images.last?.localTable == nil && reader.images.last?.minCodeSize == 2)
        let small = MediaSamples.uiFrame(width: 390, height: 844, offset: 0)
        let (phone, _) = try MediaGIFTests.encode([small], delays: [4])
        #expect(try MediaGIFReader(phone).images.first?.localTable == nil)
    }

    /// Phone-size changes are below `predictionArea`: every image is checked.
    @Test func smallChangesAreAlwaysChecked() throws {
        let frames = (0..<5).map { MediaSamples.uiFrame(width: 390, height: 844, offset: $0 * 3, background: RGBColor(hex: 0x336699)) }
        let (_, stats) = try MediaGIFTests.encode(frames, delays: [Int](repeating: 3, count: 5))
        #expect(stats.predictedLayouts == 0 && stats.layoutChecks == 4)
    }

    /// The rectangle scan reads eight pixels at a time along a flat run:
    /// a flat frame after one with scattered other pixels must have exactly
    /// those pixels changed (here every one of them lies in an eight-pixel
    /// block: 200 columns), and the flat colour among the changed colours,
    /// or the decoder would keep the old pixels. Then a row changes and
    /// changes back (a width that is no multiple of 8: tails pixel by pixel).
    @Test func flatRunsOverChangedPixelsAreWrittenAsChanged() throws {
        for width in [200, 203] {
            let height = 37
            let flat = RGBColor(r: 30, g: 60, b: 90), spot = RGBColor(r: 250, g: 10, b: 10)
            var a = RGBAImage(width: width, height: height, fill: (flat.r, flat.g, flat.b, 255))
            for i in stride(from: 5, to: width * height, by: 13) {
                a.fill(PixelRect(x: i % width, y: i / width, width: 1, height: 1), with: spot)
            }
            let b = RGBAImage(width: width, height: height, fill: (flat.r, flat.g, flat.b, 255))
            var c = b
            c.fill(PixelRect(x: 0, y: 10, width: width, height: 1), with: spot)
            let (gif, _) = try MediaGIFTests.encode([a, b, c, b], delays: [4, 4, 4, 4])
            #expect(try MediaGIFReader(gif).composedFrames() == [a, b, c, b], "width \(width)")
        }
    }

    /// 64 colours in the global table (indices 0…63, one per 2-column
    /// stripe); the next frame changes pixels across the whole width, but
    /// only to colours 0 and 1. Codes sized by every colour in the
    /// rectangle would take 7 bits; sized by the changed ones and the
    /// transparent index (2) they take 2, and the stripes past index 3 are
    /// written transparent.
    @Test func codesAreSizedByTheChangedColoursWhenThatIsSmaller() throws {
        func stripe(_ i: Int) -> RGBColor { RGBColor(r: UInt8(i * 4), g: UInt8(255 - i * 4), b: UInt8((i * 37) % 256)) }
        var a = RGBAImage(width: 128, height: 32)
        for x in 0..<128 { a.fill(PixelRect(x: x, y: 0, width: 1, height: 32), with: stripe(x / 2)) }
        var b = a
        for x in 2..<128 { b.fill(PixelRect(x: x, y: x % 32, width: 1, height: 1), with: stripe(x % 2)) }
        let (gif, stats) = try MediaGIFTests.encode([a, b], delays: [4, 4])
        let reader = try MediaGIFReader(gif)
        #expect(reader.composedFrames() == [a, b].map(MediaTestTools.opaque))
        let second = try #require(reader.images.last)
        #expect(second.localTable == nil)
        #expect(second.minCodeSize == 2)
        #expect(stats.narrowedImages == 1)
    }
}
