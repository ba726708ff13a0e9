import Testing
import ScrollKitCore
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

extension RenderSDLSuite {
/// `FloorComparison`: the bench's drawing figure measures the throughput
/// case's own frames (1280×800, HUD, overlays, timeline), each drawn and
/// read back in turn with a floor frame of the same size.
@Suite("Drawing against the SDL floor") struct FloorComparisonTests {
    @Test func measuresTheRecordingsFramesInTurnsWithAFloorOfItsSize() throws {
        var request = try #require(MediaBenchmark.cases(directory: "/tmp").first { $0.label == MediaBenchmark.throughputCase }).request
        request.until = 0.5  // 15 frames at 30 fps: 2 warm-up turns, then the 5 asked for
        let result = try FloorComparison(request: request, frames: 5, warmupFrames: 2).run()
        #expect(result.width == 1280 && result.height == 800)
        #expect(result.draw.count == 5 && result.drawAndReadBack.count == 5 && result.floor.count == 5)
        for i in 0..<5 {
            #expect(result.draw[i] > 0 && result.floor[i] > 0)
            #expect(result.drawAndReadBack[i] >= result.draw[i], "the read back is timed after the draw, on the same clock")
        }
    }
}
}
