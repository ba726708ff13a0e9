import Foundation
import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// The capture without a window: a session driven with wall times, its
/// capture replayed by `ScenarioRunner`, tick for tick.
@Suite struct CaptureWriterTests {
    typealias Session = PlaygroundSessionTests

    static func capture(_ stage: Stage, path: String, origin: Double = 0, offset: Point = .zero) -> CaptureWriter {
        CaptureWriter(
            path: path, preset: stage.preset, window: stage.windowSize, items: stage.itemCount,
            axes: stage.axes, behavior: stage.behaviorName, deceleration: stage.deceleration,
            convention: stage.convention, tick: stage.tickLength, origin: origin, offset: offset)
    }

    /// The head records of lane 0 from `tick` on.
    static func records(_ stage: Stage, from tick: Int) -> [FrameRecord] {
        (tick...stage.tick).compactMap { stage.history[sequence: $0]?.engines[0].lastRecord }
    }

    @Test func aWholeSessionCaptureReplaysIdentically() throws {
        var stage = Stage(options: Session.options().stage)
        let capture = Self.capture(stage, path: "unused.json")
        stage.capture = capture
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 1.5)
        stage.send(TimedInputEvent(time: 1.5, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        _ = WindowKeys.press(KeyPress(name: "tab", shift: false), on: &stage, atWall: 1.6)
        stage.send(TimedInputEvent(time: 1.7, event: .resize(Size(width: 844, height: 390))))
        stage.advance(toWall: 3.0)
        let live = Self.records(stage, from: 1)

        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "capture.json")
        #expect(Set(scenario.events.map(\.kind.typeName)) == ["pointer", "wheel", "behavior", "resize"])
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = live.last!.time
        var replay: [String] = []
        runner.run { (tick: ScenarioTick) in replay.append(tick.record.traceLine) }
        #expect(replay.count >= live.count)
        let difference = zip(replay, live.map(\.traceLine)).first { $0.0 != $0.1 }
        #expect(difference == nil, "replay \(difference?.0 ?? "")\nlive   \(difference?.1 ?? "")")
    }

    /// The capture ends where the session did: `finish(end:)` writes the
    /// head's time as the scenario's `end`, and the replay stops on the
    /// head's tick, mid-motion included (the settle rule would run on).
    @Test func aCaptureEndsOnTheTickTheSessionEndedOn() throws {
        let dir = try RecordTestSupport.makeDirectory()
        defer { RecordTestSupport.remove(dir) }
        for quitAt in [0.35, 2.0] {   // mid-fling, then at rest
            var stage = Stage(options: Session.options().stage)
            let capture = Self.capture(stage, path: dir + "/c.json")
            stage.capture = capture
            Session.fling(&stage, at: 0.1)
            stage.advance(toWall: quitAt)
            try capture.finish(end: stage.time)
            let scenario = try Scenario.load(path: dir + "/c.json")
            #expect(scenario.end == stage.time)
            let summary = try ScenarioRunner(scenario: scenario).run { (_: ScenarioTick) in }
            #expect(summary.finalTick == stage.tick, "quit at \(quitAt)")
            #expect((summary.settleTick == nil) == (quitAt < 1), "mid-fling: stopped before settling")
        }
        // A capture that stopped early keeps no end (the settle rule decides).
        let stage = Stage(options: Session.options().stage)
        let stopped = Self.capture(stage, path: dir + "/s.json")
        stopped.stop("a test")
        try stopped.finish(end: 1)
        #expect(try Scenario.load(path: dir + "/s.json").end == nil)
    }

    /// The preset (P), axis (A) and deceleration (D) keys are captured as
    /// setup entries, and the replay goes through them tick for tick.
    @Test func presetAxisAndDecelerationSwitchesAreCapturedAndReplayIdentically() throws {
        // A preset or axis switch restarts the history: keep each tick's
        // record as it is made.
        var kept: [Int: FrameRecord] = [:]
        func keep(_ s: Stage) { for r in Self.records(s, from: max(1, s.history.firstSequence)) { kept[r.tick] = r } }
        var stage = Stage(options: Session.options().stage)
        let capture = Self.capture(stage, path: "unused.json")
        stage.capture = capture
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.6)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "d", shift: false), on: &stage, atWall: 0.6)      // fast, mid-motion
        stage.advance(toWall: 1.2)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &stage, atWall: 1.2)      // next preset
        Session.fling(&stage, at: 1.4)
        stage.advance(toWall: 2.2)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "a", shift: false), on: &stage, atWall: 2.2)      // next axis
        stage.send(TimedInputEvent(time: 2.3, event: .wheel(steps: Vector(dx: 0, dy: -2), precise: Vector(dx: 0, dy: -2))))
        stage.advance(toWall: 2.9)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: true), on: &stage, atWall: 2.9)       // previous preset
        _ = WindowKeys.press(KeyPress(name: "d", shift: false), on: &stage, atWall: 2.9)      // normal again
        Session.fling(&stage, at: 3.0)
        stage.advance(toWall: 5.0)
        keep(stage)
        let live = kept.keys.sorted().map { kept[$0]! }
        #expect(live.map(\.tick) == Array(1...stage.tick))
        #expect(capture.stoppedReason == nil)

        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "capture.json")
        #expect(scenario.events.filter(\.kind.isSetup).map(\.kind.typeName) == ["deceleration", "preset", "axis", "preset", "deceleration"])
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = live.last!.time
        var replay: [String] = []
        runner.run { (tick: ScenarioTick) in replay.append(tick.record.traceLine) }
        #expect(replay.count >= live.count)
        #expect(Set(live.map(\.behavior)).count >= 2)                    // the preset's default behavior took over
        let difference = zip(replay, live.map(\.traceLine)).first { $0.0 != $0.1 }
        #expect(difference == nil, "replay \(difference?.0 ?? "")\nlive   \(difference?.1 ?? "")")
    }

    /// A lanes session: L adds lanes, a pointer in lane 1 selects it, a
    /// behavior key and a preset key act on lane 1 only. The capture holds
    /// the lanes, and each lane's replay (`ScenarioRunner.lane`) equals that
    /// lane live, tick for tick.
    @Test func aLanesSessionIsCapturedWithItsLanesAndEachLaneReplaysIdentically() throws {
        var kept: [Int: [String]] = [:]
        func keep(_ s: Stage) {
            for t in max(1, s.history.firstSequence)...s.tick {
                if let snapshot = s.history[sequence: t] { kept[t] = snapshot.engines.map(\.lastRecord.traceLine) }
            }
        }
        var stage = Stage(options: Session.options(lanes: ["paging", "seed-v3"]).stage)
        let capture = CaptureWriter(
            path: "unused.json", preset: stage.preset, window: stage.laneSize, items: stage.itemCount,
            axes: stage.axes, behavior: stage.laneBehaviors[0], deceleration: stage.deceleration,
            convention: stage.convention, tick: stage.tickLength, lanes: stage.laneBehaviors)
        stage.capture = capture
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.8)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "l", shift: false), on: &stage, atWall: 0.8)         // a third lane, copying lane 0
        let lane1 = stage.laneFrames[1].content.origin
        Session.fling(&stage, at: 1.0, from: lane1.x + 300, y: lane1.y + 400)   // selects lane 1
        #expect(stage.selectedLane == 1)
        stage.advance(toWall: 1.5)
        _ = WindowKeys.press(KeyPress(name: "tab", shift: false), on: &stage, atWall: 1.5)       // lane 1's behavior
        stage.advance(toWall: 2.0)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &stage, atWall: 2.0)         // preset; lane 1 takes its default
        Session.fling(&stage, at: 2.2, from: lane1.x + 300, y: lane1.y + 400)
        stage.advance(toWall: 2.6)
        let lane2 = stage.laneFrames[2].content.origin
        Session.fling(&stage, at: 2.6, from: lane2.x + 300, y: lane2.y + 400)   // selects lane 2 (added by L)
        _ = WindowKeys.press(KeyPress(name: "3", shift: false), on: &stage, atWall: 2.8)         // lane 2's behavior only
        stage.advance(toWall: 3.5)
        keep(stage)
        #expect(capture.stoppedReason == nil)
        let lanes = stage.engines.count
        #expect(lanes == 3)

        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "capture.json")
        #expect(scenario.lanes == ["paging", "seed-v3"])
        #expect(scenario.events.contains { $0.kind == .lanes(["paging", "seed-v3", "seed-v2"]) })
        #expect(scenario.events.contains { if case ScenarioEvent.Kind.behavior = $0.kind { $0.lane == 1 } else { false } })
        #expect(scenario.events.contains { if case ScenarioEvent.Kind.preset = $0.kind { $0.lane == 1 } else { false } })
        #expect(scenario.events.contains { if case ScenarioEvent.Kind.behavior = $0.kind { $0.lane == 2 } else { false } })
        for lane in 0..<lanes {
            let live = kept.keys.sorted().compactMap { t in kept[t].flatMap { $0.indices.contains(lane) ? $0[lane] : nil } }
            var runner = try ScenarioRunner(scenario: scenario, behavior: scenario.startingLanes.indices.contains(lane) ? scenario.startingLanes[lane] : nil)
            runner.lane = lane
            runner.minimumEndTime = 3.5
            var replay: [Int: String] = [:]
            runner.run { (tick: ScenarioTick) in replay[tick.record.tick] = tick.record.traceLine }
            // A lane added later is compared from its first tick.
            let ticks = kept.keys.sorted().filter { kept[$0]!.indices.contains(lane) }
            #expect(!ticks.isEmpty && ticks.count == live.count)
            let difference = zip(ticks, live).first { replay[$0.0] != $0.1 }
            #expect(difference == nil, "lane \(lane) tick \(difference?.0 ?? 0): replay \(replay[difference?.0 ?? 0] ?? "none")\nlive   \(difference?.1 ?? "")")
        }

        // `run --replay`: the session replays every lane (scripted lanes switch included).
        var replayed = Stage(options: Session.options(lanes: scenario.lanes).stage)
        for item in scenario.eventItems { replayed.sendScripted(item) }
        var scripted: [Int: [String]] = [:]
        var t = 0.0
        while t < 3.5 {
            t += 0.05
            replayed.advance(toWall: t)
            for k in max(1, replayed.history.firstSequence)...replayed.tick {
                if let snapshot = replayed.history[sequence: k] { scripted[k] = snapshot.engines.map(\.lastRecord.traceLine) }
            }
        }
        #expect(replayed.engines.count == lanes)
        let mismatch = kept.keys.sorted().first { scripted[$0] != nil && scripted[$0] != kept[$0] }
        #expect(mismatch == nil, "tick \(mismatch ?? 0): replay \(scripted[mismatch ?? 0] ?? [])\nlive   \(kept[mismatch ?? 0] ?? [])")
        #expect(kept.keys.filter { scripted[$0] != nil }.count >= kept.count - 1)
    }

    /// `run --replay` of the same capture in the session (scripted setups)
    /// gives the live session's records again.
    @Test func aScriptedReplayAppliesSetupSwitchesAtTheirTicks() throws {
        var kept: [Int: String] = [:]
        func keep(_ s: Stage) { for r in Self.records(s, from: max(1, s.history.firstSequence)) { kept[r.tick] = r.traceLine } }
        var stage = Stage(options: Session.options().stage)
        let capture = Self.capture(stage, path: "unused.json")
        stage.capture = capture
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.8)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "a", shift: false), on: &stage, atWall: 0.8)
        _ = WindowKeys.press(KeyPress(name: "d", shift: false), on: &stage, atWall: 0.8)
        Session.fling(&stage, at: 1.0)
        stage.advance(toWall: 1.6)
        keep(stage)
        _ = WindowKeys.press(KeyPress(name: "p", shift: false), on: &stage, atWall: 1.6)
        Session.fling(&stage, at: 1.8)
        stage.advance(toWall: 3.5)
        keep(stage)
        let live = kept.keys.sorted().map { kept[$0]! }

        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "capture.json")
        var replayed = Stage(options: Session.options().stage)
        for item in scenario.eventItems { replayed.sendScripted(item) }
        var replay: [String] = []
        replayed.advance(toWall: 3.5) { replay.append($0.traceLine) }
        #expect(replay.count >= live.count)       // the live clock held still at rest
        let difference = zip(replay, live).first { $0.0 != $0.1 }
        #expect(difference == nil, "replay \(difference?.0 ?? "")\nlive   \(difference?.1 ?? "")")
    }

    @Test func aCaptureStartedLaterBeginsWhereTheContentWas() throws {
        var stage = Stage(options: Session.options().stage)
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 1.5)
        let start = stage.tick
        let offset = stage.engines[0].lastRecord.offset
        #expect(offset.x > 0)
        let capture = Self.capture(stage, path: "unused.json", origin: stage.time, offset: offset)
        stage.capture = capture
        Session.fling(&stage, at: 1.6)
        stage.advance(toWall: 3.0)
        let live = Self.records(stage, from: start + 1)

        let scenario = try Scenario.parse(text: capture.scenario.fileText, fileName: "capture.json")
        var runner = try ScenarioRunner(scenario: scenario)
        runner.minimumEndTime = live.last!.time - capture.origin
        var replay: [FrameRecord] = []
        runner.run { (tick: ScenarioTick) in replay.append(tick.record) }
        #expect(replay.count >= live.count)
        for (r, l) in zip(replay, live) {
            #expect(abs(r.offset.x - l.offset.x) < 1e-6 && abs(r.velocity.dx - l.velocity.dx) < 1e-6 && r.phase == l.phase,
                    "tick \(r.tick): replay \(r.offset) \(r.phase) ≠ live \(l.offset) \(l.phase)")
        }
    }

    @Test func aBranchKeepsOnlyTheEventsOfTheKeptRun() {
        var stage = Stage(options: Session.options().stage)
        let capture = Self.capture(stage, path: "unused.json")
        stage.capture = capture
        Session.fling(&stage, at: 0.1)
        stage.advance(toWall: 1.0)
        stage.togglePause(atWall: 1.0)
        for _ in 0..<60 { stage.step(by: -1) }        // back to 0.5 s: after the fling
        stage.send(TimedInputEvent(time: 1.1, event: .key(.pageDown)))   // branches
        #expect(capture.scenario.events.last?.kind == .key(.pageDown, shift: false))
        #expect(capture.scenario.events.count == 1 + 12 + 1 + 1)            // down, 12 moves, up, the key
    }

    @Test func defaultPathsAreTimestampedInCaptures() {
        var parts = DateComponents()
        parts.year = 2026; parts.month = 11; parts.day = 23; parts.hour = 7; parts.minute = 29; parts.second = 5
        let date = Calendar.current.date(from: parts)!
        #expect(CaptureWriter.defaultPath(at: date) == "captures/capture-20261123-072905.json")
    }
}
