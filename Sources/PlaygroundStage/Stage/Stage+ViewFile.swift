import ScrollKitCore
import UserCodeHost
import PlaygroundRender

/// A view file on the stage: after every head tick each lane's engine
/// goes to the view's host (its time and scroll state; `ScrollViewReactor`,
/// through `LaneTick` as in a scenario run: `Stage+LaneTick`), and a click
/// on the view runs its `Button`'s action on the lane's next tick.
///
/// Under time travel the stage's one history keeps, with each tick's
/// engines, each lane's answer and nested engines (`viewTicks`,
/// `LaneSnapshot.views`): the view is shown at the tick on screen from its
/// answer of then (`pinViewAnswers`), and a branch in the past rewinds the
/// view's state and nested engines to the branch tick (`rewindView`).
/// At rest: the head does not rest while a lane's view has work scheduled
/// on its engine clock (`viewHasScheduledWork`).
extension Stage {
    /// What the window gives a view's host in one frame, seconds
    /// (`viewFrameBudget`): a host that takes longer keeps its lane at the
    /// tick it works on (the window draws the last answer with a "waiting"
    /// badge and goes on answering keys) until it answers or its call's
    /// limit passes.
    package static let windowViewFrameBudget = 0.05

    /// A pointer action on lane `lane` at `point` (the lane's coordinates):
    /// a click without a drag taps the view there.
    mutating func tapView(_ action: PointerAction, at point: Point, lane: Int) {
        guard let viewScene, let tap = viewTaps.feed(action, at: point, lane: lane) else { return }
        viewScene.tap(at: tap.point, lane: tap.lane)
    }
}

extension Stage {
    /// True while a lane's view has work scheduled on its engine clock (a
    /// `Timer.publish`, a pending `asyncAfter`, an armed debounce, an
    /// animation in flight) after the head tick: the head keeps stepping
    /// (`isAtRest` is false) so that work runs at its engine time without
    /// an input. A view with nothing scheduled rests as a preset does. A
    /// lane whose view has not ticked yet (a window just opened, a reload)
    /// has its first tick at once: its `onAppear` runs and its timers start.
    var viewHasScheduledWork: Bool {
        // A host still working on a tick is waited for (the head cannot rest).
        if pendingViewLane != nil { return true }
        // A view whose host failed draws its error and schedules nothing.
        guard let viewScene, viewScene.view.failure == nil else { return false }
        return engines.indices.contains { !viewScene.hasTicked(lane: $0) || viewScene.nextScheduledTime(lane: $0) != nil }
    }

    /// Each lane's view at the head tick just stepped, as the history keeps
    /// it (empty without a view file).
    func viewTicks() -> [ViewLaneTick?] {
        guard let viewScene else { return [] }
        return engines.indices.map { viewScene.newestTick(lane: $0, tick: engines[$0].tick) }
    }

    /// Lane `lane`'s view at `tick` as the history keeps it, nil when not kept.
    package func viewTick(lane: Int, at tick: Int) -> ViewLaneTick? {
        history[sequence: tick]?.view(lane: lane)
    }

    /// The layout lane `lane`'s view answered at `tick`, nil when not kept.
    package func viewLayout(lane: Int, at tick: Int) -> HostedViewLayout? {
        guard let viewScene, let kept = viewTick(lane: lane, at: tick) else { return nil }
        return viewScene.keptLayout(kept, lane: lane)
    }

    /// Draws each view lane of `lanes` with its view's own answer at `tick`.
    func pinViewAnswers(_ lanes: inout [FrameComposer.Lane], at tick: Int) {
        for i in lanes.indices {
            guard var layout = lanes[i].layout as? ViewContentLayout else { continue }
            layout.pinned = viewTick(lane: i, at: tick).map { ViewContentLayout.Pinned(kept: $0, lane: i) }
            lanes[i].layout = layout
        }
    }

    /// A branch at `tick` (an input while in the past): the view's state
    /// and nested engines go back to that tick's before the branch's first tick runs.
    mutating func rewindView(to tick: Int) {
        guard let viewScene else { return }
        let travel = timeTravel
        _ = viewScene.rewind(to: tick, kept: travel.snapshot(at: tick)?.views ?? []) { travel.snapshot(at: $1)?.view(lane: $0)?.answer }
    }

    /// R while the view's host has failed: a new host at the head tick with
    /// the lanes' state (`ViewFileScene.restart(at:)`). False when the view
    /// has not failed (R then records, as always).
    package mutating func restartFailedView() -> Bool {
        guard let viewScene, viewScene.view.failure != nil else { return false }
        let travel = timeTravel
        return viewScene.restart(at: tick, kept: travel.snapshot(at: tick)?.views ?? []) { travel.snapshot(at: $1)?.view(lane: $0)?.answer }
    }
}
