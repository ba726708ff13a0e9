import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The encoder on its own thread (`GIFEncodingPipeline`) writes the bytes a
/// single thread writes, and the bench's ≤ 256-colour stand-in keeps the
/// common colours and snaps the rare ones to their nearest kept colour.
@Suite struct RecordPipelineTests {
    /// Frames through the pipeline (buffers recycled, frames drawn into
    /// them while earlier ones encode) give the same file as the same
    /// frames added one by one on this thread, and that file decodes to them.
    @Test(arguments: [1, 3])
    func pipelinedGIFIsByteIdenticalToSingleThreaded(_ queueDepth: Int) throws {
        let frames = (0..<24).map { MediaSamples.uiFrame(width: 160, height: 300, offset: $0 * 11) }
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
}
