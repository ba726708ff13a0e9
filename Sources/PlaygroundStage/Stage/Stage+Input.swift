import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// Inputs into the stage (each through the one `InputJournal`), stepping
/// the head on the engine clock, and time travel (pause, step, scrub,
/// branch, speed).
extension Stage {
    /// Engine time for an event that happened at wall time `wall`: never
    /// before the head's last tick.
    package func engineTime(forWall wall: Double) -> Double {
        max(time, timeTravel.engineTime(atWall: wall))
    }

    /// Delivers a raw input that happened at wall time `event.time` to every
    /// lane. While paused or replaying, an input first branches (or resumes
    /// at the head): the person takes over from the frame on screen.
    package mutating func send(_ event: TimedInputEvent) {
        let wall = event.time
        holdClockIfResting(atWall: wall)
        if mode != .live { takeOver(atWall: wall) }
        let t = engineTime(forWall: wall)
        switch event.event {
        case let .pointer(action, point, finger):
            let lane = LaneLayout.lane(at: point, in: lanes.frames) ?? lanes.selected
            let local = lanes.route(action, at: point)
            if finger == 0 { tapView(action, at: local, lane: lane) }
            if finger == 0 { selectScrollView(action, at: local, lane: lane) }
            broadcast(.pointer(action, local, finger: finger), at: t)
        case let .resize(size):
            resizeWindow(to: size, at: t)
        default:
            broadcast(event.event, at: t)
        }
    }

    package mutating func broadcast(_ event: RawInputEvent, at t: Double) {
        journal.send(TimedInputEvent(time: t, event: event), into: &lanes.engines, atTick: tick, router: viewScene)
    }

    /// Queues an event at an engine time (a scenario's `--replay` events).
    package mutating func sendScripted(_ event: TimedInputEvent) {
        broadcast(event.event, at: max(time, event.time))
    }

    /// Queues a scenario's item (`Scenario.eventItems`, `run --replay`): a
    /// raw input for every lane or for one, or a setup switch (preset, axis,
    /// deceleration, lanes), applied as its key would be before the head
    /// tick that delivers its time.
    package mutating func sendScripted(_ item: ScenarioStreamItem) {
        switch item {
        case let .input(event, nil):
            sendScripted(event)
        case .input, .setup:
            scriptedItems.append(item)
        }
    }

    private mutating func resizeWindow(to size: Size, at t: Double) {
        // Whole logical pixels: a window scaled to fit the display maps back
        // to its logical size only up to rounding.
        let size = Size(width: size.width.rounded(), height: size.height.rounded())
        guard size.isPositiveFinite, size != windowSize else { return }
        lanes.size = LaneLayout.container(inWindow: size, count: laneBehaviors.count)
        // The capture holds one resize (a lane's container); each lane gets its own.
        let frames = laneFrames
        for i in engines.indices {
            journal.send(
                TimedInputEvent(time: t, event: .resize(frames[i].content.size)), lane: i,
                captured: i == 0 ? .lane(nil) : .no, into: &lanes.engines, atTick: tick)
        }
    }

    /// Advances to wall time `wall`: live, steps every lane up to the tick
    /// that delivers events stamped `wall` (an input polled this frame shows
    /// its effect this frame); replaying, moves the cursor. Calls `emit` with
    /// lane 0's record of every new head tick (the trace).
    package mutating func advance(toWall wall: Double, emit: (FrameRecord) -> Void = { _ in }) {
        switch mode {
        case .paused:
            return
        case .replaying:
            guard timeTravel.advanceReplay(toWall: wall, head: tick) else { return }
        case .live, .branched, .scripted:
            if isAtRest {
                timeTravel.anchor(wall: wall, engine: time)
                return
            }
        }
        let target = engines[0].deliveryTick(for: timeTravel.engineTime(atWall: wall))
        // The head waits for a view's host still working on a tick (the frame goes on).
        if pendingViewLane != nil { stepHead(emit: emit) }
        while tick < target, pendingViewLane == nil { stepHead(emit: emit) }
    }

    /// One head tick: the lanes step by `LaneTick` (the scripted items due,
    /// every engine, the view's reaction), then the history keeps the tick.
    /// While a view's host has not answered the head tick within
    /// `viewFrameBudget` (`pendingViewLane`), the tick waits for that answer
    /// (a frame's worth a call) and is finished when it comes.
    private mutating func stepHead(emit: (FrameRecord) -> Void) {
        if let pending = pendingViewLane {
            pendingViewLane = reactLanes(from: pending)
        } else {
            viewScene?.keepForTimeTravel()
            viewScene?.setAppearance(isDark: appearance == .dark)
            headTickRecords = stepEngines()
            noteEngineActivity(headTickRecords)
            pendingViewLane = reactLanes()
        }
        guard pendingViewLane == nil else { return }
        noteViewActivity(headTickRecords)
        finishHeadTick(emit: emit)
    }

    private mutating func finishHeadTick(emit: (FrameRecord) -> Void) {
        timeTravel.record(LaneSnapshot(engines: engines, views: viewTicks()))
        emit(engines[0].lastRecord)
        journal.trim(before: history.firstSequence)
    }

    /// The head rests `settleSeconds` after the last tick on which anything
    /// changed: a lane's step moved, decided, ended or took an input, or its
    /// content or container changed (`lastEngineActivityTick` too) …
    private mutating func noteEngineActivity(_ stepped: [FrameRecord]) {
        for (before, after) in zip(stepStartRecords, stepped)
        where after.phase != .idle || after.decision != nil || !after.ends.isEmpty || !after.inputEvents.isEmpty
            || after.offset != before.offset || after.contentSize != before.contentSize
            || after.containerSize != before.containerSize {
            lastActivityTick = after.tick
            lastEngineActivityTick = after.tick
        }
    }

    /// … or the view ran a callback or its scroll view's frame moved.
    private mutating func noteViewActivity(_ stepped: [FrameRecord]) {
        guard let viewScene else { return }
        for (i, after) in stepped.enumerated() where engines.indices.contains(i) {
            if !viewScene.events(lane: i, tick: after.tick).isEmpty { lastActivityTick = after.tick }
            if engines[i].lastRecord.containerSize != after.containerSize { lastActivityTick = after.tick }
        }
    }

    /// After a behavior file reloaded, the kept future is recomputed under
    /// the new code before it is shown again: resuming or stepping forward
    /// from a paused moment re-runs the inputs recorded after it
    /// (`SessionInputLog`), so a gesture made before the save plays out
    /// under the code saved since. The head moves to the re-run's result.
    private mutating func rerunFutureIfReloaded(from start: Int) {
        let generation = behaviorFiles.generation
        guard generation > 0, generation != historyGeneration || start < rerunFromTick, start < tick,
              journal.canRerun(from: start), let snapshot = timeTravel.snapshot(at: start) else { return }
        let end = tick
        // The view is not run again: each re-run tick keeps the view's answer of the tick it replaces.
        let views = (start...end).map { timeTravel.snapshot(at: $0)?.views ?? [] }
        timeTravel.removeAfter(start)
        let log = journal
        lanes.engines = log.rerun(snapshot.engines, from: start, to: end) {
            timeTravel.record(LaneSnapshot(engines: $0, views: views[($0.first?.tick ?? start) - start]))
        }
        historyGeneration = generation
        rerunFromTick = start
    }

    // MARK: Time travel

    /// Pauses at the head, or resumes (replaying if the shown tick is in the past).
    package mutating func togglePause(atWall wall: Double) {
        if timeTravel.mode == .paused { rerunFutureIfReloaded(from: shownTick) }
        timeTravel.togglePause(atWall: wall, head: tick)
    }

    /// Steps the shown frame by `ticks` (negative: back), pausing first. At
    /// the head, stepping forward runs the engines (and emits trace records).
    package mutating func step(by ticks: Int, emit: (FrameRecord) -> Void = { _ in }) {
        timeTravel.pause(head: tick)
        var shown = shownTick
        if ticks > 0 { rerunFutureIfReloaded(from: shown) }
        if ticks < 0 {
            shown += ticks
        } else {
            for _ in 0..<ticks {
                if shown < tick { shown += 1 } else { stepHead(emit: emit); shown = tick }
            }
        }
        timeTravel.show(shown, head: tick)
    }

    /// Shows tick `tick` (clamped to the history) while paused: timeline scrubbing.
    package mutating func scrub(toTick target: Int) {
        timeTravel.show(target, head: tick)
    }

    /// A person acts while paused or replaying: branch from the shown tick
    /// (drop the future) or, at the head, simply go live.
    mutating func takeOver(atWall wall: Double) {
        let shown = shownTick
        if shown < tick {
            journal.removeQueued(afterTick: shown)
            rewindView(to: shown)
        }
        if let snapshot = timeTravel.takeOver(atWall: wall, head: tick) { lanes.engines = snapshot.engines }
    }

    /// Cycles 1× → ½× → ¼× → ⅒× → 1×, keeping the clock continuous.
    package mutating func cycleSpeed(atWall wall: Double) {
        timeTravel.cycleSpeed(atWall: wall, headTime: time)
    }
}
