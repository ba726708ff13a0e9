/// Counters of one layout pass, shared by everything it resolves.
final class ResolveState {
    /// How many `body` properties were evaluated: the measure of how lazy
    /// the lazy stacks are (deterministic, unlike a timer).
    var bodiesEvaluated = 0
}
