import Foundation
import Testing
import ScrollKitCore
@testable import Playground

/// The encoder on its own thread (`GIFEncodingPipeline`) writes the bytes a
/// single thread writes, and the bench's ≤ 256-colour stand-in keeps the
/// common colours and snaps the rare ones to their nearest kept colour.
@Suite struct RecordPipelineTests {
    /// Frames through the pipeline (buffers recycled, frames drawn into
    /// them while earlier ones encode) give the same file as the same
    /// frames added one by one on this thread, and that file decodes to them.
    @Test(arguments: [1, 3])
    func pipelinedGIFIsByteIdenticalToSingleThreaded(_ queueDepth: Int) throws {
        let frames = MediaGIFTests.scrollFrames(count: 24, width: 160, height: 300, step: 11)
            + [MediaSamples.uiFrame(width: 160, height: 300, offset: 23 * 11)]  // unchanged: merged
        let directory = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(directory) }

        let direct = try GIFFileWriter(path: "\(directory)/direct.gif", width: 160, height: 300, framesPerSecond: 30)
        for frame in frames { try direct.addFrame(frame) }
        let directStatistics = try direct.finish()

        let pipeline = GIFEncodingPipeline(
            writer: try GIFFileWriter(path: "\(directory)/piped.gif", width: 160, height: 300, framesPerSecond: 30),
            queueDepth: queueDepth)
        var recycled = 0
        for frame in frames {
            var image = pipeline.takeBuffer()
            if image.width == 160 { recycled += 1 }
            // Written in place, as `OffscreenSurface.readImage(into:)` does.
            if image.width != frame.width || image.height != frame.height { image = RGBAImage(width: 160, height: 300) }
            image.pixels.withUnsafeMutableBufferPointer { out in
                frame.pixels.withUnsafeBufferPointer { out.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
            }
            try pipeline.submit(image)
        }
        let (statistics, seconds) = try pipeline.finish()

        let a = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/direct.gif")))
        let b = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(directory)/piped.gif")))
        #expect(a == b)
        #expect(statistics == directStatistics)
        #expect(seconds.count == frames.count)
        #expect(recycled > 0)  // buffers came back from the worker
        let decoded = try MediaGIFReader(b).composedFrames()
        #expect(decoded == Array(frames.prefix(24)).map(MediaTestTools.opaque))
    }

    /// `cancel` after frames, and `finish` without any (the writer's error
    /// reaches the caller), both leave no file at the output path.
    @Test func cancelAndFailedFinishLeaveNoFile() throws {
        let directory = try MediaTestTools.makeTemporaryDirectory()
        defer { MediaTestTools.removeTemporary(directory) }
        let path = "\(directory)/bad.gif"
        let pipeline = GIFEncodingPipeline(writer: try GIFFileWriter(path: path, width: 20, height: 20))
        try pipeline.submit(RGBAImage(width: 20, height: 20, fill: (1, 2, 3, 255)))
        pipeline.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
        let empty = GIFEncodingPipeline(writer: try GIFFileWriter(path: path, width: 20, height: 20))
        #expect(throws: GIFEncoderError.noFrames) { try empty.finish() }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// 300 colours: the 256 most frequent stay, each of the 44 rare ones
    /// becomes the kept colour nearest to it (computed here by brute force).
    @Test func reductionKeepsCommonColoursAndSnapsRareOnes() {
        var image = RGBAImage(width: 300, height: 10)
        var expected = image
        // Colour c = (c % 256, c / 256 * 100, 7): columns 0…255 fill whole
        // columns (10 pixels each); 256…299 one pixel each.
        func color(_ c: Int) -> (UInt8, UInt8, UInt8) { (UInt8(c % 256), UInt8(c / 256 * 100), 7) }
        for x in 0..<300 {
            for y in 0..<10 {
                let c = x < 256 ? color(x) : (y == 0 ? color(x) : color(0))
                let i = (y * 300 + x) * 4
                image.pixels[i] = c.0; image.pixels[i + 1] = c.1; image.pixels[i + 2] = c.2; image.pixels[i + 3] = 200
            }
        }
        for x in 0..<300 {
            for y in 0..<10 {
                let i = (y * 300 + x) * 4
                let (r, g, b) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
                // Nearest of the kept colours 0…255 (all with g = 0, b = 7): by brute force, lowest index on ties.
                var best = 0, bestDistance = Int.max
                for k in 0..<256 {
                    let (kr, kg, kb) = color(k)
                    let d = (r - Int(kr)) * (r - Int(kr)) + (g - Int(kg)) * (g - Int(kg)) + (b - Int(kb)) * (b - Int(kb))
                    if d < bestDistance { bestDistance = d; best = k }
                }
                let c = color(best)
                expected.pixels[i] = c.0; expected.pixels[i + 1] = c.1; expected.pixels[i + 2] = c.2; expected.pixels[i + 3] = 255
            }
        }
        image.reduceToCommonColors()
        #expect(image == expected)

        // ≤ 256 colours: unchanged apart from alpha.
        var few = MediaSamples.uiFrame(width: 120, height: 200, offset: 5)
        let before = MediaTestTools.opaque(few)
        few.reduceToCommonColors()
        #expect(few == before)
    }
}
