import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// `playground record` end to end in process (SDL's software renderer, so
/// under the serialized renderer suite), its files decoded by ImageMagick.
@Suite("Record: files") struct RecordSDLTests {
    static func request(_ scenario: String, _ path: String, _ output: RecordRequest.Output, hud: Bool = true,
                        behaviors: [String?] = [nil], configure: (inout RecordRequest) -> Void = { _ in }) -> RecordRequest {
        var request = RecordRequest(scenario: RecordTestSupport.scenarioPath(scenario), outputPath: path, output: output)
        request.display.layers.showsHUD = hud
        request.behaviors = behaviors
        configure(&request)
        return request
    }

    /// A scenario with an `end` (a capture) is recorded through its end:
    /// floor(end × 30) + 1 frames, even before the run settles, and without
    /// the "never settled" warning.
    @Test func aScenarioWithAnEndIsRecordedThroughIt() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        var scenario = try RecordTestSupport.loadScenario("wheel-notches-rainbow")
        for end in [0.5, 0.4, 3.0] {   // mid-animation (tick 60, 48), after the settle
            scenario.end = max(end, scenario.lastEventTime ?? 0)
            let file = dir + "/s.json"
            try scenario.fileText.write(toFile: file, atomically: true, encoding: .utf8)
            var request = RecordRequest(scenario: file, outputPath: dir + "/e.gif", output: .gif)
            request.display.layers.showsHUD = false
            let result = try Recorder.record(request)
            let end = try #require(scenario.end)
            #expect(result.frames == Int((end * 30 + 1e-9).rounded(.down)) + 1, "end \(end)")
            #expect(abs(result.duration - end) < 1e-9)
            #expect(result.unsettledLanes.isEmpty)
        }
    }

    /// The background beside the rows has seed 003's hue of the offset
    /// reached at `--at` (HSB formula, ±2 per channel), at scale 1 and 2.
    @Test func pngBackgroundHasTheHueOfTheOffset() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let scenario = try RecordTestSupport.loadScenario("wheel-notches-rainbow")
        let records = try RecordTestSupport.singleRun(scenario, behavior: nil)
        // Settled at 150 px (3 notches × 50), and mid-animation at t = 0.15 s (tick 18).
        let midOffset = records[17].offset.y
        #expect(records[17].tick == 18 && midOffset > 0 && midOffset < 150)
        for (at, offset) in [(1.5, 150.0), (0.15, midOffset)] {
            for scale in [1.0, 2.0] {
                let path = dir + "/hue-\(at)-\(Int(scale)).png"
                let result = try Recorder.record(Self.request("wheel-notches-rainbow", path, .png(at: at)) { $0.display.scale = scale })
                #expect(result.width == Int(390 * scale) && result.height == Int(844 * scale))
                let image = try RecordTestSupport.decode(path)
                #expect(image.width == result.width && image.height == result.height)
                let expected = RecordTestSupport.rainbowColor(hue: offset / 3500)
                // Beside the rows (they are inset 48 px from the sides), below the HUD.
                for (x, y) in [(20.0, 600.0), (370.0, 300.0)] {
                    let pixel = image[Int(x * scale), Int(y * scale)]
                    #expect(RecordTestSupport.distance(pixel, expected) <= 2, "at \(at) s, scale \(scale), (\(x), \(y)): \(pixel) vs \(expected)")
                }
            }
        }
        // --window replaces the scenario's window.
        let small = dir + "/small.png"
        let result = try Recorder.record(Self.request("wheel-notches-rainbow", small, .png(at: 1)) { $0.window = Size(width: 300, height: 500) })
        #expect(result.width == 300 && result.height == 500)
        #expect(try RecordTestSupport.decode(small).width == 300)
    }

    /// A GIF of the whole run: ceil(duration × fps) frames sampled at i/fps,
    /// delays from GIFFrameClock adding up to the duration.
    @Test func gifCoversTheRunAtTheFrameRate() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let scenario = try RecordTestSupport.loadScenario("wheel-notches-rainbow")
        let duration = try ScenarioRunner(scenario: scenario).run { (_: ScenarioTick) in }.finalTime
        for fps in [30, 12] {
            let path = dir + "/run-\(fps).gif"
            let result = try Recorder.record(Self.request("wheel-notches-rainbow", path, .gif) { $0.framesPerSecond = fps })
            let frames = Int((duration * Double(fps)).rounded(.up))
            #expect(result.frames == frames)
            #expect(abs(result.duration - duration) < 1e-9)
            let delays = try RecordTestSupport.tool("identify", ["-format", "%T\n", path]).split(separator: "\n").compactMap { Int($0) }
            // Identical frames are merged into their predecessor's delay.
            #expect(delays.count == result.images && result.images <= frames && result.images > 1)
            let total = delays.reduce(0, +)
            #expect(total == GIFFrameClock.delays(framesPerSecond: Double(fps), count: frames).reduce(0, +))
            #expect(total == Int((100 * Double(frames) / Double(fps)).rounded()))
            #expect(abs(Double(total) / 100 - duration) <= 1 / Double(fps) + 0.005)
            #expect(delays.allSatisfy { $0 >= 2 })
            // The last frame shows the settled offset's hue (quantised: ±6).
            let last = try RecordTestSupport.tool("convert", [path, "-coalesce", "-delete", "0--2", "-crop", "1x1+20+600", "-depth", "8", "txt:-"])
            let expected = RecordTestSupport.rainbowColor(hue: 150.0 / 3500)
            // ImageMagick's text format: a header line, then "0,0: (255,66,0)  #FF4200  srgb(255,66,0)".
            let line = last.split(separator: "\n").first { $0.hasPrefix("0,0:") } ?? ""
            let numbers = line.split(whereSeparator: { !"0123456789".contains($0) }).compactMap { Int($0) }
            #expect(numbers.count >= 5, "\(last)")
            if numbers.count >= 5 {
                #expect(abs(numbers[2] - expected.r) <= 6 && abs(numbers[3] - expected.g) <= 6 && abs(numbers[4] - expected.b) <= 6, "\(last)")
            }
        }
    }

    /// Same scenario, same bytes: twice in process, and once more in a
    /// separate `playground record` process.
    @Test func sameScenarioSameBytes() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let configure: (inout RecordRequest) -> Void = { $0.display.layers.showsTimeline = true; $0.display.layers.showsOverlays = true }
        _ = try Recorder.record(Self.request("wheel-notches-rainbow", dir + "/a.gif", .gif, configure: configure))
        _ = try Recorder.record(Self.request("wheel-notches-rainbow", dir + "/b.gif", .gif, configure: configure))
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.gif"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.gif"))
        #expect(a == b && a.count > 1000)
        let child = try RecordTestSupport.playground([
            "record", RecordTestSupport.scenarioPath("wheel-notches-rainbow"), "--out", dir + "/c.gif", "--timeline", "--overlays"])
        #expect(child.status == 0, "\(child.stderr)")
        #expect(child.stdout.hasPrefix("wrote \(dir)/c.gif: 390×844 px, 24 frames at 30 fps"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/c.gif")) == a)
        // Lanes too.
        let lanes: [String?] = ["paging", "seed-v3"]
        _ = try Recorder.record(Self.request("fling-one-page", dir + "/l1.png", .png(at: 0.4), behaviors: lanes))
        _ = try Recorder.record(Self.request("fling-one-page", dir + "/l2.png", .png(at: 0.4), behaviors: lanes))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/l1.png")) == Data(contentsOf: URL(fileURLWithPath: dir + "/l2.png")))
        #expect(RecordTestSupport.contents(dir) == ["a.gif", "b.gif", "c.gif", "l1.png", "l2.png"])
    }

    /// The study case filmstrips exist for: seed 004's zero-velocity release, v1 and v3 in
    /// lanes, every 6th tick. Each tile is the frame of its tick (the `--at`
    /// PNG of that time, box-filtered) over its caption.
    @Test func filmstripOfSeedV1AgainstV3() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let scenario = try RecordTestSupport.loadScenario("seed-v1-zero-velocity")
        let v1 = try RecordTestSupport.singleRun(scenario, behavior: "seed-v1")
        let v3 = try RecordTestSupport.singleRun(scenario, behavior: "seed-v3")
        let lastTick = max(v1.last!.tick, v3.last!.tick)
        let path = dir + "/sheet.png"
        let result = try Recorder.record(Self.request(
            "seed-v1-zero-velocity", path, .filmstrip(every: 6, columns: nil, downscale: nil), hud: false,
            behaviors: ["seed-v1", "seed-v3"]))
        let tiles = lastTick / 6 + 1
        #expect(result.frames == tiles)
        let sheet = try RecordTestSupport.decode(path)
        try? FileManager.default.createDirectory(atPath: RenderTestSupport.screenshotDirectory.path, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: RenderTestSupport.screenshotDirectory.path + "/record-filmstrip-v1-v3.png")
        try? FileManager.default.copyItem(atPath: path, toPath: RenderTestSupport.screenshotDirectory.path + "/record-filmstrip-v1-v3.png")

        // Two lanes of 390 + 2 px gap = 782 px: halved to 391 × 431.
        let font = try FontBook.system()
        let captionHeight = Int(FilmstripCaption.height(laneCount: 2, lineHeight: try font.lineHeight()))
        let layout = FilmstripLayout(tileCount: tiles, columns: nil, frameWidth: 391, frameHeight: 431, captionHeight: captionHeight)
        #expect(sheet.width == layout.sheetWidth && sheet.height == layout.sheetHeight)
        #expect(result.width == sheet.width && result.height == sheet.height)

        let caption = try OffscreenSurface(width: 391, height: captionHeight, scale: 1, font: font)
        // The first tile, one in the middle (v3 animating, v1 already at rest) and the last.
        let middle = (v1.last!.tick + 6) / 6
        for index in [0, middle, tiles - 1] {
            let tick = index * 6
            let frame = dir + "/tick-\(tick).png"
            _ = try Recorder.record(Self.request(
                "seed-v1-zero-velocity", frame, .png(at: Double(tick) / 120), hud: false, behaviors: ["seed-v1", "seed-v3"]))
            let expectedFrame = try RecordTestSupport.decode(frame).downscaled(by: 2)
            let origin = layout.frameOrigin(ofTile: index)
            let tile = sheet.crop(PixelRect(x: origin.x, y: origin.y, width: 391, height: 431))
            #expect(tile == expectedFrame, "tile \(index) (tick \(tick))")
            // The caption: tick, then each lane's offset and phase at that tick (held after its end).
            let initial = try ["seed-v1", "seed-v3"].map { try ScenarioRunner(scenario: scenario, behavior: $0).makeEngine().lastRecord }
            let records = [v1, v3].enumerated().map { lane, run in tick == 0 ? initial[lane] : run[min(tick, run.count) - 1] }
            FilmstripCaption(tick: tick, time: Double(tick) / 120, records: records, axes: .horizontal).draw(on: caption.canvas)
            let at = layout.captionOrigin(ofTile: index)
            #expect(sheet.crop(PixelRect(x: at.x, y: at.y, width: 391, height: captionHeight)) == caption.readImage(), "caption \(index)")
            if index == tiles - 1 {
                #expect(records[0].offset.x == 182 && records[0].phase == .idle)  // v1: half a page, at rest
                #expect(abs(records[1].offset.x - 390) < 0.5 && records[1].phase == .idle)  // v3: next page
            }
            if index == middle {
                #expect(records[0].phase == .idle && records[1].phase == .animating)
            }
        }
    }

    /// After a resize the frame keeps the largest container's size and marks
    /// what lies outside the current window.
    @Test func resizeMarksTheOutsideOfTheWindow() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        let outside = (r: Int(HeadlessStage.outsideColor.r), g: Int(HeadlessStage.outsideColor.g), b: Int(HeadlessStage.outsideColor.b))
        for (at, inside, out) in [(0.2, (200, 200), (600, 200)), (0.9, (600, 50), (200, 600))] {
            let path = dir + "/resize-\(at).png"
            let result = try Recorder.record(Self.request("resize-keeps-page-paging", path, .png(at: at), hud: false))
            #expect(result.width == 844 && result.height == 844)
            let image = try RecordTestSupport.decode(path)
            // Inside: a full-bleed page in one of its palette colours; the outside is near-black (faint stripes: ±20).
            let pageColors = PresetCatalog.pages.style.itemPalette.map { (r: Int($0.r), g: Int($0.g), b: Int($0.b)) }
            #expect(pageColors.contains { RecordTestSupport.distance(image[inside.0, inside.1], $0) <= 2 }, "at \(at): \(image[inside.0, inside.1])")
            #expect(RecordTestSupport.distance(image[out.0, out.1], outside) <= 20, "at \(at): \(image[out.0, out.1])")
        }
    }

    /// Unwritable outputs fail with status 2 before drawing and leave nothing.
    @Test func unwritableOutputsLeaveNothing() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/taken.gif", withIntermediateDirectories: false)
        for path in [dir + "/missing/x.gif", dir + "/taken.gif", dir + "/missing/x.png"] {
            let output: RecordRequest.Output = path.hasSuffix(".gif") ? .gif : .png(at: 0.5)
            do {
                _ = try Recorder.record(Self.request("wheel-notches-rainbow", path, output))
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.status == 2)
                #expect(error.message.contains("--out"), "\(error.message)")
            }
        }
        #expect(RecordTestSupport.contents(dir) == ["taken.gif"])
        #expect(RecordTestSupport.contents(dir + "/taken.gif").isEmpty)
    }
}
}
