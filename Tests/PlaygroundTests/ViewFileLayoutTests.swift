import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// A user's `Layout` and `ViewModifier` in view files, through the real
/// host: examples/views/FlowTags.swift's flow layout places five boxes
/// (Tests/ViewFiles/FlowBoxes.swift) at frames worked out by hand, and the
/// tags screen itself wraps its tags inside the screen.
@Suite(.serialized) struct ViewFileLayoutTests {
    static let example = ViewFileSeedTests.example("FlowTags.swift")
    static let boxes = ViewFileSeedTests.root + "/Tests/ViewFiles/FlowBoxes.swift"

    @Test func aFlowLayoutInAViewFilePlacesItsRowsByHand() throws {
        let scene = try ViewFileSeedTests.scene([Self.example, Self.boxes + "=FlowBoxes()"])
        defer { scene.view.stop() }
        let layout = try #require(scene.view.layout(ViewLayoutRequest(size: ViewFileTests.phone)))
        // The 300 × 400 frame centred on the 390 × 844 screen: (45, 222).
        // Rows wrap at 300 with 10 between: [red 100, green 80] 40 high,
        // [blue 150, orange 60] 30 high at 222 + 50, [purple 120] at 272 + 40.
        let frames = ViewFileSeedTests.shapes(layout.displayList).map(\.frame)
        #expect(frames == [
            Rect(x: 45, y: 222, width: 100, height: 30), Rect(x: 155, y: 222, width: 80, height: 40),
            Rect(x: 45, y: 272, width: 150, height: 30), Rect(x: 205, y: 272, width: 60, height: 20),
            Rect(x: 45, y: 312, width: 120, height: 30),
        ])
    }

    @Test func theTagsWrapInsideTheScreen() throws {
        let scene = try ViewFileSeedTests.scene([Self.example])
        defer { scene.view.stop() }
        let layout = try #require(scene.view.layout(ViewLayoutRequest(size: ViewFileTests.phone)))
        // Each tag is a capsule (TagStyle, a ViewModifier) inside the 16-point padding.
        let capsules = ViewFileSeedTests.shapes(layout.displayList).filter { if case .capsule = $0.shape.kind { true } else { false } }.map(\.frame)
        #expect(capsules.count == 14)
        #expect(capsules.allSatisfy { $0.minX >= 16 && $0.maxX <= 390 - 16 })
        #expect(Set(capsules.map(\.minY)).count > 1)
    }
}
