/// What a stage keeps of the ticks behind its head: its history policy.
///
/// Each consumer keeps what it reads back, and no more. The window travels
/// in time and branches, so it keeps every tick's engines; a recording
/// draws each frame from the lanes' records of the ticks before it (the
/// decision and indicator readouts, the timeline); `trace` and `qa` read
/// each tick once, as it is made (a trace line, an expectation observed),
/// so they keep nothing, and run as fast and in as little memory as a bare
/// scenario run.
package enum StageHistory: Hashable, Sendable {
    /// Every tick's engines (`LaneSnapshot(engines:views:)`: with a view
    /// file, each lane's answer and nested engines too), the last
    /// `TimeTravel.capacity` ticks: the window's time travel and branching.
    case engines
    /// Each lane's records by tick (`LaneSnapshot(records:)`), the last
    /// `ticks` of them: what a recorded frame reads back.
    case records(ticks: Int)
    /// Nothing behind the head: no snapshot is made per tick, so the stage
    /// makes no frame of the past (its history holds tick 0's records only).
    case none

    /// The ticks the time-travel ring holds (at least one: the start).
    package var capacity: Int {
        switch self {
        case .engines: TimeTravel.capacity
        case let .records(ticks): ticks
        case .none: 1
        }
    }
}
