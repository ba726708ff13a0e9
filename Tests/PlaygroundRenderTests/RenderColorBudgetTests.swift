import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// Every frame the renderer draws holds at most 256 colours, so a GIF (one
/// 256-colour table) stores it exactly: anti-aliased text and corners come
/// in `CoverageRuns.levels` steps, translucent cards are composited over the
/// flat background. Checked on every preset in both appearances at 1× and
/// 2×, mid-fling, with the HUD, the overlays (and their legend) and the
/// timeline on; and end to end: a README demo recorded as a GIF decodes to
/// exactly the frames `record --at` writes as PNGs.
@Suite("Colour budget") struct RenderColorBudgetTests {
    /// The most colours a GIF frame can hold without quantising.
    static let budget = 256

    /// The distinct RGBA values of `image`.
    static func colours(_ image: RGBAImage) -> Int {
        var seen = Set<UInt32>()
        image.pixels.withUnsafeBytes { raw in
            for value in raw.bindMemory(to: UInt32.self) { seen.insert(value) }
        }
        return seen.count
    }

    /// `preset` mid-fling in `window`, drawn with every layer in `appearance`.
    static func frame(_ preset: Preset, appearance: Appearance, scale: Double, window: Size) throws -> RGBAImage {
        var run = PresetRun(preset, window: window)
        let axis = preset.axes.primary
        func point(_ along: Double) -> Point {
            var p = Point(x: window.width / 2, y: window.height / 2)
            p[axis] = along
            return p
        }
        let start = window[axis] * 0.7
        run.send(.pointer(.down, point(start)), after: 0.01)
        for i in 1...10 { run.send(.pointer(.move, point(start - Double(i) * 12)), after: 0.01 + Double(i) / 120) }
        run.send(.pointer(.up, point(start - 120)), after: 0.01 + 11.0 / 120)
        var history: [FrameRecord] = []
        var hud = HUDModel()
        hud.preset = preset.name
        hud.axes = preset.axes
        for tick in 1...48 {
            run.run(until: Double(tick) / 120)
            history.append(run.engine.lastRecord)
            hud.update(with: run.engine.lastRecord, now: run.engine.time)
        }
        let surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: scale)
        var composer = FrameComposer()
        composer.layers.showsHUD = true
        composer.layers.showsOverlays = true
        composer.layers.showsTimeline = true
        composer.scene.appearance = appearance
        let record = run.engine.lastRecord
        let lane = FrameComposer.Lane(record: record, layout: run.engine.layout, geometry: run.engine.geometry, preset: run.preset, lastDecision: run.engine.lastDecision)
        composer.draw(lanes: [lane], hud: hud, history: history, cursorTick: nil, time: record.time, on: surface.canvas)
        return surface.readImage()
    }

    @Test(arguments: [1.0, 2.0])
    func everyPresetInBothAppearancesFitsAGIFTable(scale: Double) throws {
        let window = scale == 1 ? Size(width: 1280, height: 800) : Size(width: 640, height: 420)
        var report: [String] = []
        for preset in PresetCatalog.all {
            for appearance in [Appearance.light, .dark] {
                let image = try Self.frame(preset, appearance: appearance, scale: scale, window: window)
                let count = Self.colours(image)
                report.append("\(preset.name)/\(appearance): \(count)")
                #expect(count <= Self.budget, "\(preset.name) \(appearance) at \(scale)×: \(count) colours")
                PresetRun.save(image, as: "colours-\(preset.name)-\(appearance)-\(Int(scale))x")
            }
        }
        print("colours per frame at \(scale)×: \(report.joined(separator: ", "))")
    }

    /// A text-heavy frame still anti-aliases: the HUD's glyph edges use the
    /// partial coverage steps (a colour strictly between the text and the
    /// panel), not only the two flat colours.
    @Test func textStaysAntiAliased() throws {
        let image = try Self.frame(PresetCatalog.rainbow, appearance: .light, scale: 1, window: Size(width: 1280, height: 800))
        #expect(Self.colours(image) > 20)
    }

    /// `record` of a README demo writes a GIF whose frames are, pixel for
    /// pixel, the frames `record --at` writes losslessly as PNG: nothing was
    /// quantised. At 25 fps a GIF frame lasts exactly 4 cs, so frame i is
    /// the frame at i / 25 s.
    @Test func recordedDemoDecodesToTheRenderedFrames() throws {
        let directory = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(directory) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let scenario = root.appendingPathComponent("demos/scenarios/demo-pages-fling.json").path
        let gif = directory + "/demo.gif"
        let common = ["--overlays", "--timeline", "--window", "390x600"]
        let result = try RecordTestSupport.playground(["record", scenario, "--out", gif, "--fps", "25"] + common)
        #expect(result.status == 0, "\(result.stderr)")
        let reader = try MediaGIFReader([UInt8](Data(contentsOf: URL(fileURLWithPath: gif))))
        let frames = reader.composedFrames()
        var start = 0
        var starts: [Int] = []
        for image in reader.images {
            starts.append(start)
            start += image.delay
        }
        #expect(frames.count >= 10)
        var compared = 0
        for k in [1, frames.count / 3, frames.count / 2, frames.count - 2] where k > 0 && k < frames.count {
            let centiseconds = starts[k]
            guard centiseconds % 4 == 0 else { continue }
            let seconds = Double(centiseconds / 4) / 25
            let png = directory + "/frame-\(k).png"
            let shot = try RecordTestSupport.playground(["record", scenario, "--out", png, "--at", "\(seconds)"] + common)
            #expect(shot.status == 0, "\(shot.stderr)")
            let expected = try RecordTestSupport.decode(png)
            let decoded = frames[k]
            #expect(expected.width == decoded.width && expected.height == decoded.height)
            var differing = 0
            for i in stride(from: 0, to: min(expected.pixels.count, decoded.pixels.count), by: 4)
            where expected.pixels[i] != decoded.pixels[i] || expected.pixels[i + 1] != decoded.pixels[i + 1] || expected.pixels[i + 2] != decoded.pixels[i + 2] {
                differing += 1
            }
            #expect(differing == 0, "GIF frame \(k) (\(seconds) s): \(differing) pixels differ from the PNG")
            #expect(Self.colours(expected) <= Self.budget)
            compared += 1
        }
        #expect(compared >= 2)
    }
}
}
