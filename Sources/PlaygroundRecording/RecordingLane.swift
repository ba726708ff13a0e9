import ScrollKitCore
import PlaygroundRender
import BehaviorHost

/// One lane of a headless recording: a scenario run stepped one tick at a
/// time, the preset it draws with, and its scroll indicators' fade.
///
/// A lane whose run has ended holds its last state (its last frame) while
/// longer lanes go on.
package struct RecordingLane: Sendable {
    /// The run's engine is `run.engine`; its last record is the lane's picture.
    package private(set) var run: ScenarioRun
    /// The preset laid out now, with the engine's axes (a scenario may turn
    /// a preset, and its `preset`/`axis` switches change both).
    package var preset: Preset {
        var preset = run.setup.preset
        preset.axes = run.engine.configuration.axes
        return preset
    }
    private var fade = ScrollIndicatorFade()
    /// The indicators' opacity after the last tick, in [0, 1].
    package private(set) var indicatorOpacity = 0.0

    package init(runner: ScenarioRunner) {
        run = runner.makeRun()
    }

    package var engine: ScrollEngine { run.engine }
    /// The record shown: the last tick's (tick 0's before any step).
    package var record: FrameRecord { run.engine.lastRecord }
    package var isFinished: Bool { run.isFinished }

    /// Steps one tick; nil (and nothing changes) once the run has ended.
    package mutating func step() -> ScenarioTick? {
        guard let tick = run.next() else { return nil }
        indicatorOpacity = fade.update(phase: tick.record.phase, time: tick.record.time)
        return tick
    }

    /// What the composer draws for this lane.
    var composerLane: FrameComposer.Lane { composerLane(of: run.engine) }

    /// What the composer draws for this lane, given its engine (`engine`,
    /// a copy of a large struct: a frame takes it once and reuses it).
    func composerLane(of engine: ScrollEngine) -> FrameComposer.Lane {
        var preset = run.setup.preset
        preset.axes = engine.configuration.axes
        return FrameComposer.Lane(
            record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry, preset: preset,
            lastDecision: engine.lastDecision, title: BehaviorFileSet.title(of: engine.behavior)
        )
    }
}
