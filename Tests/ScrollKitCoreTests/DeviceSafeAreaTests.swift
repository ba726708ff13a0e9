import Foundation
import Testing
@testable import ScrollKitCore

/// `Device.contentInsets(_:axes:)`: the safe area is added on the edges of
/// the scrolling axes only, on top of the preset's own insets.
@Suite("Device safe area insets") struct DeviceSafeAreaTests {
    @Test func verticalScrollingAddsTopAndBottom() throws {
        let phone = try #require(Device.named("iphone-16"))
        let insets = phone.contentInsets(EdgeInsets(top: 4, leading: 1, bottom: 2, trailing: 3), axes: .vertical)
        #expect(insets == EdgeInsets(top: 4 + 59, leading: 1, bottom: 2 + 34, trailing: 3))
    }

    @Test func horizontalScrollingLeavesTopAndBottom() throws {
        let phone = try #require(Device.named("iphone-16"))
        #expect(phone.contentInsets(.zero, axes: .horizontal) == .zero)
    }

    @Test func everyDeviceInsetsTheTop() {
        for device in Device.all {
            #expect(device.contentInsets(.zero, axes: .vertical).top == device.safeArea.top)
            #expect(device.safeArea.top > 0, "\(device.name)")
        }
    }

    /// A scenario's `safe-area` (what `--device` sets, what a capture of a
    /// `--device` session writes) stays through preset and axis switches:
    /// after each, the insets are the new preset's plus the safe area on
    /// the new axes (before the fix a preset switch took the bare preset's).
    @Test func aScenarioSafeAreaStaysThroughPresetAndAxisSwitches() throws {
        let phone = try #require(Device.named("iphone-16"))
        let start = PresetCatalog.rainbow
        let next = try #require(PresetCatalog.preset(named: "pages"))
        var scenario = Scenario(preset: start, events: [
            ScenarioEvent(time: 0.5, kind: .preset(next.name)),
            ScenarioEvent(time: 1.0, kind: .axis(.vertical)),
        ])
        scenario.safeArea = phone.safeArea
        scenario.end = 1.5
        var insets: [Int: EdgeInsets] = [:]
        try ScenarioRunner(scenario: scenario).run { (tick: ScenarioTick) in insets[tick.record.tick] = tick.engine.configuration.contentInsets }
        #expect(insets[1] == start.contentInsets.addingSafeArea(phone.safeArea, axes: start.axes))
        #expect(insets[61] == next.contentInsets.addingSafeArea(phone.safeArea, axes: next.axes))
        #expect(insets[121] == next.contentInsets.addingSafeArea(phone.safeArea, axes: .vertical))
        #expect(insets[121]?.top == next.contentInsets.top + CGFloat(59))
        // Read and written back.
        let text = scenario.fileText
        #expect(text.contains("\"safe-area\": [59, 0, 34, 0]"))
        #expect(try Scenario.parse(text: text, fileName: "c.json").safeArea == phone.safeArea)
    }
}
