import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
import ScrollKitCore
import PlaygroundTestSupport

/// What a view file uses that the playground approximates or ignores, from
/// the host's own lines to the HUD and the help overlay:
/// `Tests/ViewFiles/Notes.swift` writes `.safeAreaInset(edge: .bottom)`
/// (approximated) at line 18, `.toolbarBackground` (ignored) at line 19
/// and `.sheet(isPresented:)` (ignored) at line 20, each evaluated once
/// per body, so each is said once.
@Suite(.serialized) struct ViewFileNotesTests {
    static let expected = [
        ViewNote(kind: .approximated, name: ".safeAreaInset(edge: .bottom)", file: "Notes.swift", line: 18),
        ViewNote(kind: .ignored, name: ".toolbarBackground", file: "Notes.swift", line: 19),
        ViewNote(kind: .ignored, name: ".sheet(isPresented:)", file: "Notes.swift", line: 20),
    ]

    @Test func theHUDCountsAndListsWhatTheViewLeavesOut() throws {
        let scene = try ViewFileTests.scene([ViewFileTests.fixture("Notes.swift")])
        var stage = ViewFileTimeTravelTests.stage(scene)
        stage.advance(toWall: 0.001)  // tick 1: the body is evaluated
        // Stopping the host drains its stderr: every line it wrote is read.
        scene.view.stop()
        #expect(scene.notes == Self.expected)
        let hud = stage.frame(atWall: 0.001).hud
        #expect(hud.viewNotes == Self.expected)
        let rows = HUDRenderer().rows(for: hud).filter { $0.label == "SwiftUI" || $0.value.contains("  line ") }
        #expect(rows.map { "\($0.label)|\($0.value)" } == [
            "SwiftUI|1 approximated · 2 ignored",
            "approximated|.safeAreaInset(edge: .bot…  line 18",
            "ignored|.toolbarBackground  line 19",
            "ignored|.sheet(isPresented:)  line 20",
        ])
        // The help overlay lists every note after the keys, by file and line.
        let help = HelpOverlay().listing(hud.viewNotes).bindings
        #expect(help.map { "\($0.keys) \($0.action)" } == [
            "Notes.swift:18 approximated .safeAreaInset(edge: .bottom)",
            "Notes.swift:19 ignored .toolbarBackground",
            "Notes.swift:20 ignored .sheet(isPresented:)",
        ])
    }
}
