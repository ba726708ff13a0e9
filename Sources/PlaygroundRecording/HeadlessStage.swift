import ScrollKitCore
import PlaygroundRender
import BehaviorHost

/// The state of a headless recording: 1–4 lanes stepping the same scenario
/// in lockstep (one `ScenarioRun` each, so every lane's ticks are exactly a
/// single run's), every lane's records so far, and the window's
/// `FrameComposer`, which draws every frame as the live window would.
///
/// One frame model: `frame` is built the way the window builds its frame at
/// a tick of its history (`Stage.frame(atWall:historyTick:)`):
/// each lane's decision and indicator opacity and the HUD come from
/// `LaneReadout` over the lane's records, the timeline's axis is the whole
/// run so far (at most `TimeTravel.capacity` ticks, as the window keeps),
/// so a window recording (R, `run --record`) equals `record` of its capture.
///
/// Time is the engine's: `advance(toTick:)` steps, `draw(on:)` draws the
/// state after the last step. The HUD's flash clock is the engine time, so
/// the same scenario always gives the same pixels.
package struct HeadlessStage {
    package private(set) var lanes: [RecordingLane]
    /// The ticks stepped so far (lanes that ended hold their last tick).
    package private(set) var tick = 0
    /// Seconds per tick (the scenario's).
    package let tickLength: Double
    /// Each lane's records by tick, from tick 0 to the lane's last step.
    package private(set) var records: [[FrameRecord]]
    /// Draws the frames; its toggles follow `display`.
    package var composer = FrameComposer()
    package let display: RecordingDisplay
    /// A view file's scene: the HUD and timeline show lane 0's view events.
    package var viewScene: ViewFileScene?

    /// The fill of a lane's area that its scroll container does not cover
    /// (after a scenario's `resize` made it smaller than the frame).
    package static let outsideColor = RGBColor(hex: 0x0B0C0E)
    package static let outsideStripes = RGBColor(r: 255, g: 255, b: 255, a: 18)

    /// - Parameter runners: one per lane (1–4), all on the same scenario.
    package init(runners: [ScenarioRunner], display: RecordingDisplay) {
        precondition(!runners.isEmpty, "a recording has at least one lane")
        lanes = runners.prefix(LaneLayout.maximumCount).map(RecordingLane.init(runner:))
        let scenario = runners[0].scenario
        tickLength = scenario.configuration.tickLength
        self.display = display
        records = lanes.map { [$0.record] }
        composer.layers = display.layers
        composer.scene.appearance = display.appearance
        composer.scene.device = display.deviceFrame
        composer.scene.showsDeviceFrame = display.deviceFrame != nil
        composer.timeline.axis = scenario.axes.primary
        composer.selectedLane = 0
    }

    /// Time of the last tick stepped, seconds.
    package var time: Double { Double(tick) * tickLength }

    /// True when every lane's run has ended.
    package var isFinished: Bool { lanes.allSatisfy(\.isFinished) }

    /// Steps every lane whose run goes on until `target` ticks have run or
    /// every run has ended. `onTick` sees each lane's ticks as they happen.
    package mutating func advance(toTick target: Int, onTick: (_ lane: Int, _ tick: ScenarioTick) -> Void = { _, _ in }) {
        while tick < target && !isFinished {
            tick += 1
            for i in lanes.indices {
                guard let stepped = lanes[i].step() else { continue }
                records[i].append(stepped.record)
                onTick(i, stepped)
            }
        }
    }

    /// Lane `lane`'s record of tick `t`: its last one after its run ended,
    /// nil before tick 0.
    package func record(lane: Int, at t: Int) -> FrameRecord? {
        let all = records[lane]
        guard t >= 0, let last = all.last else { return nil }
        return t < all.count ? all[t] : last
    }

    /// Lane `lane`'s readout at the last tick stepped.
    package func readout(lane: Int) -> LaneReadout? {
        LaneReadout(tick: tick) { record(lane: lane, at: $0) }
    }

    /// The first lane's HUD at the last tick stepped (`LaneReadout`, as the window's).
    package var hud: HUDModel {
        let engine = lanes[0].engine
        return HeadlessStage.hud(readout(lane: 0), lane: lanes[0].composerLane(of: engine), configuration: engine.configuration)
    }

    /// The HUD of a lane (`lane`, whose engine has `configuration`) from its readout.
    private static func hud(_ readout: LaneReadout?, lane: FrameComposer.Lane, configuration: ScrollConfiguration) -> HUDModel {
        guard let readout else { return HUDModel() }
        // A scenario's preset, axis and deceleration switches show as they happen (a captured session records them).
        var hud = readout.hud(preset: lane.preset.name, axes: configuration.axes, deceleration: configuration.deceleration)
        hud.mode = .scripted
        return hud
    }

    /// The timeline's axis at the last tick stepped: the whole run so far,
    /// at most the window's `TimeTravel.capacity` ticks.
    package var timelineTicks: ClosedRange<Int> { Swift.max(0, tick - TimeTravel.capacity + 1)...tick }

    /// The first lane's records on the timeline's axis (actual steps only).
    package var timeline: [FrameRecord] {
        let all = records[0]
        let axis = timelineTicks
        guard axis.lowerBound < all.count else { return [] }
        // The whole run so far (most recordings): the array itself, shared, not copied.
        if axis.lowerBound == 0 && axis.upperBound >= all.count - 1 { return all }
        return Array(all[axis.lowerBound...Swift.min(axis.upperBound, all.count - 1)])
    }

    /// The frame after the last step, as the window's `FrameModel`
    /// (`FrameLanes`, as the window's stage builds its lanes).
    ///
    /// Each lane's engine (a large struct) is copied and its readout walked
    /// once per frame; the HUD reuses the first lane's.
    package var frame: FrameModel {
        let engines = lanes.map(\.engine)
        let drawn = FrameLanes(
            engines: engines, preset: { lanes[$0].run.setup.preset }, readout: { readout(lane: $0) },
            title: { BehaviorFileSet.title(of: $0.behavior) })
        var hud = HeadlessStage.hud(drawn.readouts[0], lane: drawn.lanes[0], configuration: engines[0].configuration)
        if let viewScene { hud.viewEvents = viewScene.nested.hudLines(lane: 0) + viewScene.hudLines(lane: 0, tick: tick) }
        var model = FrameModel(
            lanes: drawn.lanes, hud: hud, selectedLane: 0,
            layers: display.layers,
            timeline: display.layers.showsTimeline ? timeline : [], timelineTicks: timelineTicks, cursorTick: tick, time: time,
            indicatorOpacity: drawn.indicatorOpacity)
        if let viewScene {
            model.viewEventTicks = viewScene.eventTicks(lane: 0, in: timelineTicks)
            // A nested scroll view studied (`--scroll-view`): the overlays and the timeline are its engine's.
            model.lanes[0].studied = viewScene.nested.studiedScrollView(lane: 0, tick: lanes[0].engine.tick)
            if display.layers.showsTimeline, let nested = viewScene.nested.studiedRecords(lane: 0, ticks: timelineTicks) {
                model.timeline = nested
            }
        }
        return model
    }

    /// Draws the current frame on the whole of `canvas` (sized with
    /// `RecordingSurvey.canvasSize`).
    package func draw(on canvas: Canvas) {
        let bounds = canvas.bounds
        let frames = FrameComposer.laneFrames(count: lanes.count, in: bounds)
        let model = frame
        var outside: [Rect] = []
        for (lane, frame) in zip(lanes, frames) {
            outside += HeadlessStage.uncovered(frame.content, by: lane.engine.geometry.containerSize)
        }
        guard !outside.isEmpty else {
            composer.draw(model, on: canvas)
            return
        }
        // A container smaller than its lane (after a resize): mark the rest
        // as outside the window, then lay the HUD and timeline on top as the
        // composer would.
        var composer = self.composer
        var lanesOnly = model
        lanesOnly.layers.showsHUD = false
        lanesOnly.layers.showsTimeline = false
        composer.draw(lanesOnly, on: canvas)
        for rect in outside {
            canvas.fill(rect, HeadlessStage.outsideColor)
            canvas.hatch(rect, HeadlessStage.outsideStripes, spacing: 10, width: 1)
        }
        if display.layers.showsHUD, let first = frames.first {
            let container = HeadlessStage.covered(first.content, by: lanes[0].engine.geometry.containerSize)
            composer.hudRenderer.draw(model.hud, in: container, on: canvas)
        }
        if display.layers.showsTimeline {
            composer.timeline.ticks = model.timelineTicks
            composer.timeline.viewEventTicks = model.viewEventTicks
            composer.timeline.draw(
                records: model.timeline, cursorTick: model.cursorTick, in: FrameComposer.timelineRect(in: bounds), on: canvas)
        }
    }

    /// The part of `content` a container of `size` covers from its top-left corner.
    package static func covered(_ content: Rect, by size: Size) -> Rect {
        let w = size.width.isFinite ? Swift.min(Swift.max(size.width, 0), content.width) : content.width
        let h = size.height.isFinite ? Swift.min(Swift.max(size.height, 0), content.height) : content.height
        return Rect(x: content.minX, y: content.minY, width: w, height: h)
    }

    /// The parts of `content` a container of `size` leaves uncovered: a
    /// strip on the right and one below (empty when it fills the lane).
    package static func uncovered(_ content: Rect, by size: Size) -> [Rect] {
        let inside = covered(content, by: size)
        var parts: [Rect] = []
        if inside.width < content.width - 0.5 {
            parts.append(Rect(x: inside.maxX, y: content.minY, width: content.maxX - inside.maxX, height: content.height))
        }
        if inside.height < content.height - 0.5 {
            parts.append(Rect(x: content.minX, y: inside.maxY, width: inside.width, height: content.maxY - inside.maxY))
        }
        return parts
    }
}
