import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// A synthetic but physically faithful run of records: a drag at 600 px/s
/// for 0.4 s, a release at 1500 px/s decelerating as UIScrollView does
/// (`.normal`, x(t) = x0 + v0·(d^(1000t) − 1)/k), the behavior's decision at
/// the release, a snap (animating) to the adjusted page, then idle with the
/// phase end and the debounce end 0.2 s later.
enum SyntheticRun {
    static let tick = 1.0 / 120.0
    static let page = 844.0

    static func records(count: Int = 420) -> [FrameRecord] {
        let k = 1000 * log(0.998)
        let v0 = 1500.0
        let releaseTick = 48
        let x0 = 600.0 * Double(releaseTick) * tick + 300
        let proposed = x0 - v0 / k
        let adjusted = (proposed / page).rounded() * page
        let snapStart = 170
        let snapEnd = 230
        var out: [FrameRecord] = []
        var lastOffset = 300.0
        var lastChange = 0
        for i in 0..<count {
            let t = Double(i) * tick
            var offset: Double
            var velocity: Double
            var phase: ScrollPhase
            var activity: ScrollActivityKind
            var decision: TargetDecision?
            var ends: EndSignals = []
            var resting: Point?
            if i <= releaseTick {
                offset = 300 + 600 * t
                velocity = i == 0 ? 0 : 600
                phase = i == 0 ? .idle : .interacting
                activity = i == 0 ? .idle : .drag
                if i == releaseTick {
                    decision = TargetDecision(behavior: "paging", original: Point(x: 0, y: 300), proposed: Point(x: 0, y: proposed), adjusted: Point(x: 0, y: adjusted), velocity: Vector(dx: 0, dy: v0))
                }
            } else if i < snapStart {
                let s = Double(i - releaseTick) * tick
                let d = exp(k * s)
                offset = x0 + v0 * (d - 1) / k
                velocity = v0 * d
                phase = .decelerating
                activity = .ballistic
                resting = Point(x: 0, y: adjusted)
            } else if i < snapEnd {
                let from = x0 + v0 * (exp(k * Double(snapStart - releaseTick) * tick) - 1) / k
                let f = Double(i - snapStart) / Double(snapEnd - snapStart)
                let eased = 1 - (1 - f) * (1 - f)
                offset = from + (adjusted - from) * eased
                velocity = (adjusted - from) * 2 * (1 - f) / (Double(snapEnd - snapStart) * tick)
                phase = .animating
                activity = .snap
                resting = Point(x: 0, y: adjusted)
            } else {
                offset = adjusted
                velocity = 0
                phase = .idle
                activity = .idle
                if i == snapEnd { ends.insert(.phase) }
            }
            if offset != lastOffset { lastChange = i; lastOffset = offset }
            if i == lastChange + 24 && i > releaseTick { ends.insert(.debounce) }
            out.append(FrameRecord(
                tick: i, time: t, offset: Point(x: 0, y: offset), velocity: Vector(dx: 0, dy: velocity), phase: phase,
                activity: activity, behavior: "paging", source: .drag, containerSize: Size(width: 390, height: page),
                contentSize: Size(width: 390, height: 6008), hue: RainbowHue.hue(forOffset: offset), decision: decision,
                ends: ends, restingOffset: resting
            ))
        }
        return out
    }
}

extension RenderSDLSuite {
@Suite("Overlays, timeline and lanes") struct RenderOverlayTests {
    let container = Size(width: 390, height: 844)

    func geometry(_ y: Double, content: Double = 6008) -> ScrollEngineGeometry {
        ScrollEngineGeometry(contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: content), containerSize: container)
    }

    @Test func targetRectsAreContainerSizedAtTheirOffsets() {
        let g = geometry(1750)
        #expect(OverlayRenderer.targetRect(offset: Point(x: 0, y: 1688), geometry: g, axes: .vertical) == Rect(x: 0, y: -62, width: 390, height: 844))
        #expect(OverlayRenderer.targetRect(offset: Point(x: 0, y: 1750), geometry: g, axes: .vertical) == Rect(x: 0, y: 0, width: 390, height: 844))
        // With a top inset and SwiftUI's convention, offset 0 is position −inset.
        // (The geometry keeps its position when its insets change: made with them.)
        let inset = ScrollEngineGeometry(
            contentOffset: Point(x: 0, y: 1750), contentSize: g.contentSize, contentInsets: EdgeInsets(top: 47), containerSize: container)
        #expect(OverlayRenderer.targetRect(offset: Point(x: 0, y: 0), geometry: inset, axes: .vertical).minY == -1750)
    }

    @Test func pageBoundariesAreWholeContainers() {
        // Rows that are not marked as scroll targets: the overlay shows page boundaries.
        let plain = StackLayout(axis: .vertical, itemCount: 100, itemLength: 52, spacing: 8, padding: EdgeInsets(top: 8), containerSize: container)
        let lines = OverlayRenderer.boundaries(layout: plain, geometry: geometry(1750), axis: .vertical)
        #expect(lines.count == 1)
        #expect(lines.first?.position == 782.0)  // page 3 starts at 3 × 844 = 2532
        #expect(lines.first?.label == "page 3")
        // Exactly on a page: the boundary at the top edge.
        let onPage = OverlayRenderer.boundaries(layout: plain, geometry: geometry(1688), axis: .vertical)
        #expect(onPage.map(\.position) == [0, 844])
    }

    @Test func targetBoundariesFollowTheTargetLayout() {
        let layout = StackLayout(axis: .vertical, itemCount: 1_000_000, itemLength: 52, spacing: 8, padding: EdgeInsets(top: 8), containerSize: container, isScrollTargetLayout: true)
        let lines = OverlayRenderer.boundaries(layout: layout, geometry: geometry(30_000_000, content: layout.contentSize.height), axis: .vertical)
        // Items start at 8 + 60 i; the first visible start at or after 30,000,000 is i = 499,999+1.
        let starts = lines.filter { !$0.label.isEmpty }
        #expect(starts.first?.label == "view 500000")
        #expect(starts.first.map { abs($0.position - (8 + 60 * 500_000 - 30_000_000)) < 1e-6 } == true)
        // Item 499,999 ends exactly at the top edge (8 + 60 × 499,999 + 52 = 30,000,000),
        // then 14 items show both edges.
        #expect(lines.count == 1 + 28)
        #expect(lines.first?.position == 0 && lines.first?.label == "")
        #expect(lines.allSatisfy { $0.position >= 0 && $0.position <= 844 })
    }

    /// Views that abut share one line, named after the view that starts
    /// there ("view N", N its id): every start is named, no line twice.
    @Test func abuttingViewsNameTheirSharedLine() {
        let layout = StackLayout(axis: .vertical, itemCount: 100, itemLength: 100, spacing: 0, padding: EdgeInsets(), containerSize: container, isScrollTargetLayout: true)
        let lines = OverlayRenderer.boundaries(layout: layout, geometry: geometry(250, content: layout.contentSize.height), axis: .vertical)
        // Views start every 100 px: 300, 400, …, 1000 lie in 250…1094.
        #expect(lines.map(\.position) == [50, 150, 250, 350, 450, 550, 650, 750])
        #expect(lines.map(\.label) == (3...10).map { "view \($0)" })
    }

    @Test func overscrollIsSignedDepthPastTheEdges() {
        #expect(OverlayRenderer.overscroll(geometry: geometry(-60), axis: .vertical) == -60)
        #expect(OverlayRenderer.overscroll(geometry: geometry(6008 - 844 + 25), axis: .vertical) == 25)
        #expect(OverlayRenderer.overscroll(geometry: geometry(100), axis: .vertical) == 0)
        #expect(OverlayRenderer.overscroll(geometry: geometry(.nan), axis: .vertical) == 0)
    }

    @Test func overlaysDrawTargetsArrowAndRubberBand() throws {
        let fixture = SceneFixture(offset: Point(x: 0, y: 1750))
        var record = fixture.record
        record.velocity = Vector(dx: 0, dy: 1500)
        record.restingOffset = Point(x: 0, y: 5000)
        let decision = TargetDecision(behavior: "paging", original: Point(x: 0, y: 844), proposed: Point(x: 0, y: 1702.9), adjusted: Point(x: 0, y: 1750), velocity: Vector(dx: 0, dy: 1500))
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        let canvas = surface.canvas
        fixture.draw(on: canvas)
        OverlayRenderer().draw(record: record, decision: decision, layout: fixture.layout, geometry: fixture.geometry, axes: .vertical, in: canvas.bounds, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "overlays-targets")
        // The adjusted target is the viewport: its 2 px outline sits 8 px in.
        #expect(RenderTestSupport.distance(image[300, 8], RenderPalette().adjusted) <= 2)
        #expect(RenderTestSupport.distance(image[300, 9], RenderPalette().adjusted) <= 2)
        // The proposed target ends 47.1 px above the viewport's end, 5 px in.
        #expect(RenderTestSupport.distance(image[300, 790], RenderPalette().proposed) <= 2)
        // The velocity arrow points down (toward the end) from the centre.
        #expect(RenderTestSupport.distance(image[195, 500], RenderPalette().velocity) <= 2)
        #expect(RenderTestSupport.distance(image[195, 350], RenderPalette().velocity) > 40)

        // Pulled 60 px past the start: the zone above the content is tinted.
        let pulled = SceneFixture(offset: Point(x: 0, y: -60))
        pulled.draw(on: canvas)
        OverlayRenderer().draw(record: pulled.record, decision: nil, layout: pulled.layout, geometry: pulled.geometry, axes: .vertical, in: canvas.bounds, on: canvas)
        let band = surface.readImage()
        RenderTestSupport.save(band, as: "overlays-rubber-band")
        let background = RGBColor(hue: RainbowHue.hue(forOffset: -60), saturation: 1, brightness: 1)
        let tinted = (0..<60).filter { RenderTestSupport.distance(band[20, $0], background) > 8 }
        #expect(tinted.count >= 20)
        #expect(RenderTestSupport.distance(band[20, 100], background) <= 2)
    }

    @Test func timelineGeometryRoundTripsAndClamps() {
        let g = TimelineGeometry(firstTick: 100, lastTick: 580, plot: Rect(x: 58, y: 20, width: 700, height: 100))
        for t in 100...580 { #expect(g.tick(forX: g.x(forTick: t)) == t) }
        #expect(g.x(forTick: 100) == 58 && g.x(forTick: 580) == 758)
        #expect(g.tick(forX: -1e9) == 100 && g.tick(forX: 1e9) == 580 && g.tick(forX: .nan) == 580)
        #expect(g.tick(forX: 58 + 700.0 / 480 * 10.4) == 110)
        let single = TimelineGeometry(firstTick: 7, lastTick: 7, plot: Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(single.tick(forX: 3) == 7 && single.x(forTick: 7) == 100)
        let swapped = TimelineGeometry(firstTick: 9, lastTick: 3, plot: .zero)
        #expect(swapped.firstTick == 3 && swapped.lastTick == 9)
    }

    @Test func timelineDrawsCurvesBandsMarkersAndCursor() throws {
        let records = SyntheticRun.records()
        let surface = try OffscreenSurface(width: 800, height: 170, scale: 1)
        let canvas = surface.canvas
        canvas.clear(RGBColor(hex: 0x000000))
        let panel = Rect(x: 0, y: 10, width: 800, height: TimelineRenderer.preferredHeight)
        let renderer = TimelineRenderer(axis: .vertical)
        let cursor = 120
        let g = renderer.draw(records: records[...], cursorTick: cursor, in: panel, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "timeline")
        #expect(g.firstTick == 0 && g.lastTick == records.count - 1)
        #expect(g == renderer.geometry(records: records, in: panel))
        // The phase band under the plot has each phase's colour where it ran.
        let bandY = Int(g.plot.maxY + 3 + TimelineRenderer.bandHeight / 2)
        #expect(RenderTestSupport.distance(image[Int(g.x(forTick: 20)), bandY], RenderPalette().phase(.interacting)) <= 2)
        #expect(RenderTestSupport.distance(image[Int(g.x(forTick: 100)) + 1, bandY], RenderPalette().phase(.decelerating)) <= 2)
        #expect(RenderTestSupport.distance(image[Int(g.x(forTick: 200)) + 1, bandY], RenderPalette().phase(.animating)) <= 2)
        #expect(RenderTestSupport.distance(image[Int(g.x(forTick: 300)) + 1, bandY], RenderPalette().phase(.idle)) <= 2)
        // The decision marker sits at the top of the plot at the release tick.
        let decisionX = Int(g.x(forTick: 48).rounded())
        let top = (Int(g.plot.minY)...Int(g.plot.minY) + 7).flatMap { y in (decisionX - 1...decisionX + 1).map { image[$0, y] } }
        #expect(top.contains { RenderTestSupport.distance($0, RenderPalette().adjusted) <= 2 })
        // The cursor is a white line through the plot.
        let cursorX = Int(g.x(forTick: cursor).rounded(.down))
        let column = (Int(g.plot.minY)..<Int(g.plot.maxY)).map { image[cursorX, $0] }
        #expect(column.filter { RenderTestSupport.distance($0, RenderPalette().text) <= 2 }.count > Int(g.plot.height) / 2)
        // The offset curve is drawn: its first point is at the bottom-left (smallest offset).
        #expect(TimelineRenderer.record(at: 230, in: records[...])?.ends == [.phase])
        #expect(TimelineRenderer.record(at: 10_000, in: records[...]) == nil)
        let debounce = records.first { $0.ends.contains(.debounce) }
        #expect(debounce != nil && debounce!.tick == 230 + 24)
    }

    @Test func timelineWithASpanScrollsAndEmptyIsCalm() throws {
        let records = SyntheticRun.records()
        let renderer = TimelineRenderer(axis: .vertical, spanTicks: 120)
        let g = renderer.geometry(records: records, in: Rect(x: 0, y: 0, width: 600, height: 150))
        #expect(g.lastTick == records.count - 1 && g.firstTick == records.count - 121)
        let surface = try OffscreenSurface(width: 600, height: 150, scale: 2)
        let empty = renderer.draw(records: [FrameRecord](), cursorTick: 3, in: surface.canvas.bounds, on: surface.canvas)
        #expect(empty.firstTick == 0 && empty.lastTick == 0)
        renderer.draw(records: records, cursorTick: nil, in: Rect(x: 0, y: 0, width: 30, height: 10), on: surface.canvas)  // too small: no crash
    }

    @Test func lanesTileTheWindow() {
        let area = Rect(x: 0, y: 0, width: 1201, height: 800)
        for count in 1...4 {
            let frames = LaneLayout.frames(count: count, in: area)
            #expect(frames.count == count)
            let total = frames.map(\.lane.width).reduce(0, +) + LaneLayout.gap * Double(count - 1)
            #expect(total == 1201)
            #expect(frames.last!.lane.maxX == 1201)
            for f in frames {
                #expect(f.lane.width == f.lane.width.rounded())
                #expect(f.content.minY == (count == 1 ? 0 : LaneLayout.labelHeight))
                #expect(f.content.maxY == 800)
            }
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(b.lane.minX == a.lane.maxX + LaneLayout.gap) }
        }
        #expect(LaneLayout.frames(count: 0, in: area).count == 1)
        #expect(LaneLayout.frames(count: 9, in: area).count == 4)
        #expect(LaneLayout.frames(count: 2, in: Rect(x: 0, y: 0, width: .nan, height: 10)).count == 2)
        let two = LaneLayout.frames(count: 2, in: area)
        #expect(LaneLayout.lane(at: Point(x: 10, y: 10), in: two) == 0)
        #expect(LaneLayout.lane(at: Point(x: 1190, y: 10), in: two) == 1)
        #expect(LaneLayout.lane(at: Point(x: 600, y: 10), in: two) == nil)  // the gap: 0…599, gap 599…601
    }

    @Test func fourLanesWithOverlaysAndTimelineScreenshot() throws {
        let window = Rect(x: 0, y: 0, width: 1200, height: 800)
        let surface = try OffscreenSurface(width: 1200, height: 800, scale: 1)
        let canvas = surface.canvas
        canvas.clear(RGBColor(hex: 0x000000))
        let timelineHeight = TimelineRenderer.preferredHeight
        let lanesArea = Rect(x: 0, y: 0, width: window.width, height: window.height - timelineHeight)
        let frames = LaneLayout.frames(count: 4, in: lanesArea)
        let names = ["free", "paging", "view-aligned-by-one", "seed-v3"]
        let offsets = [1750.0, 1688.0, -40.0, 5400.0]
        for (i, frame) in frames.enumerated() {
            let fixture = SceneFixture(offset: Point(x: 0, y: offsets[i]), container: frame.content.size)
            fixture.draw(on: canvas, in: frame.content)
            var record = fixture.record
            record.velocity = Vector(dx: 0, dy: [0, 1200, -300, 40][i])
            let decision = TargetDecision(behavior: names[i], original: Point(x: 0, y: 1000), proposed: Point(x: 0, y: offsets[i] + 30), adjusted: Point(x: 0, y: offsets[i]), velocity: record.velocity)
            OverlayRenderer().draw(record: record, decision: i == 0 ? nil : decision, layout: fixture.layout, geometry: fixture.geometry, axes: .vertical, in: frame.content, on: canvas)
            LaneLayout.drawLabel(names[i], in: frame, isSelected: i == 1, on: canvas)
        }
        LaneLayout.drawSeparators(frames, on: canvas)
        TimelineRenderer().draw(records: SyntheticRun.records(), cursorTick: 200, in: Rect(x: 0, y: window.height - timelineHeight, width: window.width, height: timelineHeight), on: canvas)
        var model = RenderHUDTests.busyModel()
        model.now = 2.75
        HUDRenderer().draw(model, in: frames[0].content, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "lanes-overlays-timeline")
        // The label strip of the selected lane is drawn; the gap between lanes is black.
        #expect(RenderTestSupport.distance(image[Int(frames[0].lane.maxX) + 1, 300], RGBColor(hex: 0x000000)) == 0)
        #expect(RenderTestSupport.distance(image[Int(frames[1].label.minX) + 2, Int(frames[1].label.maxY) - 1], RenderPalette().adjusted) <= 2)
    }
}
}
