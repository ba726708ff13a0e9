import Foundation

extension ViewGraph {
    /// Runs a layout pass under Observation's tracking: a change to any
    /// property of an `@Observable` object the pass read (in a `body`, a
    /// `ForEach` row, a `GeometryReader`'s content) marks the graph changed,
    /// so the tree is laid out again in the same call (or at the next tick
    /// when it changes between calls, which lays out anyway). Recorded as
    /// `state @Observable willSet`. Tracking ends at the first change (as
    /// `withObservationTracking` does) and begins again with the next pass.
    func tracking<T>(_ pass: () -> T) -> T {
        nonisolated(unsafe) weak let graph = self
        return withObservationTracking(pass) {
            guard let graph else { return }
            graph.stateChanged = true
            graph.stateWrites.append(ViewEvent(kind: .state, name: "@Observable", value: "willSet"))
            graph.reactive.stateWritten()
        }
    }
}
