import Testing
import ScrollKitCore
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

extension RenderSDLSuite {
/// The offscreen canvas writes fills, masks and clears into the pixels
/// itself and skips the lanes' pixels under the timeline, legend and HUD
/// panels (`Canvas.withOcclusion`); the frames must still be exactly what
/// SDL draws through its own renderer for the same frame model. (Either
/// panel's occluded area made 1 px too large fails this: 701–3,468 bytes.)
@Suite("Direct drawing against SDL, whole frames") struct DirectFrameTests {
    @Test(arguments: [1.0, 2.0])
    func recordedFramesEqualSDLsByteForByte(scale: Double) throws {
        var request = try #require(MediaBenchmark.cases(directory: "/tmp").first { $0.label == MediaBenchmark.throughputCase }).request
        request.window = Size(width: 640, height: 400)
        request.display.scale = scale
        let runners = try Recorder.makeRunners(request)
        var stage = HeadlessStage(runners: runners, display: request.display)
        let direct = try OffscreenSurface(width: 640, height: 400, scale: scale)
        let viaSDL = try OffscreenSurface(width: 640, height: 400, scale: scale)
        viaSDL.canvas.pixelTarget = nil
        for tick in [30, 90, 150] {  // dragging, decelerating, settled
            stage.advance(toTick: tick)
            stage.draw(on: direct.canvas)
            stage.draw(on: viaSDL.canvas)
            let a = direct.readImage(), b = viaSDL.readImage()
            var differing = 0
            for i in 0..<min(a.pixels.count, b.pixels.count) where a.pixels[i] != b.pixels[i] { differing += 1 }
            #expect(a.pixels.count == b.pixels.count && differing == 0, "tick \(tick) at \(scale)×: \(differing) bytes differ")
        }
    }
}
}
