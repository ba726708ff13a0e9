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

    public init(offset: CGPoint = .zero, phase: ScrollPhase = .idle, velocity: CGVector? = nil) {
        self.offset = offset
        self.phase = phase
        self.velocity = velocity
    }
}
