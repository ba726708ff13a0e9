/// A Combine scheduler whose actions run on the engine clock
/// (`EngineScheduler.current`): `DispatchQueue` and `RunLoop` here. A
/// conforming type says how its times and strides read in engine
/// nanoseconds; the three `schedule` methods come from this protocol.
public protocol EngineClockScheduler: OpenCombine.Scheduler {
    /// `time` on the engine clock, nanoseconds.
    static func engineNanoseconds(of time: SchedulerTimeType) -> Int64
    /// `stride` in nanoseconds.
    static func engineNanoseconds(of stride: SchedulerTimeType.Stride) -> Int64
}

extension EngineClockScheduler {
    /// Runs `action` at the next advance of the engine clock (its current
    /// time): never inside the caller, as a queue's `async` never is.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        EngineScheduler.current.scheduleSoon(action)
    }

    /// Runs `action` when the engine clock reaches `date` (tolerance ignored).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        EngineScheduler.current.schedule(at: Self.engineNanoseconds(of: date), action)
    }

    /// Runs `action` at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        EngineScheduler.current.repeating(
            first: Self.engineNanoseconds(of: date), interval: Self.engineNanoseconds(of: interval), action)
    }
}
