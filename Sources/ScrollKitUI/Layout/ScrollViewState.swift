public import ScrollKitCore

/// What the app's `ScrollEngine` knows about one scroll view at a tick, as
/// an input of `ViewLayoutEngine.layout`: where its content is, the phase of
/// the gesture, and how fast it moves.
public struct ScrollViewState: Equatable, Sendable {
    /// The content offset, points (0 at the start, positive toward the end,
    /// the content insets not counted: the engine's convention).
    public var offset: CGPoint
    /// The gesture's phase.
    public var phase: ScrollPhase
    /// The content's velocity, points per second (positive toward the end),
    /// nil when unknown.
    public var velocity: CGVector?
    /// Which scroll view this state is for: `ScrollViewIdentity.key` of its
    /// identity, nil for the outermost (the lane's own engine). In a list
    /// where some state has a key, each nested scroll view takes the state
    /// with its key (at rest at its start without one) and the first placed
    /// takes the first state without a key; a list without keys goes by
    /// placement order.
    public var key: Double?

    public init(offset: CGPoint = .zero, phase: ScrollPhase = .idle, velocity: CGVector? = nil, key: Double? = nil) {
        self.offset = offset
        self.phase = phase
        self.velocity = velocity
        self.key = key
    }
}
