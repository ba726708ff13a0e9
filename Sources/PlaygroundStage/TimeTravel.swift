import ScrollKitCore
import PlaygroundRender

/// Time travel over the lanes' snapshots, with no engines of its own: the
/// history (one `LaneSnapshot` per tick, sequence number == tick), the tick
/// on screen, the playback mode and speed, the clock from wall time to engine
/// time, and branching. `Stage` steps the lanes at the head and
/// hands each new snapshot to `record(_:)`; everything here is a function of
/// what it was handed and the wall times it is told.
///
/// Invariants: `cursorTick` is nil exactly when the head is on screen live
/// (`.live`, `.branched`, `.scripted`); otherwise it lies in the history.
package struct TimeTravel: Sendable {
    /// Ticks of history kept (≥ 20 s): 30 s at 120 Hz.
    package static let capacity = 3600
    /// How long the HUD shows BRANCHED after a branch, wall seconds.
    package static let branchBadgeSeconds = 3.0

    /// Snapshots by tick.
    package private(set) var history: RingBuffer<LaneSnapshot>
    /// Each lane's records by tick (sequence number == tick), kept in step
    /// with `history` (`keep`, `dropAfter`): every frame reads records back
    /// through thousands of ticks (readouts, the timeline), and one
    /// contiguous buffer per lane reads them in order, where a snapshot's
    /// own array per tick costs a cache miss per tick.
    package private(set) var laneRecords: [RingBuffer<FrameRecord>] = []
    /// The tick shown while paused or replaying; nil when showing the head.
    package private(set) var cursorTick: Int?
    package private(set) var mode: PlaybackMode = .live
    package private(set) var speed: PlaybackSpeed
    /// Wall → engine time (through pauses and slow motion).
    package private(set) var clock = EngineClock()
    /// Wall time of the last branch.
    private(set) var branchWall: Double?
    /// Seconds per tick.
    package let tickLength: Double

    /// - Parameter keeping: ticks of history kept (`StageHistory.capacity`):
    ///   `capacity` for the window; a recording keeps as many as a lane's
    ///   readout searches back (`LaneReadout.searchLimit`), so every frame
    ///   reads what the lane did, however long the run; `trace` and `qa`
    ///   one (the start: they record no tick).
    init(head: LaneSnapshot, speed: PlaybackSpeed, tickLength: Double, keeping: Int = TimeTravel.capacity) {
        history = RingBuffer(capacity: keeping)
        self.speed = speed
        clock.speed = speed.factor
        self.tickLength = tickLength
        keep(head)
    }

    /// The tick on screen when the head is at `head`.
    package func shownTick(head: Int) -> Int { cursorTick ?? head }

    /// The snapshot of `tick`, nil outside the history.
    func snapshot(at tick: Int) -> LaneSnapshot? { history[sequence: tick] }

    /// What the HUD's badge says at wall time `wall`.
    package func displayMode(atWall wall: Double) -> PlaybackMode {
        if mode == .live, let branchWall, wall - branchWall < Self.branchBadgeSeconds { return .branched }
        return mode
    }

    /// The wall time at which the badge changes by itself, or nil.
    package func nextChange(afterWall wall: Double) -> Double? {
        guard mode == .live, let branchWall else { return nil }
        let end = branchWall + Self.branchBadgeSeconds
        return end > wall ? end : nil
    }

    /// Engine time at wall time `wall` on the session's clock.
    package func engineTime(atWall wall: Double) -> Double { clock.engineTime(atWall: wall) }

    /// Keeps a new head tick.
    package mutating func record(_ snapshot: LaneSnapshot) { keep(snapshot) }

    /// Appends a snapshot and its lanes' records.
    private mutating func keep(_ snapshot: LaneSnapshot) {
        let sequence = history.nextSequence
        history.append(snapshot)
        if laneRecords.count != snapshot.records.count {
            // A new lane count (only after `restart`): new buffers from this tick.
            laneRecords = snapshot.records.map { _ in
                var ring = RingBuffer<FrameRecord>(capacity: history.capacity)
                ring.skip(to: sequence)
                return ring
            }
        }
        for i in laneRecords.indices { laneRecords[i].append(snapshot.records[i]) }
    }

    /// Drops the snapshots and records after `tick`.
    private mutating func dropAfter(_ tick: Int) {
        history.removeAfter(sequence: tick)
        for i in laneRecords.indices { laneRecords[i].removeAfter(sequence: tick) }
    }

    /// Drops the snapshots after `tick` (a re-run under reloaded behavior
    /// code records them again).
    package mutating func removeAfter(_ tick: Int) { dropAfter(tick) }

    /// Starts the history again at `snapshot` (a lane or setup change: the
    /// snapshots before it do not describe the same lanes).
    mutating func restart(at snapshot: LaneSnapshot) {
        var fresh = RingBuffer<LaneSnapshot>(capacity: history.capacity)
        fresh.skip(to: snapshot.tick)   // sequence numbers stay ticks
        history = fresh
        laneRecords = []
        keep(snapshot)
        cursorTick = nil
    }

    /// Makes engine time `engine` be now (wall `wall`).
    package mutating func anchor(wall: Double, engine: Double) { clock.anchor(wall: wall, engine: engine) }

    /// Pauses on the tick on screen, or resumes: replaying when that tick is
    /// in the past, live at the head.
    package mutating func togglePause(atWall wall: Double, head: Int) {
        switch mode {
        case .live, .branched, .replaying, .scripted:
            pause(head: head)
        case .paused:
            let shown = shownTick(head: head)
            if shown < head {
                mode = .replaying
                clock.anchor(wall: wall, engine: Double(shown) * tickLength)
            } else {
                cursorTick = nil
                mode = .live
                clock.anchor(wall: wall, engine: Double(head) * tickLength)
            }
        }
    }

    /// Freezes the picture on the tick on screen.
    mutating func pause(head: Int) {
        guard mode != .paused else { return }
        cursorTick = shownTick(head: head)
        mode = .paused
    }

    /// Shows `tick` (clamped to the history and the head), paused.
    mutating func show(_ tick: Int, head: Int) {
        mode = .paused
        cursorTick = Swift.min(Swift.max(tick, history.firstSequence), head)
    }

    /// A person acts on the picture: live again from the tick on screen.
    /// Returns the snapshot the lanes restart from when that tick is in the
    /// past (the future after it is dropped: a branch), nil at the head.
    mutating func takeOver(atWall wall: Double, head: Int) -> LaneSnapshot? {
        let shown = shownTick(head: head)
        var restart: LaneSnapshot?
        if shown < head, let snapshot = history[sequence: shown] {
            dropAfter(shown)
            restart = snapshot
            branchWall = wall
        }
        cursorTick = nil
        mode = .live
        clock.anchor(wall: wall, engine: Double(restart?.tick ?? head) * tickLength)
        return restart
    }

    /// Replaying: moves the cursor to the clock's tick. Returns true when the
    /// replay reached the head and went live (the head then steps on).
    mutating func advanceReplay(toWall wall: Double, head: Int) -> Bool {
        let target = Int((clock.engineTime(atWall: wall) / tickLength + 1e-9).rounded(.down))
        if target < head {
            cursorTick = Swift.max(history.firstSequence, target)
            return false
        }
        cursorTick = nil
        mode = .live
        clock.anchor(wall: wall, engine: Double(head) * tickLength)
        return true
    }

    /// Cycles 1× → ½× → ¼× → ⅒× → 1×, keeping the clock continuous (live,
    /// never behind the head's time `headTime`).
    mutating func cycleSpeed(atWall wall: Double, headTime: Double) {
        let now = clock.engineTime(atWall: wall)
        speed = speed.next
        clock.anchor(wall: wall, engine: mode == .live || mode == .branched ? Swift.max(now, headTime) : now)
        clock.speed = speed.factor
    }
}
