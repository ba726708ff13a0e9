import ScrollKitCore

/// One lane of a headless recording: its scenario run, stepped one tick at
/// a time (the lane's driver; the stage keeps its engines by tick and
/// draws it, `HeadlessStage`).
///
/// A lane whose run has ended holds its last state (its last frame) while
/// longer lanes go on.
package struct RecordingLane: Sendable {
    /// The run's engine is `run.engine`; its last record is the lane's picture.
    package private(set) var run: ScenarioRun

    init(runner: ScenarioRunner) {
        run = runner.makeRun()
    }

    package var engine: ScrollEngine { run.engine }
    /// The record shown: the last tick's (tick 0's before any step).
    package var record: FrameRecord { run.engine.lastRecord }
    package var isFinished: Bool { run.isFinished }

    /// Steps one tick; nil (and nothing changes) once the run has ended.
    package mutating func step() -> ScenarioTick? {
        run.next()
    }
}
