import Foundation
import Testing
@testable import PlaygroundStage
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// A view file's scroll configuration reaches the lane's engine through the
/// view host protocol: `.scrollDisabled` stops the user's drag but not the
/// view's own scroll (`.defaultScrollAnchor`), and `.scrollBounceBehavior(.basedOnSize)`
/// gives content that fits no rubber band, as on iOS. The view files are
/// written here and compiled by the real host.
@Suite(.serialized) struct ViewHostScrollRulesTests {
    /// A file of `source` in a fresh folder, named `name`.
    static func write(_ name: String, _ source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-rules-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = "\(directory)/\(name)"
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every tick of the bundled `rubber-band-start` (a 400-pt pull down from
    /// the start, held, released) on `scene`, its host ticked at each (as `trace` does).
    static func pull(_ scene: ViewFileScene) throws -> [FrameRecord] {
        var scenario = try ScenarioPaths.load("rubber-band-start")
        scene.apply(to: &scenario, keepsBehavior: false)
        var runner = try ScenarioRunner(scenario: scenario, behavior: nil, catalog: scene.catalog)
        runner.reactor = scene
        var records: [FrameRecord] = []
        var run = runner.makeRun()
        while let tick = run.next() { records.append(tick.record) }
        return records
    }

    @Test func scrollDisabledStopsTheDragButNotTheViewsOwnScroll() throws {
        let file = try Self.write("Disabled.swift", """
            import SwiftUI
            struct Disabled: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<20, id: \\.self) { _ in Color.blue.frame(height: 100) }
                        }
                    }
                    .scrollDisabled(true)
                    .defaultScrollAnchor(.bottom)
                }
            }
            """)
        let scene = try ViewFileTests.scene([file])
        defer { scene.view.stop() }
        #expect(scene.scroll?.interaction.isScrollDisabled == true)
        let records = try Self.pull(scene)
        // The anchor's scroll (the view's own, on its first tick) goes to the end:
        // 20 rows of 100 in an 844-pt screen, 2000 − 844 = 1156; the pull moves nothing.
        let end = 2000.0 - 844
        let first = try #require(records.firstIndex { $0.offset.y == end })
        #expect(records[first...].allSatisfy { $0.offset.y == end })
        #expect(records.contains { $0.inputEvents.contains { if case .pointer = $0 { true } else { false } } })
        #expect(!records.contains { $0.phase == .interacting || $0.phase == .tracking })
    }

    @Test func basedOnSizeGivesContentThatFitsNoRubberBand() throws {
        let file = try Self.write("Fits.swift", """
            import SwiftUI
            struct Fits: View {
                var body: some View {
                    ScrollView {
                        Color.orange.frame(height: 300)
                    }
                    .scrollBounceBehavior(.basedOnSize)
                }
            }
            """)
        let scene = try ViewFileTests.scene([file])
        defer { scene.view.stop() }
        #expect(scene.scroll?.interaction.verticalBounce == .basedOnSize)
        let records = try Self.pull(scene)
        // The pull is a gesture (the finger is tracked) but the content stays at 0.
        #expect(records.contains { $0.phase == .interacting })
        #expect(records.allSatisfy { $0.offset.y == 0 })
    }
}
