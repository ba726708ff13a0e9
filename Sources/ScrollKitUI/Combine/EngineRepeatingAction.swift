/// An action run on an engine clock at `first`, then every `interval`
/// nanoseconds after (each time counted from the last due time, so the
/// ticks do not drift), until cancelled: a scheduler's repeating
/// `schedule(after:interval:…)` and `Timer.publish`'s timer.
final class EngineRepeatingAction: Cancellable {
    private let clock: EngineScheduler
    private let interval: Int64
    private let action: () -> Void
    private var token: Int?

    init(clock: EngineScheduler, first: Int64, interval: Int64, _ action: @escaping () -> Void) {
        self.clock = clock
        // A zero interval would run forever in one advance: at least 1 ns.
        self.interval = Swift.max(1, interval)
        self.action = action
        arm(first)
    }

    private func arm(_ due: Int64) {
        // Held by the clock until cancelled, as a run loop holds its timers.
        token = clock.schedule(at: due) {
            guard self.token != nil else { return }
            self.arm(due + self.interval)
            self.action()
        }
    }

    func cancel() {
        if let token { clock.cancel(token) }
        token = nil
    }
}
