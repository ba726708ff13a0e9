import ScrollKitCore

/// The state of the playground window without any SDL: the lanes (`Lanes`:
/// engines, behavior names, container size, selection, pointer routing),
/// stepped together at the head, with time travel (`TimeTravel`: history,
/// tick on screen, mode, clock, branching), the keys' commands (`KeyMap`)
/// and the timeline's zoom as their own values, and the window's frame
/// times. The SDL loop (`PlaygroundApp`) feeds it translated events stamped
/// with wall time and draws `frame(atWall:)`; tests drive it directly, with
/// time passed in.
///
/// Time travel: every tick's lane engines are kept (engines are values) in a
/// ring buffer of `historyCapacity` ticks (30 s at 120 Hz). Pausing freezes
/// the display at a tick; stepping moves it one tick; resuming from the past
/// replays the recorded ticks up to the present, then goes live; an input
/// while in the past *branches*: the future is dropped and the engines restart
/// from the shown tick with the new input.
struct PlaygroundSession {
    // MARK: Configuration

    /// The preset, its item count and insets, and the device's safe area:
    /// what a preset or axis switch applies to the lanes (`ScenarioSetup`,
    /// the one implementation a scenario's switches use too).
    private(set) var setup: ScenarioSetup
    /// The preset laid out now.
    var preset: Preset { setup.preset }
    /// The number of items laid out now.
    var itemCount: Int { setup.items }
    private(set) var axes: Axes
    private(set) var deceleration: DecelerationRate
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    let convention: OffsetConvention
    /// The device's safe area (`--device`), added to the preset's insets.
    var safeArea: EdgeInsets { setup.safeArea }
    /// Every lane's content insets: the preset's with the safe area added on
    /// the scrolling axes; a preset (P) or axis (A) switch recomputes them.
    var contentInsets: EdgeInsets { setup.insets.addingSafeArea(safeArea, axes: axes) }
    /// The lanes: engines, behavior names, container size, selection and
    /// pointer routing.
    private(set) var lanes: Lanes
    /// The behavior of each lane, left to right (1–4 lanes).
    var laneBehaviors: [String] { lanes.behaviors }
    /// Every lane's scroll container, logical pixels.
    var laneSize: Size { lanes.size }
    /// The lane that the HUD describes and behavior keys change.
    var selectedLane: Int { lanes.selected }
    let tickLength: Double
    /// The `--behavior-file`s: asked for a lane's behavior before the catalog.
    let behaviorFiles: BehaviorFileSet
    /// Every input and setup switch, once: it queues the engines, writes the
    /// capture and keeps what a re-run after a reload needs.
    private var journal = InputJournal()
    /// `behaviorFiles.generation` the kept future was computed with, from
    /// `rerunFromTick` on.
    private var historyGeneration = 0
    private var rerunFromTick = 0

    // MARK: Engines and history

    /// The lanes' engines at the head of time (the newest tick).
    var engines: [ScrollEngine] { lanes.engines }
    /// History, tick on screen, mode, speed, clock and branching.
    private(set) var timeTravel: TimeTravel
    /// Snapshots by tick (sequence number == tick).
    var history: RingBuffer<LaneSnapshot> { timeTravel.history }
    /// The tick shown while paused or replaying; nil when showing the head.
    var cursorTick: Int? { timeTravel.cursorTick }
    var mode: PlaybackMode { timeTravel.mode }
    var speed: PlaybackSpeed { timeTravel.speed }
    /// The last head tick on which anything changed in any lane (a motion,
    /// an input, a decision, an end detector, the content growing): the
    /// window rests `settleSeconds` after it. It starts `settleSeconds`
    /// before tick 0: a window opened with nothing to do rests at tick 0
    /// (its clock starts at the first input, not 1.3 s into an idle run).
    private var lastActivityTick: Int
    /// The window's recent frame times (the HUD's frames row), wall seconds.
    private(set) var frameTimes = FrameTimeWindow()
    /// Wall time the last frame was presented.
    private var lastFrameWall: Double?
    /// `run --capture`: receives every event the engines receive (so the file replays the session).
    var capture: CaptureWriter? {
        get { journal.capture }
        set { journal.capture = newValue }
    }
    /// A scenario's setup switches and lane-targeted inputs (`run --replay`),
    /// in time order: each is applied (or queued into its lane) before the
    /// head tick that delivers its time, as `ScenarioRun` does; a lane
    /// added later by a `lanes` switch exists by then.
    private var scriptedItems: [ScenarioStreamItem] = []
    /// Counts the scripted switches that changed the title or the lanes:
    /// the window sets its title and size again when it changes.
    private(set) var scriptedLayoutChanges = 0
    /// The lane a captured event acts on: nil while there is one lane.
    private var capturedLane: Int? { laneBehaviors.count > 1 ? selectedLane : nil }

    // MARK: View toggles

    /// The layers drawn over the lanes (keys toggle them through `KeyMap`).
    var layers = FrameModel.Layers()
    var showsHUD: Bool { get { layers.showsHUD } set { layers.showsHUD = newValue } }
    var showsIndicators: Bool { get { layers.showsIndicators } set { layers.showsIndicators = newValue } }
    var showsHelp: Bool { get { layers.showsHelp } set { layers.showsHelp = newValue } }
    var showsOverlays: Bool { get { layers.showsOverlays } set { layers.showsOverlays = newValue } }
    var showsTimeline: Bool { get { layers.showsTimeline } set { layers.showsTimeline = newValue } }
    /// The appearance content is drawn in (M toggles it).
    var appearance: Appearance
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    var deviceFrame: Device?

    /// Ticks of history kept (≥ 20 s): 30 s at 120 Hz.
    static let historyCapacity = TimeTravel.capacity
    /// Engine seconds without any change before the head rests: longer than
    /// everything that still moves on screen after a motion ends (the 0.2 s
    /// debounce, the 0.6 s HUD flash, the 0.8 s indicator fade, the feed's
    /// 1.2 s loading rows).
    static let settleSeconds = 1.3
    /// How long the HUD shows BRANCHED after a branch, wall seconds.
    static let branchBadgeSeconds = TimeTravel.branchBadgeSeconds
    /// The behaviors lanes add, in order, when `L` adds a lane.
    static let comparisonBehaviors = ["paging", "seed-v2", "seed-v3", "view-aligned", "seed-v1", "free"]

    init(options: WindowOptions, tickLength: Double = 1.0 / 120.0) {
        setup = ScenarioSetup(
            preset: options.preset, items: options.itemCount, insets: options.preset.contentInsets, safeArea: options.safeArea)
        axes = options.axes
        deceleration = options.deceleration
        convention = options.convention
        lanes = Lanes(engines: [], size: options.windowSize)
        layers = FrameModel.Layers(
            showsHUD: options.showsHUD, showsIndicators: options.showsIndicators, showsOverlays: options.showsOverlays,
            showsTimeline: options.showsTimeline, showsHelp: options.showsHelp)
        appearance = options.appearance
        deviceFrame = options.deviceFrame
        self.tickLength = tickLength
        lastActivityTick = -Int((Self.settleSeconds / tickLength).rounded(.up))
        timeTravel = TimeTravel(head: LaneSnapshot(engines: []), speed: options.speed, tickLength: tickLength)
        behaviorFiles = options.behaviorFiles
        let names = options.laneBehaviors.isEmpty ? [options.behaviorName] : Array(options.laneBehaviors.prefix(LaneLayout.maximumCount))
        lanes.engines = names.map { makeEngine(behavior: $0) }
        timeTravel.restart(at: LaneSnapshot(engines: engines))
    }

    // MARK: Derived state

    /// Ticks run at the head.
    var tick: Int { engines[0].tick }
    /// Engine time of the head, seconds.
    var time: Double { Double(tick) * tickLength }
    /// The tick on screen.
    var shownTick: Int { cursorTick ?? tick }
    /// The engines on screen (the head, or a snapshot while in the past).
    var shownEngines: [ScrollEngine] {
        if let cursorTick, let snapshot = history[sequence: cursorTick] { return snapshot.engines }
        return engines
    }
    /// The behavior of the selected lane.
    var behaviorName: String { lanes.selectedBehavior }
    /// The window title: preset and behavior(s).
    var title: String {
        "ScrollKit Playground — \(preset.name) — \(laneBehaviors.joined(separator: " | "))"
    }
    /// The window's logical size: `laneCount` lanes of `laneSize` side by
    /// side (`LaneLayout.size`, the rule `record --lanes` follows).
    var windowSize: Size { lanes.windowSize }
    /// The lanes' frames in the window (logical pixels).
    var laneFrames: [LaneLayout.Frame] { lanes.frames }
    /// Where the timeline is drawn (when shown).
    var timelineRect: Rect { FrameComposer.timelineRect(in: Rect(origin: .zero, size: windowSize)) }

    /// True when nothing on screen can change without an input: paused, or
    /// live with every lane idle, no event queued, no debounce armed, and
    /// `settleSeconds` of engine time since the last change. At rest the
    /// engine clock stands still (no idle ticks are made: the history and
    /// the trace hold only time in which something happened), and the
    /// window waits for events instead of drawing.
    var isAtRest: Bool {
        switch mode {
        case .paused: return true
        case .replaying: return false
        case .live, .branched, .scripted: break
        }
        guard Double(tick - lastActivityTick) * tickLength >= Self.settleSeconds - 1e-9, scriptedItems.isEmpty else { return false }
        return engines.allSatisfy {
            $0.phase == .idle && $0.pendingEventCount == 0 && $0.debounceDetector.lastChangeTick == nil
        }
    }

    /// The next wall time at which the picture changes by itself while at
    /// rest (the BRANCHED badge going away), or nil.
    func nextChange(afterWall wall: Double) -> Double? { timeTravel.nextChange(afterWall: wall) }

    /// At rest, the engine clock stands still: re-anchor it so that the head
    /// time is now. Called before anything that may start the engines.
    private mutating func holdClockIfResting(atWall wall: Double) {
        if isAtRest && mode != .paused { timeTravel.anchor(wall: wall, engine: time) }
    }

    /// What the HUD's badge should say at wall time `wall`.
    func displayMode(atWall wall: Double) -> PlaybackMode { timeTravel.displayMode(atWall: wall) }

    /// The timeline's fixed time axis: every tick of the history, oldest to
    /// newest (the head), whatever tick is on screen. Scrubbing maps x to a
    /// tick on this axis, so dragging right always goes forward.
    /// With the timeline zoomed (`zoomTimeline`), the zoomed window of it.
    var timelineTicks: ClosedRange<Int> { timelineZoom?.ticks(in: historyTicks) ?? historyTicks }

    /// Every tick of the history, oldest to newest (the head).
    var historyTicks: ClosedRange<Int> { history.firstSequence...Swift.max(history.firstSequence, tick) }

    /// The timeline's zoomed window of the history; nil: the whole history.
    /// A view setting: recordings (R) always show the whole history.
    private(set) var timelineZoom: TimelineZoom?

    /// The mouse wheel over the timeline: `notches` up zoom in around the
    /// tick under x = `x`, down zoom out (to the whole history at most).
    mutating func zoomTimeline(notches: Double, atX x: Double) {
        timelineZoom = TimelineZoom.zoomed(
            timelineZoom, notches: notches, around: timelineTick(forX: x), history: historyTicks)
    }

    /// Lane `lane`'s records over `ticks` (clamped to the history), oldest first.
    func records(lane: Int, ticks: ClosedRange<Int>) -> [FrameRecord] {
        let start = Swift.max(history.firstSequence, ticks.lowerBound)
        let end = Swift.min(tick, ticks.upperBound)
        guard start <= end else { return [] }
        return (start...end).compactMap { sequence in
            history[sequence: sequence].flatMap { $0.engines.indices.contains(lane) ? $0.engines[lane].lastRecord : nil }
        }
    }

    /// Lane `lane`'s readout at `tick` (default: the tick on screen), from
    /// its records in the history only.
    func readout(lane: Int, at tick: Int? = nil) -> LaneReadout? {
        let history = self.history
        return LaneReadout(tick: tick ?? shownTick) { sequence in
            guard let snapshot = history[sequence: sequence], snapshot.engines.indices.contains(lane) else { return nil }
            return snapshot.engines[lane].lastRecord
        }
    }

    /// The HUD of the selected lane at `tick` (default: the tick on screen):
    /// a function of the history and the playback state, nothing else. The
    /// window adds only its frame times and the recording flag.
    func hud(atWall wall: Double, tick: Int? = nil) -> HUDModel {
        let t = tick ?? shownTick
        let lane = min(selectedLane, laneBehaviors.count - 1)
        guard let readout = readout(lane: lane, at: t) else { return HUDModel() }
        let configuration = history[sequence: t]?.engines[lane].configuration ?? engines[lane].configuration
        var hud = readout.hud(preset: preset.name, axes: configuration.axes, deceleration: configuration.deceleration)
        if hud.behavior == engines[lane].behavior.name { hud.behavior = BehaviorFileSet.title(of: engines[lane].behavior) }
        hud.mode = displayMode(atWall: wall)
        hud.speed = speed
        return hud
    }

    /// The frame on screen at wall time `wall`: every lane at the tick on
    /// screen (its record, layout, geometry and the decision derived from
    /// its records), the selected lane's HUD and timeline, the layers shown.
    ///
    /// With `tick`, the frame the live window showed at that tick of the
    /// history (its timeline ends there): what a recording from history
    /// draws. Nil when the tick is not in the history.
    func frame(atWall wall: Double) -> FrameModel {
        // The tick on screen is always in the history (or the head).
        var frame = makeFrame(atWall: wall, tick: nil)!
        frame.hud.frames = frameTimes.stats
        frame.hud.isAtRest = isAtRest
        return frame
    }

    /// The window presented a frame at wall time `wall`: frame times count
    /// only frames drawn back to back (less than 0.5 s apart; a window
    /// resting between them is not a slow frame).
    mutating func frameDrawn(atWall wall: Double) {
        if let last = lastFrameWall, wall - last < 0.5 { frameTimes.add(duration: wall - last, at: wall) }
        lastFrameWall = wall
    }

    /// The frame the live window showed at `tick` (nil when it is not in the history).
    func frame(atWall wall: Double, historyTick tick: Int) -> FrameModel? {
        makeFrame(atWall: wall, tick: tick)
    }

    private func makeFrame(atWall wall: Double, tick: Int?) -> FrameModel? {
        let t = tick ?? shownTick
        let shown: [ScrollEngine]
        if tick == nil {
            shown = shownEngines
        } else if let snapshot = history[sequence: t] {
            shown = snapshot.engines
        } else {
            return nil
        }
        // A frame of the history (what R records) ends its axis at its own
        // tick and starts it at most `historyCapacity` ticks earlier, as
        // `record` does (RecordingSession.timelineTicks).
        let axis = tick.map {
            let first = Swift.max(history.firstSequence, $0 - Self.historyCapacity + 1)
            return first...Swift.max(first, $0)
        } ?? timelineTicks
        let selected = min(selectedLane, shown.count - 1)
        var opacity = 0.0
        let lanes = shown.enumerated().map { index, engine in
            let readout = readout(lane: index, at: t)
            opacity = Swift.max(opacity, readout?.indicatorOpacity ?? 0)
            var lanePreset = preset
            lanePreset.axes = engine.configuration.axes     // the axis key turns the preset
            return FrameComposer.Lane(
                record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry, preset: lanePreset,
                lastDecision: readout?.decision,
                // The head shows the engine's behavior (a lane added at rest
                // has run no tick under it yet), with a file's expression; a
                // past tick, its record's.
                title: tick == nil && cursorTick == nil
                    ? BehaviorFileSet.title(of: engine.behavior)
                    : (engine.lastRecord.behavior == engine.behavior.name ? BehaviorFileSet.title(of: engine.behavior) : engine.lastRecord.behavior))
        }
        return FrameModel(
            lanes: lanes, hud: hud(atWall: wall, tick: t), selectedLane: selected, layers: layers,
            timeline: showsTimeline ? records(lane: selected, ticks: axis) : [],
            timelineTicks: axis, cursorTick: t, time: Double(t) * tickLength, indicatorOpacity: opacity,
            look: FrameModel.Look(appearance: appearance, deviceFrame: deviceFrame))
    }

    /// The tick under x = `x` on the timeline drawn in `timelineRect`.
    func timelineTick(forX x: Double) -> Int {
        TimelineGeometry(
            firstTick: timelineTicks.lowerBound, lastTick: timelineTicks.upperBound,
            plot: TimelineRenderer.plotRect(in: timelineRect)
        ).tick(forX: x)
    }

    /// A lane's engine at the start: every lane's container is `laneSize`.
    private func makeEngine(behavior name: String) -> ScrollEngine {
        let size = laneSize
        let configuration = ScrollConfiguration(
            axes: axes, tickLength: tickLength, deceleration: deceleration, contentInsets: contentInsets,
            convention: convention)
        let behavior = behaviorFiles.behavior(named: name) ?? FreeScrollTargetBehavior()
        var engine = ScrollEngine(
            configuration: configuration, layout: preset.makeLayout(itemCount, axes, size),
            containerSize: size, behavior: behavior)
        engine.contentGrowth = preset.contentGrowth
        return engine
    }

    // MARK: Input and time

    /// Engine time for an event that happened at wall time `wall`: never
    /// before the head's last tick.
    private func engineTime(forWall wall: Double) -> Double {
        max(time, timeTravel.engineTime(atWall: wall))
    }

    /// Delivers a raw input that happened at wall time `event.time` to every
    /// lane. While paused or replaying, an input first branches (or resumes
    /// at the head): the person takes over from the frame on screen.
    mutating func send(_ event: TimedInputEvent) {
        let wall = event.time
        holdClockIfResting(atWall: wall)
        if mode != .live { takeOver(atWall: wall) }
        let t = engineTime(forWall: wall)
        switch event.event {
        case let .pointer(action, point, finger):
            let local = lanes.route(action, at: point)
            broadcast(.pointer(action, local, finger: finger), at: t)
        case let .resize(size):
            resizeWindow(to: size, at: t)
        default:
            broadcast(event.event, at: t)
        }
    }

    private mutating func broadcast(_ event: RawInputEvent, at t: Double) {
        journal.send(TimedInputEvent(time: t, event: event), into: &lanes.engines, atTick: tick)
    }

    /// Queues an event at an engine time (a scenario's `--replay` events).
    mutating func sendScripted(_ event: TimedInputEvent) {
        broadcast(event.event, at: max(time, event.time))
    }

    /// Queues a scenario's item (`Scenario.eventItems`, `run --replay`): a
    /// raw input for every lane or for one, or a setup switch (preset, axis,
    /// deceleration, lanes), applied as its key would be before the head
    /// tick that delivers its time.
    mutating func sendScripted(_ item: ScenarioStreamItem) {
        switch item {
        case let .input(event, nil):
            sendScripted(event)
        case .input, .setup:
            scriptedItems.append(item)
        }
    }

    /// Applies the scripted setup switches and queues the lane inputs due
    /// by the next head tick.
    private mutating func applyDueScriptedSetups() {
        while let item = scriptedItems.first, engines[0].deliveryTick(for: item.time) <= tick + 1 {
            scriptedItems.removeFirst()
            guard case let .setup(_, kind, lane) = item else {
                if case let .input(event, lane?) = item, engines.indices.contains(lane) {
                    // Its own time, as `ScenarioRun` queues it: a behavior
                    // switch is stamped a hair before the tick's other inputs.
                    journal.send(event, lane: lane, into: &lanes.engines, atTick: tick)
                }
                continue
            }
            if case .preset = kind, let lane { lanes.selected = min(lane, laneBehaviors.count - 1) }
            // A preset entry naming a lane gives that lane the preset's
            // behavior; the capture writes it without the lane.
            apply(kind, lane: lane == nil ? nil : selectedLane, capturedLane: nil, atWall: nil)
            switch kind {
            case .preset, .lanes: scriptedLayoutChanges += 1
            default: break
            }
        }
    }

    private mutating func resizeWindow(to size: Size, at t: Double) {
        // Whole logical pixels: a window scaled to fit the display maps back
        // to its logical size only up to rounding.
        let size = Size(width: size.width.rounded(), height: size.height.rounded())
        guard size.isPositiveFinite, size != windowSize else { return }
        lanes.size = LaneLayout.container(inWindow: size, count: laneBehaviors.count)
        // The capture holds one resize (a lane's container); each lane gets its own.
        let frames = laneFrames
        for i in engines.indices {
            journal.send(
                TimedInputEvent(time: t, event: .resize(frames[i].content.size)), lane: i,
                captured: i == 0 ? .lane(nil) : .no, into: &lanes.engines, atTick: tick)
        }
    }

    /// Advances to wall time `wall`: live, steps every lane up to the tick
    /// that delivers events stamped `wall` (an input polled this frame shows
    /// its effect this frame); replaying, moves the cursor. Calls `emit` with
    /// lane 0's record of every new head tick (the trace).
    mutating func advance(toWall wall: Double, emit: (FrameRecord) -> Void = { _ in }) {
        switch mode {
        case .paused:
            return
        case .replaying:
            guard timeTravel.advanceReplay(toWall: wall, head: tick) else { return }
        case .live, .branched, .scripted:
            if isAtRest {
                timeTravel.anchor(wall: wall, engine: time)
                return
            }
        }
        let target = engines[0].deliveryTick(for: timeTravel.engineTime(atWall: wall))
        while tick < target { stepHead(emit: emit) }
    }

    private mutating func stepHead(emit: (FrameRecord) -> Void) {
        applyDueScriptedSetups()
        for i in engines.indices {
            let before = engines[i].lastRecord
            let after = lanes.engines[i].step()
            if after.phase != .idle || after.decision != nil || !after.ends.isEmpty || !after.inputEvents.isEmpty
                || after.offset != before.offset || after.contentSize != before.contentSize
                || after.containerSize != before.containerSize {
                lastActivityTick = after.tick
            }
        }
        timeTravel.record(LaneSnapshot(engines: engines))
        emit(engines[0].lastRecord)
        journal.trim(before: history.firstSequence)
    }

    /// After a behavior file reloaded, the kept future is recomputed under
    /// the new code before it is shown again: resuming or stepping forward
    /// from a paused moment re-runs the inputs recorded after it
    /// (`SessionInputLog`), so a gesture made before the save plays out
    /// under the code saved since. The head moves to the re-run's result.
    private mutating func rerunFutureIfReloaded(from start: Int) {
        let generation = behaviorFiles.generation
        guard generation > 0, generation != historyGeneration || start < rerunFromTick, start < tick,
              journal.canRerun(from: start), let snapshot = timeTravel.snapshot(at: start) else { return }
        let end = tick
        timeTravel.removeAfter(start)
        let log = journal
        lanes.engines = log.rerun(snapshot.engines, from: start, to: end) { timeTravel.record(LaneSnapshot(engines: $0)) }
        historyGeneration = generation
        rerunFromTick = start
    }

    // MARK: Time travel

    /// Pauses at the head, or resumes (replaying if the shown tick is in the past).
    mutating func togglePause(atWall wall: Double) {
        if timeTravel.mode == .paused { rerunFutureIfReloaded(from: shownTick) }
        timeTravel.togglePause(atWall: wall, head: tick)
    }

    /// Steps the shown frame by `ticks` (negative: back), pausing first. At
    /// the head, stepping forward runs the engines (and emits trace records).
    mutating func step(by ticks: Int, emit: (FrameRecord) -> Void = { _ in }) {
        timeTravel.pause(head: tick)
        var shown = shownTick
        if ticks > 0 { rerunFutureIfReloaded(from: shown) }
        if ticks < 0 {
            shown += ticks
        } else {
            for _ in 0..<ticks {
                if shown < tick { shown += 1 } else { stepHead(emit: emit); shown = tick }
            }
        }
        timeTravel.show(shown, head: tick)
    }

    /// Shows tick `tick` (clamped to the history) while paused: timeline scrubbing.
    mutating func scrub(toTick target: Int) {
        timeTravel.show(target, head: tick)
    }

    /// A person acts while paused or replaying: branch from the shown tick
    /// (drop the future) or, at the head, simply go live.
    private mutating func takeOver(atWall wall: Double) {
        let shown = shownTick
        if shown < tick { journal.removeQueued(afterTick: shown) }
        if let snapshot = timeTravel.takeOver(atWall: wall, head: tick) { lanes.engines = snapshot.engines }
    }

    /// Cycles 1× → ½× → ¼× → ⅒× → 1×, keeping the clock continuous.
    mutating func cycleSpeed(atWall wall: Double) {
        timeTravel.cycleSpeed(atWall: wall, headTime: time)
    }

    // MARK: Keys

    /// The effect of a window key that the session cannot carry out itself.
    enum Effect: Equatable {
        case quit
        case screenshot
        case toggleRecording
        case toggleCapture
        case titleChanged
        /// The lanes changed: a new title and a new window size (`windowSize`).
        case layoutChanged
    }

    /// Applies a window key at wall time `wall`. Returns what the app must do.
    mutating func handle(_ key: KeyPress, atWall wall: Double, emit: (FrameRecord) -> Void = { _ in }) -> Effect? {
        holdClockIfResting(atWall: wall)
        guard let command = KeyMap.command(for: key) else { return nil }
        switch command {
        case .quit:
            return .quit
        case .escape:
            if showsHelp { showsHelp = false; return nil }
            return .quit
        case let .toggle(layer):
            layers[keyPath: layer.flag].toggle()
        case .toggleAppearance:
            appearance = appearance.toggled
        case .togglePause:
            togglePause(atWall: wall)
        case let .step(ticks):
            step(by: ticks, emit: emit)
        case .slowMotion:
            cycleSpeed(atWall: wall)
        case .record:
            return .toggleRecording
        case .toggleCapture:
            return .toggleCapture
        case .screenshot:
            return .screenshot
        case let .nextBehavior(backward):
            let names = BehaviorCatalog.names
            let index = names.firstIndex(of: behaviorName) ?? 0
            let next = (index + (backward ? names.count - 1 : 1)) % names.count
            selectBehavior(names[next], atWall: wall)
            return .titleChanged
        case let .behaviorNumber(number):
            guard let entry = BehaviorCatalog.entry(forNumberKey: number) else { return nil }
            selectBehavior(entry.name, atWall: wall)
            return .titleChanged
        case .cycleLanes:
            cycleLanes(atWall: wall)
            return .layoutChanged
        case let .nextPreset(backward):
            let all = PresetCatalog.all
            let index = all.firstIndex { $0.name == preset.name } ?? 0
            let next = all[(index + (backward ? all.count - 1 : 1)) % all.count]
            apply(.preset(next.name), lane: capturedLane, capturedLane: capturedLane, atWall: wall)
            return .titleChanged
        case .switchAxis:
            let order: [Axes] = [.vertical, .horizontal, .both]
            apply(.axis(order[((order.firstIndex(of: axes) ?? 0) + 1) % order.count]), atWall: wall)
        case .toggleDeceleration:
            apply(.deceleration(deceleration == .normal ? .fast : .normal), atWall: wall)
        }
        return nil
    }

    /// Applies the setup switch `kind` (preset, axis, deceleration, lanes):
    /// a key's at wall time `wall`, or a scenario's (`wall` nil). `lane`
    /// is the lane a preset switch gives the preset's behavior (nil: every
    /// lane); `capturedLane` the lane the capture names. The engines change
    /// through `ScenarioSetup`, as a replayed scenario's do; a preset or
    /// axis switch jumps to the start and restarts the history (what was
    /// recorded under the old setup is not this one's).
    mutating func apply(_ kind: ScenarioEvent.Kind, lane: Int? = nil, capturedLane: Int? = nil, atWall wall: Double?) {
        if case let .lanes(names) = kind {
            setLanes(names, atWall: wall)
            return
        }
        if let wall, mode != .live { takeOver(atWall: wall) }
        let files = behaviorFiles
        switch kind {
        case .preset, .axis:
            journal.setup(kind, at: time, lane: capturedLane, atTick: tick)
            setup.apply(kind, lane: lane, at: time, to: &lanes.engines, container: laneFrames[0].content.size) {
                files.behavior(named: $0)
            }
            axes = engines[0].configuration.axes
            timeTravel.restart(at: LaneSnapshot(engines: engines))
            journal.barrier(atTick: tick)
        case let .deceleration(rate):
            deceleration = rate
            setup.apply(kind, at: time, to: &lanes.engines)
            journal.setup(kind, at: time, atTick: tick)
        default:
            return
        }
    }

    /// Selects a behavior for the selected lane (the motion in progress goes
    /// on). While paused it stays paused: the future after the tick on
    /// screen is dropped (a branch) and the new behavior takes over from the
    /// next tick, which stepping (.) or resuming shows.
    mutating func selectBehavior(_ name: String, atWall wall: Double) {
        guard let behavior = behaviorFiles.behavior(named: name) else { return }
        let wasPaused = mode == .paused
        if mode != .live { takeOver(atWall: wall) }
        defer { if wasPaused { timeTravel.pause(head: tick) } }
        lanes.engines[selectedLane].setBehavior(behavior)
        journal.barrier(atTick: tick)
        // Also an input of the next tick (setting it again there changes
        // nothing): the trace lists it, and a capture replays it tick for
        // tick. Its time is a hair before the tick boundary, so that it is
        // still delivered on the next tick but ahead of every input already
        // queued for it (which all come at or after `time`), as here.
        let event = TimedInputEvent(time: max(0, (Double(tick) - 1e-10) * tickLength), event: .setBehavior(name))
        journal.send(event, lane: selectedLane, captured: .lane(capturedLane), into: &lanes.engines, atTick: tick)
    }

    /// 1 → 2 → 3 → 4 → 1 lanes; new lanes copy lane 0's current state and
    /// take the next comparison behavior not shown yet; back to one lane,
    /// the selected lane stays (its behavior and state).
    mutating func cycleLanes(atWall wall: Double) {
        if laneBehaviors.count >= LaneLayout.maximumCount {
            let kept = selectedLane
            if mode != .live { takeOver(atWall: wall) }
            // The kept lane moves first: `setLanes` keeps lanes from the left.
            lanes.engines.swapAt(0, kept)
            setLanes([laneBehaviors[0]], atWall: wall)
        } else {
            let next = Self.comparisonBehaviors.first { !laneBehaviors.contains($0) } ?? "free"
            setLanes(laneBehaviors + [next], atWall: wall)
        }
    }

    /// The lanes become `names` (1–4, lane 0 first): lanes past the count
    /// go, a new lane copies lane 0's current state and takes its behavior,
    /// a kept lane keeps its state (`ScenarioSetup`'s `lanes` switch; `wall`
    /// nil for a scenario's).
    mutating func setLanes(_ names: [String], atWall wall: Double?) {
        guard !names.isEmpty else { return }
        if let wall, mode != .live { takeOver(atWall: wall) }
        let files = behaviorFiles
        setup.apply(.lanes(Array(names.prefix(LaneLayout.maximumCount))), at: time, to: &lanes.engines) {
            files.behavior(named: $0)
        }
        lanes.selected = min(selectedLane, laneBehaviors.count - 1)
        // Every lane keeps the whole container (the window grows instead);
        // the history restarts (snapshots hold a fixed number of lanes).
        let frames = laneFrames
        for i in engines.indices where engines[i].geometry.containerSize != frames[i].content.size {
            journal.send(
                TimedInputEvent(time: time, event: .resize(frames[i].content.size)), lane: i, captured: .no,
                into: &lanes.engines, atTick: tick)
        }
        journal.setup(.lanes(laneBehaviors), at: time, atTick: tick)
        timeTravel.restart(at: LaneSnapshot(engines: engines))
    }
}
