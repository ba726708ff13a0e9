import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundMedia
import PlaygroundTestSupport

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
        let png = clock.measure { pngBytes = PNGEncoder.encode(frames[30]).count }
        print("PNG 390×844 (\(build)): \(png), \(pngBytes) B")

        // Every frame decodes exactly; each image is cropped or differenced.
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
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

/// Heavier cases, run only with MEDIA_PERF=1 (release timings for reports):
/// `swift test -c release -Xswiftc -enable-testing --filter MediaHeavyPerformanceTests`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MEDIA_PERF"] == "1"))
struct MediaHeavyPerformanceTests {
    #if DEBUG
    static let build = "debug"
    #else
    static let build = "release"
    #endif

    @Test func retinaScrollRecording() throws {
        // --scale 2: 780×1688 device pixels, 30 frames.
        let frames = (0..<30).map { MediaSamples.uiFrame(width: 780, height: 1688, offset: $0 * 38) }
        let encoder = GIFEncoder(width: 780, height: 1688)
        var gif: [UInt8] = []
        let time = try ContinuousClock().measure {
            for f in frames { try encoder.addFrame(f, delayCentiseconds: 3) }
            gif = try encoder.finish()
        }
        print("GIF 30 × 780×1688 (\(Self.build)): \(time / 30) per frame, \(gif.count) B")
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.magickFrames(path, width: 780, height: 1688) == frames)
    }

    @Test func fullFrameGradientsEveryFrame() throws {
        // The worst case: every frame > 256 colours, all of it changing.
        let base = MediaSamples.gradient(width: 390 + 60, height: 844)
        let frames = (0..<30).map { base.crop(PixelRect(x: $0 * 2, y: 0, width: 390, height: 844)) }
        let encoder = GIFEncoder(width: 390, height: 844)
        var gif: [UInt8] = []
        let time = try ContinuousClock().measure {
            for f in frames { try encoder.addFrame(f, delayCentiseconds: 3) }
            gif = try encoder.finish()
        }
        print("GIF 30 × 390×844 gradients (\(Self.build)): \(time / 30) per frame, \(gif.count) B, \(encoder.statistics)")
        let path = try MediaTestTools.writeTemporaryFile(gif, suffix: "gif")
        defer { MediaTestTools.removeTemporary(path) }
        let decoded = try MediaTestTools.magickFrames(path, width: 390, height: 844)
        var worst = 0
        for (d, f) in zip(decoded, frames) {
            for i in 0..<f.pixels.count where i % 4 != 3 { worst = max(worst, abs(Int(d.pixels[i]) - Int(f.pixels[i]))) }
        }
        print("  max channel error \(worst)")
        #expect(worst <= 16)
    }

    @Test func largePNG() throws {
        let frames = (0..<12).map { MediaSamples.uiFrame(offset: $0 * 200) }
        let sheet = RGBAImage.filmstrip(frames, columns: 6, spacing: 8)
        var png: [UInt8] = []
        let time = ContinuousClock().measure { png = PNGEncoder.encode(sheet) }
        let gradient = MediaSamples.gradient(width: 390, height: 844)
        var rgb: [UInt8] = []
        let rgbTime = ContinuousClock().measure { rgb = PNGEncoder.encode(gradient) }
        print("PNG filmstrip \(sheet.width)×\(sheet.height) (\(Self.build)): \(time), \(png.count) B; "
              + "gradient 390×844 RGB: \(rgbTime), \(rgb.count) B")
        let path = try MediaTestTools.writeTemporaryFile(rgb, suffix: "png")
        defer { MediaTestTools.removeTemporary(path) }
        #expect(try MediaTestTools.magickRGBA(path) == gradient.pixels)
    }
}
