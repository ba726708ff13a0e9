extension ScrollKitUIViewHost {
    /// The engine time (seconds) at which lane `lane`'s view next changes
    /// by itself, with no input: the earliest action waiting on its clock
    /// (a `Timer.publish` tick, a `DispatchQueue.main.asyncAfter`, an armed
    /// `.debounce` or `.throttle`, work queued with `async`), or the clock's
    /// time now while a `withAnimation` / `.animation(_:value:)` is in
    /// flight (its picture moves on every tick until it ends). NaN when
    /// nothing is scheduled (or the lane has not ticked): such a view may
    /// rest, as the playground's window does after a motion settles.
    func nextScheduledTime(lane: Int) -> Double {
        guard let graph = lanes[lane]?.graph else { return .nan }
        if graph.animationInFlight != nil { return graph.clock.seconds }
        guard let due = graph.clock.nextDue else { return .nan }
        return Double(due) / 1e9
    }
}
