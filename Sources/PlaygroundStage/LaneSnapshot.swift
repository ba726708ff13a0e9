import ScrollKitCore
import UserCodeHost

/// The state of every lane at one tick: what time travel stores per tick,
/// the one history of the stage. Engines are values, so a snapshot is a
/// plain copy; a view file's lane adds what its view answered and its
/// nested scroll views' engines (`views`), so a past tick draws the view's
/// picture of then and a branch restarts the nested engines from it.
///
/// A headless run (`Stage+Runs`) never travels back: a recording's
/// snapshots keep the records only (`engines` empty), which is all its
/// frames read from the past, and its engines live at the head; `trace`
/// and `qa` make none (`StageHistory.none`). Keeping every tick's
/// engines would make each step copy the buffers the snapshot shares.
package struct LaneSnapshot: Sendable {
    /// Every lane's engine, lane 0 first; empty in a headless run's snapshot.
    package let engines: [ScrollEngine]
    /// Each lane's last record (`engines[i].lastRecord`), read once when the
    /// snapshot is made: `TimeTravel` keeps them by lane (`laneRecords`),
    /// where frames read them back through thousands of ticks.
    package let records: [FrameRecord]
    /// Each lane's view at this tick (`ViewLaneTick`: the host's answer and
    /// the nested engines), lane 0 first; empty without a view file or in a
    /// headless run, nil for a lane whose view did not answer the tick.
    let views: [ViewLaneTick?]
    /// Tick (all lanes step together).
    package var tick: Int { engines.first?.tick ?? 0 }

    /// The memberwise initializer, for the modules above this one.
    init(engines: [ScrollEngine], views: [ViewLaneTick?] = []) {
        self.engines = engines
        records = engines.map(\.lastRecord)
        self.views = views
    }

    /// Lane `lane`'s view at this tick, nil when not kept.
    package func view(lane: Int) -> ViewLaneTick? {
        views.indices.contains(lane) ? views[lane] : nil
    }

    /// A headless run's tick: each lane's record, no engines.
    init(records: [FrameRecord]) {
        engines = []
        self.records = records
        views = []
    }
}
