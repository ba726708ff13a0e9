import ScrollKitCore
import PlaygroundRender
import PlaygroundMedia

/// The lanes of a frame model at one tick, built in one place for the
/// window's stage and for a headless run (`record`): each lane's record,
/// layout and geometry from its engine, its preset turned to the engine's
/// axes, its last decision from its readout (the records, not the engine,
/// so a frame of the history shows what was decided by then), and the
/// indicators' opacity, the highest of any lane.
struct FrameLanes {
    /// What the composer draws for each lane, left to right.
    private(set) var lanes: [FrameComposer.Lane] = []
    /// Each lane's readout at the tick (nil before its first record).
    private(set) var readouts: [LaneReadout?] = []
    /// The scroll indicators' opacity, in [0, 1].
    private(set) var indicatorOpacity = 0.0

    /// - Parameters:
    ///   - engines: the lanes' engines at the tick, left to right.
    ///   - preset: lane i's preset (its axes are replaced by its engine's: the axis switch turns it).
    ///   - readout: lane i's readout at the tick.
    ///   - title: a lane's title, given its engine.
    init(
        engines: [ScrollEngine], preset: (Int) -> Preset, readout: (Int) -> LaneReadout?,
        title: (ScrollEngine) -> String
    ) {
        for (index, engine) in engines.enumerated() {
            let laneReadout = readout(index)
            indicatorOpacity = Swift.max(indicatorOpacity, laneReadout?.indicatorOpacity ?? 0)
            var lanePreset = preset(index)
            lanePreset.axes = engine.configuration.axes
            readouts.append(laneReadout)
            lanes.append(FrameComposer.Lane(
                record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry, preset: lanePreset,
                lastDecision: laneReadout?.decision, title: title(engine)))
        }
    }
}
