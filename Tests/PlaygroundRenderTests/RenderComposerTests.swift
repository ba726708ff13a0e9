import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
@Suite("Frame composer") struct RenderComposerTests {
    static let pages = Preset(
        name: "pages", summary: "test pages", axes: .horizontal, defaultItemCount: 20, defaultBehavior: "paging",
        defaultWindow: Size(width: 390, height: 844),
        style: PresetStyle(background: .solid(RGBColor(hex: 0x1C1C1E)), itemFill: RGBColor(hex: 0x0A84FF), itemBorder: RGBColor(hex: 0xFFFFFF), itemText: RGBColor(hex: 0xFFFFFF))
    ) { count, _, container in
        StackLayout(axis: .horizontal, itemCount: count, itemLength: container.width, spacing: 0, containerSize: container, isScrollTargetLayout: true)
    }

    @Test func oneLaneWithoutChromeIsExactlyTheScene() throws {
        let fixture = SceneFixture(offset: Point(x: 0, y: 1234.5))
        let a = try OffscreenSurface(width: 390, height: 844, scale: 2)
        fixture.draw(on: a.canvas)
        let b = try OffscreenSurface(width: 390, height: 844, scale: 2)
        var composer = FrameComposer()
        composer.layers.showsHUD = false
        let lane = FrameComposer.Lane(record: fixture.record, layout: fixture.layout, geometry: fixture.geometry, preset: fixture.preset)
        composer.draw(lanes: [lane], hud: HUDModel(), history: [FrameRecord](), cursorTick: nil, time: 0, on: b.canvas)
        #expect(a.readImage() == b.readImage())
    }

    @Test func composedFramesAreDeterministicAndShowEverything() throws {
        let window = Size(width: 900, height: 700)
        let frames = FrameComposer.laneFrames(count: 2, in: Rect(origin: .zero, size: window))
        let records = SyntheticRun.records()
        let rainbow = SceneFixture(offset: Point(x: 0, y: 1563.8), container: frames[0].content.size)
        var pageFixture = SceneFixture(preset: Self.pages, items: 20, offset: Point(x: 449 * 2 + 130, y: 0), container: frames[1].content.size)
        pageFixture.record.velocity = Vector(dx: -900, dy: 0)
        pageFixture.record.restingOffset = Point(x: 449 * 2, y: 0)
        let lanes = [
            FrameComposer.Lane(record: rainbow.record, layout: rainbow.layout, geometry: rainbow.geometry, preset: rainbow.preset, lastDecision: records[48].decision, title: "paging"),
            FrameComposer.Lane(record: pageFixture.record, layout: pageFixture.layout, geometry: pageFixture.geometry, preset: Self.pages,
                               lastDecision: TargetDecision(behavior: "view-aligned", original: Point(x: 449 * 3, y: 0), proposed: Point(x: 449 * 2 + 60, y: 0), adjusted: Point(x: 449 * 2, y: 0), velocity: Vector(dx: -900, dy: 0)),
                               title: "view-aligned"),
        ]
        var composer = FrameComposer()
        composer.layers.showsOverlays = true
        composer.layers.showsTimeline = true
        composer.selectedLane = 1
        var hud = RenderHUDTests.busyModel()
        hud.mode = .paused
        hud.isRecording = false
        func render() throws -> RGBAImage {
            let surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: 1)
            composer.draw(lanes: lanes, hud: hud, history: records, cursorTick: 200, time: 1.67, on: surface.canvas)
            return surface.readImage()
        }
        let first = try render()
        #expect(try render() == first)  // same values, same pixels
        RenderTestSupport.save(first, as: "composer-2-lanes")
        // The timeline covers the bottom of the window without resizing the lanes.
        let timeline = FrameComposer.timelineRect(in: Rect(origin: .zero, size: window))
        #expect(timeline.maxY == 700 && timeline.height == TimelineRenderer.preferredHeight)
        #expect(frames[0].content.maxY == 700)
        composer.layers.showsHelp = true
        composer.layers.showsHUD = false
        let surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: 1)
        composer.draw(lanes: lanes, hud: hud, history: records, cursorTick: 200, time: 1.67, on: surface.canvas)
        RenderTestSupport.save(surface.readImage(), as: "composer-help")
    }

    @Test func badValuesNeverCrash() throws {
        let surface = try OffscreenSurface(width: 300, height: 400, scale: 2)
        var composer = FrameComposer()
        composer.layers.showsOverlays = true
        composer.layers.showsTimeline = true
        composer.layers.showsHelp = true
        for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0] {
            var fixture = SceneFixture(offset: Point(x: bad, y: bad), container: Size(width: 300, height: 400))
            fixture.record.velocity = Vector(dx: bad, dy: bad)
            fixture.record.restingOffset = Point(x: bad, y: 0)
            fixture.record.hue = bad
            var zero = fixture
            zero.geometry.containerSize = .zero
            zero.geometry.contentSize = Size(width: bad, height: bad)
            let decision = TargetDecision(behavior: "x", original: Point(x: bad, y: bad), proposed: Point(x: 0, y: bad), adjusted: Point(x: bad, y: 0), velocity: Vector(dx: bad, dy: bad), unclamped: Point(x: bad, y: bad))
            var hud = HUDModel()
            hud.offset = Point(x: bad, y: bad)
            hud.velocity = Vector(dx: bad, dy: bad)
            hud.now = bad
            hud.frames = FrameTimeWindow.Stats(framesPerSecond: bad, median: bad, percentile99: bad, count: 3)
            let lanes = [fixture, zero].map { FrameComposer.Lane(record: $0.record, layout: $0.layout, geometry: $0.geometry, preset: $0.preset, lastDecision: decision) }
            composer.draw(lanes: lanes, hud: hud, history: [fixture.record, zero.record], cursorTick: 0, time: bad, on: surface.canvas)
        }
        #expect(RenderFormat.number(.nan) == "nan" && RenderFormat.number(-.infinity) == "-inf" && RenderFormat.number(1e300) == "huge")
        #expect(RenderFormat.number(-0.04) == "0.0" && RenderFormat.number(-1.25, decimals: 2) == "-1.25" && RenderFormat.number(1750) == "1750.0")
        _ = surface.readImage()
    }
}
}
