import ScrollKitCore
import Testing
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// The window's state without SDL: time travel, lanes and keys, driven with
/// wall time passed in (no sleeping).
@Suite struct PlaygroundSessionTests {
    static func options(preset: String = "pages", lanes: [String] = [], window: Size? = nil) -> WindowOptions {
        let p = PresetCatalog.preset(named: preset)!
        return WindowOptions(
            preset: p, behaviorName: p.defaultBehavior, axes: p.axes, itemCount: p.defaultItemCount,
            windowSize: window ?? p.defaultWindow, deceleration: .normal, scale: 1, replayPath: nil, recordPath: nil,
            tracePath: nil, exitAfter: nil, videoDriver: nil, laneBehaviors: lanes)
    }

    /// A left-to-right fling on `pages` (finger moves left 150 px in 0.1 s), starting at wall `t0`.
    static func fling(_ stage: inout Stage, at t0: Double, from x: Double = 300, y: Double = 400) {
        stage.send(TimedInputEvent(time: t0, event: .pointer(.down, Point(x: x, y: y))))
        for i in 1...12 {
            let t = t0 + Double(i) / 120
            stage.send(TimedInputEvent(time: t, event: .pointer(.move, Point(x: x - 12.5 * Double(i), y: y))))
            stage.advance(toWall: t)
        }
        stage.send(TimedInputEvent(time: t0 + 0.1, event: .pointer(.up, Point(x: x - 150, y: y))))
    }

    @Test func stepBackThenForwardReturnsTheIdenticalRecords() {
        var stage = Stage(options: Self.options().stage)
        Self.fling(&stage, at: 0.1)
        stage.advance(toWall: 0.6)
        let head = stage.tick
        let original = (head - 30...head).map { stage.history[sequence: $0]!.engines[0].lastRecord }
        stage.togglePause(atWall: 0.6)
        #expect(stage.mode == .paused)
        for _ in 0..<30 { stage.step(by: -1) }
        #expect(stage.shownTick == head - 30)
        #expect(stage.shownEngines[0].lastRecord == original[0])
        var replayed = [stage.shownEngines[0].lastRecord]
        for _ in 0..<30 {
            stage.step(by: 1)
            replayed.append(stage.shownEngines[0].lastRecord)
        }
        #expect(replayed == original)
        #expect(stage.tick == head, "stepping inside the history must not run the engine")
        // One more step at the head runs the engine by exactly one tick.
        var emitted: [FrameRecord] = []
        stage.step(by: 1) { emitted.append($0) }
        #expect(stage.tick == head + 1)
        #expect(emitted.map(\.tick) == [head + 1])
    }

    @Test func resumingFromThePastReplaysTheRecordedRunThenGoesLive() {
        var stage = Stage(options: Self.options().stage)
        Self.fling(&stage, at: 0.1)
        stage.advance(toWall: 1.0)
        let head = stage.tick
        let recorded = stage.history[sequence: head - 40]!.engines[0].lastRecord
        stage.togglePause(atWall: 1.0)
        stage.step(by: -100)                     // the clock started at the fling: ~108 ticks of history
        stage.togglePause(atWall: 2.0)           // resume in the past: replay
        #expect(stage.mode == .replaying)
        stage.advance(toWall: 2.5)               // 60 ticks later on the replay clock
        #expect(stage.shownTick == head - 40)
        #expect(stage.shownEngines[0].lastRecord == recorded)
        #expect(stage.tick == head, "replaying runs no engine")
        stage.advance(toWall: 3.1)               // past the head: live again
        #expect(stage.mode == .live)
        #expect(stage.tick > head)
    }

    @Test func anInputInThePastBranches() {
        var stage = Stage(options: Self.options().stage)
        Self.fling(&stage, at: 0.1)
        stage.advance(toWall: 2.0)
        let head = stage.tick
        stage.togglePause(atWall: 2.0)
        stage.step(by: -100)
        let branchTick = stage.shownTick
        stage.send(TimedInputEvent(time: 3.0, event: .key(.pageDown)))
        #expect(stage.mode == .live)
        #expect(stage.displayMode(atWall: 3.0) == .branched)
        #expect(stage.displayMode(atWall: 3.0 + Stage.branchBadgeSeconds + 0.1) == .live)
        #expect(stage.tick == branchTick, "the engines restart from the frame on screen")
        #expect(stage.history.lastSequence == branchTick, "the old future is dropped")
        stage.advance(toWall: 3.0)
        #expect(stage.tick == branchTick + 1)
        let record = stage.engines[0].lastRecord
        #expect(record.inputs == ["key page-down"], "the key shows on the first tick after the branch")
        #expect(record.phase == .animating)
        #expect(head > branchTick)
    }

    @Test func anInputPolledInAFrameShowsItsEffectInThatFrame() {
        var stage = Stage(options: Self.options(preset: "rainbow").stage)
        stage.advance(toWall: 0.5)
        let before = stage.engines[0].lastRecord.offset
        // At rest the head stays at tick 0 (no idle ticks); the next frame
        // polls a notch at 0.512, the clock starts there and runs tick 1.
        #expect(stage.tick == 0)
        stage.send(TimedInputEvent(time: 0.512, event: .wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1))))
        stage.advance(toWall: 0.512)
        #expect(stage.tick == 1)
        let record = stage.engines[0].lastRecord
        #expect(record.inputs == ["wheel 0 -1"])
        #expect(record.offset.y > before.y)
    }

    @Test func lanesFedTheSameInputMatchSeparateSingleRuns() {
        // Three lanes of 390×826 (the window grows to 1174×844).
        let behaviors = ["paging", "seed-v2", "seed-v3"]
        var lanes = Stage(options: Self.options(lanes: behaviors, window: Size(width: 390, height: 826)).stage)
        #expect(lanes.windowSize == Size(width: 1174, height: 844))
        #expect(lanes.laneFrames.map(\.content.size) == Array(repeating: Size(width: 390, height: 826), count: 3))
        var singles = behaviors.map { name -> Stage in
            var o = Self.options(window: Size(width: 390, height: 826))
            o.behaviorName = name
            return Stage(options: o.stage)
        }
        // The same gesture, made in the third lane (its container starts at x 784, y 18):
        // every lane receives it relative to that container, as the single runs do.
        Self.fling(&lanes, at: 0.1, from: 784 + 300, y: 18 + 382)
        for i in singles.indices { Self.fling(&singles[i], at: 0.1, y: 382) }
        lanes.advance(toWall: 2.5)
        for i in singles.indices { singles[i].advance(toWall: 2.5) }
        for (i, single) in singles.enumerated() {
            let laneRecords = (1...lanes.tick).map { lanes.history[sequence: $0]!.engines[i].lastRecord.traceLine }
            let singleRecords = (1...single.tick).map { single.history[sequence: $0]!.engines[0].lastRecord.traceLine }
            let firstDifference = zip(laneRecords, singleRecords).first { $0 != $1 }
            #expect(laneRecords == singleRecords, "lane \(behaviors[i]) differs from its single run: \(String(describing: firstDifference))")
        }
        #expect(lanes.engines.map(\.lastRecord.offset.x) == [390, 390, 390])
    }

    @Test func keysSwitchBehaviorPresetAndLanes() {
        var stage = Stage(options: Self.options().stage)
        #expect(WindowKeys.press(KeyPress(name: "3"), on: &stage, atWall: 0) == .titleChanged)
        #expect(stage.behaviorName == BehaviorCatalog.entry(forNumberKey: 3)!.name)
        #expect(stage.engines[0].behavior.name == stage.behaviorName)
        _ = WindowKeys.press(KeyPress(name: "tab"), on: &stage, atWall: 0)
        #expect(stage.behaviorName == BehaviorCatalog.entry(forNumberKey: 4)!.name)
        _ = WindowKeys.press(KeyPress(name: "l"), on: &stage, atWall: 0)
        #expect(stage.laneBehaviors.count == 2)
        #expect(stage.engines.count == 2)
        _ = WindowKeys.press(KeyPress(name: "p"), on: &stage, atWall: 0)
        #expect(stage.preset.name == "thirds")
        stage.advance(toWall: 0.1)
        #expect(stage.engines.allSatisfy { $0.layout.itemCount == 10 })
        _ = WindowKeys.press(KeyPress(name: "0"), on: &stage, atWall: 0)
        #expect(stage.behaviorName == "seed-v3", "0 selects the tenth behavior")
        #expect(WindowKeys.press(KeyPress(name: "q"), on: &stage, atWall: 0) == .quit)
        stage.layers.showsHelp = true
        #expect(WindowKeys.press(KeyPress(name: "escape"), on: &stage, atWall: 0) == nil)
        #expect(!stage.layers.showsHelp)
    }

    @Test func slowMotionSlowsTheEngineClock() {
        var stage = Stage(options: Self.options().stage)
        // A page scroll keeps the clock running (an idle window rests at tick 0).
        stage.send(TimedInputEvent(time: 0, event: .key(.pageDown)))
        stage.advance(toWall: 1.0)
        let atOne = stage.tick
        _ = WindowKeys.press(KeyPress(name: "s"), on: &stage, atWall: 1.0)   // ½×
        _ = WindowKeys.press(KeyPress(name: "s"), on: &stage, atWall: 1.0)   // ¼×
        #expect(stage.speed == .quarter)
        stage.advance(toWall: 2.0)
        #expect(stage.tick - atOne == 31)    // a quarter second of ticks, plus the delivery tick
    }

    /// Runs a session one tick per call (wall = engine time at 1×), feeding
    /// `events` at their wall times; returns the HUD shown live at each tick.
    static func runLive(_ stage: inout Stage, until end: Double, events: [TimedInputEvent]) -> [Int: HUDModel] {
        var live: [Int: HUDModel] = [:]
        var pending = events[...]
        var wall = 0.0
        while wall < end {
            wall += stage.tickLength
            while let next = pending.first, next.time <= wall {
                stage.send(next)
                pending = pending.dropFirst()
            }
            stage.advance(toWall: wall)
            live[stage.tick] = stage.hud(atWall: wall)
        }
        return live
    }

    static func flingEvents(at t0: Double) -> [TimedInputEvent] {
        var events = [TimedInputEvent(time: t0, event: .pointer(.down, Point(x: 300, y: 400)))]
        for i in 1...12 {
            events.append(TimedInputEvent(time: t0 + Double(i) / 120, event: .pointer(.move, Point(x: 300 - 12.5 * Double(i), y: 400))))
        }
        events.append(TimedInputEvent(time: t0 + 0.1 + 0.5 / 120, event: .pointer(.up, Point(x: 150, y: 400))))
        return events
    }

    /// What is shown derives from the records: the HUD is a function of the records up to the tick on
    /// screen. Stepping back to every tick of a run shows exactly the HUD
    /// shown live at that tick (apart from the playback badge).
    @Test func theHUDSteppedToEveryTickEqualsTheHUDShownLiveThere() throws {
        var stage = Stage(options: Self.options().stage)
        let events = Self.flingEvents(at: 0.3)
            + [TimedInputEvent(time: 1.6, event: .key(.pageDown))]
            + Self.flingEvents(at: 2.6)
        let live = Self.runLive(&stage, until: 4.0, events: events)
        let head = stage.tick
        #expect(live.values.contains { $0.lastDecision != nil && $0.debounceEnd != nil && $0.phaseEnd != nil },
                "the run has decisions and both end detectors")
        #expect(live[10]?.lastDecision == nil && live[10]?.debounceEnd == nil && live[10]?.phaseEnd == nil,
                "nothing has happened at tick 10")
        stage.togglePause(atWall: 4.0)
        var compared = 0
        while stage.shownTick > stage.history.firstSequence {
            stage.step(by: -1)
            let t = stage.shownTick
            guard var expected = live[t] else { continue }
            var stepped = stage.hud(atWall: 4.0)
            #expect(stepped.mode == .paused)
            stepped.mode = expected.mode
            expected.speed = stepped.speed
            #expect(stepped == expected, "tick \(t)")
            compared += 1
        }
        #expect(compared >= head - 2, "every tick of the run was compared (\(compared) of \(head))")
    }

    /// No stale values: before any input nothing is shown as
    /// decided or ended; after P or A the old target is gone (`–`).
    @Test func valuesFromAnotherTimeOrSetupAreNotShown() {
        var stage = Stage(options: Self.options().stage)
        _ = Self.runLive(&stage, until: 2.5, events: Self.flingEvents(at: 0.5))
        let now = stage.hud(atWall: 2.5)
        #expect(now.lastDecision?.adjusted.x == 390 && now.debounceEnd != nil)
        stage.togglePause(atWall: 2.5)
        stage.scrub(toTick: 0)                  // before the fling (the clock started with it)
        let before = stage.hud(atWall: 2.5)
        #expect(before.lastDecision == nil && before.debounceEnd == nil && before.phaseEnd == nil)
        #expect(HUDRenderer().rows(for: before).first { $0.label == "target" }?.value == HUDRenderer.notApplicable)
        stage.scrub(toTick: stage.tick)
        _ = WindowKeys.press(KeyPress(name: "a"), on: &stage, atWall: 3.0)
        stage.advance(toWall: 3.1)
        let turned = stage.hud(atWall: 3.1)
        // Only a decision made after the change may show: the re-settle that
        // asks the behavior again at the new axis (the rules changed at rest), from offset 0.
        #expect(turned.lastDecision.map { $0.reason == .configurationChanged && $0.original.x == 0 && $0.original.y == 0 } ?? true,
                "no target from before the axis change")
        #expect(turned.debounceEnd == nil && turned.phaseEnd == nil)
    }

    /// The timeline's axis is the whole history, fixed while paused: x maps
    /// to ticks in order, the right end is the head, the left the oldest.
    @Test func timelineAxisIsTheWholeHistoryAndScrubbingGoesBothWays() {
        var stage = Stage(options: Self.options().stage)
        stage.layers.showsTimeline = true
        _ = Self.runLive(&stage, until: 2.0, events: Self.flingEvents(at: 0.2))
        stage.togglePause(atWall: 2.0)
        let plot = TimelineRenderer.plotRect(in: stage.timelineRect)
        #expect(stage.timelineTicks == 0...stage.tick)
        var previous = -1
        for x in stride(from: plot.minX, through: plot.maxX, by: 7) {
            let t = stage.timelineTick(forX: x)
            stage.scrub(toTick: t)
            #expect(stage.shownTick == t && t >= previous, "x \(x) → tick \(t)")
            #expect(stage.timelineTicks == 0...stage.tick, "the axis does not move while scrubbing")
            previous = t
        }
        #expect(stage.timelineTick(forX: plot.maxX + 20) == stage.tick, "the newest tick is reachable")
        #expect(stage.timelineTick(forX: plot.minX - 20) == 0)
        let frame = stage.frame(atWall: 2.0)
        #expect(frame.timeline.count == stage.tick + 1 && frame.cursorTick == stage.shownTick)
    }

    /// At rest the engine clock stands still: no idle ticks are made, and
    /// the next input starts from the head's time.
    @Test func atRestNoTicksAreMadeAndInputResumesAtTheHead() {
        var stage = Stage(options: Self.options().stage)
        _ = Self.runLive(&stage, until: 3.0, events: Self.flingEvents(at: 0.2))
        #expect(stage.isAtRest)
        let head = stage.tick
        stage.advance(toWall: 60)
        #expect(stage.tick == head, "a minute at rest makes no tick")
        stage.send(TimedInputEvent(time: 60.0, event: .key(.pageDown)))
        #expect(!stage.isAtRest)
        stage.advance(toWall: 60.0)
        #expect(stage.tick == head + 1, "the key lands on the next tick")
        #expect(stage.engines[0].lastRecord.inputs == ["key page-down"])
    }

    /// Lanes compare like for like: every lane gets the whole container (`--window`); the
    /// window is `LaneLayout.size` of them, the size `record --lanes` draws,
    /// so the lanes' frames are the same live and headless.
    @Test(arguments: [Size(width: 390, height: 844), Size(width: 320, height: 568), Size(width: 844, height: 390), Size(width: 601, height: 777)])
    func laneGeometryIsTheSameLiveAndHeadless(size: Size) {
        for n in 1...4 {
            let behaviors = Array(["paging", "seed-v2", "seed-v3", "free"].prefix(n))
            let stage = Stage(options: Self.options(lanes: n > 1 ? behaviors : [], window: size).stage)
            let canvas = RecordingSurvey.canvasSize(container: size, laneCount: n)
            let headless = FrameComposer.laneFrames(
                count: n, in: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
            #expect(stage.windowSize == Size(width: Double(canvas.width), height: Double(canvas.height)), "\(n) lanes of \(size)")
            #expect(stage.laneFrames == headless, "\(n) lanes of \(size)")
            #expect(stage.engines.map(\.geometry.containerSize) == Array(repeating: size, count: n), "\(n) lanes of \(size)")
            let width = Double(n) * size.width + (n > 1 ? Double(n - 1) * LaneLayout.gap : 0)
            #expect(stage.windowSize.width == width)
        }
    }

    /// L adds a lane at full size: the window grows, no container changes.
    @Test func addingALaneGrowsTheWindowNotTheLanes() {
        var stage = Stage(options: Self.options().stage)
        for n in 2...4 {
            #expect(WindowKeys.press(KeyPress(name: "l"), on: &stage, atWall: 0) == .layoutChanged)
            stage.advance(toWall: 0.05)
            #expect(stage.laneBehaviors.count == n)
            #expect(stage.windowSize == LaneLayout.size(container: Size(width: 390, height: 844), count: n))
            #expect(stage.engines.allSatisfy { $0.geometry.containerSize == Size(width: 390, height: 844) })
        }
        // A window resized by hand shares its width among the lanes.
        stage.send(TimedInputEvent(time: 0.1, event: .resize(Size(width: 1000, height: 600))))
        stage.advance(toWall: 0.2)
        #expect(stage.laneSize == Size(width: 248, height: 582))
        #expect(stage.engines.map(\.geometry.containerSize.height) == [582, 582, 582, 582])
    }

    /// `--scale 2` and wide comparisons fit the display: the largest scale
    /// at or under the requested one whose window fits the usable area less
    /// the margin for decorations.
    @Test func theWindowScaleFitsTheDisplay() {
        let display = Size(width: 1280, height: 1024)
        let room = Size(width: 1280 - SDLWindow.displayMargin.width, height: 1024 - SDLWindow.displayMargin.height)
        let single = Size(width: 390, height: 844)
        #expect(SDLWindow.fittingScale(requested: 1, logicalSize: single, display: display) == 1)
        let two = SDLWindow.fittingScale(requested: 2, logicalSize: single, display: display)
        #expect(two == room.height / 844 && 844 * two <= room.height && 390 * two <= room.width)
        let three = LaneLayout.size(container: single, count: 3)
        #expect(three == Size(width: 1174, height: 862))
        #expect(SDLWindow.fittingScale(requested: 1, logicalSize: three, display: display) == 1)
        let four = LaneLayout.size(container: single, count: 4)
        #expect(SDLWindow.fittingScale(requested: 1, logicalSize: four, display: display) == room.width / four.width)
    }

    /// One key map: every key name belongs to one entry, the help lists
    /// every entry, and each layer key toggles exactly its layer.
    @Test func theKeyMapDrivesTheKeysAndTheHelp() {
        let names = KeyMap.entries.flatMap(\.names)
        #expect(Set(names).count == names.count, "a key name in two entries")
        #expect(KeyBinding.defaults == KeyMap.entries.map(\.binding))
        var stage = Stage(options: Self.options().stage)
        for layer in KeyMap.Layer.allCases {
            let entry = KeyMap.entries.first { e in e.names.contains { KeyMap.command(for: KeyPress(name: $0)) == .toggle(layer) } }
            let name = entry?.names.first ?? "?"
            let before = stage.layers
            #expect(WindowKeys.press(KeyPress(name: name), on: &stage, atWall: 0) == nil)
            var expected = before
            expected[keyPath: layer.flag].toggle()
            #expect(stage.layers == expected, "\(name) toggles \(layer)")
        }
        #expect(KeyMap.command(for: KeyPress(name: ".", shift: true)) == .step(ticks: 10))
        #expect(KeyMap.command(for: KeyPress(name: ",")) == .step(ticks: -1))
        #expect(KeyMap.command(for: KeyPress(name: "x")) == nil)
    }
}
