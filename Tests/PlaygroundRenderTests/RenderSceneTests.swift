import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// Counts the frames a layout is asked for, to prove a frame touches only the
/// visible items.
private final class LookupCounter: @unchecked Sendable {
    var frames = 0
}

private struct CountingLayout: ContentLayout {
    var base: StackLayout
    let counter: LookupCounter
    var itemCount: Int { base.itemCount }
    var contentSize: Size { base.contentSize }
    func frame(ofItem index: Int) -> Rect {
        counter.frames += 1
        return base.frame(ofItem: index)
    }
    func itemID(at index: Int) -> Int { base.itemID(at: index) }
    func index(ofItemID id: Int) -> Int? { base.index(ofItemID: id) }
    func items(in rect: Rect) -> Range<Int> { base.items(in: rect) }
    var isScrollTargetLayout: Bool { base.isScrollTargetLayout }
    mutating func relayout(containerSize: Size) { base.relayout(containerSize: containerSize) }
    var targetCount: Int { base.targetCount }
    func targetFrame(at index: Int) -> Rect { base.targetFrame(at: index) }
    func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int { base.firstTarget(atOrAfter: position, on: axis) }
}

/// A hand-built frame of a preset at a vertical offset.
struct SceneFixture {
    var preset: Preset
    var layout: any ContentLayout
    var geometry: ScrollEngineGeometry
    var record: FrameRecord

    init(preset: Preset = PresetCatalog.rainbow, items: Int = 100, offset: Point, container: Size = Size(width: 390, height: 844), layout: (any ContentLayout)? = nil) {
        self.preset = preset
        let layout = layout ?? preset.makeLayout(items, preset.axes, container)
        self.layout = layout
        geometry = ScrollEngineGeometry(contentOffset: offset, contentSize: layout.contentSize, contentInsets: preset.contentInsets, containerSize: container)
        record = FrameRecord(
            tick: 0, time: 0, offset: offset, velocity: .zero, phase: .idle, activity: .idle,
            behavior: "free", source: .none, containerSize: container, contentSize: layout.contentSize,
            hue: RainbowHue.hue(forOffset: offset[preset.axes.primary])
        )
    }

    func draw(on canvas: Canvas, in rect: Rect? = nil, scene: SceneRenderer = SceneRenderer()) {
        scene.draw(
            record: record, layout: layout, geometry: geometry, preset: preset, time: record.time,
            in: rect ?? Rect(origin: .zero, size: geometry.containerSize), on: canvas
        )
    }
}

extension RenderSDLSuite {
@Suite("Scene renderer") struct RenderSceneTests {
    @Test(arguments: [0.0, 1750.0, 875.0, 3499.0])
    func rainbowBackgroundBesideTheRowsFollowsTheHueFormula(offset: Double) throws {
        let fixture = SceneFixture(offset: Point(x: 0, y: offset))
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        fixture.draw(on: surface.canvas)
        let image = surface.readImage()
        // The formula itself, not the code under test: hue = |offset mod 3500| / 3500.
        let hue = abs(offset.truncatingRemainder(dividingBy: 3500)) / 3500
        let expected = RGBColor(hue: hue, saturation: 1, brightness: 1)
        for (x, y) in [(10, 100), (20, 400), (40, 800), (370, 300)] {
            #expect(RenderTestSupport.distance(image[x, y], expected) <= 2, "offset \(offset) pixel (\(x), \(y)): \(image[x, y]) vs \(expected)")
        }
        if offset == 0 || offset == 1750 {
            RenderTestSupport.save(image, as: "scene-rainbow-\(Int(offset))")
        }
        if offset == 1750 {
            // Half a turn of the hue circle is cyan.
            #expect(RenderTestSupport.distance(image[20, 400], RGBColor(r: 0, g: 255, b: 255)) <= 2)
        }
    }

    @Test func itemsAppearWhereTheLayoutPutsThem() throws {
        let fixture = SceneFixture(offset: Point(x: 0, y: 1750))
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        fixture.draw(on: surface.canvas)
        let image = surface.readImage()
        let background = RGBColor(hue: 0.5, saturation: 1, brightness: 1)
        let fill = RenderTestSupport.blend(PresetCatalog.rainbow.style.itemFill, onto: background)
        let visible = fixture.geometry.visibleRect
        let range = fixture.layout.items(in: visible)
        var checked = 0
        for index in range {
            let frame = fixture.layout.frame(ofItem: index)
            let top = frame.minY - visible.minY
            guard top >= 2, frame.maxY - visible.minY <= 842 else { continue }
            // Inside the item, away from its border and its centred number.
            let x = Int(frame.minX + 10)
            let y = Int(top + frame.height / 2)
            #expect(RenderTestSupport.distance(image[x, y], fill) <= 2, "item \(index) at (\(x), \(y))")
            // The gap between items shows the background.
            let gapY = Int(frame.maxY - visible.minY + 4)
            if gapY < 844, index + 1 < fixture.layout.itemCount {
                #expect(RenderTestSupport.distance(image[x, gapY], background) <= 2, "gap after item \(index)")
            }
            // The id is printed in the middle: some pixels there are text-coloured.
            let cx = Int(frame.midX)
            let cy = Int(top + frame.height / 2)
            let ink = (cx - 14...cx + 14).flatMap { x in (cy - 8...cy + 8).map { (x, $0) } }.filter {
                RenderTestSupport.distance(image[$0.0, $0.1], PresetCatalog.rainbow.style.itemText) <= 2
            }
            #expect(ink.count >= 20, "item \(index) shows its id")
            checked += 1
        }
        #expect(checked >= 12)
        // 1750 = 8 + 29 × 60 + 2: item 29 begins 2 px below... the first fully visible row is 30.
        #expect(range.contains(29) && range.contains(30))
    }

    @Test func aMillionRowsCostTheSameAsAHundred() throws {
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        var lookups: [Int] = []
        for count in [100, 1_000_000] {
            let counter = LookupCounter()
            let base = StackLayout(
                axis: .vertical, itemCount: count, itemLength: 52, spacing: 8,
                padding: EdgeInsets(top: 8, leading: 48, bottom: 8, trailing: 48), containerSize: Size(width: 390, height: 844)
            )
            let layout = CountingLayout(base: base, counter: counter)
            let offset = count == 100 ? 3000.0 : 30_000_000.0
            SceneFixture(offset: Point(x: 0, y: offset), layout: layout).draw(on: surface.canvas)
            lookups.append(counter.frames)
        }
        #expect(lookups[0] == lookups[1])
        #expect(lookups[0] <= 18)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "scene-million")
    }

    @Test func statusBarOverARainbowUsesTheStyleColourAndSeed003Opacity() throws {
        var preset = PresetCatalog.rainbow
        preset.style.showsStatusBar = true
        preset.style.statusBarColor = RGBColor(hex: 0x007AFF)  // not the default red: the style decides
        preset.contentInsets = EdgeInsets(top: 47)
        let fixture = SceneFixture(preset: preset, offset: Point(x: 0, y: 50))
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 2)
        fixture.draw(on: surface.canvas)
        let image = surface.readImage()
        let background = RGBColor(hue: RainbowHue.hue(forOffset: 50), saturation: 1, brightness: 1)
        // Seed 003: offset 50 → opacity 0.5.
        let bar = RenderTestSupport.blend(RGBColor(r: 0, g: 122, b: 255, a: 128), onto: background)
        #expect(RenderTestSupport.distance(image[10 * 2, 5 * 2], bar) <= 2, "\(image[20, 10]) vs \(bar)")
        #expect(RenderTestSupport.distance(image[10 * 2, 60 * 2], background) <= 2)
        RenderTestSupport.save(image, as: "scene-status-bar-2x")
    }

    @Test func collapsibleHeaderHasTheHeightOfItsFormula() throws {
        var preset = PresetCatalog.rainbow
        let header = CollapsibleHeader(maxHeight: 120, minHeight: 60)
        preset.style.collapsibleHeader = header
        let fixture = SceneFixture(preset: preset, offset: Point(x: 0, y: 30))
        let surface = try OffscreenSurface(width: 390, height: 844, scale: 1)
        fixture.draw(on: surface.canvas)
        let image = surface.readImage()
        // 120 − 30 = 90 px tall, the gradient's end colour at the bottom; row 90 is
        // the hairline, row 91 the rainbow.
        let bottom = SceneShapes.mix(header.topColor, header.bottomColor, 89.5 / 90)
        #expect(RenderTestSupport.distance(image[4, 89], bottom) <= 2)
        #expect(RenderTestSupport.distance(image[4, 0], header.topColor) <= 2)
        #expect(RenderTestSupport.distance(image[4, 91], header.bottomColor) > 20)
        RenderTestSupport.save(image, as: "scene-header")
    }

    @Test func indicatorThumbShowsFractionAndPosition() {
        let container = Rect(x: 0, y: 0, width: 390, height: 844)
        func geometry(_ y: Double) -> ScrollEngineGeometry {
            ScrollEngineGeometry(contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: 8440), containerSize: container.size)
        }
        let track = 844 - 2 * SceneRenderer.indicatorInset
        let top = SceneRenderer.indicatorThumb(geometry: geometry(0), axis: .vertical, container: container, bothAxes: false)!
        #expect(abs(top.height - track / 10) < 1e-9)  // a tenth of the content is visible
        #expect(top.minY == SceneRenderer.indicatorInset)
        #expect(top.maxX == 390 - SceneRenderer.indicatorInset)
        let bottom = SceneRenderer.indicatorThumb(geometry: geometry(8440 - 844), axis: .vertical, container: container, bothAxes: false)!
        #expect(abs(bottom.maxY - (844 - SceneRenderer.indicatorInset)) < 1e-9)
        let middle = SceneRenderer.indicatorThumb(geometry: geometry((8440 - 844) / 2), axis: .vertical, container: container, bothAxes: false)!
        #expect(abs(middle.midY - 422) < 1e-9)
        // Pulled 50 px past the start: shorter by 50, pinned at the top.
        let pulled = SceneRenderer.indicatorThumb(geometry: geometry(-50), axis: .vertical, container: container, bothAxes: false)!
        #expect(abs(pulled.height - (track / 10 - 50)) < 1e-9)
        #expect(pulled.minY == SceneRenderer.indicatorInset)
        // Content that fits: no indicator. Bad numbers: no indicator, no crash.
        let fits = ScrollEngineGeometry(contentSize: Size(width: 390, height: 500), containerSize: container.size)
        #expect(SceneRenderer.indicatorThumb(geometry: fits, axis: .vertical, container: container, bothAxes: false) == nil)
        #expect(SceneRenderer.indicatorThumb(geometry: geometry(.nan), axis: .vertical, container: container, bothAxes: false) == nil)
    }

    @Test func indicatorFadesAfterScrollingStops() {
        var fade = ScrollIndicatorFade(hold: 0.5, fade: 0.3)
        #expect(fade.update(phase: .idle, time: 0) == 0)
        #expect(fade.update(phase: .interacting, time: 1) == 1)
        #expect(fade.update(phase: .idle, time: 1.4) == 1)
        #expect(abs(fade.update(phase: .idle, time: 1.65) - 0.5) < 1e-9)
        #expect(fade.update(phase: .idle, time: 2) == 0)
    }

    @Test func horizontalPagesInALaneAreClippedToIt() throws {
        let pages = Preset(
            name: "pages-test", summary: "", axes: .horizontal, defaultItemCount: 20, defaultBehavior: "paging",
            defaultWindow: Size(width: 390, height: 300),
            style: PresetStyle(background: .solid(RGBColor(hex: 0x202020)), itemFill: RGBColor(hex: 0x3060C0), itemBorder: RGBColor(hex: 0xFFFFFF), itemText: RGBColor(hex: 0xFFFFFF))
        ) { count, _, container in
            StackLayout(axis: .horizontal, itemCount: count, itemLength: container.width, containerSize: container)
        }
        let lane = Size(width: 195, height: 300)
        let fixture = SceneFixture(preset: pages, items: 20, offset: Point(x: 195 * 3 + 60, y: 0), container: lane)
        let surface = try OffscreenSurface(width: 390, height: 300, scale: 1)
        surface.canvas.clear(RGBColor(hex: 0xFF00FF))
        fixture.draw(on: surface.canvas, in: Rect(x: 195, y: 0, width: 195, height: 300))
        let image = surface.readImage()
        // The left half is untouched; the lane shows page 3's end and page 4's start.
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 195, h: 300, from: RGBColor(hex: 0xFF00FF), tolerance: 0) == 0)
        #expect(RenderTestSupport.distance(image[195 + 60, 150], RGBColor(hex: 0xFFFFFF)) <= 2 || RenderTestSupport.distance(image[195 + 134, 150], RGBColor(hex: 0xFFFFFF)) <= 2)
        #expect(RenderTestSupport.distance(image[195 + 100, 100], RGBColor(hex: 0x3060C0)) <= 2)
        RenderTestSupport.save(image, as: "scene-pages-lane")
    }
}
}
