import ScrollKitCore

/// A headless run on the stage (`record`): each lane's engine is stepped by
/// its own scenario run (`ScenarioRun`, the per-lane driver: the events
/// and setup switches that come due, the settle tick, the end), and the
/// stage keeps what it keeps for the window: the lanes' engines at the
/// head, one snapshot per tick, and the frame model built from them
/// (`makeFrame`). A lane whose run ended holds its last engine (and its
/// preset) while longer lanes go on.
///
/// Why a run per lane and not the stage's own scripted items: `record
/// --lanes` compares behaviors, so each lane must be exactly a single run
/// of its behavior (its ticks, its end, its preset switches' behavior),
/// while the window's lanes share one journal and one end (the person
/// closing it).
extension Stage {
    /// The head moves to the next tick: `engines` are the lanes' engines
    /// after it (a lane that ended: its last one), `presets` what each lane
    /// is drawn with. The history keeps their records only (a headless run
    /// draws its head and never travels back: `LaneSnapshot`).
    package mutating func recordHead(_ engines: [ScrollEngine], presets: [Preset]) {
        lanes.engines = engines
        lanePresets = presets
        timeTravel.record(LaneSnapshot(records: engines.map(\.lastRecord)))
    }
}
