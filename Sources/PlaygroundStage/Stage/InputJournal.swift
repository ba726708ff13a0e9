import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The one record of what the stage's lanes were given: every raw input and
/// every setup switch passes through here once, and from that one call the
/// lane engines are queued, the capture file (`run --capture`, K) gets its
/// entry, and the kept future can be run again under a behavior file's new
/// code.
///
/// Re-running from snapshot tick `s` restores the engines of tick `s` and
/// replays the entries queued at head tick ≥ `s`, each queued just before
/// the step that followed it originally (an entry queued at tick `h` goes in
/// when the re-run's head is at `h`), so with unchanged code the re-run is
/// bit-identical to the original. Changes made to the engines other than by
/// events (a behavior switch, a new deceleration, a preset, a lane count)
/// are barriers: no re-run may start before the tick after them, and the
/// entries before a barrier are forgotten.
package struct InputJournal {
    package struct Entry {
        /// The head tick when it was queued.
        var queuedAtTick: Int
        /// The lane it went to, or nil for every lane.
        package var lane: Int?
        package var event: TimedInputEvent
    }

    /// How an input is written to the capture file.
    package enum Captured {
        /// As sent: with its lane (nil: every lane).
        case asSent
        /// With lane `lane` (nil: no lane named).
        case lane(Int?)
        /// Not at all (it follows from an entry already written, or from a setup switch).
        case no
    }

    package private(set) var entries: [Entry] = []
    /// The earliest tick a re-run may start from.
    private(set) var barrierTick = 0
    /// `run --capture` / K: the file the journal's entries are written to.
    package var capture: CaptureWriter?

    /// Queues `event` into lane `lane`'s engine (nil: every lane's) at head
    /// tick `tick`, keeps it for re-runs and writes it to the capture.
    package mutating func send(
        _ event: TimedInputEvent, lane: Int? = nil, captured: Captured = .asSent,
        into engines: inout [ScrollEngine], atTick tick: Int, router: (any ScrollInputRouter)? = nil
    ) {
        switch captured {
        case .asSent: capture?.record(event, lane: lane)
        case let .lane(named): capture?.record(event, lane: named)
        case .no: break
        }
        // A view file's nested scroll views may take it first (the capture keeps it raw).
        func queue(_ i: Int) {
            guard let router else { return engines[i].enqueue(event) }
            for e in router.route(event, lane: i) { engines[i].enqueue(e) }
        }
        if let lane {
            guard engines.indices.contains(lane) else { return }
            queue(lane)
        } else {
            for i in engines.indices { queue(i) }
        }
        entries.append(Entry(queuedAtTick: tick, lane: lane, event: event))
    }

    /// A setup switch `kind` made with the engines at `time` (seconds) and
    /// head tick `tick`: written to the capture (naming `lane`), and a barrier.
    package mutating func setup(_ kind: ScenarioEvent.Kind, at time: Double, lane: Int? = nil, atTick tick: Int) {
        capture?.recordSetup(kind, at: time, lane: lane)
        barrier(atTick: tick)
    }

    /// The engines were changed outside events at head tick `tick`.
    mutating func barrier(atTick tick: Int) {
        barrierTick = tick + 1
        entries.removeAll()
    }

    /// The future after `tick` was dropped (a branch): forget what was
    /// queued after it, here and in the capture.
    mutating func removeQueued(afterTick tick: Int) {
        capture?.truncate(afterTick: tick)
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
    /// `end`, queuing the journal's events as they were; calls `snapshot`
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
