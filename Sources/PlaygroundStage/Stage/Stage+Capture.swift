import ScrollKitCore
import UserCodeHost
import PlaygroundRender
import PlaygroundMedia

extension Stage {
    /// Starts capturing the stage as a scenario file at `path` (`run
    /// --capture` from the start, K later): the journal writes every input
    /// and setup switch to it from now on. A capture started later
    /// (`fromNow`) begins at the head's time, with each lane's jump to where
    /// its content is. Saved every second, so a killed window keeps its
    /// events.
    package mutating func startCapture(to path: String, fromNow: Bool) {
        let capture = CaptureWriter(
            path: path, preset: preset, window: laneSize, items: itemCount, axes: axes, behavior: laneBehaviors[0],
            deceleration: deceleration, convention: convention, tick: tickLength,
            origin: fromNow ? time : 0, offset: fromNow ? engines[0].lastRecord.offset : .zero,
            lanes: laneBehaviors, laneOffsets: fromNow ? engines.map(\.lastRecord.offset) : [],
            safeArea: safeArea, behaviorFiles: CapturedBehaviorFiles.entries(for: behaviorFiles),
            view: viewScene.map { (path: $0.capturedView.view, hash: $0.capturedView.hash) })
        journal.capture = capture
        capture.startCheckpoints()
    }
}
