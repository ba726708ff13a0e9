/// The `{"decision": k, …}` expectation: the k-th `updateTarget` call of a run
/// (1 = first) had these values. Unset fields are not checked.
public struct ScenarioDecisionCheck: Hashable, Sendable {
    /// 1-based index among the run's decisions.
    public var number: Int
    public var original: Point?
    public var proposed: Point?
    public var adjusted: Point?
    /// The behavior's own answer before clamping: `TargetDecision.unclamped`
    /// when the behavior left the valid range, else the adjusted target.
    public var unclamped: Point?
    public var velocity: Vector?
    /// Largest accepted difference per component (px, or px/s for velocity).
    public var tolerance: Double

    public init(
        number: Int, original: Point? = nil, proposed: Point? = nil, adjusted: Point? = nil,
        unclamped: Point? = nil, velocity: Vector? = nil, tolerance: Double = 0.5
    ) {
        self.number = number
        self.original = original
        self.proposed = proposed
        self.adjusted = adjusted
        self.unclamped = unclamped
        self.velocity = velocity
        self.tolerance = tolerance
    }
}
