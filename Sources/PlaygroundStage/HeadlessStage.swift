import ScrollKitCore
import PlaygroundRender
import UserCodeHost

/// A headless recording on the stage: 1–4 lanes stepping the same scenario
/// in lockstep (one `ScenarioRun` each, so every lane's ticks are exactly a
/// single run's; `Stage+Runs` says why), the `Stage` that steps them and
/// keeps their records by tick and builds the frame model, and the window's
/// `FrameComposer`, which draws every frame as the live window would.
///
/// One frame model: `frame` is the stage's frame at its newest tick, the
/// way the window builds a frame of its history
/// (`Stage.frame(atWall:historyTick:)`): each lane's decision and indicator
/// opacity and the HUD come from `LaneReadout` over the lane's records, the
/// timeline's axis is the whole run so far (at most `TimeTravel.capacity`
/// ticks, as the window keeps), so a window recording (R, `run --record`)
/// equals `record` of its capture.
///
/// Time is the engine's: `advance(toTick:)` steps, `draw(on:)` draws the
/// state after the last step. The HUD's flash clock is the engine time, so
/// the same scenario always gives the same pixels.
package struct HeadlessStage {
    /// The lanes' runs, their engines by tick and the frame model.
    package private(set) var stage: Stage
    /// Each lane's driver: its scenario run (the stage's `runs`).
    package var lanes: [RecordingLane] { stage.runs }
    /// The ticks stepped so far (lanes that ended hold their last tick).
    package var tick: Int { stage.runTick }
    /// Seconds per tick (the scenario's).
    package var tickLength: Double { stage.tickLength }
    /// Draws the frames; its toggles follow `display`.
    package var composer = FrameComposer()
    package let display: RecordingDisplay
    /// A view file's scene: the HUD and timeline show lane 0's view events.
    package var viewScene: ViewFileScene? {
        get { stage.viewScene }
        set { stage.viewScene = newValue }
    }

    /// The fill of a lane's area that its scroll container does not cover
    /// (after a scenario's `resize` made it smaller than the frame).
    package static let outsideColor = RGBColor(hex: 0x0B0C0E)
    private static let outsideStripes = RGBColor(r: 255, g: 255, b: 255, a: 18)

    /// - Parameter runners: one per lane (1–4), all on the same scenario.
    package init(runners: [ScenarioRunner], display: RecordingDisplay) {
        self.display = display
        // A frame reads each lane's records as far back as its readout searches.
        stage = Stage(runners: runners, display: display, history: .records(ticks: LaneReadout.searchLimit))
        composer.layers = display.layers
        composer.scene.appearance = display.appearance
        composer.scene.device = display.deviceFrame
        composer.scene.showsDeviceFrame = display.deviceFrame != nil
        composer.timeline.axis = runners[0].scenario.axes.primary
        composer.selectedLane = 0
    }

    /// Time of the last tick stepped, seconds.
    package var time: Double { Double(tick) * tickLength }

    /// True when every lane's run has ended.
    package var isFinished: Bool { stage.runsEnded }

    /// Steps every lane whose run goes on until `target` ticks have run or
    /// every run has ended (`Stage.advance(toTick:onTick:)`). `onTick` sees
    /// each lane's ticks as they happen.
    package mutating func advance(toTick target: Int, onTick: (_ lane: Int, _ tick: ScenarioTick) -> Void = { _, _ in }) {
        stage.advance(toTick: target, onTick: onTick)
    }

    /// The frame after the last step: the stage's frame model at its newest
    /// tick, badged as a scenario's, its HUD naming the behavior as the
    /// lane's records do.
    package var frame: FrameModel {
        var model = stage.makeFrame(atWall: 0, tick: tick)!
        model.hud.mode = .scripted
        if let record = model.lanes.first?.record { model.hud.behavior = record.behavior }
        return model
    }

    /// The first lane's HUD at the last tick stepped (`LaneReadout`, as the window's).
    package var hud: HUDModel { frame.hud }

    /// The timeline's axis at the last tick stepped: the whole run so far,
    /// at most the window's `TimeTravel.capacity` ticks.
    package var timelineTicks: ClosedRange<Int> { frame.timelineTicks ?? 0...tick }

    /// The first lane's records on the timeline's axis (actual steps only).
    package var timeline: [FrameRecord] { stage.records(lane: 0, ticks: timelineTicks) }

    /// Draws the current frame on the whole of `canvas` (sized with
    /// `RecordingSurvey.canvasSize`).
    package func draw(on canvas: Canvas) {
        let bounds = canvas.bounds
        let frames = FrameComposer.laneFrames(count: lanes.count, in: bounds)
        let model = frame
        var outside: [Rect] = []
        for (lane, frame) in zip(lanes, frames) {
            outside += HeadlessStage.uncovered(frame.content, by: lane.engine.screenSize)
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
            let container = HeadlessStage.covered(first.content, by: lanes[0].engine.screenSize)
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
