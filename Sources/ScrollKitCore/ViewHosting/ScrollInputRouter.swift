/// Something that may take a lane's raw inputs before its engine does: a
/// view file whose nested scroll views have engines of their own
/// (`NestedScrollViews`), which give a gesture over a nested scroll view to
/// the innermost one that scrolls on the gesture's axis.
///
/// `ScenarioRun` asks it for every input of every lane before queuing; the
/// window's stage likewise (its `InputJournal`).
public protocol ScrollInputRouter: Sendable {
    /// The events lane `lane`'s own engine gets for `event`: `[event]` when
    /// it is the lane's, none while it is held or taken by a nested scroll
    /// view, or several when held events turn out to be the lane's.
    func route(_ event: TimedInputEvent, lane: Int) -> [TimedInputEvent]
    /// True while a scroll view of lane `lane` other than its own engine's
    /// still moves or has inputs waiting: the run has not settled.
    func isMoving(lane: Int) -> Bool
}
