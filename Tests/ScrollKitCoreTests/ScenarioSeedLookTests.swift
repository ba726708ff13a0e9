import Testing
@testable import ScrollKitCore

/// The `status-bar-opacity` and `header-height` expectations against seed
/// 003's and seed 000's formulas: the content is jumped to known offsets
/// and each check passes with the formula's value and fails with another.
@Suite struct ScenarioSeedLookTests {
    /// A scenario on `preset` that jumps to `y` at 0.1 s and checks `check` at 0.5 s.
    static func verdict(_ preset: Preset, y: Double, _ check: ScenarioExpectation.Check) throws -> ScenarioVerdict {
        var s = Scenario(preset: preset, events: [
            ScenarioEvent(time: 0.1, kind: .scrollTo(ScrollToRequest(.offset(Point(x: 0, y: y)), animated: false))),
        ], expectations: [ScenarioExpectation(check, at: .time(0.5))])
        s.behavior = "free"
        return try ScenarioRunner(scenario: s).check()
    }

    @Test(arguments: [0.0, 25, 50, 99, 100, 150, 1000])
    func statusBarOpacityIsOffsetOverAHundredClamped(y: Double) throws {
        // Seed 003: opacity = −minY / 100 for minY in −100…0, 1 below, 0 above; minY = −offset.
        let expected = min(max(y / 100, 0), 1)
        #expect(try Self.verdict(PresetCatalog.statusBar, y: y, .statusBarOpacity(expected, tolerance: 0.0001)).failures.isEmpty)
        let wrong = try Self.verdict(PresetCatalog.statusBar, y: y, .statusBarOpacity(expected + 0.01, tolerance: 0.0001))
        #expect(wrong.failures.first?.message.contains("status bar opacity") == true)
    }

    @Test(arguments: [0.0, 30, 50, 100, 140, 400])
    func headerHeightIsMaxHeightMinusOffsetClamped(y: Double) throws {
        // Seed 000: height = clamp(150 − offset, 50, 150) for offset ≥ 0.
        let expected = min(max(150 - y, 50), 150)
        #expect(try Self.verdict(PresetCatalog.collapsibleHeader, y: y, .headerHeight(expected, tolerance: 0.01)).failures.isEmpty)
        #expect(try !Self.verdict(PresetCatalog.collapsibleHeader, y: y, .headerHeight(expected + 1, tolerance: 0.01)).failures.isEmpty)
    }

    @Test func headerHeightOnAPresetWithoutAHeaderFailsSayingSo() throws {
        let v = try Self.verdict(PresetCatalog.rainbow, y: 0, .headerHeight(150, tolerance: 0.5))
        #expect(v.failures.first?.message.contains("has no collapsible header") == true)
    }
}
