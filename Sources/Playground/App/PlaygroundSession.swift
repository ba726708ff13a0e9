import ScrollKitCore

/// The state of the playground window without any SDL: the lanes and their
/// engines, the preset and options, and what the keys change. The SDL loop
/// (`PlaygroundApp`) feeds it translated events and wall-clock time and draws
/// what it holds; tests drive it directly.
struct PlaygroundSession {
    private(set) var preset: Preset
    private(set) var axes: Axes
    private(set) var itemCount: Int
    private(set) var deceleration: DecelerationRate
    private(set) var behaviorName: String
    /// The container size of one lane, logical pixels.
    private(set) var containerSize: Size
    private(set) var lanes: [Lane] = []
    /// Session ticks run so far.
    private(set) var tick: Int = 0
    let tickLength: Double

    var showsHUD: Bool
    var showsIndicators: Bool
    var showsHelp = false

    init(options: WindowOptions, tickLength: Double = 1.0 / 120.0) {
        preset = options.preset
        axes = options.axes
        itemCount = options.itemCount
        deceleration = options.deceleration
        behaviorName = options.behaviorName
        containerSize = options.windowSize
        showsHUD = options.showsHUD
        showsIndicators = options.showsIndicators
        self.tickLength = tickLength
        lanes = [makeLane(behaviorName: behaviorName)]
    }

    /// Session time in seconds.
    var time: Double { Double(tick) * tickLength }

    /// The window title: preset and behavior.
    var title: String { "ScrollKit Playground — \(preset.name) — \(behaviorName)" }

    private func makeLane(behaviorName: String) -> Lane {
        let configuration = ScrollConfiguration(
            axes: axes, tickLength: tickLength, deceleration: deceleration,
            contentInsets: preset.contentInsets
        )
        let behavior = BehaviorCatalog.behavior(named: behaviorName) ?? FreeScrollTargetBehavior()
        let engine = ScrollEngine(
            configuration: configuration,
            layout: preset.makeLayout(itemCount, axes, containerSize),
            containerSize: containerSize,
            behavior: behavior
        )
        return Lane(engine: engine, baseTick: tick)
    }

    /// Queues a raw input for every lane (times are session seconds).
    mutating func send(_ event: TimedInputEvent) {
        if case let .resize(size) = event.event { containerSize = size }
        for i in lanes.indices {
            var local = event
            local.time = max(0, event.time - Double(lanes[i].baseTick) * tickLength)
            lanes[i].engine.enqueue(local)
        }
    }

    /// Steps every lane up to the tick that delivers events stamped `time`
    /// (so an input polled this frame shows its effect this frame). Calls
    /// `emit` with lane 0's record of each new tick, on the session clock.
    mutating func advance(to time: Double, emit: (FrameRecord) -> Void = { _ in }) {
        let target = Int((time / tickLength + 1e-9).rounded(.down)) + 1
        while tick < target {
            tick += 1
            for i in lanes.indices { lanes[i].engine.step() }
            emit(lanes[0].record)
        }
    }

    /// The effect of a window command that the session cannot carry out itself.
    enum Effect: Equatable {
        case quit
        case screenshot
        case titleChanged
    }

    /// Applies a window key. Returns what the app must do, if anything.
    mutating func handle(_ key: KeyPress) -> Effect? {
        switch key.name {
        case "escape", "q":
            return .quit
        case "h", "f1":
            showsHelp.toggle()
        case "u":
            showsHUD.toggle()
        case "i":
            showsIndicators.toggle()
        case "tab":
            let names = BehaviorCatalog.names
            let index = names.firstIndex(of: behaviorName) ?? 0
            let next = (index + (key.shift ? names.count - 1 : 1)) % names.count
            selectBehavior(names[next])
            return .titleChanged
        case "1", "2", "3", "4", "5", "6", "7", "8", "9", "0":
            let number = key.name == "0" ? 10 : Int(key.name)!
            let names = BehaviorCatalog.names
            guard number <= names.count else { return nil }
            selectBehavior(names[number - 1])
            return .titleChanged
        case "p":
            let all = PresetCatalog.all
            let index = all.firstIndex { $0.name == preset.name } ?? 0
            let next = all[(index + (key.shift ? all.count - 1 : 1)) % all.count]
            preset = next
            axes = next.axes
            itemCount = next.defaultItemCount
            behaviorName = next.defaultBehavior
            rebuildLanes()
            return .titleChanged
        case "a":
            let order: [Axes] = [.vertical, .horizontal, .both]
            let index = order.firstIndex(of: axes) ?? 0
            axes = order[(index + 1) % order.count]
            rebuildLanes()
        case "d":
            deceleration = deceleration == .normal ? .fast : .normal
            rebuildLanes()
        case "f12", "c":
            return .screenshot
        default:
            return nil
        }
        return nil
    }

    private mutating func selectBehavior(_ name: String) {
        behaviorName = name
        for i in lanes.indices {
            if let behavior = BehaviorCatalog.behavior(named: name) { lanes[i].engine.setBehavior(behavior) }
        }
    }

    private mutating func rebuildLanes() {
        lanes = lanes.map { _ in makeLane(behaviorName: behaviorName) }
    }
}
