import ScrollKitCore
import UserCodeHost

/// The window's head steps the lanes by `LaneTick`, as a scenario run does:
/// its due items are the scripted setup switches and lane-targeted inputs of
/// a `--replay` (`scriptedItems`), each written through the journal (so the
/// capture and a re-run see it); the view's scrolls are queued through the
/// journal too, not captured (a replay runs the view again, which asks again).
extension Stage: LaneTicking {
    package var laneEngines: [ScrollEngine] {
        get { lanes.engines }
        set { lanes.engines = newValue }
    }

    package var laneReactor: (any ScrollViewReactor)? { viewScene }
    package var reactorLane: Int { 0 }

    package mutating func takeItem(dueBy isDue: (Double) -> Bool) -> ScenarioStreamItem? {
        guard let item = scriptedItems.first, isDue(item.time) else { return nil }
        return scriptedItems.removeFirst()
    }

    package mutating func queueDue(_ event: TimedInputEvent, lane: Int?) {
        // A lane a later `lanes` switch adds gets nothing (nor does the capture) before it exists.
        if let lane, !engines.indices.contains(lane) { return }
        // Its own time, as a scenario run queues it: a behavior switch is
        // stamped a hair before the tick's other inputs.
        journal.send(event, lane: lane, into: &lanes.engines, atTick: tick, router: viewScene)
    }

    package mutating func applyDue(_ kind: ScenarioEvent.Kind, at time: Double, lane: Int?) {
        if case ScenarioEvent.Kind.preset = kind, let lane { lanes.selected = min(lane, laneBehaviors.count - 1) }
        // A preset entry naming a lane gives that lane the preset's
        // behavior; the capture writes it without the lane.
        apply(kind, lane: lane == nil ? nil : selectedLane, capturedLane: nil, atWall: nil)
        switch kind {
        case ScenarioEvent.Kind.preset, ScenarioEvent.Kind.lanes: scriptedLayoutChanges += 1
        default: break
        }
    }

    package mutating func queueViewScroll(_ event: TimedInputEvent, lane: Int) {
        journal.send(event, lane: lane, captured: .no, into: &lanes.engines, atTick: tick)
    }

    /// The window waits for a view's host a frame's worth at most
    /// (`viewFrameBudget`): nil while it works on, and the head tick waits.
    package mutating func viewRequests(lane: Int) -> [ScrollToRequest]? {
        guard let viewScene else { return [] }
        return viewScene.react(lane: lane, engine: engines[lane], within: viewFrameBudget)
    }

    package mutating func lanesWillStep() {
        stepStartRecords = engines.map(\.lastRecord)
    }
}
