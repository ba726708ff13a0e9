import RealModule

/// The deterministic scroll engine: raw device events in, one `FrameRecord`
/// per fixed tick out. It has no clock: time advances only in `step()`.
///
/// PROVISIONAL: a walking-skeleton implementation (wheel notches as a
/// critically damped animation, resize, trace fields). The full engine
/// (interpreter, activities, simulations, behaviors) replaces the internals
/// behind this same interface.
public struct ScrollEngine: Sendable {
    public private(set) var configuration: ScrollConfiguration
    public private(set) var layout: any ContentLayout
    public private(set) var behavior: any ScrollTargetBehavior
    /// The number of ticks run so far; the last record has this tick.
    public private(set) var tick: Int = 0
    public private(set) var geometry: ScrollGeometry
    public private(set) var phase: ScrollPhase = .idle
    /// The record of the last tick (tick 0 before any step).
    public private(set) var lastRecord: FrameRecord

    private var pending: [TimedInputEvent] = []
    private var position: Point
    private var velocity = Vector.zero
    private var wheelTarget: Point?

    /// Seconds since the start of the run.
    public var time: Double { Double(tick) * configuration.tickLength }

    public init(
        configuration: ScrollConfiguration,
        layout: any ContentLayout,
        containerSize: Size,
        behavior: any ScrollTargetBehavior = FreeScrollTargetBehavior()
    ) {
        self.configuration = configuration
        var layout = layout
        layout.relayout(containerSize: containerSize)
        self.layout = layout
        self.behavior = behavior
        let geometry = ScrollGeometry(
            contentOffset: .zero, contentSize: layout.contentSize,
            contentInsets: configuration.contentInsets, containerSize: containerSize,
            convention: configuration.convention
        )
        self.geometry = geometry
        self.position = Point(x: geometry.minPosition(.horizontal), y: geometry.minPosition(.vertical))
        self.geometry.contentOffset = Point(
            x: geometry.offset(forPosition: position.x, on: .horizontal),
            y: geometry.offset(forPosition: position.y, on: .vertical)
        )
        lastRecord = FrameRecord(
            tick: 0, time: 0, offset: self.geometry.contentOffset, velocity: .zero, phase: .idle,
            activity: .idle, behavior: behavior.name, source: .none, containerSize: containerSize,
            contentSize: layout.contentSize,
            hue: RainbowHue.hue(forOffset: self.geometry.contentOffset[configuration.axes.primary])
        )
    }

    /// Queues a raw event; it is delivered in the first tick whose time is
    /// strictly after `event.time` (and no earlier than the next tick).
    public mutating func enqueue(_ event: TimedInputEvent) {
        pending.append(event)
    }

    /// The tick in which an event at `time` is delivered.
    public func deliveryTick(for time: Double) -> Int {
        Int((time / configuration.tickLength + 1e-9).rounded(.down)) + 1
    }

    /// Replaces the behavior (keeps the motion in progress).
    public mutating func setBehavior(_ behavior: any ScrollTargetBehavior) {
        self.behavior = behavior
    }

    /// Advances one tick and returns its record.
    @discardableResult
    public mutating func step() -> FrameRecord {
        tick += 1
        let now = time
        var inputs: [String] = []
        var source = lastRecord.source
        let currentTick = tick
        let tickLength = configuration.tickLength
        let isDue = { (e: TimedInputEvent) in Int((e.time / tickLength + 1e-9).rounded(.down)) + 1 <= currentTick }
        let due = pending.filter(isDue)
        pending.removeAll(where: isDue)
        for event in due {
            inputs.append(event.event.traceDescription)
            switch event.event {
            case let .wheel(steps, _):
                let axis = configuration.axes.primary
                var target = wheelTarget ?? position
                target[axis] -= steps[axis] * configuration.wheelStep * (axis == .vertical ? 1 : -1)
                target[axis] = min(max(target[axis], geometry.minPosition(axis)), geometry.maxPosition(axis))
                wheelTarget = target
                source = .wheel
            case let .resize(size):
                geometry.containerSize = size
                layout.relayout(containerSize: size)
                geometry.contentSize = layout.contentSize
            case let .setBehavior(name):
                if let b = BehaviorCatalog.behavior(named: name) { behavior = b }
            default:
                break
            }
        }
        let dt = configuration.tickLength
        if let target = wheelTarget {
            // Critically damped spring, ω = 25 rad/s, integrated exactly over one tick.
            for axis in configuration.axes.members {
                let x0 = position[axis] - target[axis]
                let v0 = velocity[axis]
                let w = 25.0
                let e = exp(-w * dt)
                let c2 = v0 + w * x0
                position[axis] = target[axis] + e * (x0 + c2 * dt)
                velocity[axis] = e * (v0 - w * c2 * dt)
                if abs(position[axis] - target[axis]) < 0.25 && abs(velocity[axis]) < 5 {
                    position[axis] = target[axis]
                    velocity[axis] = 0
                }
            }
            if position == target { wheelTarget = nil }
        }
        phase = wheelTarget == nil ? .idle : .animating
        geometry.contentOffset = Point(
            x: geometry.offset(forPosition: position.x, on: .horizontal),
            y: geometry.offset(forPosition: position.y, on: .vertical)
        )
        let record = FrameRecord(
            tick: tick, time: now, offset: geometry.contentOffset, velocity: velocity, phase: phase,
            activity: phase == .idle ? .idle : .wheel, behavior: behavior.name, source: source,
            containerSize: geometry.containerSize, contentSize: geometry.contentSize,
            hue: RainbowHue.hue(forOffset: geometry.contentOffset[configuration.axes.primary]),
            ends: lastRecord.phase != .idle && phase == .idle ? .phase : [],
            inputs: inputs, restingOffset: wheelTarget
        )
        lastRecord = record
        return record
    }
}

private func exp(_ x: Double) -> Double { Double.exp(x) }
