import ScrollKitCore
import PlaygroundRender

/// A quick engine-only pass over every lane's run before anything is drawn
/// (the lanes on a stage that keeps no history, as `trace` runs them):
/// how long each run lasts and the largest container it goes through (a
/// scenario's `resize` events may change it), which fix the recording's
/// length and the size of every frame up front.
///
/// Engine ticks cost well under a microsecond, so the pass is cheap next to
/// drawing; memory stays constant (records are not kept).
package struct RecordingSurvey: Hashable, Sendable {
    /// The last tick of each lane's run.
    var finalTicks: [Int]
    /// Whether each lane's run settled (else it stopped at the settle limit).
    package var settled: [Bool]
    /// The largest container of any lane at any tick, width and height
    /// maximised separately, logical pixels.
    package var largestContainer: Size

    /// The last tick of the longest run: the recording's end.
    package var lastTick: Int { finalTicks.max() ?? 0 }

    package static func survey(_ runners: [ScenarioRunner]) -> RecordingSurvey {
        var width = 0.0
        var height = 0.0
        func include(_ size: Size) {
            if size.width.isFinite { width = Swift.max(width, size.width) }
            if size.height.isFinite { height = Swift.max(height, size.height) }
        }
        for runner in runners { include(runner.scenario.window) }
        // The lanes run on a stage that keeps nothing, as `trace` runs them.
        var stage = Stage(runners: runners, history: .none)
        stage.runToEnd { (_, tick: ScenarioTick) in include(tick.record.containerSize) }
        let summaries = stage.runs.indices.map { stage.summary(ofLane: $0) }
        let finalTicks = summaries.map(\.finalTick)
        let settled = summaries.map { $0.settleTick != nil }
        return RecordingSurvey(finalTicks: finalTicks, settled: settled, largestContainer: Size(width: width, height: height))
    }

    /// The logical size of a frame showing `laneCount` lanes whose scroll
    /// containers are `container` (rounded up to whole pixels): one lane is
    /// the container itself; 2–4 lanes sit side by side, `LaneLayout.gap`
    /// apart, under their `LaneLayout.labelHeight` label strips, so that
    /// `LaneLayout.frames` gives every lane exactly that container.
    package static func canvasSize(container: Size, laneCount: Int) -> (width: Int, height: Int) {
        let size = LaneLayout.size(container: container, count: laneCount)
        return (Int(size.width), Int(size.height))
    }
}
