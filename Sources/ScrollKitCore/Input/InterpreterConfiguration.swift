/// The thresholds of the `InputInterpreter`. Times in seconds, distances in
/// logical pixels, velocities in px/s. Defaults follow Flutter and the
/// project's design notes.
public struct InterpreterConfiguration: Hashable, Sendable {
    /// How far a pointer must move (along the scrollable axes) before a press
    /// becomes a drag (Flutter's kTouchSlop).
    public var touchSlop: Double
    /// Release speeds below this count as 0 (Flutter's kMinFlingVelocity).
    public var minFlingVelocity: Double
    /// Release speeds are clamped to this (Flutter's kMaxFlingVelocity).
    public var maxFlingVelocity: Double
    /// Velocity is a least-squares fit over the samples this far back from the last one.
    public var velocityHorizon: Double
    /// A pointer released this long after its last sample had stopped: velocity 0.
    public var pointerStopGap: Double
    /// A trackpad gesture ends after this long without events (SDL2 never
    /// reports the fingers lifting).
    public var trackpadEndGap: Double
    /// Wheel events closer than this belong to a high-rate (trackpad) stream.
    public var trackpadRateGap: Double
    /// A sequence of at least this many wheel events, all closer than
    /// `trackpadRateGap`, is a trackpad (X11 sends trackpads as ±1 steps).
    public var trackpadBurstCount: Int
    /// Wheel notches further apart than this start a new wheel sequence.
    public var wheelSequenceGap: Double
    /// The `context.velocity` reported for a wheel notch or key is the distance
    /// still to go divided by this.
    public var wheelVelocityWindow: Double
    /// One arrow-key line, px.
    public var lineStep: Double
    /// A page key scrolls the container length minus this fraction of it.
    public var pageOverlap: Double

    public init(
        touchSlop: Double = 18, minFlingVelocity: Double = 50, maxFlingVelocity: Double = 8000,
        velocityHorizon: Double = 0.1, pointerStopGap: Double = 0.04, trackpadEndGap: Double = 0.12,
        trackpadRateGap: Double = 0.03, trackpadBurstCount: Int = 3, wheelSequenceGap: Double = 0.12,
        wheelVelocityWindow: Double = 0.15, lineStep: Double = 40, pageOverlap: Double = 0.125
    ) {
        self.touchSlop = touchSlop
        self.minFlingVelocity = minFlingVelocity
        self.maxFlingVelocity = maxFlingVelocity
        self.velocityHorizon = velocityHorizon
        self.pointerStopGap = pointerStopGap
        self.trackpadEndGap = trackpadEndGap
        self.trackpadRateGap = trackpadRateGap
        self.trackpadBurstCount = trackpadBurstCount
        self.wheelSequenceGap = wheelSequenceGap
        self.wheelVelocityWindow = wheelVelocityWindow
        self.lineStep = lineStep
        self.pageOverlap = pageOverlap
    }
}
