import Foundation

/// `DispatchTime.now()` and `DispatchQueue.asyncAfter`, as code compiled
/// against this module sees them: on the engine clock. They shadow
/// Dispatch's own (same names and signatures, declared in a module that
/// imports Dispatch), so a view file's
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { … }` runs its
/// work when the engine has advanced 0.2 s, not when the wall clock has.
extension DispatchTime {
    /// Added to engine nanoseconds to make a `DispatchTime`: Dispatch reads
    /// a raw time of 0 as "now" (wall time), so engine time 0 must not be 0.
    static let engineEpoch: Int64 = 1_000_000_000

    /// The engine time as a `DispatchTime` (`EngineScheduler.current`).
    public static func now() -> DispatchTime {
        DispatchQueue.SchedulerTimeType(nanoseconds: EngineScheduler.current.now).dispatchTime
    }
}

extension DispatchQueue {
    /// Runs `work` once the engine clock reaches `deadline` (a deadline
    /// already past: at the next advance). `qos` and `flags` are ignored.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        EngineScheduler.current.schedule(at: SchedulerTimeType(deadline).nanoseconds) { work() }
    }

    /// Runs `work` at the next advance of the engine clock.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let clock = EngineScheduler.current
        clock.schedule(at: clock.now) { work() }
    }
}
