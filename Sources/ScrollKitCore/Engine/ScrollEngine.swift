/// The deterministic scroll engine: raw device events in, one `FrameRecord`
/// per fixed tick out. It has no clock: time advances only in `step()`.
///
/// Modelled on Flutter's split of *position* (here `position`, in content
/// coordinates), *activity* (`EngineActivity`: idle, hold, drag, precise,
/// motion) and *simulation* (`FrictionSimulation`, `SpringSimulation`,
/// `BallisticSimulation`), and named like SwiftUI where it is SwiftUI's (`ScrollPhase`,
/// `ScrollTargetBehavior`).
///
/// **Value semantics.** `ScrollEngine` is a struct of values: a copy is a
/// snapshot (time travel restores copies) and the same events give
/// bit-identical records on every run.
///
/// **Ticks.** Every `step()` advances one tick of `configuration.tickLength`
/// (default 1/120 s). An event at time `a` is delivered in tick
/// `deliveryTick(for: a)` = ⌊a/tickLength + 1e-9⌋ + 1, strictly after it, and
/// that tick already shows its effect: a pointer move applies its position at
/// once, and a simulation started by the event starts at `a` itself (not at
/// the tick), so at the delivering tick it has run tickTime − a > 0. Within a
/// tick, events are processed in time order, then the running simulation is
/// evaluated at the tick's time.
///
/// **Phases** (SwiftUI's names): `.idle`; `.tracking` (pointer down, not yet
/// past the slop); `.interacting` (dragging or trackpad scrolling);
/// `.decelerating` (momentum after a release, a bounce back from overscroll,
/// or a friction landing on a behavior's target); `.animating` (a wheel
/// notch, a key, `scrollTo`, or a spring landing on a behavior's target,
/// activity `.snap`). SwiftUI itself reports a paging settle as
/// `.decelerating`; here the phase tells which physics runs, the activity
/// says more (`FrameRecord.activity`).
///
/// **Behaviors.** `updateTarget` runs when a gesture ends (drag release, end of
/// a trackpad gesture, every wheel notch of a sequence, every key command,
/// the release of a press that caught a motion) with the natural resting
/// point (clamped) as the proposed target, and when the container is
/// resized. `context.originalTarget` is the offset when the gesture began
/// (pointer down, first trackpad event, start of the wheel sequence; mid-way
/// if the previous motion had not stopped: seed 004's v2 flaw stays visible).
/// The motion then lands exactly on the adjusted target, velocity continuous:
/// a friction solved to rest there (phase `.decelerating`) or a landing spring
/// that never passes it (activity `.snap`, phase `.animating`); see
/// `LandingPlanner`. An answer outside the valid offsets is clamped and the
/// raw answer kept in `TargetDecision.unclamped`. Each call is recorded in
/// that tick's `FrameRecord.decision`; `contentGrowth` runs right after it.
/// `scrollTo` is taken as given (no decision).
///
/// **Wheel.** Each notch adds `wheelStep` px to the wheel target and asks the
/// behavior with original = the sequence's origin, proposed = origin + the
/// notches so far (clamped), velocity = the distance still to go / 0.15 s in
/// the notch direction; the wheel spring (ω = 25) starts from the current
/// position and velocity, so rapid notches add up without restarting. A
/// sequence ends 0.12 s after its last notch; a new one starts from the
/// running landing's target when one runs (wheel, key, `scrollTo`, or a
/// behavior's target after a gesture), so `paging` moves one page per
/// sequence and notches never lose distance; during free momentum it starts
/// from the current offset. Wheels never overscroll. Keys work the same way.
///
/// **Resize.** A landing in flight counts as arrived at its target (free
/// momentum stops where it is). The leading visible item keeps its leading edge at the same
/// distance from the container's leading edge; then `updateTarget` runs with
/// that offset as original and proposed (reason `.containerResized`) and the
/// content jumps to the answer (no animation). A paging container keeps its
/// page (no landscape offset bug of seed 004).
///
/// **Viewport.** A scroll view's frame that its view's state moves (a
/// header that shrinks as the list scrolls) reaches the engine after each
/// tick's layout (`followViewport`): the offset is kept and a gesture or a
/// motion goes on; at rest the offset is clamped and `updateTarget` runs
/// once as for a resize (ScrollEngine+Viewport.swift).
///
/// **Offsets.** Internally positions (content coordinates of the container's
/// top-leading corner); everything reported (records, decisions, behaviors'
/// targets, observers) is a content offset in `configuration.convention`.
public struct ScrollEngine: Sendable {
    public internal(set) var configuration: ScrollConfiguration
    public internal(set) var layout: any ContentLayout
    public internal(set) var behavior: any NamedScrollTargetBehavior
    /// The number of ticks run so far; the last record has this tick.
    public internal(set) var tick: Int = 0
    /// The container's geometry now: `storedGeometry` at `position`, handed
    /// on unconverted (its content offset, in `configuration.convention`, is
    /// derived from it where it is read, and equals `offset(for: position)`).
    public var geometry: ScrollEngineGeometry {
        var g = storedGeometry
        g.position = position
        return g
    }
    /// Content size, insets, container size and convention: the geometry
    /// but for the position, which stays that of the start and is never
    /// read (`geometry` puts `position` in).
    var storedGeometry: ScrollEngineGeometry
    /// The size the lane gives the engine (its screen, points: what
    /// `resize` events carry). The container is the layout's
    /// `viewportSize` in it when it has one, else this size.
    public internal(set) var screenSize: Size
    public internal(set) var phase: ScrollPhase = .idle
    /// The record of the last tick (tick 0 before any step).
    public internal(set) var lastRecord: FrameRecord
    /// The last behavior decision, kept after its tick (overlays draw it).
    public internal(set) var lastDecision: TargetDecision?
    /// Grows the content after each behavior decision (the `feed` preset); nil: never.
    public var contentGrowth: (any ContentGrowthPolicy)?
    /// Where a `behavior` switch among the inputs finds its behavior by
    /// name: the run's catalog (the built-ins unless the run adds a view's).
    public var catalog: Catalog = .builtIn

    /// Seed 002's detector; its `interval` may be changed.
    public var debounceDetector = DebouncedEndDetector()

    // MARK: Internal state

    var interpreter: InputInterpreter
    /// Raw events not yet delivered, sorted by time (stable); `pendingHead`
    /// is the first undelivered one.
    var pending: [TimedInputEvent] = []
    var pendingHead = 0
    /// The scroll position (content coordinates), as of the last evaluation.
    var position: Point
    var activity: EngineActivity = .idle
    /// The velocity reported on the last tick, px/s.
    var velocity = Vector.zero
    var source: InputSource = .none
    var behaviorName: String
    /// The position where the current (or last) gesture began.
    var gestureOrigin: Point?
    /// The velocity of the motion the last pointer-down caught (Flutter's
    /// `_heldPreviousVelocity`), px/s; zero when it caught none.
    var heldVelocity: Vector = .zero
    /// The running wheel sequence: where it began (position) and the notch
    /// distance accumulated so far (clamped so origin + accumulated stays valid).
    var wheelSequence: (origin: Point, accumulated: Vector)?
    var observers = ScrollObservers()

    // Per-tick scratch.
    var tickDecision: TargetDecision?
    var tickReturnedToIdle = false
    var tickTransitions: [PhaseTransition] = []
    /// The container size the behavior last answered for (`decide`), or
    /// the first container: a viewport that differs from it at rest is
    /// settled once (`followViewport`).
    var decidedContainerSize: Size
    /// A viewport change waits to be settled at the start of the next tick,
    /// if the content is then at rest (`followViewport`).
    var settlesViewport = false

    /// Seconds since the start of the run: `Double(tick) * tickLength`.
    public var time: Double { Double(tick) * configuration.tickLength }

    /// The activity of the last tick (one level below `phase`).
    public var activityKind: ScrollActivityKind { activity.kind }

    /// What the interpreter last recognised (`FrameRecord.source`).
    public var inputSource: InputSource { source }

    /// The interpreter's thresholds (slop, fling limits, trackpad gaps…).
    public var interpreterConfiguration: InterpreterConfiguration {
        get { interpreter.configuration }
        set { interpreter.configuration = newValue }
    }

    /// An engine at rest at the start of the content. Invalid configuration
    /// values are replaced by defaults (tick length 1/120 s, wheel step 50,
    /// precise step 10); a non-finite or negative container size becomes 0.
    /// `containerSize` is the lane's (`screenSize`); the container is the
    /// layout's `viewportSize` in it when the layout has one.
    public init(
        configuration: ScrollConfiguration,
        layout: any ContentLayout,
        containerSize: Size,
        behavior: any NamedScrollTargetBehavior = FreeScrollTargetBehavior()
    ) {
        var configuration = configuration
        if !(configuration.tickLength.isFinite && configuration.tickLength > 0) { configuration.tickLength = 1.0 / 120.0 }
        if !(configuration.wheelStep.isFinite && configuration.wheelStep > 0) { configuration.wheelStep = 50 }
        if !(configuration.preciseStep.isFinite && configuration.preciseStep > 0) { configuration.preciseStep = 10 }
        configuration.contentInsets = ScrollEngine.sanitized(configuration.contentInsets)
        self.configuration = configuration
        let screen = ScrollEngine.sanitized(containerSize)
        var layout = layout
        layout.relayout(containerSize: screen)
        let container = layout.viewportSize.map(ScrollEngine.sanitized) ?? screen
        self.screenSize = screen
        self.layout = layout
        self.behavior = behavior
        self.behaviorName = behavior.name
        let geometry = ScrollEngineGeometry(
            contentOffset: .zero, contentSize: ScrollEngine.sanitized(layout.contentSize),
            contentInsets: configuration.contentInsets, containerSize: container,
            convention: configuration.convention
        )
        let start = Point(x: geometry.minPosition(.horizontal), y: geometry.minPosition(.vertical))
        let startOffset = Point(
            x: geometry.offset(forPosition: start.x, on: .horizontal),
            y: geometry.offset(forPosition: start.y, on: .vertical)
        )
        self.storedGeometry = geometry
        self.decidedContainerSize = container
        self.position = start
        self.interpreter = InputInterpreter(
            wheelStep: configuration.wheelStep, preciseStep: configuration.preciseStep
        )
        lastRecord = FrameRecord(
            tick: 0, time: 0, offset: startOffset, velocity: .zero, phase: .idle,
            activity: .idle, behavior: behavior.name, source: .none, containerSize: container,
            contentSize: geometry.contentSize,
            hue: RainbowHue.hue(forOffset: startOffset[configuration.axes.primary])
        )
    }

    // MARK: Input

    /// Queues a raw event; it is delivered in tick `deliveryTick(for: event.time)`
    /// (never earlier than the next tick). Events are kept in time order
    /// (equal times in the order enqueued). A non-finite time is dropped; a
    /// negative one counts as 0.
    public mutating func enqueue(_ event: TimedInputEvent) {
        guard event.time.isFinite else { return }
        var event = event
        if event.time < 0 { event.time = 0 }
        if pendingHead > 0 && pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        if let last = pending.last, last.time > event.time {
            // Binary search for the first element later than `event` (stable).
            var lo = pendingHead, hi = pending.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pending[mid].time <= event.time { lo = mid + 1 } else { hi = mid }
            }
            pending.insert(event, at: lo)
        } else {
            pending.append(event)
        }
    }

    /// Queues several raw events (see `enqueue(_:)`).
    public mutating func enqueue(contentsOf events: some Sequence<TimedInputEvent>) {
        for event in events { enqueue(event) }
    }

    /// The number of events queued and not yet delivered.
    public var pendingEventCount: Int { pending.count - pendingHead }

    /// The tick in which an event at `time` is delivered: ⌊time/tickLength + 1e-9⌋ + 1.
    public func deliveryTick(for time: Double) -> Int {
        ScrollEngine.deliveryTick(for: time, tickLength: configuration.tickLength)
    }

    static func deliveryTick(for time: Double, tickLength: Double) -> Int {
        let ticks = (time / tickLength + 1e-9).rounded(.down)
        guard ticks.isFinite else { return ticks > 0 ? Int.max : 1 }
        return Int(min(max(ticks, -1), 1e15)) + 1
    }

    // MARK: Settings

    /// Replaces the behavior. The motion in progress continues (the next
    /// decision uses the new behavior); at rest the content re-settles where
    /// the new behavior puts it, animated (reason `.configurationChanged`,
    /// see `resettle(at:)`), as Flutter and CSS re-snap when the rules change.
    public mutating func setBehavior(_ behavior: any NamedScrollTargetBehavior) {
        setBehavior(behavior, at: time)
    }

    mutating func setBehavior(_ behavior: any NamedScrollTargetBehavior, at time: Double) {
        self.behavior = behavior
        behaviorName = behavior.name
        resettle(at: time)
    }

    /// Asks the behavior again where the content at rest belongs (after the
    /// layout changed, e.g. a new preset) and animates there; nothing while
    /// the content moves or a gesture runs. Reason `.configurationChanged`.
    public mutating func resettle() {
        resettle(at: time)
    }

    /// Changes the momentum decay for motions that start from now on.
    public mutating func setDeceleration(_ rate: DecelerationRate) {
        configuration.deceleration = rate
    }

    /// Turns rubber-banding and bouncing on or off (from the next gesture on).
    public mutating func setBounces(_ bounces: Bool) {
        configuration.bounces = bounces
    }

    /// Changes the offset convention of everything reported (seed 003's
    /// iOS 13 vs iOS 14); the content does not move.
    public mutating func setConvention(_ convention: OffsetConvention) {
        configuration.convention = convention
        storedGeometry.convention = convention
    }

    /// Changes the content insets; a motion in progress stops and the
    /// position is kept valid.
    public mutating func setContentInsets(_ insets: EdgeInsets) {
        configuration.contentInsets = ScrollEngine.sanitized(insets)
        storedGeometry.contentInsets = configuration.contentInsets
        stopAndClamp()
    }

    /// Changes the scroll axes; a motion or gesture in progress stops and the
    /// position is kept valid.
    public mutating func setAxes(_ axes: Axes) {
        let changed = axes != configuration.axes
        configuration.axes = axes
        interpreter.cancelGestures()
        stopAndClamp()
        // New axes are new snapping rules: re-settle (at rest only).
        if changed { resettle(at: time) }
    }

    /// Changes the content (e.g. appends rows). Content changes keep the
    /// position valid: at rest, a position past the new end is clamped; a
    /// motion in progress finishes and then bounces back if it rests outside.
    /// The container follows the new layout's viewport (the screen when it has none).
    public mutating func updateLayout(_ body: (inout any ContentLayout) -> Void) {
        body(&layout)
        storedGeometry.containerSize = layout.viewportSize.map(ScrollEngine.sanitized) ?? screenSize
        storedGeometry.contentSize = ScrollEngine.sanitized(layout.contentSize)
        if case .idle = activity {
            position = clamped(position)
        }
    }

    /// Stops whatever moves the content (no decision) and clamps the position.
    mutating func stopAndClamp() {
        let now = time
        switch activity {
        case let .motion(m): position = m.position(at: now)
        default: break
        }
        position = clamped(position)
        if case .motion = activity { setActivity(.idle, at: now, velocity: .zero) }
        if case .drag = activity { setActivity(.idle, at: now, velocity: .zero) }
        if case .precise = activity { setActivity(.idle, at: now, velocity: .zero) }
        if case .hold = activity { setActivity(.idle, at: now, velocity: .zero) }
        wheelSequence = nil
    }

    // MARK: Tick

    /// Advances one tick and returns its record.
    @discardableResult
    public mutating func step() -> FrameRecord {
        tick += 1
        let now = time
        let previous = Double(tick - 1) * configuration.tickLength
        let oldOffset = offset(for: position)
        var inputs: [RawInputEvent] = []
        // 0. A viewport that changed settles first, at rest (`followViewport`).
        if settlesViewport { settleViewport(at: previous) }

        // `.scrollDisabled`: the user's gesture in progress ends where it is.
        let disabled = layout.interaction.isScrollDisabled
        if disabled { cancelUserScroll(at: previous) }

        // 1. Deliver due events, in time order (the user's none while scrolling is disabled).
        while pendingHead < pending.count,
              ScrollEngine.deliveryTick(for: pending[pendingHead].time, tickLength: configuration.tickLength) <= tick {
            let event = pending[pendingHead]
            pendingHead += 1
            inputs.append(event.event)
            if disabled && event.event.isUserScroll { continue }
            for item in interpreter.interpret(event, axes: configuration.axes) {
                handle(item.input, at: max(item.time, previous))
            }
        }
        if pendingHead == pending.count && pendingHead > 0 {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        // 2. A trackpad gesture whose gap ran out.
        if let deadline = interpreter.deadline,
           ScrollEngine.deliveryTick(for: deadline, tickLength: configuration.tickLength) <= tick,
           let end = interpreter.expire(upTo: deadline) {
            handle(end.input, at: max(end.time, previous))
        }
        // 3. Evaluate the running simulation at the tick's time.
        advance(to: now)
        let offsetNow = offset(for: position)

        // 4. End detectors.
        var ends: EndSignals = []
        if debounceDetector.update(tick: tick, tickLength: configuration.tickLength,
                                   offsetChanged: offsetNow != oldOffset) {
            ends.insert(.debounce)
        }
        if tickReturnedToIdle { ends.insert(.phase) }

        let record = FrameRecord(
            tick: tick, time: now, offset: offsetNow, velocity: velocity, phase: phase,
            activity: activity.kind, behavior: behaviorName, source: source,
            containerSize: storedGeometry.containerSize, contentSize: storedGeometry.contentSize,
            hue: RainbowHue.hue(forOffset: offsetNow[configuration.axes.primary]),
            decision: tickDecision, ends: ends, inputEvents: inputs,
            restingOffset: restingOffset, gestureOrigin: gestureOrigin.map { offset(for: $0) }
        )
        lastRecord = record
        // Scratch for the next tick (changes made between ticks, e.g. by
        // `setAxes`, count toward the next tick).
        tickDecision = nil
        tickReturnedToIdle = false
        if !observers.isEmpty { notifyObservers(oldOffset: oldOffset, record: record) }
        return record
    }

    /// Steps `count` ticks, handing each record to `body`.
    public mutating func run(ticks count: Int, _ body: (FrameRecord) -> Void = { _ in }) {
        guard count > 0 else { return }
        for _ in 0..<count { body(step()) }
    }

    /// Steps every tick whose time is at or before `time` (a live loop calls
    /// this with its wall clock mapped to engine seconds), handing each
    /// record to `body`. Never steps backwards.
    public mutating func step(until time: Double, _ body: (FrameRecord) -> Void = { _ in }) {
        guard time.isFinite else { return }
        while Double(tick + 1) * configuration.tickLength <= time + 1e-9 { body(step()) }
    }

    /// Steps until the engine is idle with no event pending (or `limit`
    /// ticks have run); returns the records.
    public mutating func runUntilIdle(limit: Int = 120 * 120) -> [FrameRecord] {
        var records: [FrameRecord] = []
        for _ in 0..<max(0, limit) {
            records.append(step())
            if phase == .idle && pendingEventCount == 0 && interpreter.deadline == nil
                && !interpreter.isPointerDown { break }
        }
        return records
    }

    /// The reported offset where the running motion will rest, nil when none runs.
    var restingOffset: Point? {
        if case let .motion(m) = activity { return offset(for: m.target) }
        return nil
    }

    /// Evaluates the running simulation at `now`: position and velocity, and
    /// finishes it when done.
    mutating func advance(to now: Double) {
        switch activity {
        case let .motion(m):
            if m.isDone(at: now) {
                finish(m, at: now)
                velocity = .zero
            } else {
                var p = m.position(at: now)
                var v = m.velocity(at: now)
                if m.clampsToBounds {
                    let c = clamped(p)
                    if c.x != p.x { v.dx = 0 }
                    if c.y != p.y { v.dy = 0 }
                    p = c
                }
                position = p
                velocity = v.isFinite ? v : .zero
            }
        case .drag:
            velocity = interpreter.estimatedVelocity(at: now)
        case let .precise(state):
            // Coasting between trackpad events (see `coastedRaw`).
            position = display(raw: coastedRaw(state, at: now))
            let raw = coastedRawVelocity(state, at: now)
            let slope = rubberBandSlope(at: position)
            let v = Vector(dx: raw.dx * slope.dx, dy: raw.dy * slope.dy)
            velocity = v.isFinite ? v : .zero
        case .idle, .hold:
            velocity = .zero
        }
    }

    /// Ends `motion` exactly on its target; a target outside the valid range
    /// (content shrank meanwhile) bounces back instead of resting there,
    /// unless the motion clamps as it runs (a wheel, key or `scrollTo`
    /// animation, held at the edge of a range that shrank under it): it
    /// rests where it is held. A motion that `decidesAtEnd` asks the
    /// behavior where to settle from there (`settleAtScrollEnd`).
    mutating func finish(_ motion: Motion, at time: Double) {
        position = motion.clampsToBounds ? clamped(motion.target) : motion.target
        if isOutOfBounds(position) {
            startBallistic(velocity: .zero, at: time)
        } else if let v = motion.decidesAtEnd {
            settleAtScrollEnd(velocity: v, at: time)
        } else {
            setActivity(.idle, at: time, velocity: .zero)
        }
    }
}
