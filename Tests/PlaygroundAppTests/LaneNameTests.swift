import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundRecording
@testable import BehaviorHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// Lane names are read from the engines (`Lanes.behaviors` is
/// `engine.behavior.name`): after any key that changes a preset, a
/// behavior or the lanes, the title, the lanes' names and what each
/// engine actually runs (its records' `behavior`, one tick later) agree.
@Suite struct LaneNameTests {
    typealias Session = PlaygroundSessionTests

    static func check(_ session: Stage, after key: String) {
        #expect(session.laneBehaviors == session.engines.map(\.behavior.name), "after \(key)")
        #expect(session.engines.map(\.lastRecord.behavior) == session.laneBehaviors, "records after \(key)")
        #expect(session.title.hasSuffix(session.laneBehaviors.joined(separator: " | ")), "title after \(key)")
        #expect(session.behaviorName == session.laneBehaviors[session.selectedLane])
    }

    @Test func namesFollowTheEnginesThroughPresetBehaviorAndLaneKeys() {
        var session = Stage(options: Session.options(preset: "pages", lanes: ["paging", "seed-v2"]))
        var wall = 0.1
        let keys: [(String, Bool)] = [
            ("p", false), ("tab", false), ("l", false), ("p", true), ("3", false), ("a", false), ("l", false),
            ("l", false), ("tab", true), ("p", false),
        ]
        for (key, shift) in keys {
            let before = session.laneBehaviors
            _ = session.handle(KeyPress(name: key, shift: shift), atWall: wall)
            wall += 0.1
            session.advance(toWall: wall)
            Self.check(session, after: "\(shift ? "shift-" : "")\(key) (was \(before))")
        }
    }

    @Test func aPresetSwitchNamesTheSelectedLaneAfterThePresetsDefault() throws {
        var session = Stage(options: Session.options(preset: "pages", lanes: ["seed-v2", "seed-v3"]))
        _ = session.handle(KeyPress(name: "p", shift: false), atWall: 0.1)
        session.advance(toWall: 0.2)
        let next = session.preset
        #expect(next.name != "pages")
        #expect(session.laneBehaviors == [next.defaultBehavior, "seed-v3"])
        Self.check(session, after: "p")
    }
}
