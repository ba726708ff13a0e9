import Foundation

/// The playground's engine clock and the actions scheduled on it: what
/// `DispatchQueue.main`, `RunLoop.main`, `asyncAfter` and `Timer.publish`
/// run on instead of wall time, so a 0.2 s debounce fires exactly 0.2 s of
/// engine time after the last value, whatever the machine's speed.
///
/// Time is kept in whole nanoseconds (`now`), so `t + 0.2 s` compared with a
/// later tick's time is exact: a tick at `k / 60` s and one at `(k + 12) / 60` s
/// are exactly 200,000,000 ns apart. Every `ViewGraph` has its own scheduler;
/// the layout engine makes the graph current while it lays out or advances
/// it, and the schedulers of `DispatchQueue`/`RunLoop` use that graph's
/// (`current`).
public final class EngineScheduler: @unchecked Sendable {
    /// The engine time, nanoseconds since the scene started; never decreases.
    public private(set) var now: Int64 = 0
    private var queue: [Entry] = []
    private var nextSequence = 0

    private struct Entry {
        var due: Int64
        var sequence: Int
        var action: () -> Void
    }

    public init() {}

    /// The scheduler `DispatchQueue.main` and `RunLoop.main` use now: the
    /// clock of the graph being laid out or advanced on this thread
    /// (`ViewGraph.current`); outside any graph, a new one at time 0 that
    /// nothing advances (an action scheduled there never runs).
    public static var current: EngineScheduler {
        ViewGraph.current?.clock ?? EngineScheduler()
    }

    /// The engine time in seconds.
    public var seconds: Double { Double(now) / 1e9 }

    /// Nanoseconds for `seconds`, rounded to the nearest.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1e9).rounded())
    }

    /// How many actions wait.
    public var pendingCount: Int { queue.count }

    /// When the earliest waiting action is due (engine time, ns), nil when
    /// none waits: a view at rest with nothing scheduled reports nil.
    public var nextDue: Int64? { queue.first?.due }

    /// Schedules `action` at engine time `due` (ns; a time already past runs
    /// at the next `advance`). Returns a token for `cancel`.
    @discardableResult
    func schedule(at due: Int64, _ action: @escaping () -> Void) -> Int {
        nextSequence += 1
        let entry = Entry(due: Swift.max(due, now), sequence: nextSequence, action: action)
        // Kept sorted by (due, sequence): equal times run in the order scheduled.
        let index = queue.firstIndex { ($0.due, $0.sequence) > (entry.due, entry.sequence) } ?? queue.count
        queue.insert(entry, at: index)
        return nextSequence
    }

    /// Schedules `action` at the next advance (the current time): never
    /// inside the caller, as a queue's `async` never is.
    func scheduleSoon(_ action: @escaping () -> Void) {
        schedule(at: now, action)
    }

    /// Runs `action` at `first` and every `interval` ns after until cancelled.
    func repeating(first: Int64, interval: Int64, _ action: @escaping () -> Void) -> any Cancellable {
        EngineRepeatingAction(clock: self, first: first, interval: interval, action)
    }

    /// Removes the action `token` if it has not run.
    func cancel(_ token: Int) {
        queue.removeAll { $0.sequence == token }
    }

    /// Runs every action due at or before `time` (ns), earliest first (equal
    /// times in the order scheduled), with `now` set to each action's due
    /// time while it runs, so an action that schedules another "0.2 s from
    /// now" counts from when it was due; then sets `now` to `time`. Actions
    /// scheduled while advancing run too if they fall due by `time`. A time
    /// before `now` runs nothing and keeps `now`.
    public func advance(toNanoseconds time: Int64) {
        while let first = queue.first, first.due <= time {
            queue.removeFirst()
            now = Swift.max(now, first.due)
            first.action()
        }
        now = Swift.max(now, time)
    }

    /// `advance(toNanoseconds:)` for a time in seconds.
    public func advance(to seconds: Double) {
        advance(toNanoseconds: Self.nanoseconds(seconds))
    }

    /// Runs `body` with this scheduler as `current` (in a graph of its own).
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try ViewGraph(clock: self).evaluating(body)
    }
}
