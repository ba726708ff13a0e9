import CSDL2
import ScrollKitCore
import PlaygroundMedia
import PlaygroundRender
import PlaygroundStage

/// One window frame as the playground draws it: the real `FrameComposer`
/// (scene and HUD) on an SDL offscreen surface, flushed to pixels, with
/// the content scrolled 24 px further each frame (1440 px/s at 60 fps),
/// wrapping at the end of the content. The frame model is built as
/// `FrameCostBenchmark` builds it for `playground bench`.
struct WindowFrameProbe {
    let window: Size
    let preset: Preset
    let surface: OffscreenSurface
    let layout: any ContentLayout
    let geometry: ScrollEngineGeometry
    let composer = FrameComposer()
    /// Pixels scrolled per frame.
    let speed = 24.0

    init(preset: Preset, itemCount: Int, window: Size = PresetCatalog.phoneWindow) throws {
        self.window = window
        self.preset = preset
        surface = try OffscreenSurface(width: Int(window.width), height: Int(window.height), scale: 1, font: FontBook.system())
        layout = preset.makeLayout(itemCount, preset.axes, window)
        geometry = ScrollEngineGeometry(contentSize: layout.contentSize, contentInsets: preset.contentInsets, containerSize: window)
    }

    /// Draws frame `index` and returns its content offset (so the work
    /// cannot be optimised away).
    func draw(frame index: Int) -> Double {
        let axis = preset.axes.primary
        let maxOffset = Swift.max(1, geometry.maxOffset(axis))
        let value = (Double(index) * speed).truncatingRemainder(dividingBy: maxOffset)
        var geometry = geometry
        var offset = Point.zero
        offset[axis] = value
        geometry.contentOffset = offset
        var velocity = Vector.zero
        velocity[axis] = speed * 60
        let time = Double(index) / 60
        let record = FrameRecord(
            tick: index, time: time, offset: offset, velocity: velocity, phase: .decelerating,
            activity: .ballistic, behavior: "free", source: .drag, containerSize: window,
            contentSize: geometry.contentSize, hue: RainbowHue.hue(forOffset: value))
        let readout = LaneReadout(tick: index) { $0 == index ? record : nil }
        let hud = readout?.hud(preset: preset.name, axes: preset.axes, deceleration: .normal) ?? HUDModel()
        let lane = FrameComposer.Lane(record: record, layout: layout, geometry: geometry, preset: preset)
        let model = FrameModel(lanes: [lane], hud: hud, time: time, indicatorOpacity: readout?.indicatorOpacity ?? 0)
        composer.draw(model, on: surface.canvas)
        SDL_RenderFlush(surface.canvas.renderer)
        return value
    }
}
