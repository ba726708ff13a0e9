import ArgumentParser
import Foundation
import ScrollKitCore
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The recorder's pure parts: sampling, the history ring, the canvas and
/// filmstrip geometry, the box filter, option validation, and lanes that
/// step exactly like single runs. No SDL here.
@Suite("Record: pure parts") struct RecordUnitTests {
    // MARK: Sampling

    @Test func framesSampleTheTickAtOrBeforeTheirTime() {
        let s = FrameSampler(framesPerSecond: 30, tickLength: 1.0 / 120.0)
        // i/30 s = 4i ticks exactly; the tolerance keeps 0.3 s on tick 36.
        #expect((0..<10).map(s.tick(ofFrame:)) == [0, 4, 8, 12, 16, 20, 24, 28, 32, 36])
        let s24 = FrameSampler(framesPerSecond: 24, tickLength: 1.0 / 120.0)
        #expect((0..<5).map(s24.tick(ofFrame:)) == [0, 5, 10, 15, 20])
        // 7 fps: frame 1 at 0.142857 s = 17.14 ticks → 17 (at or before).
        #expect(FrameSampler(framesPerSecond: 7, tickLength: 1.0 / 120.0).tick(ofFrame: 1) == 17)
        #expect(FrameSampler.tick(atOrBefore: 0.3, tickLength: 1.0 / 120.0) == 36)
        #expect(FrameSampler.tick(atOrBefore: 0.004, tickLength: 1.0 / 120.0) == 0)
        #expect(FrameSampler.tick(atOrBefore: .nan, tickLength: 1.0 / 120.0) == 0)
        #expect(FrameSampler.tick(atOrBefore: .infinity, tickLength: 1.0 / 120.0) == 0)
        #expect(FrameSampler.tick(atOrBefore: -1, tickLength: 1.0 / 120.0) == 0)
    }

    @Test func frameCountCoversTheDuration() {
        let s = FrameSampler(framesPerSecond: 30, tickLength: 1.0 / 120.0)
        #expect(s.frameCount(duration: 0.775) == 24)  // ceil(23.25)
        #expect(s.frameCount(duration: 1.0) == 30)  // exactly 30: no extra frame
        #expect(s.frameCount(duration: 1.0 + 1e-12) == 30)
        #expect(s.frameCount(duration: 0) == 1)
        #expect(s.frameCount(duration: .nan) == 1)
        // Every frame's time is before the end; one more would not be.
        let d = 1.65
        let n = s.frameCount(duration: d)
        #expect(s.time(ofFrame: n - 1) < d && s.time(ofFrame: n) >= d)
        // Invalid rates fall back to 30 fps and 1/120 s.
        #expect(FrameSampler(framesPerSecond: .nan, tickLength: 0).tick(ofFrame: 3) == 12)
    }

    /// A capture's end is shown: frames at 0, 1/30, … up to and including
    /// `end`, floor(end × 30) + 1, as R draws ticks 0, 4, … up to the head.
    @Test func frameCountThroughAnEndIncludesTheEnd() {
        let s = FrameSampler(framesPerSecond: 30, tickLength: 1.0 / 120.0)
        for head in [328, 329, 330, 331, 332] {
            let end = Double(head) / 120
            #expect(s.frameCount(through: end) == head / 4 + 1, "head \(head)")
            #expect(s.tick(ofFrame: s.frameCount(through: end) - 1) == head / 4 * 4)
        }
        #expect(s.frameCount(through: 0) == 1)
        #expect(s.frameCount(through: .nan) == 1)
        // The test's old `--until` bug: 83 frames' end printed as 2.766667 s
        // is 83.00001 frames of time, and the ceiling rule made 84.
        #expect(s.frameCount(duration: 2.766667) == 84)
        #expect(s.frameCount(through: 332.0 / 120) == 84)
    }

    // MARK: Canvas and lanes

    @Test func canvasGivesEveryLaneExactlyTheScenarioWindow() {
        for window in [Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 301, height: 517)] {
            for lanes in 1...4 {
                let canvas = RecordingSurvey.canvasSize(container: window, laneCount: lanes)
                let frames = LaneLayout.frames(count: lanes, in: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
                #expect(frames.count == lanes)
                for frame in frames {
                    #expect(frame.content.size == window, "\(lanes) lanes of \(window): \(frame.content)")
                }
                if lanes > 1 {
                    #expect(canvas.width == lanes * Int(window.width) + 2 * (lanes - 1))
                    #expect(canvas.height == Int(window.height) + 18)
                }
            }
        }
        // Fractional windows round up; bad sizes stay drawable.
        #expect(RecordingSurvey.canvasSize(container: Size(width: 390.2, height: 843.5), laneCount: 1) == (391, 844))
        #expect(RecordingSurvey.canvasSize(container: Size(width: .nan, height: 0), laneCount: 1) == (1, 1))
    }

    @Test func uncoveredPartsOfALaneAfterAResize() {
        let content = Rect(x: 10, y: 20, width: 844, height: 844)
        #expect(HeadlessStage.uncovered(content, by: Size(width: 844, height: 844)).isEmpty)
        #expect(HeadlessStage.uncovered(content, by: Size(width: 900, height: 900)).isEmpty)
        #expect(HeadlessStage.uncovered(content, by: Size(width: 390, height: 844))
                == [Rect(x: 400, y: 20, width: 454, height: 844)])
        #expect(HeadlessStage.uncovered(content, by: Size(width: 844, height: 390))
                == [Rect(x: 10, y: 410, width: 844, height: 454)])
        #expect(HeadlessStage.uncovered(content, by: Size(width: 400, height: 300))
                == [Rect(x: 410, y: 20, width: 444, height: 844), Rect(x: 10, y: 320, width: 400, height: 544)])
        #expect(HeadlessStage.covered(content, by: Size(width: .nan, height: -5)) == Rect(x: 10, y: 20, width: 844, height: 0))
    }

    /// Each lane of a recording steps exactly like a single run of its
    /// behavior; lanes that end early hold their last record.
    @Test func lanesStepExactlyLikeSingleRuns() throws {
        let scenario = try RecordTestSupport.loadScenario("seed-v1-zero-velocity")
        let names = ["seed-v1", "seed-v3", "paging"]
        let runners = try names.map { try ScenarioRunner(scenario: scenario, behavior: $0) }
        let survey = RecordingSurvey.survey(runners)
        var stage = HeadlessStage(runners: runners, display: RecordingDisplay())
        var laneRecords: [[FrameRecord]] = Array(repeating: [], count: names.count)
        stage.advance(toTick: Int.max) { lane, tick in laneRecords[lane].append(tick.record) }
        #expect(stage.isFinished)
        #expect(stage.tick == survey.lastTick)
        for (i, name) in names.enumerated() {
            let single = try RecordTestSupport.singleRun(scenario, behavior: name)
            #expect(laneRecords[i] == single, "lane \(name)")
            #expect(survey.finalTicks[i] == single.last?.tick)
            #expect(stage.lanes[i].record == single.last)  // held after its end
        }
        // seed 004's v1 leaves the page half turned; v3 pages.
        #expect(stage.lanes[0].record.offset.x == 182)
        #expect(abs(stage.lanes[1].record.offset.x - 390) < 0.5)
        #expect(survey.finalTicks[0] < survey.finalTicks[1])
        // The HUD and the timeline follow the first lane.
        #expect(stage.hud.tick == survey.finalTicks[0])
        #expect(stage.timeline.last == laneRecords[0].last)
        #expect(stage.timeline.count == laneRecords[0].count + 1, "the timeline is the first lane's whole run, tick 0 included")
        #expect(stage.timelineTicks == 0...survey.lastTick)
    }

    @Test func aScenarioRunStepsLikeScenarioRunnerRun() throws {
        let scenario = try RecordTestSupport.loadScenario("fling-one-page")
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = 3
        var pushed: [FrameRecord] = []
        let summary = runner.run { (tick: ScenarioTick) in pushed.append(tick.record) }
        var run = runner.makeRun()
        #expect(run.engine.tick == 0 && !run.isFinished)
        var pulled: [FrameRecord] = []
        while let tick = run.next() { pulled.append(tick.record) }
        #expect(pulled == pushed)
        #expect(run.isFinished && run.next() == nil)
        #expect(run.summary == summary)
        #expect(summary.finalTime >= 3)
    }

    @Test func surveyFindsTheLargestContainerOfAResize() throws {
        let scenario = try RecordTestSupport.loadScenario("resize-keeps-page-paging")
        let survey = RecordingSurvey.survey([try ScenarioRunner(scenario: scenario)])
        #expect(survey.largestContainer == Size(width: 844, height: 844))
        #expect(survey.settled == [true])
    }

    // MARK: Filmstrip geometry

    @Test func filmstripLayoutTilesAndSizes() {
        let layout = FilmstripLayout(tileCount: 27, columns: nil, frameWidth: 391, frameHeight: 431, captionHeight: 41)
        // 27 tiles of 391 × 472 (+8 spacing): 6 columns × 5 rows is 1.00:1, 7 × 4 is
        // 1.46:1, 9 × 3 is 2.49:1 (8 × 4 only adds empty cells): 7 is closest to 16:10.
        #expect(layout.columns == 7 && layout.rows == 4)
        #expect(layout.sheetWidth == 7 * 391 + 8 * 8 && layout.sheetHeight == 4 * 472 + 5 * 8)
        #expect(layout.frameOrigin(ofTile: 0) == (8, 8))
        #expect(layout.frameOrigin(ofTile: 8) == (8 + 391 + 8, 8 + 472 + 8))
        #expect(layout.captionOrigin(ofTile: 8) == (8 + 391 + 8, 8 + 472 + 8 + 431))
        #expect(layout.fitsLimits)
        let aspect = Double(layout.sheetWidth) / Double(layout.sheetHeight)
        #expect(aspect > 1 && aspect < 2)
        // Explicit columns are clamped to 1…tiles.
        #expect(FilmstripLayout(tileCount: 3, columns: 10, frameWidth: 10, frameHeight: 10, captionHeight: 0).columns == 3)
        #expect(FilmstripLayout(tileCount: 1, columns: nil, frameWidth: 10, frameHeight: 10, captionHeight: 0).columns == 1)
        // Wide tiles stack; tall tiles line up.
        #expect(FilmstripLayout.defaultColumns(tileCount: 4, tileWidth: 1000, tileHeight: 100) == 1)
        #expect(FilmstripLayout.defaultColumns(tileCount: 4, tileWidth: 100, tileHeight: 1000) == 4)
        // Too big a sheet is refused, not allocated.
        #expect(!FilmstripLayout(tileCount: 5000, columns: nil, frameWidth: 390, frameHeight: 844, captionHeight: 40).fitsLimits)
        #expect(FilmstripLayout.defaultDownscale(frameWidth: 390) == 1)
        #expect(FilmstripLayout.defaultDownscale(frameWidth: 782) == 2)
        #expect(FilmstripLayout.defaultDownscale(frameWidth: 1566) == 4)
        #expect(FilmstripLayout.defaultDownscale(frameWidth: 780) == 2)
    }

    // MARK: Box filter

    @Test func downscaleAveragesBlocks() {
        // 4 × 2 opaque grey ramp reduced twice: each output pixel is the mean of its 2 × 2 block.
        let values: [UInt8] = [0, 10, 100, 200, 20, 30, 50, 51]
        var image = RGBAImage(width: 4, height: 2)
        for (i, v) in values.enumerated() { image.setColor(RGBColor(r: v, g: v / 2, b: 255 - v), x: i % 4, y: i / 4) }
        let half = image.downscaled(by: 2)
        #expect(half.width == 2 && half.height == 1)
        // r (0+10+20+30)/4 = 15, g (0+5+10+15)/4 = 7.5 → 8 (half up), b (255+245+235+225)/4 = 240;
        // r (100+200+50+51)/4 = 100.25 → 100, g (50+100+25+25)/4 = 50, b (155+55+205+204)/4 = 154.75 → 155.
        #expect(half.color(x: 0, y: 0) == RGBColor(r: 15, g: 8, b: 240))
        #expect(half.color(x: 1, y: 0) == RGBColor(r: 100, g: 50, b: 155))
        // Odd sizes: the last blocks average the pixels they have.
        var odd = RGBAImage(width: 5, height: 3, fill: (40, 40, 40, 255))
        odd.setColor(RGBColor(r: 200, g: 0, b: 0), x: 4, y: 2)
        let small = odd.downscaled(by: 2)
        #expect(small.width == 3 && small.height == 2)
        #expect(small.color(x: 2, y: 1) == RGBColor(r: 200, g: 0, b: 0))  // a 1 × 1 block
        #expect(small.color(x: 2, y: 0) == RGBColor(r: 40, g: 40, b: 40))  // a 1 × 2 block
        // Colour weighted by alpha: a transparent red does not tint an opaque blue.
        var mixed = RGBAImage(width: 2, height: 1)
        mixed.setColor(RGBColor(r: 255, g: 0, b: 0, a: 0), x: 0, y: 0)
        mixed.setColor(RGBColor(r: 0, g: 0, b: 255, a: 255), x: 1, y: 0)
        #expect(mixed.downscaled(by: 2).color(x: 0, y: 0) == RGBColor(r: 0, g: 0, b: 255, a: 128))
        #expect(image.downscaled(by: 1) == image)
        #expect(image.downscaled(by: -3) == image)
        #expect(RGBAImage(width: 0, height: 0).downscaled(by: 4).width == 0)
        // A factor larger than the image: one pixel, the mean of all.
        #expect(odd.downscaled(by: 100).color(x: 0, y: 0) == RGBColor(r: 51, g: 37, b: 37))
    }

    // MARK: Options

    private func message(_ arguments: [String]) -> String? {
        do {
            let command = try RecordCommand.parse(arguments)
            _ = try command.request()
            return nil
        } catch {
            return RecordCommand.message(for: error)
        }
    }

    @Test func badOptionsAreRefusedNamingTheOption() {
        let cases: [([String], String)] = [
            (["s", "--out", "x.jpg"], "--out"),
            (["s", "--out", "x.png"], "--at"),
            (["s", "--out", "x.gif", "--at", "1"], "--at"),
            (["s", "--out", "x.png", "--at", "nan"], "--at"),
            (["s", "--out", "x.png", "--at", "-1"], "--at"),
            (["s", "--out", "x.gif", "--fps", "60"], "--fps"),
            (["s", "--out", "x.gif", "--fps", "0"], "--fps"),
            (["s", "--out", "x.png", "--at", "1", "--fps", "10"], "--fps"),
            (["s", "--out", "x.gif", "--scale", "3"], "--scale"),
            (["s", "--out", "x.gif", "--window", "0x10"], "--window"),
            (["s", "--out", "x.gif", "--window", "abc"], "--window"),
            (["s", "--out", "x.gif", "--behavior", "pagin"], "--behavior"),
            (["s", "--out", "x.gif", "--lanes", "paging"], "--lanes"),
            (["s", "--out", "x.gif", "--lanes", "a,b,c,d,e"], "--lanes"),
            (["s", "--out", "x.gif", "--lanes", "paging,,seed-v3"], "--lanes"),
            (["s", "--out", "x.gif", "--lanes", "paging,nope"], "--lanes"),
            (["s", "--out", "x.gif", "--lanes", "paging,seed-v3", "--behavior", "free"], "--behavior"),
            (["s", "--out", "x.gif", "--filmstrip"], "--filmstrip"),
            (["s", "--out", "x.png", "--filmstrip", "--at", "1"], "--filmstrip"),
            (["s", "--out", "x.png", "--filmstrip", "--every", "0"], "--every"),
            (["s", "--out", "x.png", "--filmstrip", "--columns", "0"], "--columns"),
            (["s", "--out", "x.png", "--filmstrip", "--downscale", "17"], "--downscale"),
            (["s", "--out", "x.gif", "--every", "3"], "--every"),
            (["s", "--out", "x.gif", "--until", "inf"], "--until"),
        ]
        for (arguments, option) in cases {
            let text = message(arguments)
            #expect(text?.contains(option) == true, "\(arguments): \(text ?? "accepted")")
        }
        #expect(message(["s", "--out", "x.gif"]) == nil)
        #expect(message(["s", "--out", "X.GIF", "--fps", "50", "--lanes", "paging, seed-v3"]) == nil)
        #expect(message(["s", "-o", "x.png", "--at", "0"]) == nil)
        #expect(message(["s", "--out", "x.png", "--filmstrip", "--every", "6", "--columns", "4", "--downscale", "2"]) == nil)
    }

    @Test func requestDefaults() throws {
        let gif = try RecordCommand.parse(["s", "--out", "a.gif"]).request()
        #expect(gif.output == .gif && gif.framesPerSecond == 30 && gif.behaviors == [nil])
        #expect(gif.display.layers.showsHUD && !gif.display.layers.showsOverlays && !gif.display.layers.showsTimeline && gif.display.scale == 1)
        let strip = try RecordCommand.parse(["s", "--out", "a.png", "--filmstrip", "--lanes", "seed-v1,seed-v3"]).request()
        #expect(strip.output == .filmstrip(every: 12, columns: nil, downscale: nil))
        #expect(strip.behaviors == ["seed-v1", "seed-v3"])
        #expect(!strip.display.layers.showsHUD)  // tiles are captioned instead
        let withHUD = try RecordCommand.parse(["s", "--out", "a.png", "--filmstrip", "--hud"]).request()
        #expect(withHUD.display.layers.showsHUD)
        let noHUD = try RecordCommand.parse(["s", "--out", "a.gif", "--no-hud", "--timeline", "--overlays", "--scale", "2", "--window", "300x500"]).request()
        #expect(!noHUD.display.layers.showsHUD && noHUD.display.layers.showsTimeline && noHUD.display.layers.showsOverlays && noHUD.display.scale == 2)
        #expect(noHUD.window == Size(width: 300, height: 500))
    }

    // MARK: Bench parts

    @Test func benchOffsetsKeepTheSpeedAndReachDeepRows() {
        let bench = FrameCostBenchmark()
        let maxOffset = 60_000_000.0
        let offsets = (0..<1000).map { bench.offset(ofFrame: $0, maxOffset: maxOffset) }
        for i in 1..<offsets.count where i % bench.segmentFrames != 0 {
            #expect(offsets[i] - offsets[i - 1] == bench.speed)
        }
        #expect(offsets.max()! > 0.9 * maxOffset)
        #expect(offsets.allSatisfy { $0 >= 0 && $0 <= maxOffset })
        // Small content: still inside it.
        let small = (0..<1000).map { bench.offset(ofFrame: $0, maxOffset: 5188) }
        #expect(small.allSatisfy { $0 >= 0 && $0 <= 5188 })
        #expect(FrameCostBenchmark.percentile([1, 2, 3, 4], 0.5) == 2)
        #expect(FrameCostBenchmark.percentile(Array(1...100).map(Double.init), 0.99) == 99)
        #expect(FrameCostBenchmark.percentile([], 0.99) == 0)
    }

    @Test func benchScenariosParse() throws {
        for (preset, jump) in [("rainbow", 1000), ("million", 30_000_000)] {
            let scenario = try Scenario.parse(text: BenchCommand.memoryScenario(preset: preset, jump: jump), fileName: "bench.json")
            #expect(scenario.preset == preset)
            #expect(scenario.events.count == 2)
        }
        var table = BenchTable(columns: ["name", "value"])
        table.add(["a", "1.0 ms"])
        table.add(["longer name", "12.0 ms"])
        // Widths 11 and 7; first column left, others right, 2 spaces apart; rows indented 2.
        let sp = { (n: Int) in String(repeating: " ", count: n) }
        #expect(table.lines == ["name" + sp(13) + "value", "  a" + sp(13) + "1.0 ms", "  longer name" + sp(2) + "12.0 ms"])
        #expect(BenchFormat.count(1_000_000) == "1,000,000" && BenchFormat.count(999) == "999")
    }
}
