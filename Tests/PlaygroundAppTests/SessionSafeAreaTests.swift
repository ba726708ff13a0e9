import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundRecording
@testable import BehaviorHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// `run --device`: the device's safe area insets every lane's content, and
/// it stays after the preset (P) and axis (A) keys (before the fix, P gave
/// the bare preset's insets: a `--device` session lost its status-bar
/// inset). A capture of such a session replays the switches with the same
/// insets, tick for tick.
@Suite struct SessionSafeAreaTests {
    typealias Session = PlaygroundSessionTests

    static func expected(_ session: Stage, _ safeArea: EdgeInsets) -> EdgeInsets {
        session.preset.contentInsets.addingSafeArea(safeArea, axes: session.axes)
    }

    @Test func theSafeAreaStaysAfterPresetAndAxisSwitches() throws {
        let phone = try #require(Device.named("iphone-16"))
        var options = Session.options(preset: "rainbow", lanes: ["free", "paging"], window: phone.size)
        options.safeArea = phone.safeArea
        var session = Stage(options: options)
        #expect(session.engines.allSatisfy { $0.configuration.contentInsets.top == session.preset.contentInsets.top + 59 })
        var wall = 0.1
        for key in ["p", "a", "p", "a", "a", "p"] {
            _ = session.handle(KeyPress(name: key, shift: false), atWall: wall)
            wall += 0.2
            session.advance(toWall: wall)
            let want = Self.expected(session, phone.safeArea)
            for engine in session.engines {
                #expect(engine.configuration.contentInsets == want, "after \(key): \(session.preset.name), \(session.axes.name)")
            }
            if session.axes.contains(.vertical) { #expect(want.top >= 59) }
        }
        // Without a device nothing is added.
        var plain = Stage(options: Session.options(preset: "rainbow"))
        _ = plain.handle(KeyPress(name: "p", shift: false), atWall: 0.1)
        #expect(plain.engines[0].configuration.contentInsets == plain.preset.contentInsets)
    }

    @Test func aCaptureOfADeviceSessionReplaysItsSwitchesWithTheSafeArea() throws {
        let phone = try #require(Device.named("iphone-16"))
        var options = Session.options(preset: "rainbow", window: phone.size)
        options.safeArea = phone.safeArea
        var session = Stage(options: options)
        let capture = CaptureWriter(
            path: "unused.json", preset: session.preset, window: session.windowSize, items: session.itemCount,
            axes: session.axes, behavior: session.behaviorName, deceleration: session.deceleration,
            convention: session.convention, tick: session.tickLength, safeArea: session.safeArea)
        session.capture = capture
        var live: [Int: FrameRecord] = [:]
        func keep() { for r in CaptureWriterTests.records(session, from: max(1, session.history.firstSequence)) { live[r.tick] = r } }
        Session.fling(&session, at: 0.1)
        session.advance(toWall: 0.8)
        keep()
        _ = session.handle(KeyPress(name: "p", shift: false), atWall: 0.8)
        session.advance(toWall: 1.2)
        keep()
        _ = session.handle(KeyPress(name: "a", shift: false), atWall: 1.2)
        session.send(TimedInputEvent(time: 1.3, event: .wheel(steps: Vector(dx: 0, dy: -2), precise: Vector(dx: 0, dy: -2))))
        session.advance(toWall: 2.0)
        keep()
        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "c.json")
        #expect(scenario.safeArea == phone.safeArea)
        var replay: [Int: FrameRecord] = [:]
        var insets = EdgeInsets.zero
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = session.time
        runner.run { (tick: ScenarioTick) in
            replay[tick.record.tick] = tick.record
            insets = tick.engine.configuration.contentInsets
        }
        let mismatch = live.keys.sorted().first { replay[$0]?.traceLine != live[$0]?.traceLine }
        #expect(mismatch == nil, "tick \(mismatch ?? 0): replay \(mismatch.flatMap { replay[$0]?.traceLine } ?? "")\nlive \(mismatch.flatMap { live[$0]?.traceLine } ?? "")")
        #expect(insets == session.engines[0].configuration.contentInsets)
    }
}
