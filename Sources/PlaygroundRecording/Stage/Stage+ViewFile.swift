import ScrollKitCore
import BehaviorHost

/// A view file on the stage: after every head tick each lane's engine
/// goes to the view's host (its time and scroll state; `ScrollViewReactor`),
/// the scrolls the view asks for are queued on that lane (not captured: a
/// replay of the session runs the view again, which asks again), and a
/// click on the view runs its `Button`'s action on the lane's next tick.
extension Stage {
    /// Lets the view react to the tick just stepped.
    mutating func reactToView() {
        guard let viewScene else { return }
        viewScene.setAppearance(isDark: appearance == .dark)
        for i in engines.indices {
            let engine = engines[i]
            let requests = viewScene.react(lane: i, engine: engine)
            if !viewScene.events(lane: i, tick: engine.tick).isEmpty { lastActivityTick = engine.tick }
            for request in requests {
                journal.send(
                    TimedInputEvent(time: engine.lastRecord.time, event: .scrollTo(request)), lane: i, captured: .no,
                    into: &lanes.engines, atTick: tick)
            }
        }
    }

    /// A pointer action on lane `lane` at `point` (the lane's coordinates):
    /// a click without a drag taps the view there.
    mutating func tapView(_ action: PointerAction, at point: Point, lane: Int) {
        guard let viewScene, let tap = viewTaps.feed(action, at: point, lane: lane) else { return }
        viewScene.tap(at: tap.point, lane: tap.lane)
    }
}
