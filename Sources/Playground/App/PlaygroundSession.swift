import ScrollKitCore

/// The state of the playground window without any SDL: the lanes and their
/// engines, the time-travel history, the clock, and what every key does. The
/// SDL loop (`PlaygroundApp`) feeds it translated events stamped with wall
/// time and draws what it shows; tests drive it directly, with time passed in.
///
/// Time travel: every tick's lane engines are kept (engines are values) in a
/// ring buffer of `historyCapacity` ticks (30 s at 120 Hz). Pausing freezes
/// the display at a tick; stepping moves it one tick; resuming from the past
/// replays the recorded ticks up to the present, then goes live; an input
/// while in the past *branches*: the future is dropped and the engines restart
/// from the shown tick with the new input.
struct PlaygroundSession {
    // MARK: Configuration

    private(set) var preset: Preset
    private(set) var axes: Axes
    private(set) var itemCount: Int
    private(set) var deceleration: DecelerationRate
    /// Whether offsets count the leading inset (seed 003's iOS 13 vs 14).
    let convention: OffsetConvention
    /// The behavior of each lane, left to right (1–4 lanes).
    private(set) var laneBehaviors: [String]
    /// The window's logical size (lanes split it).
    private(set) var windowSize: Size
    /// The lane that the HUD describes and behavior keys change.
    private(set) var selectedLane = 0
    let tickLength: Double

    // MARK: Engines and history

    /// The lanes' engines at the head of time (the newest tick).
    private(set) var engines: [ScrollEngine] = []
    /// Snapshots by tick (sequence number == tick).
    private(set) var history: RingBuffer<LaneSnapshot>
    /// The tick shown while paused or replaying; nil when showing the head.
    private(set) var cursorTick: Int?
    private(set) var mode: PlaybackMode = .live
    private(set) var speed: PlaybackSpeed = .normal
    private var clock = SessionClock()
    /// Wall time of the last branch (the HUD says BRANCHED for a while).
    private var branchWall: Double?
    /// The lane a pointer went down in (pointer events go to every lane
    /// relative to that lane's origin).
    private var pointerLane: Int?

    // MARK: View toggles

    var showsHUD: Bool
    var showsIndicators: Bool
    /// The appearance content is drawn in (M toggles it).
    var appearance: Appearance
    var showsHelp = false
    var showsOverlays = false
    var showsTimeline = false

    /// Ticks of history kept (≥ 20 s): 30 s at 120 Hz.
    static let historyCapacity = 3600
    /// How long the HUD shows BRANCHED after a branch, wall seconds.
    static let branchBadgeSeconds = 3.0
    /// The behaviors lanes add, in order, when `L` adds a lane.
    static let comparisonBehaviors = ["paging", "seed-v2", "seed-v3", "view-aligned", "seed-v1", "free"]

    init(options: WindowOptions, tickLength: Double = 1.0 / 120.0) {
        preset = options.preset
        axes = options.axes
        itemCount = options.itemCount
        deceleration = options.deceleration
        convention = options.convention
        laneBehaviors = options.laneBehaviors.isEmpty ? [options.behaviorName] : Array(options.laneBehaviors.prefix(LaneLayout.maximumCount))
        windowSize = options.windowSize
        showsHUD = options.showsHUD
        showsIndicators = options.showsIndicators
        appearance = options.appearance
        showsOverlays = options.showsOverlays
        showsTimeline = options.showsTimeline
        showsHelp = options.showsHelp
        speed = options.speed
        clock.speed = options.speed.factor
        self.tickLength = tickLength
        history = RingBuffer(capacity: Self.historyCapacity)
        engines = laneBehaviors.indices.map { makeEngine(lane: $0) }
        history.append(LaneSnapshot(engines: engines))
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
    var behaviorName: String { laneBehaviors[selectedLane] }
    /// The window title: preset and behavior(s).
    var title: String {
        "ScrollKit Playground — \(preset.name) — \(laneBehaviors.joined(separator: " | "))"
    }
    /// The lanes' frames in the window (logical pixels).
    var laneFrames: [LaneLayout.Frame] {
        LaneLayout.frames(count: laneBehaviors.count, in: Rect(origin: .zero, size: windowSize))
    }
    /// Where the timeline is drawn (when shown).
    var timelineRect: Rect { FrameComposer.timelineRect(in: Rect(origin: .zero, size: windowSize)) }

    /// What the HUD's badge should say at wall time `wall`.
    func displayMode(atWall wall: Double) -> PlaybackMode {
        if mode == .live, let branchWall, wall - branchWall < Self.branchBadgeSeconds { return .branched }
        return mode
    }

    /// The shown lane's records of the last few seconds, oldest first (timeline).
    func recentRecords(seconds: Double = 6) -> [FrameRecord] {
        let lane = selectedLane
        let end = shownTick
        let start = max(history.firstSequence, end - Int(seconds / tickLength))
        guard start <= end else { return [] }
        return (start...end).compactMap { history[sequence: $0]?.engines[lane].lastRecord }
    }

    private func makeEngine(lane: Int) -> ScrollEngine {
        let frames = laneFrames
        let size = frames[min(lane, frames.count - 1)].content.size
        let configuration = ScrollConfiguration(
            axes: axes, tickLength: tickLength, deceleration: deceleration, contentInsets: preset.contentInsets,
            convention: convention)
        let behavior = BehaviorCatalog.behavior(named: laneBehaviors[lane]) ?? FreeScrollTargetBehavior()
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
        max(time, clock.engineTime(atWall: wall))
    }

    /// Delivers a raw input that happened at wall time `event.time` to every
    /// lane. While paused or replaying, an input first branches (or resumes
    /// at the head): the person takes over from the frame on screen.
    mutating func send(_ event: TimedInputEvent) {
        let wall = event.time
        if mode != .live { takeOver(atWall: wall) }
        let t = engineTime(forWall: wall)
        switch event.event {
        case let .pointer(action, point, finger):
            let frames = laneFrames
            if action == .down || pointerLane == nil {
                pointerLane = LaneLayout.lane(at: point, in: frames) ?? selectedLane
                if laneBehaviors.count > 1, action == .down, let lane = pointerLane { selectedLane = lane }
            }
            let origin = frames[min(pointerLane ?? 0, frames.count - 1)].content.origin
            let local = Point(x: point.x - origin.x, y: point.y - origin.y)
            broadcast(.pointer(action, local, finger: finger), at: t)
            if action == .up { pointerLane = nil }
        case let .resize(size):
            resizeWindow(to: size, at: t)
        default:
            broadcast(event.event, at: t)
        }
    }

    private mutating func broadcast(_ event: RawInputEvent, at t: Double) {
        for i in engines.indices { engines[i].enqueue(TimedInputEvent(time: t, event: event)) }
    }

    /// Queues an event at an engine time (a scenario's `--replay` events).
    mutating func sendScripted(_ event: TimedInputEvent) {
        broadcast(event.event, at: max(time, event.time))
    }

    private mutating func resizeWindow(to size: Size, at t: Double) {
        guard size.isPositiveFinite, size != windowSize else { return }
        windowSize = size
        let frames = laneFrames
        for i in engines.indices {
            engines[i].enqueue(TimedInputEvent(time: t, event: .resize(frames[i].content.size)))
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
            let target = Int((clock.engineTime(atWall: wall) / tickLength + 1e-9).rounded(.down))
            if target < tick {
                cursorTick = max(history.firstSequence, target)
                return
            }
            cursorTick = nil
            mode = .live
            clock.anchor(wall: wall, engine: time)
        case .live, .branched, .scripted:
            break
        }
        let target = engines[0].deliveryTick(for: clock.engineTime(atWall: wall))
        while tick < target { stepHead(emit: emit) }
    }

    private mutating func stepHead(emit: (FrameRecord) -> Void) {
        for i in engines.indices { engines[i].step() }
        history.append(LaneSnapshot(engines: engines))
        emit(engines[0].lastRecord)
    }

    // MARK: Time travel

    /// Pauses at the head, or resumes (replaying if the shown tick is in the past).
    mutating func togglePause(atWall wall: Double) {
        switch mode {
        case .live, .branched, .replaying, .scripted:
            cursorTick = shownTick
            mode = .paused
        case .paused:
            let shown = shownTick
            if shown < tick {
                mode = .replaying
                clock.anchor(wall: wall, engine: Double(shown) * tickLength)
            } else {
                cursorTick = nil
                mode = .live
                clock.anchor(wall: wall, engine: time)
            }
        }
    }

    /// Steps the shown frame by `ticks` (negative: back), pausing first. At
    /// the head, stepping forward runs the engines (and emits trace records).
    mutating func step(by ticks: Int, emit: (FrameRecord) -> Void = { _ in }) {
        if mode != .paused {
            cursorTick = shownTick
            mode = .paused
        }
        var shown = shownTick
        if ticks < 0 {
            shown = max(history.firstSequence, shown + ticks)
        } else {
            for _ in 0..<ticks {
                if shown < tick { shown += 1 } else { stepHead(emit: emit); shown = tick }
            }
        }
        cursorTick = shown
    }

    /// Shows tick `tick` (clamped to the history) while paused: timeline scrubbing.
    mutating func scrub(toTick target: Int) {
        if mode != .paused {
            mode = .paused
        }
        cursorTick = min(max(target, history.firstSequence), tick)
    }

    /// A person acts while paused or replaying: branch from the shown tick
    /// (drop the future) or, at the head, simply go live.
    private mutating func takeOver(atWall wall: Double) {
        let shown = shownTick
        if shown < tick, let snapshot = history[sequence: shown] {
            history.removeAfter(sequence: shown)
            engines = snapshot.engines
            branchWall = wall
        }
        cursorTick = nil
        mode = .live
        clock.anchor(wall: wall, engine: time)
    }

    /// Cycles 1× → ½× → ¼× → ⅒× → 1×, keeping the clock continuous.
    mutating func cycleSpeed(atWall wall: Double) {
        let now = clock.engineTime(atWall: wall)
        speed = speed.next
        clock.anchor(wall: wall, engine: mode == .live || mode == .branched ? max(now, time) : now)
        clock.speed = speed.factor
    }

    // MARK: Keys

    /// The effect of a window key that the session cannot carry out itself.
    enum Effect: Equatable {
        case quit
        case screenshot
        case toggleRecording
        case titleChanged
    }

    /// Applies a window key at wall time `wall`. Returns what the app must do.
    mutating func handle(_ key: KeyPress, atWall wall: Double, emit: (FrameRecord) -> Void = { _ in }) -> Effect? {
        switch key.name {
        case "q":
            return .quit
        case "escape":
            if showsHelp { showsHelp = false; return nil }
            return .quit
        case "h", "f1":
            showsHelp.toggle()
        case "u":
            showsHUD.toggle()
        case "i":
            showsIndicators.toggle()
        case "m":
            appearance = appearance.toggled
        case "o":
            showsOverlays.toggle()
        case "t":
            showsTimeline.toggle()
        case "return", "pause", "keypad enter":
            togglePause(atWall: wall)
        case ",", "<":
            step(by: key.shift ? -10 : -1, emit: emit)
        case ".", ">":
            step(by: key.shift ? 10 : 1, emit: emit)
        case "s":
            cycleSpeed(atWall: wall)
        case "r":
            return .toggleRecording
        case "c", "f12":
            return .screenshot
        case "tab":
            let names = BehaviorCatalog.names
            let index = names.firstIndex(of: behaviorName) ?? 0
            let next = (index + (key.shift ? names.count - 1 : 1)) % names.count
            selectBehavior(names[next], atWall: wall)
            return .titleChanged
        case "1", "2", "3", "4", "5", "6", "7", "8", "9", "0":
            guard let entry = BehaviorCatalog.entry(forNumberKey: Int(key.name)!) else { return nil }
            selectBehavior(entry.name, atWall: wall)
            return .titleChanged
        case "l":
            cycleLanes(atWall: wall)
            return .titleChanged
        case "p":
            let all = PresetCatalog.all
            let index = all.firstIndex { $0.name == preset.name } ?? 0
            let next = all[(index + (key.shift ? all.count - 1 : 1)) % all.count]
            preset = next
            axes = next.axes
            itemCount = next.defaultItemCount
            laneBehaviors[selectedLane] = next.defaultBehavior
            reconfigure(atWall: wall, resetOffset: true)
            return .titleChanged
        case "a":
            let order: [Axes] = [.vertical, .horizontal, .both]
            axes = order[((order.firstIndex(of: axes) ?? 0) + 1) % order.count]
            reconfigure(atWall: wall, resetOffset: true)
        case "d":
            deceleration = deceleration == .normal ? .fast : .normal
            if mode != .live { takeOver(atWall: wall) }
            for i in engines.indices { engines[i].setDeceleration(deceleration) }
        default:
            return nil
        }
        return nil
    }

    /// Selects a behavior for the selected lane (the motion in progress goes on).
    mutating func selectBehavior(_ name: String, atWall wall: Double) {
        guard let behavior = BehaviorCatalog.behavior(named: name) else { return }
        if mode != .live { takeOver(atWall: wall) }
        laneBehaviors[selectedLane] = name
        engines[selectedLane].setBehavior(behavior)
    }

    /// 1 → 2 → 3 → 4 → 1 lanes; new lanes copy lane 0's current state and
    /// take the next comparison behavior not shown yet.
    mutating func cycleLanes(atWall wall: Double) {
        if mode != .live { takeOver(atWall: wall) }
        if laneBehaviors.count >= LaneLayout.maximumCount {
            laneBehaviors = [laneBehaviors[0]]
            engines = [engines[0]]
        } else {
            let next = Self.comparisonBehaviors.first { !laneBehaviors.contains($0) } ?? "free"
            laneBehaviors.append(next)
            var copy = engines[0]
            if let behavior = BehaviorCatalog.behavior(named: next) { copy.setBehavior(behavior) }
            engines.append(copy)
        }
        selectedLane = min(selectedLane, laneBehaviors.count - 1)
        // A new lane count changes every lane's container: resize them all,
        // and restart the history (snapshots hold a fixed number of lanes).
        let frames = laneFrames
        for i in engines.indices {
            engines[i].enqueue(TimedInputEvent(time: time, event: .resize(frames[i].content.size)))
        }
        restartHistory()
    }

    /// The ring buffer's sequence numbers are ticks: after a lane change the
    /// history restarts at the head tick.
    private mutating func restartHistory() {
        var fresh = RingBuffer<LaneSnapshot>(capacity: Self.historyCapacity)
        // Advance the sequence to the head tick without storing filler.
        fresh.skip(to: tick)
        fresh.append(LaneSnapshot(engines: engines))
        history = fresh
        cursorTick = nil
    }

    /// Applies the preset, axes and items to every lane's engine (keeping the
    /// engines' clocks), and jumps to the start when `resetOffset`.
    private mutating func reconfigure(atWall wall: Double, resetOffset: Bool) {
        if mode != .live { takeOver(atWall: wall) }
        let frames = laneFrames
        for i in engines.indices {
            let size = engines[i].geometry.containerSize
            let layout = preset.makeLayout(itemCount, axes, size.isPositiveFinite ? size : frames[i].content.size)
            engines[i].setAxes(axes)
            engines[i].setContentInsets(preset.contentInsets)
            engines[i].updateLayout { $0 = layout }
            engines[i].contentGrowth = preset.contentGrowth
            if let behavior = BehaviorCatalog.behavior(named: laneBehaviors[i]) { engines[i].setBehavior(behavior) }
            if resetOffset {
                engines[i].enqueue(TimedInputEvent(
                    time: time, event: .scrollTo(ScrollToRequest(.offset(.zero), animated: false))))
            }
        }
    }
}
