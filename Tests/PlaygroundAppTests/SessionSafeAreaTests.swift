import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// `run --device`: the device's safe area insets every lane's content, and
/// it stays after the preset (P) and axis (A) keys (before the fix, P gave
/// the bare preset's insets: a `--device` session lost its status-bar
/// inset). A capture of such a session replays the switches with the same
/// insets, tick for tick.
@Suite struct SessionSafeAreaTests {
    typealias Session = PlaygroundSessionTests

    static func expected(_ stage: Stage, _ safeArea: EdgeInsets) -> EdgeInsets {
        stage.preset.contentInsets.addingSafeArea(safeArea, axes: stage.axes)
    }

    @Test func theSafeAreaStaysAfterPresetAndAxisSwitches() throws {
        let phone = try #require(Device.named("iphone-16"))
        var options = Session.options(preset: "rainbow", lanes: ["free", "paging"], window: phone.size)
        options.safeArea = phone.safeArea
        var stage = Stage(options: options.stage)
        #expect(stage.engines.allSatisfy { $0.configuration.contentInsets.top == stage.preset.contentInsets.top + 59 })
        var wall = 0.1
        for key in ["p", "a", "p", "a", "a", "p"] {
            _ = WindowKeys.press(KeyPress(name: key, shift: false), on: &stage, atWall: wall)
            wall += 0.2
            stage.advance(toWall: wall)
            let want = Self.expected(stage, phone.safeArea)
            for engine in stage.engines {
                #expect(engine.configuration.contentInsets == want, "after \(key): \(stage.preset.name), \(stage.axes.name)")
            }
            if stage.axes.contains(.vertical) { #expect(want.top >= 59) }
        }
        // Without a device nothing is added.
        var plain = Stage(options: Session.options(preset: "rainbow").stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &plain, atWall: 0.1)
        #expect(plain.engines[0].configuration.contentInsets == plain.preset.contentInsets)
    }

    @Test func aCaptureOfADeviceSessionReplaysItsSwitchesWithTheSafeArea() throws {
        let phone = try #require(Device.named("iphone-16"))
        var options = Session.options(preset: "rainbow", window: phone.size)
        options.safeArea = phone.safeArea
        var stage = Stage(options: options.stage)
        let capture = CaptureWriter(
            path: "unused.json", preset: stage.preset, window: stage.windowSize, items: stage.itemCount,
            axes: stage.axes, behavior: stage.behaviorName, deceleration: stage.deceleration,
            convention: stage.convention, tick: stage.tickLength, safeArea: stage.safeArea)
        stage.capture = capture
        var live: [Int: FrameRecord] = [:]
        func keep() { for r in CaptureWriterTests.records(stage, from: max(1, stage.history.firstSequence)) { live[r.tick] = r } }
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.8)
        keep()
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &stage, atWall: 0.8)
        stage.advance(toWall: 1.2)
        keep()
        _ = WindowKeys.press(KeyPress(name: "a", shift: false), on: &stage, atWall: 1.2)
        stage.send(TimedInputEvent(time: 1.3, event: .wheel(steps: Vector(dx: 0, dy: -2), precise: Vector(dx: 0, dy: -2))))
        stage.advance(toWall: 2.0)
        keep()
        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "c.json")
        #expect(scenario.safeArea == phone.safeArea)
        var replay: [Int: FrameRecord] = [:]
        var insets = EdgeInsets.zero
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = stage.time
        runner.run { (tick: ScenarioTick) in
            replay[tick.record.tick] = tick.record
            insets = tick.engine.configuration.contentInsets
        }
        let mismatch = live.keys.sorted().first { replay[$0]?.traceLine != live[$0]?.traceLine }
        #expect(mismatch == nil, "tick \(mismatch ?? 0): replay \(mismatch.flatMap { replay[$0]?.traceLine } ?? "")\nlive \(mismatch.flatMap { live[$0]?.traceLine } ?? "")")
        #expect(insets == stage.engines[0].configuration.contentInsets)
    }
}
