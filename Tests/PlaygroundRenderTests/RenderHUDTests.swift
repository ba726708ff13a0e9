import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
@Suite("HUD and help overlay") struct RenderHUDTests {
    /// A busy HUD: decelerating after a fling, both end detectors fired, one
    /// of them flashing.
    static func busyModel(now: Double = 2.7) -> HUDModel {
        var model = HUDModel()
        model.preset = "rainbow"
        model.axes = .vertical
        let record = FrameRecord(
            tick: 324, time: 2.7, offset: Point(x: 0, y: 1750.25), velocity: Vector(dx: 0, dy: -1520.4),
            phase: .decelerating, activity: .ballistic, behavior: "view-aligned-by-few", source: .trackpad,
            containerSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 6008),
            hue: 0.5, decision: TargetDecision(behavior: "view-aligned-by-few", original: .zero, proposed: Point(x: 0, y: 1702.9), adjusted: Point(x: 0, y: 1748), velocity: Vector(dx: 0, dy: -1520.4)),
            ends: [.debounce]
        )
        model.phaseEnd = HUDModel.EndEvent(time: 1.2, offset: Point(x: 0, y: 600), flashStart: 1.2)
        model.update(with: record, now: now)
        model.frames = FrameTimeWindow.Stats(framesPerSecond: 59.9, median: 0.01667, percentile99: 0.0213, count: 60)
        model.speed = .quarter
        model.mode = .replaying
        model.isRecording = true
        return model
    }

    @Test func rowsCarryTheLiveValues() {
        let rows = HUDRenderer().rows(for: Self.busyModel())
        func value(_ label: String) -> String? { rows.first { $0.label == label }?.value }
        #expect(value("offset") == "(    0.0,  1750.3)")
        #expect(value("velocity") == "(     0,  -1520) px/s")
        #expect(value("phase") == "decelerating")
        #expect(value("activity") == "ballistic")
        #expect(value("behavior") == "view-aligned-by-few")
        #expect(value("target") == "1702.9 → 1748.0")
        #expect(value("deceleration") == "normal (0.998/ms)")
        #expect(value("input") == "trackpad")
        #expect(value("debounce end") == "(    0.0,  1750.3) at 2.70 s")
        #expect(value("phase end") == "(    0.0,   600.0) at 1.20 s")
        #expect(value("frames") == "59.9 fps  16.7 ms med  21.3 p99")
        #expect(value("state") == "REPLAY  ¼×  tick 324  2.70 s")
        #expect(value("recording") == "● REC")
    }

    /// The panel's width does not move while values change: any offset
    /// within the content, any velocity, any mode and speed, recording or
    /// not, frames timed or "at rest", end rows shown or not.
    @Test func hudWidthIsStable() throws {
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        let canvas = surface.canvas
        let renderer = HUDRenderer()
        let busy = Self.busyModel()
        var models = [busy]
        var quiet = HUDModel()
        quiet.preset = "rainbow"
        quiet.contentLength = busy.contentLength
        quiet.isAtRest = true
        models.append(quiet)
        for (offset, velocity) in [(-844.0, 7999.0), (5164, -8000), (0.25, 0)] {
            var m = busy
            m.offset = Point(x: 0, y: offset)
            m.velocity = Vector(dx: 0, dy: velocity)
            m.lastDecision = nil
            m.debounceEnd = nil
            models.append(m)
        }
        for mode in PlaybackMode.allCases {
            for speed in [PlaybackSpeed.normal, .half, .quarter, .tenth] {
                var m = busy
                m.mode = mode
                m.speed = speed
                m.tick = 35999
                m.time = 299.99
                m.isRecording.toggle()
                m.frames = FrameTimeWindow.Stats(framesPerSecond: 120, median: 0.1234, percentile99: 0.5678, count: 9)
                models.append(m)
            }
        }
        var other = busy
        other.behavior = "view-aligned-by-one"
        models.append(other)
        let widths = Set(models.map { renderer.panelSize(for: $0, on: canvas).width })
        #expect(widths.count == 1, "\(widths.sorted())")
        #expect(widths.first.map { $0 <= 390 - 16 } == true, "fits a 390 px lane: \(widths)")
    }

    @Test func endRowsFlashForSixTenthsOfASecond() {
        let renderer = HUDRenderer()
        func debounce(_ now: Double) -> HUDRenderer.Row {
            var model = Self.busyModel()
            model.now = now
            return renderer.rows(for: model).first { $0.label == "debounce end" }!
        }
        #expect(debounce(2.7).highlightStrength == 1)
        #expect(abs(debounce(3.0).highlightStrength - 0.5) < 1e-9)
        #expect(debounce(3.31).highlight == nil)
        #expect(debounce(3.31).value == "(    0.0,  1750.3) at 2.70 s")  // still shown, no longer flashing
        #expect(HUDModel().flash(nil) == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func hudPanelHoldsAllItsText(scale: Double) throws {
        let surface = try OffscreenSurface(width: 390, height: 844, scale: scale)
        let canvas = surface.canvas
        let background = RGBColor(hue: 0.5, saturation: 1, brightness: 1)
        canvas.clear(background)
        let renderer = HUDRenderer()
        let model = Self.busyModel(now: 2.9)
        let panel = renderer.draw(model, in: canvas.bounds, on: canvas)
        // Every row's text fits inside the panel, with its padding.
        let (size, valueX, _) = renderer.layout(renderer.rows(for: model), templates: renderer.widthTemplates(for: model), on: canvas)
        #expect(panel.size == size)
        for row in renderer.rows(for: model) {
            let width = valueX + (row.swatch == nil ? 0 : 12) + canvas.measure(row.value).width
            #expect(width <= panel.width - HUDRenderer.padding + 0.001, "\(row.label)")
        }
        #expect(panel.maxX <= 390 && panel.maxY <= 844)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "hud-\(Int(scale))x")
        // Nothing drawn outside the panel; the panel is dark on any hue.
        let s = scale
        #expect(RenderTestSupport.countDiffering(image, x: Int(panel.maxX * s), y: 0, w: Int((390 - panel.maxX) * s), h: Int(844 * s), from: background) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: Int(panel.maxY * s), w: Int(390 * s), h: Int((844 - panel.maxY) * s), from: background) == 0)
        let inside = image[Int((panel.maxX - 3) * s), Int((panel.maxY - 3) * s)]
        #expect(Int(inside.r) + Int(inside.g) + Int(inside.b) < 150)
        // The panel keeps its width as numbers change.
        var other = model
        other.offset = Point(x: 0, y: 3.5)
        other.velocity = .zero
        #expect(renderer.panelSize(for: other, on: canvas).width == panel.width)
    }

    @Test func frameTimeWindowStatistics() {
        var window = FrameTimeWindow(span: 1)
        #expect(window.stats == .empty)
        // 60 frames of 16 ms, 1 of 50 ms, over ~1 s.
        var t = 0.0
        for i in 0..<61 {
            let d = i == 30 ? 0.050 : 0.016
            t += d
            window.add(duration: d, at: t)
        }
        let s = window.stats
        #expect(s.median == 0.016)
        #expect(s.percentile99 == 0.050)  // nearest rank: the 61st of 61... or the largest
        // Old frames leave the window.
        for _ in 0..<200 { t += 0.008; window.add(duration: 0.008, at: t) }
        let later = window.stats
        #expect(later.median == 0.008 && later.percentile99 == 0.008)
        #expect(abs(later.framesPerSecond - 125) < 1)
        window.add(duration: .nan, at: t)
        #expect(window.stats == later)
    }

    @Test func playbackSpeedsCycle() {
        #expect(PlaybackSpeed.normal.next == .half)
        #expect(PlaybackSpeed.tenth.next == .normal)
        #expect(PlaybackSpeed.all.map(\.label) == ["1×", "½×", "¼×", "⅒×"])
    }

    /// A view file's notes: the count by kind, then at most four rows (the
    /// fourth says how many more the help lists), a long name cut.
    @Test func notesAreCountedThenListedWithTheirLines() {
        var model = HUDModel()
        let sheet = ViewNote(kind: .ignored, name: ".sheet(isPresented:)", file: "Feed.swift", line: 58)
        #expect(sheet.description == "ignored: .sheet(isPresented:) at Feed.swift:58")
        #expect(ViewNote(line: sheet.description) == sheet)
        #expect(ViewNote(line: "Feed.swift: ignored: x") == nil)
        #expect(ViewNote(line: "ignored: .sheet at Feed.swift:0") == nil)
        model.viewNotes = [sheet]
        #expect(HUDRenderer().noteRows(model.viewNotes).map(\.value) == ["1 ignored", ".sheet(isPresented:)  line 58"])
        // Names of 26 characters and longer, about two files (so each row names its file).
        model.viewNotes = (1...5).map { ViewNote(kind: $0 == 1 ? .approximated : .ignored, name: String(repeating: "x", count: 25 + $0), file: $0 == 5 ? "B.swift" : "A.swift", line: $0) }
        let rows = HUDRenderer().noteRows(model.viewNotes)
        #expect(rows.map(\.value) == [
            "1 approximated · 4 ignored",
            String(repeating: "x", count: 26) + "  A.swift:1",
            String(repeating: "x", count: 25) + "…  A.swift:2",
            String(repeating: "x", count: 25) + "…  A.swift:3",
            "+2 more: H lists them",
        ])
        #expect(rows.map(\.label) == ["SwiftUI", "approximated", "ignored", "ignored", ""])
        #expect(HUDRenderer().noteRows([]).isEmpty)
    }
}
}
