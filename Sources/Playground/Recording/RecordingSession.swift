import ScrollKitCore

/// The state of a headless recording: 1–4 lanes stepping the same scenario
/// in lockstep (one `ScenarioRun` each, so every lane's ticks are exactly a
/// single run's), the HUD model and the timeline's history of the first
/// lane, and the window's `FrameComposer`, which draws every frame as the
/// live window would.
///
/// Time is the engine's: `advance(toTick:)` steps, `draw(on:)` draws the
/// state after the last step. The HUD's flash clock is the engine time, so
/// the same scenario always gives the same pixels.
struct RecordingSession {
    private(set) var lanes: [RecordingLane]
    /// The ticks stepped so far (lanes that ended hold their last tick).
    private(set) var tick = 0
    /// Seconds per tick (the scenario's).
    let tickLength: Double
    /// The HUD's values, updated with the first lane's every tick.
    private(set) var hud = HUDModel()
    /// The first lane's recent records, for the timeline.
    private(set) var history: RecordHistory
    /// Draws the frames; its toggles follow `display`.
    var composer = FrameComposer()
    let display: RecordingDisplay

    /// The fill of a lane's area that its scroll container does not cover
    /// (after a scenario's `resize` made it smaller than the frame).
    static let outsideColor = RGBColor(hex: 0x0B0C0E)
    static let outsideStripes = RGBColor(r: 255, g: 255, b: 255, a: 18)

    /// - Parameters:
    ///   - runners: one per lane (1–4), all on the same scenario.
    ///   - timelineSpanTicks: how many ticks the timeline shows (its history's length).
    init(runners: [ScenarioRunner], display: RecordingDisplay, timelineSpanTicks: Int) {
        precondition(!runners.isEmpty, "a recording has at least one lane")
        lanes = runners.prefix(LaneLayout.maximumCount).map(RecordingLane.init(runner:))
        let scenario = runners[0].scenario
        tickLength = scenario.configuration.tickLength
        self.display = display
        let span = Swift.max(1, timelineSpanTicks)
        history = RecordHistory(capacity: span + 1)
        history.append(lanes[0].record)
        hud.preset = scenario.preset
        hud.axes = scenario.axes
        hud.deceleration = scenario.deceleration
        hud.mode = .scripted
        hud.update(with: lanes[0].record, now: 0)
        composer.showsHUD = display.showsHUD
        composer.showsOverlays = display.showsOverlays
        composer.showsTimeline = display.showsTimeline
        composer.scene.appearance = display.appearance
        composer.scene.device = display.deviceFrame
        composer.scene.showsDeviceFrame = display.deviceFrame != nil
        composer.timeline.axis = scenario.axes.primary
        composer.timeline.spanTicks = span
        composer.selectedLane = 0
    }

    /// Time of the last tick stepped, seconds.
    var time: Double { Double(tick) * tickLength }

    /// True when every lane's run has ended.
    var isFinished: Bool { lanes.allSatisfy(\.isFinished) }

    /// Steps every lane whose run goes on until `target` ticks have run or
    /// every run has ended. `onTick` sees each lane's ticks as they happen.
    mutating func advance(toTick target: Int, onTick: (_ lane: Int, _ tick: ScenarioTick) -> Void = { _, _ in }) {
        while tick < target && !isFinished {
            tick += 1
            for i in lanes.indices {
                guard let stepped = lanes[i].step() else { continue }
                if i == 0 {
                    // A scenario's preset, axis and deceleration switches (issue 12).
                    hud.preset = lanes[0].preset.name
                    hud.axes = stepped.engine.configuration.axes
                    hud.deceleration = stepped.engine.configuration.deceleration
                    hud.update(with: stepped.record, now: stepped.record.time)
                    history.append(stepped.record)
                }
                onTick(i, stepped)
            }
        }
    }

    /// The frame after the last step, as the window's `FrameModel` (the
    /// timeline is the first lane's last `timelineSpanTicks`).
    var frame: FrameModel {
        FrameModel(
            lanes: lanes.map(\.composerLane), hud: hud, selectedLane: 0,
            layers: FrameModel.Layers(
                showsHUD: display.showsHUD, showsIndicators: composer.scene.showsIndicators,
                showsOverlays: display.showsOverlays, showsTimeline: display.showsTimeline, showsHelp: false),
            timeline: Array(history), timelineTicks: nil, cursorTick: lanes[0].record.tick, time: time,
            indicatorOpacity: lanes.map(\.indicatorOpacity).max() ?? 0)
    }

    /// Draws the current frame on the whole of `canvas` (sized with
    /// `RecordingSurvey.canvasSize`).
    func draw(on canvas: Canvas) {
        let bounds = canvas.bounds
        let frames = FrameComposer.laneFrames(count: lanes.count, in: bounds)
        var composer = self.composer
        composer.scene.indicatorOpacity = lanes.map(\.indicatorOpacity).max() ?? 0
        let cursor = lanes[0].record.tick
        let drawn = lanes.map(\.composerLane)
        var outside: [Rect] = []
        for (lane, frame) in zip(lanes, frames) {
            outside += RecordingSession.uncovered(frame.content, by: lane.engine.geometry.containerSize)
        }
        guard !outside.isEmpty else {
            composer.draw(frame, on: canvas)
            return
        }
        // A container smaller than its lane (after a resize): mark the rest
        // as outside the window, then lay the HUD and timeline on top as the
        // composer would.
        composer.showsHUD = false
        composer.showsTimeline = false
        composer.draw(lanes: drawn, hud: hud, history: history, cursorTick: cursor, time: time, on: canvas)
        for rect in outside {
            canvas.fill(rect, RecordingSession.outsideColor)
            canvas.hatch(rect, RecordingSession.outsideStripes, spacing: 10, width: 1)
        }
        if display.showsHUD, let first = frames.first {
            let container = RecordingSession.covered(first.content, by: lanes[0].engine.geometry.containerSize)
            composer.hudRenderer.draw(hud, in: container, on: canvas)
        }
        if display.showsTimeline {
            composer.timeline.draw(records: history, cursorTick: cursor, in: FrameComposer.timelineRect(in: bounds), on: canvas)
        }
    }

    /// The part of `content` a container of `size` covers from its top-left corner.
    static func covered(_ content: Rect, by size: Size) -> Rect {
        let w = size.width.isFinite ? Swift.min(Swift.max(size.width, 0), content.width) : content.width
        let h = size.height.isFinite ? Swift.min(Swift.max(size.height, 0), content.height) : content.height
        return Rect(x: content.minX, y: content.minY, width: w, height: h)
    }

    /// The parts of `content` a container of `size` leaves uncovered: a
    /// strip on the right and one below (empty when it fills the lane).
    static func uncovered(_ content: Rect, by size: Size) -> [Rect] {
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
