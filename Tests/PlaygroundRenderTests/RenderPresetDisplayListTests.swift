import Testing
import ScrollKitCore
@testable import PlaygroundRender

extension RenderSDLSuite {
@Suite("Presets as display lists") struct RenderPresetDisplayListTests {
    /// Every preset's list starts with one backdrop over the container, has
    /// one card box per visible item at its frame less `itemInset`, in
    /// item order, and ends with the container border when the style has one.
    @Test func everyPresetListsBackdropCardsAndBorder() throws {
        let metrics = try OffscreenSurface(width: 1, height: 1, scale: 1).canvas
        for preset in PresetCatalog.all {
            let run = PresetRun(preset)
            let style = preset.style(for: .light)
            let list = SceneRenderer().displayList(
                record: run.engine.lastRecord, layout: run.engine.layout, geometry: run.engine.geometry, preset: preset,
                time: run.engine.time, size: run.window, metrics: metrics)
            guard case .backdrop(let backdrop) = list.items.first else { Issue.record("\(preset.name): no backdrop first"); continue }
            #expect(backdrop.frame == Rect(origin: .zero, size: run.window), "\(preset.name)")
            let boxes = list.items.compactMap { item -> DisplayBox? in if case .box(let b) = item { return b } else { return nil } }
            let expected = run.visibleItems.map { index -> Rect in
                let f = run.screenFrame(ofItem: index)
                return f.insetBy(dx: Swift.min(style.itemInset, f.width / 4), dy: Swift.min(style.itemInset, f.height / 4))
            }
            #expect(boxes.map(\.frame) == expected, "\(preset.name)")
            #expect(boxes.allSatisfy { $0.cornerRadius == style.itemCornerRadius && $0.borderWidth == style.itemBorderWidth }, "\(preset.name)")
            if let border = style.containerBorder {
                #expect(list.items.last == .border(Rect(origin: .zero, size: run.window), color: border, width: style.containerBorderWidth), "\(preset.name)")
            }
        }
    }

    /// The scene draws exactly what its list says: the same pixels as
    /// rendering the list by hand in the same clip and translation.
    @Test func sceneDrawsItsList() throws {
        let preset = PresetCatalog.feed
        let run = PresetRun(preset)
        let a = try OffscreenSurface(width: Int(run.window.width), height: Int(run.window.height), scale: 2)
        let b = try OffscreenSurface(width: Int(run.window.width), height: Int(run.window.height), scale: 2)
        let rect = Rect(origin: .zero, size: run.window)
        var scene = SceneRenderer()
        scene.layers.showsIndicators = true
        scene.draw(record: run.engine.lastRecord, layout: run.engine.layout, geometry: run.engine.geometry, preset: preset,
                   time: run.engine.time, in: rect, on: a.canvas)
        let list = scene.displayList(record: run.engine.lastRecord, layout: run.engine.layout, geometry: run.engine.geometry,
                                     preset: preset, time: run.engine.time, size: run.window, metrics: b.canvas)
        b.canvas.withClip(rect) { DisplayListRenderer().draw(list, on: b.canvas) }
        #expect(a.readImage() == b.readImage())
        // Feed posts have avatars (ellipses) and placeholder lines.
        #expect(list.items.contains { if case .shape(let s) = $0, case .ellipse = s.kind { return true } else { return false } })
    }
}
}
