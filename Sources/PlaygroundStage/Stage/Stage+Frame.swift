import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

/// The stage's frame model: every lane at a tick of the history (its
/// record, layout, geometry, and the decision and HUD derived from its
/// records), the timeline's records and axis, the layers shown.
extension Stage {
    /// Lane `lane`'s records over `ticks` (clamped to the history), oldest
    /// first: the ticks it stepped only (a headless lane whose run ended
    /// holds its last record in the later snapshots; it is listed once).
    package func records(lane: Int, ticks: ClosedRange<Int>) -> [FrameRecord] {
        let start = Swift.max(history.firstSequence, ticks.lowerBound)
        let end = Swift.min(history.lastSequence ?? tick, ticks.upperBound)
        guard start <= end else { return [] }
        guard timeTravel.laneRecords.indices.contains(lane) else { return [] }
        let laneRecords = timeTravel.laneRecords[lane]
        var records: [FrameRecord] = []
        for sequence in start...end {
            guard let record = laneRecords[sequence: sequence] else { continue }
            if record.tick < start || record.tick == records.last?.tick { continue }
            records.append(record)
        }
        return records
    }

    /// Lane `lane`'s readout at `tick` (default: the tick on screen), from
    /// its records in the history only.
    func readout(lane: Int, at tick: Int? = nil) -> LaneReadout? {
        guard timeTravel.laneRecords.indices.contains(lane) else { return nil }
        let records = timeTravel.laneRecords[lane]
        return LaneReadout(tick: tick ?? shownTick) { records[sequence: $0] }
    }

    /// The HUD of the selected lane at `tick` (default: the tick on screen):
    /// a function of the history and the playback state, nothing else. The
    /// window adds only its frame times and the recording flag.
    package func hud(atWall wall: Double, tick: Int? = nil) -> HUDModel {
        hud(atWall: wall, tick: tick ?? shownTick, readouts: [:])
    }

    /// The HUD at `t`, reusing a readout of the selected lane already made
    /// for the frame (`readouts`, by lane): a readout walks the history back.
    private func hud(atWall wall: Double, tick t: Int, readouts: [Int: LaneReadout?]) -> HUDModel {
        let lane = min(selectedLane, laneBehaviors.count - 1)
        guard let readout = readouts[lane] ?? readout(lane: lane, at: t) else { return HUDModel() }
        let past = history[sequence: t].flatMap { $0.engines.indices.contains(lane) ? $0.engines[lane] : nil }
        let configuration = past?.configuration ?? engines[lane].configuration
        var hud = readout.hud(preset: preset(ofLane: lane).name, axes: configuration.axes, deceleration: configuration.deceleration)
        if hud.behavior == engines[lane].behavior.name { hud.behavior = BehaviorFileSet.title(of: engines[lane].behavior) }
        hud.mode = displayMode(atWall: wall)
        hud.speed = speed
        return hud
    }

    /// The frame on screen at wall time `wall`: every lane at the tick on
    /// screen (its record, layout, geometry and the decision derived from
    /// its records), the selected lane's HUD and timeline, the layers shown.
    ///
    /// With `tick`, the frame the live window showed at that tick of the
    /// history (its timeline ends there): what a recording from history
    /// draws. Nil when the tick is not in the history.
    package func frame(atWall wall: Double) -> FrameModel {
        // The tick on screen is always in the history (or the head).
        var frame = makeFrame(atWall: wall, tick: nil)!
        frame.hud.frames = frameTimes.stats
        frame.hud.isAtRest = isAtRest
        return frame
    }

    /// The window presented a frame at wall time `wall`: frame times count
    /// only frames drawn back to back (less than 0.5 s apart; a window
    /// resting between them is not a slow frame).
    package mutating func frameDrawn(atWall wall: Double) {
        if let last = lastFrameWall, wall - last < 0.5 { frameTimes.add(duration: wall - last, at: wall) }
        lastFrameWall = wall
    }

    /// The frame the live window showed at `tick` (nil when it is not in the history).
    package func frame(atWall wall: Double, historyTick tick: Int) -> FrameModel? {
        makeFrame(atWall: wall, tick: tick)
    }

    func makeFrame(atWall wall: Double, tick: Int?) -> FrameModel? {
        let t = tick ?? shownTick
        let shown: [ScrollEngine]
        if tick == nil {
            shown = shownEngines
        } else if let snapshot = history[sequence: t] {
            // A headless run's snapshots keep no engines: its frames are its head's.
            shown = snapshot.engines.isEmpty ? engines : snapshot.engines
        } else {
            return nil
        }
        // A frame of the history (what R records) ends its axis at its own
        // tick and starts it at most `historyCapacity` ticks earlier, as
        // `record` does (HeadlessStage.timelineTicks).
        let axis = tick.map {
            let first = Swift.max(history.firstSequence, $0 - Self.historyCapacity + 1)
            return first...Swift.max(first, $0)
        } ?? timelineTicks
        let selected = min(selectedLane, shown.count - 1)
        let atHead = tick == nil && cursorTick == nil
        let drawn = FrameLanes(engines: shown, preset: preset(ofLane:), readout: { readout(lane: $0, at: t) }) { engine in
            // The head shows the engine's behavior (a lane added at rest
            // has run no tick under it yet), with a file's expression; a
            // past tick, its record's.
            atHead || engine.lastRecord.behavior == engine.behavior.name
                ? BehaviorFileSet.title(of: engine.behavior) : engine.lastRecord.behavior
        }
        var model = FrameModel(
            lanes: drawn.lanes, hud: hud(atWall: wall, tick: t, readouts: [selected: drawn.readouts[selected]]),
            selectedLane: selected, layers: layers,
            timeline: layers.showsTimeline ? records(lane: selected, ticks: axis) : [],
            timelineTicks: axis, cursorTick: t, time: Double(t) * tickLength, indicatorOpacity: drawn.indicatorOpacity,
            look: FrameModel.Look(appearance: appearance, deviceFrame: deviceFrame))
        if let viewScene {
            pinViewAnswers(&model.lanes, at: t)
            model.hud.viewEvents = nestedHUDLines(lane: selected, tick: t) + viewScene.hudLines(lane: selected, tick: t)
            model.hud.viewNotes = viewScene.notes
            model.viewEventTicks = viewScene.eventTicks(lane: selected, in: axis)
            studyNestedScrollViews(&model, at: t, axis: axis)
        }
        return model
    }

    /// The tick under x = `x` on the timeline drawn in `timelineRect`.
    package func timelineTick(forX x: Double) -> Int {
        TimelineGeometry(
            firstTick: timelineTicks.lowerBound, lastTick: timelineTicks.upperBound,
            plot: TimelineRenderer.plotRect(in: timelineRect)
        ).tick(forX: x)
    }

}
