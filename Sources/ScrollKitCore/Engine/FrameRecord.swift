/// Everything about one engine tick that the HUD, the timeline, time travel,
/// the trace and the QA runner read. Small by design: the ring buffer keeps
/// thousands of them.
public struct FrameRecord: Hashable, Sendable {
    /// Tick number; `time == Double(tick) * tickLength`.
    public var tick: Int
    /// Seconds since the start of the run.
    public var time: Double
    /// The reported content offset.
    public var offset: Point
    /// d(offset)/dt in px/s.
    public var velocity: Vector
    public var phase: ScrollPhase
    public var activity: ScrollActivityKind
    /// The name of the active behavior.
    public var behavior: String
    public var source: InputSource
    public var containerSize: Size
    public var contentSize: Size
    /// The background hue in [0, 1): abs(offset mod 3500) / 3500 on the main axis.
    public var hue: Double
    /// Set on ticks where `updateTarget` ran.
    public var decision: TargetDecision?
    /// The end detectors that fired on this tick.
    public var ends: EndSignals
    /// The raw inputs delivered on this tick, in delivery order.
    public var inputEvents: [RawInputEvent]
    /// Where the current motion will come to rest (the landing target while
    /// animating or decelerating), nil when idle or interacting.
    public var restingOffset: Point?
    /// The reported offset of the original target of the current gesture,
    /// kept for overlays until the next gesture begins; nil before any.
    public var gestureOrigin: Point?

    public init(
        tick: Int, time: Double, offset: Point, velocity: Vector, phase: ScrollPhase,
        activity: ScrollActivityKind, behavior: String, source: InputSource,
        containerSize: Size, contentSize: Size, hue: Double, decision: TargetDecision? = nil,
        ends: EndSignals = [], inputEvents: [RawInputEvent] = [], restingOffset: Point? = nil,
        gestureOrigin: Point? = nil
    ) {
        self.tick = tick
        self.time = time
        self.offset = offset
        self.velocity = velocity
        self.phase = phase
        self.activity = activity
        self.behavior = behavior
        self.source = source
        self.containerSize = containerSize
        self.contentSize = contentSize
        self.hue = hue
        self.decision = decision
        self.ends = ends
        self.inputEvents = inputEvents
        self.restingOffset = restingOffset
        self.gestureOrigin = gestureOrigin
    }

    /// The inputs as the trace prints them (`RawInputEvent.traceDescription`),
    /// formatted on demand so that a tick stays cheap.
    public var inputs: [String] { inputEvents.map(\.traceDescription) }
}
