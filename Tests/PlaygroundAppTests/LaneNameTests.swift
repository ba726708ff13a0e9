import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// Lane names are read from the engines (`Lanes.behaviors` is
/// `engine.behavior.name`): after any key that changes a preset, a
/// behavior or the lanes, the title, the lanes' names and what each
/// engine actually runs (its records' `behavior`, one tick later) agree.
@Suite struct LaneNameTests {
    typealias Session = PlaygroundSessionTests

    static func check(_ stage: Stage, after key: String) {
        #expect(stage.laneBehaviors == stage.engines.map(\.behavior.name), "after \(key)")
        #expect(stage.engines.map(\.lastRecord.behavior) == stage.laneBehaviors, "records after \(key)")
        #expect(stage.title.hasSuffix(stage.laneBehaviors.joined(separator: " | ")), "title after \(key)")
        #expect(stage.behaviorName == stage.laneBehaviors[stage.selectedLane])
    }

    @Test func namesFollowTheEnginesThroughPresetBehaviorAndLaneKeys() {
        var stage = Stage(options: Session.options(preset: "pages", lanes: ["paging", "seed-v2"]).stage)
        var wall = 0.1
        let keys: [(String, Bool)] = [
            ("p", false), ("tab", false), ("l", false), ("p", true), ("3", false), ("a", false), ("l", false),
            ("l", false), ("tab", true), ("p", false),
        ]
        for (key, shift) in keys {
            let before = stage.laneBehaviors
            _ = WindowKeys.press(KeyPress(name: key, shift: shift), on: &stage, atWall: wall)
            wall += 0.1
            stage.advance(toWall: wall)
            Self.check(stage, after: "\(shift ? "shift-" : "")\(key) (was \(before))")
        }
    }

    @Test func aPresetSwitchNamesTheSelectedLaneAfterThePresetsDefault() throws {
        var stage = Stage(options: Session.options(preset: "pages", lanes: ["seed-v2", "seed-v3"]).stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &stage, atWall: 0.1)
        stage.advance(toWall: 0.2)
        let next = stage.preset
        #expect(next.name != "pages")
        #expect(stage.laneBehaviors == [next.defaultBehavior, "seed-v3"])
        Self.check(stage, after: "p")
    }
}
