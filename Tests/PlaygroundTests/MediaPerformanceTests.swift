import Foundation
import Testing
import ScrollKitCore
@testable import Playground

/// Encoding cost and output size of a typical recording: 60 frames of a
/// 390×844 scroll (2 s at 30 fps). Timings are printed, not asserted (the
/// machine is shared); sizes and exactness are asserted.
@Suite struct MediaPerformanceTests {
    @Test func sixtyFrameScrollRecording() throws {
        let frames = (0..<60).map { MediaSamples.uiFrame(offset: $0 * 19) }
        let delays = GIFFrameClock.delays(framesPerSecond: 30, count: frames.count)
        let clock = ContinuousClock()
        let encoder = GIFEncoder(width: 390, height: 844)
        let elapsed = try clock.measure {
            for (f, d) in zip(frames, delays) { try encoder.addFrame(f, delayCentiseconds: d) }
        }
        var gif: [UInt8] = []
        let finishing = try clock.measure { gif = try encoder.finish() }
        let total = elapsed + finishing
        let perFrame = total / 60
        let raw = 390 * 844 * 4 * 60
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        print("GIF 60 × 390×844 (\(build)): \(total) total, \(perFrame) per frame; "
              + "\(gif.count) B (\(raw / gif.count):1 vs raw RGBA); \(encoder.statistics)")

        var pngBytes = 0
        let png = try clock.measure { pngBytes = PNGEncoder.encode(frames[30]).count }
        print("PNG 390×844 (\(build)): \(png), \(pngBytes) B")

        // Every frame decodes exactly; each image is cropped or differenced.
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        if let dump = ProcessInfo.processInfo.environment["MEDIA_DUMP_DIR"] {
            try AtomicFile.write(gif, to: dump + "/scroll60.gif")
            try PNGEncoder.write(frames[30], to: dump + "/frame30.png")
        }
        let decoded = try MediaTestTools.magickFrames(path, width: 390, height: 844)
        #expect(decoded == frames)
        #expect(encoder.statistics.imagesWritten == 60)
        #expect(gif.count < raw / 100)
    }
}
