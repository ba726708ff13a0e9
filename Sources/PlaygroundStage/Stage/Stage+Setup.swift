import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The setup switches a window key or a scenario's entry makes on the
/// stage: preset, axis, deceleration, lanes, behavior (each through
/// `ScenarioSetup`, the one implementation, and written once to the journal).
extension Stage {
    /// Applies the setup switch `kind` (preset, axis, deceleration, lanes):
    /// a key's at wall time `wall`, or a scenario's (`wall` nil). `lane`
    /// is the lane a preset switch gives the preset's behavior (nil: every
    /// lane); `capturedLane` the lane the capture names. The engines change
    /// through `ScenarioSetup`, as a replayed scenario's do; a preset or
    /// axis switch jumps to the start and restarts the history (what was
    /// recorded under the old setup is not this one's).
    package mutating func apply(_ kind: ScenarioEvent.Kind, lane: Int? = nil, capturedLane: Int? = nil, atWall wall: Double?) {
        guard kind.isSetup else { return }
        if let names = ScenarioEvent.Kind.lanes.value(of: kind) {
            setLanes(names, atWall: wall)
            return
        }
        if let wall, mode != .live { takeOver(atWall: wall) }
        let (files, catalog) = (behaviorFiles, catalog)
        switch kind {
        case ScenarioEvent.Kind.preset, ScenarioEvent.Kind.axis:
            journal.setup(kind, at: time, lane: capturedLane, atTick: tick)
            setup.apply(kind, lane: lane, at: time, to: &lanes.engines, container: laneFrames[0].content.size) {
                files.behavior(named: $0, in: catalog)
            }
            timeTravel.restart(at: LaneSnapshot(engines: engines, views: timeTravel.snapshot(at: tick)?.views ?? []))
            journal.barrier(atTick: tick)
        default:
            // A switch the stage keeps no state of (deceleration, and any
            // switch declared later): the engines change, the journal writes it.
            setup.apply(kind, lane: lane, at: time, to: &lanes.engines, container: laneFrames[0].content.size) {
                files.behavior(named: $0, in: catalog)
            }
            journal.setup(kind, at: time, lane: capturedLane, atTick: tick)
        }
    }

    /// Selects a behavior for the selected lane (the motion in progress goes
    /// on). While paused it stays paused: the future after the tick on
    /// screen is dropped (a branch) and the new behavior takes over from the
    /// next tick, which stepping (.) or resuming shows.
    package mutating func selectBehavior(_ name: String, atWall wall: Double) {
        guard let behavior = behaviorFiles.behavior(named: name, in: catalog) else { return }
        let wasPaused = mode == .paused
        if mode != .live { takeOver(atWall: wall) }
        defer { if wasPaused { timeTravel.pause(head: tick) } }
        lanes.engines[selectedLane].setBehavior(behavior)
        journal.barrier(atTick: tick)
        // Also an input of the next tick (setting it again there changes
        // nothing): the trace lists it, and a capture replays it tick for
        // tick. Its time is a hair before the tick boundary, so that it is
        // still delivered on the next tick but ahead of every input already
        // queued for it (which all come at or after `time`), as here.
        let event = TimedInputEvent(time: max(0, (Double(tick) - 1e-10) * tickLength), event: .setBehavior(name))
        journal.send(event, lane: selectedLane, captured: .lane(capturedLane), into: &lanes.engines, atTick: tick)
    }

    /// 1 → 2 → 3 → 4 → 1 lanes; new lanes copy lane 0's current state and
    /// take the next comparison behavior not shown yet; back to one lane,
    /// the selected lane stays (its behavior and state).
    package mutating func cycleLanes(atWall wall: Double) {
        if laneBehaviors.count >= LaneLayout.maximumCount {
            let kept = selectedLane
            if mode != .live { takeOver(atWall: wall) }
            // The kept lane moves first: `setLanes` keeps lanes from the left.
            lanes.engines.swapAt(0, kept)
            setLanes([laneBehaviors[0]], atWall: wall)
        } else {
            let next = Self.comparisonBehaviors.first { !laneBehaviors.contains($0) } ?? "free"
            setLanes(laneBehaviors + [next], atWall: wall)
        }
    }

    /// The lanes become `names` (1–4, lane 0 first): lanes past the count
    /// go, a new lane copies lane 0's current state and takes its behavior,
    /// a kept lane keeps its state (`ScenarioSetup`'s `lanes` switch; `wall`
    /// nil for a scenario's).
    private mutating func setLanes(_ names: [String], atWall wall: Double?) {
        guard !names.isEmpty else { return }
        if let wall, mode != .live { takeOver(atWall: wall) }
        let (files, catalog) = (behaviorFiles, catalog)
        setup.apply(.lanes(Array(names.prefix(LaneLayout.maximumCount))), at: time, to: &lanes.engines) {
            files.behavior(named: $0, in: catalog)
        }
        lanes.selected = min(selectedLane, laneBehaviors.count - 1)
        // Every lane keeps the whole container (the window grows instead);
        // the history restarts (snapshots hold a fixed number of lanes).
        let frames = laneFrames
        for i in engines.indices where engines[i].screenSize != frames[i].content.size {
            journal.send(
                TimedInputEvent(time: time, event: .resize(frames[i].content.size)), lane: i, captured: .no,
                into: &lanes.engines, atTick: tick)
        }
        journal.setup(.lanes(laneBehaviors), at: time, atTick: tick)
        timeTravel.restart(at: LaneSnapshot(engines: engines, views: timeTravel.snapshot(at: tick)?.views ?? []))
    }
}
