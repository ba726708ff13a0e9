import ScrollKitCore

/// Every raw event the window's session queued into its lane engines, with
/// the head tick at which it was queued: what is needed to run the kept
/// future again, exactly, under a behavior file's new code.
///
/// Re-running from snapshot tick `s` restores the engines of tick `s` and
/// replays the entries queued at head tick ≥ `s`, each queued just before
/// the step that followed it originally (an entry queued at tick `h` goes in
/// when the re-run's head is at `h`), so with unchanged code the re-run is
/// bit-identical to the original. Changes made to the engines other than by
/// events (a behavior switch, a new deceleration, a preset, a lane count)
/// are barriers: no re-run may start before the tick after them.
package struct SessionInputLog {
    package struct Entry {
        /// The head tick when it was queued.
        var queuedAtTick: Int
        /// The lane it went to, or nil for every lane.
        package var lane: Int?
        package var event: TimedInputEvent
    }

    package private(set) var entries: [Entry] = []
    /// The earliest tick a re-run may start from.
    private(set) var barrierTick = 0

    /// Records an event queued at head tick `tick` (to `lane`, or all lanes).
    package mutating func record(_ event: TimedInputEvent, lane: Int? = nil, atTick tick: Int) {
        entries.append(Entry(queuedAtTick: tick, lane: lane, event: event))
    }

    /// The engines were changed outside events at head tick `tick`.
    mutating func barrier(atTick tick: Int) {
        barrierTick = tick + 1
        entries.removeAll()
    }

    /// The future after `tick` was dropped (a branch): forget what was queued after it.
    mutating func removeQueued(afterTick tick: Int) {
        entries.removeAll { $0.queuedAtTick > tick }
    }

    /// Forgets entries queued before `tick` (older than the kept history).
    mutating func trim(before tick: Int) {
        guard entries.count > 4096, let first = entries.firstIndex(where: { $0.queuedAtTick >= tick }) else { return }
        entries.removeFirst(first)
    }

    /// Whether the future after snapshot tick `tick` can be re-run.
    func canRerun(from tick: Int) -> Bool { tick >= barrierTick }

    /// Re-runs `engines` (the snapshot of tick `start`) up to head tick
    /// `end`, queuing the logged events as they were; calls `snapshot`
    /// after every step. Returns the engines at `end`, with the events
    /// queued at `end` already in.
    func rerun(_ engines: [ScrollEngine], from start: Int, to end: Int, snapshot: ([ScrollEngine]) -> Void) -> [ScrollEngine] {
        var engines = engines
        var index = entries.firstIndex { $0.queuedAtTick >= start } ?? entries.count
        func queue(upTo tick: Int) {
            while index < entries.count, entries[index].queuedAtTick <= tick {
                let entry = entries[index]
                if let lane = entry.lane {
                    if lane < engines.count { engines[lane].enqueue(entry.event) }
                } else {
                    for i in engines.indices { engines[i].enqueue(entry.event) }
                }
                index += 1
            }
        }
        var tick = start
        while tick < end {
            queue(upTo: tick)
            for i in engines.indices { engines[i].step() }
            tick += 1
            snapshot(engines)
        }
        queue(upTo: end)
        return engines
    }
}
