import Testing
import ScrollKitCore
@testable import PlaygroundApp
@testable import PlaygroundRender
import PlaygroundTestSupport

extension RenderSDLSuite {
/// The help overlay with the window's key bindings (`KeyBinding.defaults`).
@Suite("Help overlay") struct HelpOverlayTests {
    @Test(arguments: [(390.0, 844.0, 1.0), (390.0, 844.0, 2.0), (1280.0, 800.0, 1.0), (1280.0, 800.0, 2.0)])
    func helpOverlayFitsWithoutClipping(width: Double, height: Double, scale: Double) throws {
        let surface = try OffscreenSurface(width: Int(width), height: Int(height), scale: scale)
        let canvas = surface.canvas
        canvas.clear(RGBColor(hue: 0.3, saturation: 1, brightness: 1))
        let layout = HelpOverlay(bindings: KeyBinding.defaults).draw(in: canvas.bounds, on: canvas)
        #expect(layout.omitted == 0)
        #expect(layout.columns == (width > 600 ? 2 : 1))
        #expect(layout.panel.minX >= 0 && layout.panel.maxX <= width && layout.panel.minY >= 0 && layout.panel.maxY <= height)
        for run in layout.runs {
            let m = canvas.measure(run.text, size: run.size)
            let r = Rect(origin: run.origin, size: m)
            #expect(r.minX >= layout.panel.minX && r.maxX <= layout.panel.maxX && r.minY >= layout.panel.minY && r.maxY <= layout.panel.maxY, "\(run.text) at \(r)")
            #expect(!run.text.contains("…") || run.text.contains("½") || run.text == "… ", "no text was cut: \(run.text)")
        }
        // Every binding is listed, keys and action.
        let texts = Set(layout.runs.map(\.text))
        for binding in KeyBinding.defaults {
            #expect(texts.contains(binding.keys) && texts.contains(binding.action), "\(binding.keys)")
        }
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "help-\(Int(width))x\(Int(height))-\(Int(scale))x")
    }

    /// Each column of the overlay (the keys, the actions) is drawn in one
    /// face: `F12` beside `Space`, `Zoom ×2` beside `Zoom out`, not the
    /// monospaced face for the texts that hold a digit and the UI face for
    /// the others.
    @Test func eachColumnIsInOneFont() throws {
        let surface = try OffscreenSurface(width: 1280, height: 800, scale: 1)
        let canvas = surface.canvas
        let layout = HelpOverlay(bindings: KeyBinding.defaults).layout(in: canvas.bounds, on: canvas)
        let body = layout.runs.filter { $0.size == HelpOverlay.textSize }
        #expect(body.contains { $0.text.contains(where: \.isNumber) } && body.contains { !$0.text.contains(where: \.isNumber) },
                "the overlay holds texts with and without digits")
        let columns = Dictionary(grouping: body, by: { $0.origin.x })
        #expect(columns.count >= 4, "two columns of keys and actions")
        for (x, runs) in columns {
            let faces = Set(runs.map { canvas.face(for: $0.text, size: $0.size, weight: .regular) })
            #expect(faces.count == 1, "column at x=\(x): \(faces)")
        }
    }

    @Test func helpInATinyWindowDropsRowsButNeverSpills() throws {
        let surface = try OffscreenSurface(width: 200, height: 160, scale: 1)
        let canvas = surface.canvas
        let layout = HelpOverlay(bindings: KeyBinding.defaults).draw(in: canvas.bounds, on: canvas)
        #expect(layout.omitted > 0)
        for run in layout.runs {
            let r = Rect(origin: run.origin, size: canvas.measure(run.text, size: run.size))
            #expect(r.maxX <= layout.panel.maxX + 0.001 && r.maxY <= layout.panel.maxY + 0.001, "\(run.text)")
        }
        _ = HelpOverlay(bindings: KeyBinding.defaults).draw(in: Rect(x: 0, y: 0, width: 0, height: 0), on: canvas)  // no crash
    }
}
}
