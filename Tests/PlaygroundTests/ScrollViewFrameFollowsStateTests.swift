import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// Seed 000's collapsing header (examples/views/seed-000-position-observing.swift):
/// the header above the `ScrollView` is `max(50, 150 − y)` tall at offset
/// `y`, so the scroll view's frame, the engine's container, is the screen
/// less the safe areas less that height at every tick, as iOS lays the
/// frame out again with each state change: 694 at rest on a 390 × 844
/// screen, 794 once `y` ≥ 100; on an iPhone 16 (852 points, safe areas 59
/// and 34) 852 − 93 − 150 = 609 at rest, 709 collapsed.
@Suite(.serialized) struct ScrollViewFrameFollowsStateTests {
    static let view = ViewTickTests.root + "/examples/views/seed-000-position-observing.swift"
    static let scenario = ViewTickTests.root + "/assets/scenarios/collapsible-header-scroll.json"

    /// The header's height at offset `y` (the gist's `max(50, 150 − offset.y)`).
    static func header(_ y: Double) -> Double { max(50, 150 - y) }

    @Test func theTracesContainerIsTheScreenLessTheHeaderAtEveryTick() throws {
        let run = try ViewTickTests.playground(["trace", Self.scenario, "--view-file", Self.view])
        try #require(run.status == 0, "\(run.stderr)")
        let lines = try ViewTickTests.lines(run.stdout)
        for line in lines {
            let y = try #require((line["offset"] as? [Double])?[1])
            #expect(line["container"] as? [Double] == [390, 844 - Self.header(y)], "tick \(line["tick"] ?? "?")")
        }
        #expect(lines.first?["container"] as? [Double] == [390, 694])
        #expect(lines.last?["offset"] as? [Double] == [0, 200], "4 notches × 50")
        #expect(lines.last?["container"] as? [Double] == [390, 794])
        // The notches were decided for frames under 794 (the last at y < 100 before
        // its tick's layout); at rest the behavior is asked once for 794, as for a
        // resize: original = proposed = adjusted = the resting 200.
        let decisions = lines.compactMap { $0["decision"] as? [String: Any] }
        #expect(decisions.map { $0["reason"] as? String } == ["gesture", "gesture", "gesture", "gesture", "resize"])
        #expect(decisions.last?["adjusted"] as? [Double] == [0, 200])
        // Same files and scenario: the same bytes.
        let again = try ViewTickTests.playground(["trace", Self.scenario, "--view-file", Self.view])
        #expect(again.stdout == run.stdout)
    }

    @Test func insideAnIPhone16sSafeAreaTheContainerIsTheScreenLessBothInsetsAndTheHeader() throws {
        let safeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let scene = try ViewFileScene.load(
            [Self.view], screen: Size(width: 393, height: 852), safeArea: safeArea, toolchain: ViewFileTests.toolchain(),
            reportsWarnings: false)
        defer { scene.view.stop() }
        var scenario = try Scenario.load(path: Self.scenario)
        scenario.window = Size(width: 393, height: 852)
        scene.apply(to: &scenario)
        var runner = try ScenarioRunner(scenario: scenario, behavior: nil, catalog: scene.catalog)
        runner.reactor = scene
        var records: [FrameRecord] = []
        var run = runner.makeRun()
        while let tick = run.next() { records.append(tick.record) }
        try #require(!records.isEmpty)
        for r in records {
            // The layout adds up its own way: equal to rounding (1e-9).
            #expect(r.containerSize.width == 393)
            #expect(abs(r.containerSize.height - (852 - 59 - 34 - Self.header(r.offset.y))) < 1e-9, "tick \(r.tick) at \(r.offset.y)")
        }
        #expect(records.first?.containerSize.height == 609)
        #expect(records.last?.containerSize.height == 709)
    }
}
