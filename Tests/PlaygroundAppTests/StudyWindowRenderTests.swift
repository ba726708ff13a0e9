import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// What is shown derives from the records: the study window's frame is drawn from the session's
/// `FrameModel`; overlays carry a legend of exactly what is on screen, and
/// labels stay whole inside their lane.
@Suite("Study window frames") struct StudyWindowRenderTests {
    /// Three `pages` lanes in the middle of a fling, overlays and timeline.
    static func flingingSession() -> Stage {
        var stage = Stage(options: PlaygroundSessionTests.options(lanes: ["paging", "seed-v2", "seed-v3"]).stage)
        stage.layers.showsOverlays = true
        stage.layers.showsTimeline = true
        _ = PlaygroundSessionTests.runLive(
            &stage, until: 0.5,
            events: PlaygroundSessionTests.flingEvents(at: 0.2).map {
                // The gesture in the second lane (x from 392).
                guard case let .pointer(action, p, finger) = $0.event else { return $0 }
                return TimedInputEvent(time: $0.time, event: .pointer(action, Point(x: p.x + 392, y: p.y + 18), finger: finger))
            })
        return stage
    }

    @Test func theLegendNamesEveryMarkOnScreenInItsColour() throws {
        let stage = Self.flingingSession()
        let frame = stage.frame(atWall: 0.5)
        let size = stage.windowSize
        let surface = try OffscreenSurface(width: Int(size.width), height: Int(size.height), scale: 1)
        let canvas = surface.canvas
        // The marks each lane's overlays draw.
        var marks: Set<OverlayRenderer.Mark> = []
        let frames = stage.laneFrames
        for (lane, f) in zip(frame.lanes, frames) {
            marks.formUnion(OverlayRenderer().draw(
                record: lane.record, decision: lane.lastDecision, layout: lane.layout, geometry: lane.geometry,
                axes: lane.preset.axes, in: f.content, on: canvas))
        }
        #expect(marks.isSuperset(of: [.boundary, .original, .proposed, .adjusted, .resting, .velocity]), "mid-fling: \(marks)")
        FrameComposer().draw(frame, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "study-three-lanes-fling")
        // The legend's colours are the palette of the frame's appearance (the chrome follows it).
        do {
        let palette = RenderPalette(frame.look?.appearance ?? FrameComposer().scene.appearance)
        // Laid out where the composer puts it: the selected lane, above the timeline.
        var area = frames[frame.selectedLane].content
        area.size.height = FrameComposer.timelineRect(in: Rect(origin: .zero, size: size)).minY - area.minY
        let items = OverlayLegend.items(for: marks, palette: palette) + TimelineRenderer.legendItems(frame.timeline, palette: palette)
        let (panel, rows) = OverlayLegend().layout(items, in: area, on: canvas)
        #expect(rows == items, "every row fits in a full-height lane")
        #expect(rows.map(\.name).prefix(marks.count) == OverlayRenderer.Mark.allCases.filter(marks.contains).map(\.name)[...])
        #expect(rows.contains { $0.name == "phase band: decelerating" } || rows.contains { $0.name == "phase band: animating" },
                "the timeline's phase colours are named")
        #expect(panel.minX >= area.minX && panel.maxX <= area.maxX && panel.minY >= area.minY && panel.maxY <= area.maxY)
        // Each row's swatch is drawn in its mark's colour (the panel is opaque).
        let line = canvas.lineHeight() + 3
        for (i, row) in rows.enumerated() {
            let y = Int(panel.minY + OverlayLegend.padding + Double(i) * line + canvas.lineHeight() / 2)
            let x = Int(panel.minX + OverlayLegend.padding + 1)
            let o = (y * image.width + x) * 4
            let pixel = (r: image.pixels[o], g: image.pixels[o + 1], b: image.pixels[o + 2], a: image.pixels[o + 3])
            let expected = RenderTestSupport.blend(row.color, onto: palette.panel.withAlpha(1))
            #expect(RenderTestSupport.distance(pixel, expected) <= 12, "\(row.name): \(pixel) vs \(expected)")
        }
        }
    }

    /// Labels wanted on the same spot, on one another, past every edge and
    /// under the panels are placed whole inside the lane, clear of each other
    /// and of the panels (the geometry alone, no drawing).
    @Test func labelsAreStackedOrFlippedNeverOverlapped() {
        let lane = Rect(x: 392, y: 18, width: 390, height: 826)
        let legend = Rect(x: 560, y: 500, width: 214, height: 180)
        let hud = Rect(x: 400, y: 26, width: 250, height: 300)
        let timeline = Rect(x: 0, y: 690, width: 1174, height: 172)
        func request(_ text: String, _ x: Double, _ y: Double, width: Double = 110) -> OverlayLabelLayout.Request {
            .init(text: text, size: Size(width: width, height: 13), wanted: Point(x: x, y: y), color: RenderPalette().adjusted)
        }
        let sets: [[OverlayLabelLayout.Request]] = [
            // near-equal targets: the same spot give or take a pixel
            (0..<5).map { request("target \($0)", 600 + Double($0) * 0.5, 400 + Double($0)) },
            // at the lane's edges and beyond them
            [request("left", 300, 400), request("right", 900, 400), request("top", 500, -40), request("bottom", 500, 2000),
             request("corner", 2000, 2000), request("corner 2", 2000, 2000), request("wide", 392, 300, width: 360)],
            // wanted under the legend, the HUD and the timeline
            [request("under legend", 600, 560), request("under legend 2", 600, 561), request("under hud", 420, 60),
             request("under timeline", 500, 760), request("under timeline 2", 500, 760)],
        ]
        for requests in sets {
            let origins = OverlayLabelLayout.place(requests, inside: lane, avoiding: [legend, hud, timeline])
            let pills = zip(requests, origins).compactMap { r, o in o.map { OverlayLabelLayout.pill(of: r.size, at: $0) } }
            #expect(pills.count == requests.count, "every label finds a place: \(requests.map(\.text))")
            for (i, pill) in pills.enumerated() {
                #expect(OverlayLabelLayout.contains(lane, pill), "\(requests[i].text) inside the lane: \(pill)")
                for panel in [legend, hud, timeline] { #expect(!pill.intersects(panel), "\(requests[i].text) under \(panel)") }
                for other in pills[(i + 1)...] { #expect(!pill.intersects(other), "\(requests[i].text) overlaps \(other)") }
            }
        }
        // A free wanted place is kept.
        #expect(OverlayLabelLayout.place([request("free", 450, 400)], inside: lane, avoiding: [legend]) == [Point(x: 450, y: 400)])
        // Too wide for the lane: left out, not drawn cut.
        #expect(OverlayLabelLayout.place([request("huge", 450, 400, width: 500)], inside: lane, avoiding: []) == [nil])
    }

    /// On the frame model: the selected lane of three mid-fling `pages`
    /// lanes, with the decision's targets moved to near-equal offsets and to
    /// the lane's edges: every label the overlays draw lies inside the lane,
    /// clear of the others and of the legend, the HUD and the timeline.
    @Test func theOverlayLabelsOfAFrameNeverOverlapOrHideUnderPanels() throws {
        let stage = Self.flingingSession()
        let base = stage.frame(atWall: 0.5)
        let size = stage.windowSize
        let surface = try OffscreenSurface(width: Int(size.width), height: Int(size.height), scale: 1)
        let canvas = surface.canvas
        let bounds = Rect(origin: .zero, size: size)
        let s = base.selectedLane
        let laneRect = stage.laneFrames[s].content
        let lane = base.lanes[s]
        let here = lane.record.offset
        let width = laneRect.width
        let decision = try #require(lane.lastDecision, "mid-fling the lane has a decision")
        func moved(_ o: Double, _ p: Double, _ a: Double, unclamped: Double? = nil) -> TargetDecision {
            var d = decision
            d.original = Point(x: here.x + o, y: here.y)
            d.proposed = Point(x: here.x + p, y: here.y)
            d.adjusted = Point(x: here.x + a, y: here.y)
            d.unclamped = unclamped.map { Point(x: here.x + $0, y: here.y) }
            return d
        }
        let cases: [(String, TargetDecision)] = [
            ("as recorded", decision),
            ("all three equal", moved(0, 0, 0)),
            ("near-equal", moved(0, 0.4, 1, unclamped: 1.5)),
            ("at the leading edge", moved(-width + 2, -width + 3, -width + 1)),
            ("at the trailing edge", moved(width - 2, width - 3, width - 1, unclamped: width)),
            ("spread", moved(-width / 2, 0, width / 2)),
        ]
        var composer = FrameComposer()
        composer.layers.showsOverlays = true
        composer.layers.showsTimeline = base.layers.showsTimeline
        composer.layers.showsHUD = base.layers.showsHUD
        composer.selectedLane = s
        for (name, decision) in cases {
            var frame = base
            frame.lanes[s].lastDecision = decision
            let panels = composer.overlayPanels(lanes: frame.lanes, hud: frame.hud, history: frame.timeline, in: bounds, on: canvas).panels
            #expect(panels.count == 3, "legend, HUD and timeline")
            let pills = OverlayRenderer().render(
                record: lane.record, decision: decision, layout: lane.layout, geometry: lane.geometry,
                axes: lane.preset.axes, in: laneRect, avoiding: panels, on: canvas).labels
            #expect(pills.count >= 4, "\(name): the targets' and the velocity's labels are drawn (\(pills.count))")
            for (i, pill) in pills.enumerated() {
                #expect(OverlayLabelLayout.contains(laneRect, pill), "\(name): \(pill) inside \(laneRect)")
                for panel in panels { #expect(!pill.intersects(panel), "\(name): \(pill) under \(panel)") }
                for other in pills[(i + 1)...] { #expect(!pill.intersects(other), "\(name): \(pill) overlaps \(other)") }
            }
        }
        var frame = base
        frame.lanes[s].lastDecision = moved(0, 0.4, 1, unclamped: 1.5)
        FrameComposer().draw(frame, on: canvas)
        RenderTestSupport.save(surface.readImage(), as: "study-near-equal-targets")
    }

    @Test func labelsAreMovedInsideTheirLaneNeverCut() {
        let lane = Rect(x: 392, y: 18, width: 390, height: 826)
        let size = Size(width: 120, height: 13)
        for origin in [Point(x: 760, y: 30), Point(x: 300, y: 900), Point(x: 390, y: 0), Point(x: 500, y: 400)] {
            let at = OverlayRenderer.placement(of: size, at: origin, inside: lane)
            #expect(at.x - 3 >= lane.minX && at.x + size.width + 2 <= lane.maxX, "\(origin) → \(at)")
            #expect(at.y - 1 >= lane.minY && at.y + size.height <= lane.maxY, "\(origin) → \(at)")
        }
        #expect(OverlayRenderer.placement(of: size, at: Point(x: 500, y: 400), inside: lane) == Point(x: 500, y: 400), "a label that fits stays")
    }
}
}
