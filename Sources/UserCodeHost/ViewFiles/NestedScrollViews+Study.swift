import ScrollKitCore
import PlaygroundRender

/// What the overlays and the timeline study when a nested scroll view is
/// selected (a click, `run`/`record --scroll-view`): its own engine's
/// record, geometry, targets and last decision, drawn in its own frame in
/// the lane, and its records on the timeline. A past tick reads the
/// engines the stage's history kept for it (`ViewLaneTick.nested`), the
/// head the engines now.
extension NestedScrollViews {
    /// Lane `lane`'s selected nested scroll view at `tick`, as the overlays
    /// draw it: its engine in `kept` (the stage's history at `tick`), else
    /// its engine now; `records` gives its record of a tick (the readout
    /// searches back). Nil while the outermost is selected, or when its
    /// engine at `tick` is not known (a past tick before it had one).
    package func studiedScrollView(
        lane: Int, tick: Int, kept: NestedScrollMoment?, records: (_ identity: String, _ tick: Int) -> FrameRecord?
    ) -> StudiedScrollView? {
        guard let id = selected(lane: lane) else { return nil }
        guard let moment = kept ?? self.moment(lane: lane), let engine = moment.engines[id], engine.tick == tick,
              let scroll = moment.scrollViews.first(where: { $0.identity == id }) else { return nil }
        let readout = LaneReadout(tick: tick) { t in t == tick ? engine.lastRecord : records(id, t) }
        return StudiedScrollView(
            record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry, axes: engine.configuration.axes,
            lastDecision: readout?.decision, frame: scroll.frame)
    }

    /// The selected nested scroll view's records of lane `lane` over `ticks`,
    /// oldest first (the ticks `records` knows); nil while the outermost is selected.
    package func studiedRecords(
        lane: Int, ticks: ClosedRange<Int>, records: (_ identity: String, _ tick: Int) -> FrameRecord?
    ) -> [FrameRecord]? {
        guard let id = selected(lane: lane) else { return nil }
        return ticks.compactMap { records(id, $0) }
    }
}
