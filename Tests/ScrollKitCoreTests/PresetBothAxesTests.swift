import Testing
@testable import ScrollKitCore

/// Seed 000's `axes: [.horizontal, .vertical]`: the list presets get rows
/// twice the container's width, so both offsets move.
@Suite struct PresetBothAxesTests {
    @Test(arguments: ["rainbow", "status-bar", "collapsible-header", "feed", "million"])
    func listRowsAreTwiceTheContainerWideOnBothAxes(name: String) throws {
        let preset = try #require(PresetCatalog.preset(named: name))
        let container = Size(width: 390, height: 844)
        let layout = preset.makeLayout(preset.defaultItemCount, .both, container)
        #expect(layout.contentSize.width == 780)
        let vertical = preset.makeLayout(preset.defaultItemCount, .vertical, container)
        #expect(vertical.contentSize.width == 390, "one axis: rows fill the container")
        // Relayout keeps the factor: a wider window, wider rows.
        var resized = layout
        resized.relayout(containerSize: Size(width: 500, height: 844))
        #expect(resized.contentSize.width == 1000)
    }

    @Test func bothOffsetsMoveWithTheWheel() {
        let container = Size(width: 390, height: 844)
        var engine = ScrollEngine(
            configuration: ScrollConfiguration(axes: .both),
            layout: PresetCatalog.rainbow.makeLayout(100, .both, container), containerSize: container)
        // Two notches down and two to the right (x > 0 scrolls toward the end).
        engine.enqueue(TimedInputEvent(time: 0.1, event: .wheel(steps: Vector(dx: 0, dy: -2), precise: Vector(dx: 0, dy: -2))))
        engine.enqueue(TimedInputEvent(time: 0.1, event: .wheel(steps: Vector(dx: 2, dy: 0), precise: Vector(dx: 2, dy: 0))))
        let records = engine.runUntilIdle()
        let last = records.last!.offset
        #expect(last.y == 100)
        #expect(last.x == 100)
    }
}
