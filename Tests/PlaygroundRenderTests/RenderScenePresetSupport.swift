import Foundation
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// A preset running in a real engine, built as the window builds its lanes
/// (`Stage.makeEngine`), moved with raw events, and drawn
/// headless through `FrameComposer` (HUD off), so a test sees the pixels a
/// person sees in the window or a GIF.
///
/// Set `SK_PRESET_SHOTS=/some/dir` to also write every shot a test takes as
/// `/some/dir/NAME.png` (for people to compare with the seeds).
struct PresetRun {
    var preset: Preset
    var engine: ScrollEngine
    var window: Size

    /// The preset's default items (or `items`) on its own axes in `window`,
    /// with its default behavior and content growth.
    init(_ preset: Preset, window: Size = PresetCatalog.phoneWindow, items: Int? = nil, axes: Axes? = nil) {
        self.preset = preset
        self.window = window
        let axes = axes ?? preset.axes
        if axes != preset.axes { self.preset.axes = axes }
        let configuration = ScrollConfiguration(axes: axes, contentInsets: preset.contentInsets)
        let behavior = BehaviorCatalog.behavior(named: preset.defaultBehavior) ?? FreeScrollTargetBehavior()
        engine = ScrollEngine(
            configuration: configuration, layout: preset.makeLayout(items ?? preset.defaultItemCount, axes, window),
            containerSize: window, behavior: behavior)
        engine.contentGrowth = preset.contentGrowth
    }

    /// Jumps to `offset` on the primary axis (`scrollTo`, not animated; the
    /// engine clamps it) and runs one tick.
    mutating func jump(to offset: Double) {
        var p = Point.zero
        p[preset.axes.primary] = offset
        engine.enqueue(TimedInputEvent(time: engine.time, event: .scrollTo(ScrollToRequest(.offset(p), animated: false))))
        engine.step()
    }

    /// Queues `event` at `delay` seconds from now.
    mutating func send(_ event: RawInputEvent, after delay: Double = 0) {
        engine.enqueue(TimedInputEvent(time: engine.time + delay, event: event))
    }

    /// Runs the engine until `time` (seconds from the start).
    mutating func run(until time: Double) {
        engine.step(until: time)
    }

    /// The reported offset on the primary axis.
    var offset: Double { engine.geometry.contentOffset[preset.axes.primary] }

    /// Draws the current frame through `FrameComposer` (no HUD) at `scale`;
    /// writes it as `NAME.png` when `SK_PRESET_SHOTS` is set.
    func shot(_ name: String, scale: Double = 1, readouts: Bool = true) throws -> RGBAImage {
        let surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: scale)
        var composer = FrameComposer()
        composer.layers.showsHUD = false
        composer.scene.showsReadouts = readouts
        let record = engine.lastRecord
        let lane = FrameComposer.Lane(
            record: record, layout: engine.layout, geometry: engine.geometry, preset: preset,
            lastDecision: engine.lastDecision)
        composer.draw(lanes: [lane], hud: HUDModel(), history: [FrameRecord](), cursorTick: nil, time: record.time, on: surface.canvas)
        let image = surface.readImage()
        PresetRun.save(image, as: name)
        return image
    }

    /// Writes `image` as a PNG under `SK_PRESET_SHOTS`, if set.
    static func save(_ image: RGBAImage, as name: String) {
        guard let directory = ProcessInfo.processInfo.environment["SK_PRESET_SHOTS"], !directory.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? PNGEncoder.write(image, to: (directory as NSString).appendingPathComponent("\(name).png"))
    }

    /// The on-screen rectangle of the item with index `index` (container
    /// coordinates, logical pixels).
    func screenFrame(ofItem index: Int) -> Rect {
        let visible = engine.geometry.visibleRect
        return engine.layout.frame(ofItem: index).offsetBy(Vector(dx: -visible.minX, dy: -visible.minY))
    }

    /// The indices of the items that intersect the container.
    var visibleItems: Range<Int> { engine.layout.items(in: engine.geometry.visibleRect) }
}
