import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// A lane whose overlays study a scroll view inside its content (a view
/// file's rail): the marks are drawn in the rail's frame only, the lane's
/// own overlays are not drawn.
///
/// The lane: the rainbow preset, 390 × 844, at rest at offset 0. The rail:
/// frame y 216 … 396, ten 240-point items 12 apart, scrolled to 252 with a
/// decision from 0 to 252 (a view-aligned fling).
@Suite("Studied scroll view") struct RenderStudiedScrollViewTests {
    static let railFrame = Rect(x: 0, y: 216, width: 390, height: 180)

    static func rail() -> StudiedScrollView {
        let container = Size(width: 390, height: 180)
        let layout = StackLayout(axis: .horizontal, itemCount: 10, itemLength: 240, spacing: 12, containerSize: container, isScrollTargetLayout: true)
        #expect(layout.contentSize == Size(width: 2508, height: 180))  // 10 × 240 + 9 × 12
        let offset = Point(x: 252, y: 0)
        let geometry = ScrollEngineGeometry(contentOffset: offset, contentSize: layout.contentSize, contentInsets: .zero, containerSize: container)
        let record = FrameRecord(
            tick: 0, time: 0, offset: offset, velocity: Vector(dx: 600, dy: 0), phase: .decelerating, activity: .idle,
            behavior: "view-aligned", source: .none, containerSize: container, contentSize: layout.contentSize, hue: 0)
        let decision = TargetDecision(
            behavior: "view-aligned", original: Point(x: 0, y: 0), proposed: Point(x: 779, y: 0), adjusted: Point(x: 252, y: 0),
            velocity: Vector(dx: 2000, dy: 0))
        return StudiedScrollView(record: record, layout: layout, geometry: geometry, axes: .horizontal, lastDecision: decision, frame: railFrame)
    }

    static func render(_ lane: FrameComposer.Lane, overlays: Bool) throws -> RGBAImage {
        var composer = FrameComposer()
        composer.layers.showsHUD = false
        composer.layers.showsOverlays = overlays
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        composer.draw(lanes: [lane], hud: HUDModel(), history: [FrameRecord](), cursorTick: nil, time: 0, on: surface.canvas)
        return surface.readImage()
    }

    /// Rows of `a` and `b` in `rows` that differ, counted in pixels.
    static func differing(_ a: RGBAImage, _ b: RGBAImage, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows {
            for x in 0..<390 where a[x, y] != b[x, y] { count += 1 }
        }
        return count
    }

    @Test func theOverlaysAreTheRailsInItsOwnFrame() throws {
        let fixture = SceneFixture(offset: Point(x: 0, y: 0))
        var lane = FrameComposer.Lane(record: fixture.record, layout: fixture.layout, geometry: fixture.geometry, preset: fixture.preset)
        // The lane's own decision: with the rail studied, it is not drawn.
        lane.lastDecision = TargetDecision(
            behavior: "paging", original: Point(x: 0, y: 0), proposed: Point(x: 0, y: 300), adjusted: Point(x: 0, y: 844),
            velocity: Vector(dx: 0, dy: 900))
        let bare = try Self.render(lane, overlays: false)
        let own = try Self.render(lane, overlays: true)
        lane.studied = Self.rail()
        let studied = try Self.render(lane, overlays: true)
        // Above the rail nothing is drawn over the scene (the legend sits at the lane's bottom, below it).
        #expect(Self.differing(studied, bare, rows: 0..<216) == 0)
        // The lane's own overlays did draw there: the test can tell.
        #expect(Self.differing(own, bare, rows: 0..<216) > 0)
        // In the rail's frame the rail's marks are drawn.
        #expect(Self.differing(studied, bare, rows: 216..<396) > 100)
        RenderTestSupport.save(studied, as: "composer-studied-rail")
    }
}
}
