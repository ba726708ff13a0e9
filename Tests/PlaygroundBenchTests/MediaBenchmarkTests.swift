import Foundation
import Testing
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// `playground bench`'s GIF and recording table: ratios, verdicts, layout,
/// JSON; and the SDL floor loop really draws. (The figures themselves are
/// measured by `make bench` in a release build, never asserted as times.)
@Suite struct MediaBenchmarkTests {
    @Test func rowsCarryTheRatioAndTheVerdict() {
        let bytes = MediaBenchmark.row("GIF bytes: x", "bytes", 95, "gifsicle -O3", 100, target: 1)
        #expect(bytes.ratio == 0.95 && bytes.passes == true)
        let slow = MediaBenchmark.row("encode: x", "s", 0.6, "gifsicle -O3", 1.0, target: 0.5)
        #expect(slow.ratio == 0.6 && slow.passes == false)
        // No peer value (peer not installed): no ratio, no target, no verdict.
        let missing = MediaBenchmark.row("encode: x", "s", 0.6, "ffmpeg 2-pass", nil, target: 0.3)
        #expect(missing.ratio == nil && missing.target == nil && missing.passes == nil)
    }

    @Test func tableShowsOursThePeerAndTheRatio() throws {
        let rows = [MediaBenchmark.row("GIF bytes: rainbow wheel", "bytes", 86_000, "gifsicle -O3", 86_600, target: 1),
                    MediaBenchmark.row("encode: rainbow wheel", "s", 0.1, "ffmpeg 2-pass", 1.0, target: 0.3)]
        let lines = MediaBenchmark.table(rows)
        #expect(lines.count == 3)
        #expect(lines[1].contains("86,000 B") && lines[1].contains("86,600 B") && lines[1].contains("0.993×")
                && lines[1].hasSuffix("PASS"))
        #expect(lines[2].contains("100.000 ms") && lines[2].contains("1000.000 ms") && lines[2].contains("0.10×"))
        // JSON round trip keeps every field.
        let data = try JSONEncoder().encode(rows)
        let back = try JSONDecoder().decode([MediaBenchmark.Row].self, from: data)
        #expect(back.map(\.ratio) == rows.map(\.ratio) && back.map(\.figure) == rows.map(\.figure))
    }

    @Test func casesCoverTheIssueAndTheReadmeDemo() {
        let cases = MediaBenchmark.cases(directory: "/tmp")
        let labels = cases.map(\.label)
        #expect(labels.contains(MediaBenchmark.throughputCase))
        let large = cases.first { $0.label == MediaBenchmark.throughputCase }!.request
        #expect(large.window?.width == 1280 && large.window?.height == 800)
        #expect(large.display.layers.showsHUD && large.display.layers.showsOverlays && large.display.layers.showsTimeline && large.until == 10)
        #expect(cases.contains { $0.request.scenario == "seed-v1-zero-velocity" && $0.request.framesPerSecond == 20 })
        #expect(Set(cases.map(\.request.outputPath)).count == cases.count)
        // Every README GIF: its two lanes commands here, `make demos`' four from the project root (where tests run).
        #expect(cases.contains { $0.request.scenario == "flick-back-then-forward" && $0.request.behaviors.count == 3 })
        #expect(cases.contains { $0.request.scenario == "flick-thirds" && $0.request.behaviors.count == 3 })
        let demos = MediaBenchmark.demoCases(directory: "/tmp")
        #expect(demos.map(\.request.scenario) == ["demo-rainbow-wheel", "demo-pages-fling", "demo-thirds-lanes", "demo-rubber-band"]
            .map { "demos/scenarios/\($0).json" })
        #expect(demos.last?.request.display.appearance == .dark && demos.last?.request.display.layers.showsHUD == false)
    }

    @Test func floorLoopDrawsItsRows() throws {
        let floor = try SDLFloorLoop(width: 64, height: 500)  // rows of 10 px: 8 drawn, 2 gap
        floor.draw(frame: 0)
        let first = floor.lastFrame
        floor.draw(frame: 1)
        #expect(first.count == 64 * 500 * 4)
        // Background white at the left edge, a row colour inside, and the rows move.
        #expect(Array(first[0..<4]) == [255, 255, 255, 255])
        let inside = (1 * 64 + 20) * 4
        #expect(Array(first[inside..<(inside + 3)]) == [40, 200, 120])
        #expect(first != floor.lastFrame)
    }
}
