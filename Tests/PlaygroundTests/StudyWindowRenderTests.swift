import ScrollKitCore
import Testing
@testable import Playground

extension RenderSDLSuite {
/// Issue 10: the study window's frame is drawn from the session's
/// `FrameModel`; overlays carry a legend of exactly what is on screen, and
/// labels stay whole inside their lane.
@Suite("Study window frames") struct StudyWindowRenderTests {
    /// Three `pages` lanes in the middle of a fling, overlays and timeline.
    static func flingingSession() -> PlaygroundSession {
        var session = PlaygroundSession(options: PlaygroundSessionTests.options(lanes: ["paging", "seed-v2", "seed-v3"]))
        session.showsOverlays = true
        session.showsTimeline = true
        _ = PlaygroundSessionTests.runLive(
            &session, until: 0.5,
            events: PlaygroundSessionTests.flingEvents(at: 0.2).map {
                // The gesture in the second lane (x from 392).
                guard case let .pointer(action, p, finger) = $0.event else { return $0 }
                return TimedInputEvent(time: $0.time, event: .pointer(action, Point(x: p.x + 392, y: p.y + 18), finger: finger))
            })
        return session
    }

    @Test func theLegendNamesEveryMarkOnScreenInItsColour() throws {
        let session = Self.flingingSession()
        let frame = session.frame(atWall: 0.5)
        let size = session.windowSize
        let surface = try OffscreenSurface(width: Int(size.width), height: Int(size.height), scale: 1)
        let canvas = surface.canvas
        // The marks each lane's overlays draw.
        var marks: Set<OverlayRenderer.Mark> = []
        let frames = session.laneFrames
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
        RenderPalette.$appearance.withValue(frame.look?.appearance ?? FrameComposer().scene.appearance) {
        // Laid out where the composer puts it: the selected lane, above the timeline.
        var area = frames[frame.selectedLane].content
        area.size.height = FrameComposer.timelineRect(in: Rect(origin: .zero, size: size)).minY - area.minY
        let items = OverlayLegend.items(for: marks) + TimelineRenderer.legendItems(frame.timeline)
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
            let expected = RenderTestSupport.blend(row.color, onto: RenderPalette.panel.withAlpha(1))
            #expect(RenderTestSupport.distance(pixel, expected) <= 12, "\(row.name): \(pixel) vs \(expected)")
        }
        }
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
