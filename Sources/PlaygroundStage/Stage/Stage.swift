import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The stage: the one place the playground's state lives, for the window
/// and for tests alike (no SDL here). It owns the lanes (`Lanes`: engines,
/// behavior names, container size, selection, pointer routing), the setup
/// switches (preset, items and insets in `ScenarioSetup`, axes,
/// deceleration, device, appearance, layers), the one input journal
/// (`InputJournal`: engines, capture and re-runs fed by one call) and the
/// engine clock with time travel (`TimeTravel`: history, tick on screen,
/// mode, clock, branching), and builds the frame model at any tick of its
/// history (`frame(atWall:)`, in Stage+Frame.swift). The SDL loop
/// (`PlaygroundApp`) feeds it translated events stamped with wall time and
/// draws its frames. A headless run steps its lanes with scenario runs
/// (`Stage+Runs`): `record` draws the same frame model (`HeadlessStage`),
/// `trace` prints each tick's record and `qa` checks each tick against the
/// scenario's expectations, keeping no history (`StageHistory.none`). Tests
/// drive it directly, with time passed in. No SDL and no clock here.
///
/// Its parts, one file each: this file (state, clock, rest), Stage+Frame
/// (the frame model), Stage+Input (inputs, stepping, time travel),
/// Stage+Setup (setup switches), Stage+Runs (a headless run: each lane
/// stepped by its scenario run), Stage+Capture, Stage+ViewFile; the
/// window's keys are PlaygroundApp's `WindowKeys`, which press them on a stage.
///
/// Time travel: every tick's lane engines are kept (engines are values) in a
/// ring buffer of `historyCapacity` ticks (30 s at 120 Hz), with a view
/// file's answers and nested engines (`LaneSnapshot.views`); a headless run
/// keeps what its output reads back (`keeps`). Pausing freezes
/// the display at a tick; stepping moves it one tick; resuming from the past
/// replays the recorded ticks up to the present, then goes live; an input
/// while in the past *branches*: the future is dropped and the engines restart
/// from the shown tick with the new input.
package struct Stage {
    // MARK: Configuration

    /// The preset, its item count and insets, and the device's safe area:
    /// what a preset or axis switch applies to the lanes (`ScenarioSetup`,
    /// the one implementation a scenario's switches use too).
    package internal(set) var setup: ScenarioSetup
    /// The preset laid out now.
    package var preset: Preset { setup.preset }
    /// The preset lane `lane` is drawn with: in a headless run, its run's
    /// (a lane whose run ended keeps the one it ended with: `Stage+Runs`);
    /// in the window, where there are no runs, `preset` for every lane.
    package func preset(ofLane lane: Int) -> Preset {
        runs.indices.contains(lane) ? runs[lane].run.setup.preset : preset
    }
    /// The number of items laid out now.
    package var itemCount: Int { setup.items }
    /// The lanes' scroll axes: lane 0's engine's (every switch sets all
    /// lanes alike, and a new lane copies lane 0), never kept apart.
    package var axes: Axes { engines[0].configuration.axes }
    /// The lanes' deceleration: lane 0's engine's (every switch sets all
    /// lanes alike, and a new lane copies lane 0), never kept apart.
    package var deceleration: DecelerationRate { engines[0].configuration.deceleration }
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    package let convention: OffsetConvention
    /// The device's safe area (`--device`), added to the preset's insets.
    package var safeArea: EdgeInsets { setup.safeArea }
    /// Every lane's content insets: the preset's with the safe area added on
    /// the scrolling axes; a preset (P) or axis (A) switch recomputes them.
    package var contentInsets: EdgeInsets { setup.insets.addingSafeArea(safeArea, axes: axes) }
    /// The lanes: engines, behavior names, container size, selection and
    /// pointer routing.
    package internal(set) var lanes: Lanes
    /// The behavior of each lane, left to right (1–4 lanes).
    package var laneBehaviors: [String] { lanes.behaviors }
    /// Every lane's scroll container, logical pixels.
    package var laneSize: Size { lanes.size }
    /// The lane that the HUD describes and behavior keys change.
    package var selectedLane: Int { lanes.selected }
    package let tickLength: Double
    /// The `--behavior-file`s: asked for a lane's behavior before the catalog.
    package let behaviorFiles: BehaviorFileSet
    /// Every input and setup switch, once: it queues the engines, writes the
    /// capture and keeps what a re-run after a reload needs.
    var journal = InputJournal()
    /// `behaviorFiles.generation` the kept future was computed with, from
    /// `rerunFromTick` on.
    var historyGeneration = 0
    var rerunFromTick = 0

    // MARK: Engines and history

    /// The lanes' engines at the head of time (the newest tick).
    package var engines: [ScrollEngine] { lanes.engines }
    /// History, tick on screen, mode, speed, clock and branching.
    package internal(set) var timeTravel: TimeTravel
    /// What the history keeps: every tick's engines (the window), the
    /// lanes' records (a recording), or nothing (`trace`, `qa`).
    let keeps: StageHistory
    /// A headless run's lane drivers, one scenario run per lane
    /// (`Stage+Runs`); empty in the window.
    package internal(set) var runs: [RecordingLane] = []
    /// The ticks the runs stepped so far (lanes that ended hold their last tick).
    package internal(set) var runTick = 0
    /// Snapshots by tick (sequence number == tick).
    package var history: RingBuffer<LaneSnapshot> { timeTravel.history }
    /// The tick shown while paused or replaying; nil when showing the head.
    package var cursorTick: Int? { timeTravel.cursorTick }
    package var mode: PlaybackMode { timeTravel.mode }
    package var speed: PlaybackSpeed { timeTravel.speed }
    /// The last head tick on which anything changed in any lane (a motion,
    /// an input, a decision, an end detector, the content growing): the
    /// window rests `settleSeconds` after it. It starts `settleSeconds`
    /// before tick 0: a window opened with nothing to do rests at tick 0
    /// (its clock starts at the first input, not 1.3 s into an idle run).
    var lastActivityTick: Int
    /// `lastActivityTick` counting the lanes' engines alone, not what a
    /// view file's view did: what still moves on screen after it (a flash,
    /// a fade) keeps the window drawing; a view's own reaction does not
    /// (`Stage+ScheduledWake`).
    var lastEngineActivityTick: Int
    /// The window's recent frame times (the HUD's frames row), wall seconds.
    var frameTimes = FrameTimeWindow()
    /// Wall time the last frame was presented.
    var lastFrameWall: Double?
    /// `run --capture`: receives every event the engines receive (so the file replays the session).
    package var capture: CaptureWriter? {
        get { journal.capture }
        set { journal.capture = newValue }
    }
    /// A scenario's setup switches and lane-targeted inputs (`run --replay`),
    /// in time order: each is applied (or queued into its lane) before the
    /// head tick that delivers its time, as `ScenarioRun` does; a lane
    /// added later by a `lanes` switch exists by then.
    var scriptedItems: [ScenarioStreamItem] = []
    /// Counts the scripted switches that changed the title or the lanes:
    /// the window sets its title and size again when it changes.
    package internal(set) var scriptedLayoutChanges = 0
    /// Each lane's record as the head tick being stepped started it (after
    /// its due items): what the step changed is what the window wakes for.
    var stepStartRecords: [FrameRecord] = []
    /// Each lane's record as the head tick being stepped left its engine
    /// (before the view's reaction, which may still be waited for).
    var headTickRecords: [FrameRecord] = []
    /// How long a head tick waits for a view's host before the frame goes
    /// on without it (seconds; nil: until the call's limit, as headless
    /// runs and tests wait). The window sets `windowViewFrameBudget`.
    package var viewFrameBudget: Double?
    /// The lane a captured event acts on: nil while there is one lane.
    package var capturedLane: Int? { laneBehaviors.count > 1 ? selectedLane : nil }

    /// A `--view-file`'s scene: its host sees every lane's ticks (`Stage+ViewFile`).
    package var viewScene: ViewFileScene?
    /// The presets and behaviors the stage names: the built-ins, and the
    /// view's scene and its behavior `view` when there is one.
    package var catalog: Catalog { viewScene?.catalog ?? .builtIn }
    /// Tells a click on the view (a `Button`'s tap) from a drag.
    var viewTaps = ViewTapTracker()
    /// The first lane whose view has not answered the head tick yet (its
    /// host is still working; `Stage+ViewFile`), nil when every lane has.
    var pendingViewLane: Int?

    // MARK: View toggles

    /// The layers drawn over the lanes (the window's keys toggle them).
    package var layers = FrameModel.Layers()
    /// The appearance content is drawn in (M toggles it).
    package var appearance: Appearance
    /// The device whose outline is drawn over each lane (`--device` with `--frame`).
    package var deviceFrame: Device?

    /// Ticks of history kept (≥ 20 s): 30 s at 120 Hz.
    static let historyCapacity = TimeTravel.capacity
    /// Engine seconds without any change before the head rests: longer than
    /// everything that still moves on screen after a motion ends (the 0.2 s
    /// debounce, the 0.6 s HUD flash, the 0.8 s indicator fade, the feed's
    /// 1.2 s loading rows).
    static let settleSeconds = 1.3
    /// How long the HUD shows BRANCHED after a branch, wall seconds.
    package static let branchBadgeSeconds = TimeTravel.branchBadgeSeconds
    /// The behaviors lanes add, in order, when `L` adds a lane.
    static let comparisonBehaviors = ["paging", "seed-v2", "seed-v3", "view-aligned", "seed-v1", "free"]

    /// - Parameters:
    ///   - startingEngines: the lanes' engines at tick 0 (a headless run's,
    ///     made by its scenario runs); nil: made here from `options`.
    ///   - history: what the history keeps (`StageHistory`).
    package init(
        options: StageOptions, tickLength: Double = 1.0 / 120.0, startingEngines: [ScrollEngine]? = nil,
        history: StageHistory = .engines
    ) {
        setup = ScenarioSetup(
            preset: options.preset, items: options.itemCount, insets: options.preset.contentInsets, safeArea: options.safeArea)
        convention = options.convention
        lanes = Lanes(engines: [], size: options.containerSize)
        layers = options.layers
        appearance = options.appearance
        deviceFrame = options.deviceFrame
        self.tickLength = tickLength
        lastActivityTick = -Int((Self.settleSeconds / tickLength).rounded(.up))
        lastEngineActivityTick = lastActivityTick
        keeps = history
        timeTravel = TimeTravel(head: LaneSnapshot(engines: []), speed: options.speed, tickLength: tickLength, keeping: history.capacity)
        behaviorFiles = options.behaviorFiles
        viewScene = options.viewScene
        let names = options.laneBehaviors.isEmpty ? [options.behaviorName] : Array(options.laneBehaviors.prefix(LaneLayout.maximumCount))
        lanes.engines = startingEngines ?? names.map {
            makeEngine(behavior: $0, axes: options.axes, deceleration: options.deceleration)
        }
        timeTravel.restart(at: history == .none ? LaneSnapshot(records: engines.map(\.lastRecord)) : LaneSnapshot(engines: engines))
    }

    // MARK: Derived state

    /// Ticks run at the head.
    package var tick: Int { engines[0].tick }
    /// Engine time of the head, seconds.
    package var time: Double { Double(tick) * tickLength }
    /// The tick on screen.
    package var shownTick: Int { cursorTick ?? tick }
    /// The engines on screen (the head, or a snapshot while in the past).
    package var shownEngines: [ScrollEngine] {
        if let cursorTick, let snapshot = history[sequence: cursorTick] { return snapshot.engines }
        return engines
    }
    /// The behavior of the selected lane.
    package var behaviorName: String { lanes.selectedBehavior }
    /// The window title: preset and behavior(s).
    package var title: String {
        "ScrollKit Playground — \(preset.name) — \(laneBehaviors.joined(separator: " | "))"
    }
    /// The window's logical size: `laneCount` lanes of `laneSize` side by
    /// side (`LaneLayout.size`, the rule `record --lanes` follows).
    package var windowSize: Size { lanes.windowSize }
    /// The lanes' frames in the window (logical pixels).
    package var laneFrames: [LaneLayout.Frame] { lanes.frames }
    /// Where the timeline is drawn (when shown).
    package var timelineRect: Rect { FrameComposer.timelineRect(in: Rect(origin: .zero, size: windowSize)) }

    /// True when nothing on screen can change without an input: paused, or
    /// live with every lane idle, no event queued, no debounce armed, no
    /// work scheduled by a view file's view (`viewHasScheduledWork`), and
    /// `settleSeconds` of engine time since the last change. At rest the
    /// engine clock stands still (no idle ticks are made: the history and
    /// the trace hold only time in which something happened), and the
    /// window waits for events instead of drawing.
    package var isAtRest: Bool {
        switch mode {
        case .paused: return true
        case .replaying: return false
        case .live, .branched, .scripted: break
        }
        guard Double(tick - lastActivityTick) * tickLength >= Self.settleSeconds - 1e-9, scriptedItems.isEmpty else { return false }
        guard !viewHasScheduledWork else { return false }
        return lanesAreStill
    }

    /// The next wall time at which the picture changes by itself while at
    /// rest (the BRANCHED badge going away), or nil.
    package func nextChange(afterWall wall: Double) -> Double? { timeTravel.nextChange(afterWall: wall) }

    /// At rest, the engine clock stands still: re-anchor it so that the head
    /// time is now. Called before anything that may start the engines.
    package mutating func holdClockIfResting(atWall wall: Double) {
        if isAtRest && mode != .paused { timeTravel.anchor(wall: wall, engine: time) }
    }

    /// What the HUD's badge should say at wall time `wall`.
    package func displayMode(atWall wall: Double) -> PlaybackMode { timeTravel.displayMode(atWall: wall) }

    /// The timeline's fixed time axis: every tick of the history, oldest to
    /// newest (the head), whatever tick is on screen. Scrubbing maps x to a
    /// tick on this axis, so dragging right always goes forward.
    /// With the timeline zoomed (`zoomTimeline`), the zoomed window of it.
    package var timelineTicks: ClosedRange<Int> { timelineZoom?.ticks(in: historyTicks) ?? historyTicks }

    /// Every tick of the history, oldest to newest (the head).
    private var historyTicks: ClosedRange<Int> { history.firstSequence...Swift.max(history.firstSequence, tick) }

    /// The timeline's zoomed window of the history; nil: the whole history.
    /// A view setting: recordings (R) always show the whole history.
    private(set) var timelineZoom: TimelineZoom?

    /// The mouse wheel over the timeline: `notches` up zoom in around the
    /// tick under x = `x`, down zoom out (to the whole history at most).
    package mutating func zoomTimeline(notches: Double, atX x: Double) {
        timelineZoom = TimelineZoom.zoomed(
            timelineZoom, notches: notches, around: timelineTick(forX: x), history: historyTicks)
    }

    /// A lane's engine at the start, on `axes`: every lane's container is `laneSize`.
    private func makeEngine(behavior name: String, axes: Axes, deceleration: DecelerationRate) -> ScrollEngine {
        let size = laneSize
        var configuration = ScrollConfiguration(
            axes: axes, tickLength: tickLength, deceleration: deceleration,
            contentInsets: setup.insets.addingSafeArea(safeArea, axes: axes), convention: convention)
        // A view file's insets are its scroll view's content margins.
        configuration.insetsAreContentMargins = viewScene != nil
        let behavior = behaviorFiles.behavior(named: name, in: catalog) ?? FreeScrollTargetBehavior()
        var engine = ScrollEngine(
            configuration: configuration, layout: preset.makeLayout(itemCount, axes, size),
            containerSize: size, behavior: behavior)
        engine.contentGrowth = preset.contentGrowth
        engine.catalog = catalog
        return engine
    }

    // MARK: Input and time
}
