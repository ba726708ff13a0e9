import Foundation

// `DispatchQueue.asyncAfter` and `DispatchQueue.async`, as code compiled
// against this module sees them: on the engine clock, so a view file's
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { … }` runs its
// work when the engine has advanced 0.2 s, not when the wall clock has.
//
// How they take over from Dispatch's (checked with the Swift 6.3 compiler,
// with and without `import Foundation` beside `import SwiftUI`):
// `asyncAfter(deadline:execute:)` and `async(execute:)` take fewer
// arguments than Dispatch's (no `qos`, `flags`, `group`), and Swift prefers
// the overload that needs no default arguments. `DispatchTime.now()` and
// Dispatch's `+` cannot be replaced (an identical declaration is ambiguous
// when the file imports Foundation itself), so `.now() + 0.2` is a wall
// time, and the engine maps it: a deadline is taken as the engine's now
// plus its distance from the wall clock's now, rounded to the millisecond
// (the microseconds between the caller's `.now()` and the mapping vanish,
// so `.now() + 0.2` is exactly 0.2 s of engine time). A `DispatchTime` made
// by the engine (`DispatchQueue.SchedulerTimeType.dispatchTime`) has a raw
// value of `engineEpoch` plus the engine's nanoseconds and is read as is.
// Calls with `qos:`/`flags:`/`group:` arguments, and `DispatchWorkItem`s,
// are Dispatch's own, on wall time.

extension DispatchTime {
    /// Added to engine nanoseconds to make a `DispatchTime`: 2^61 ns (73
    /// years) is past any machine's uptime and below Dispatch's clock flags
    /// (bits 62 and 63).
    static let engineEpoch: Int64 = 1 << 61

    /// This time on the engine clock, nanoseconds (see above).
    var engineNanoseconds: Int64 {
        let raw = uptimeNanoseconds
        if raw >= UInt64(Self.engineEpoch) && raw < UInt64(Self.engineEpoch) << 1 {
            return Int64(raw) - Self.engineEpoch
        }
        let fromNow = Double(Int64(bitPattern: raw &- DispatchTime.now().uptimeNanoseconds)) / 1e9
        return EngineScheduler.current.now + EngineScheduler.nanoseconds((fromNow * 1000).rounded() / 1000)
    }

    /// The `DispatchTime` of engine time `nanoseconds`.
    static func engine(_ nanoseconds: Int64) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: UInt64(Swift.max(0, nanoseconds) + engineEpoch))
    }
}

extension DispatchQueue {
    /// Runs `work` once the engine clock reaches `deadline` (a deadline
    /// already past: at the next advance), on the thread advancing it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        EngineScheduler.current.schedule(at: deadline.engineNanoseconds, work)
    }

    /// Runs `work` at the next advance of the engine clock (never inside
    /// the caller, as a queue's `async` never is).
    public func async(execute work: @escaping @Sendable () -> Void) {
        EngineScheduler.current.scheduleSoon(work)
    }
}
