import ScrollKitCore
import PlaygroundRender

/// What the overlays and the timeline study when a nested scroll view is
/// selected (a click, `run`/`record --scroll-view`): its own engine's
/// record, geometry, targets and last decision, drawn in its own frame in
/// the lane, and its records on the timeline. A past tick reads the
/// engines kept for it (`NestedScrollMoment`), the head the engines now.
extension NestedScrollViews {
    /// Lane `lane`'s selected nested scroll view at `tick`, as the overlays
    /// draw it; nil while the outermost is selected, or when its engine at
    /// `tick` is not known (a past tick before it had one).
    package func studiedScrollView(lane: Int, tick: Int) -> StudiedScrollView? {
        guard let id = selected(lane: lane) else { return nil }
        let kept = moment(lane: lane, tick: tick) ?? current(lane: lane)
        guard let engine = kept.engines[id], engine.tick == tick,
              let scroll = kept.scrollViews.first(where: { $0.identity == id }) else { return nil }
        let readout = LaneReadout(tick: tick) { t in t == tick ? engine.lastRecord : self.record(lane: lane, identity: id, tick: t) }
        return StudiedScrollView(
            record: engine.lastRecord, layout: engine.layout, geometry: engine.geometry, axes: engine.configuration.axes,
            lastDecision: readout?.decision, frame: scroll.frame)
    }

    /// The selected nested scroll view's records of lane `lane` over `ticks`,
    /// oldest first (the ticks known: its engine's kept ones); nil while the
    /// outermost is selected.
    package func studiedRecords(lane: Int, ticks: ClosedRange<Int>) -> [FrameRecord]? {
        guard let id = selected(lane: lane) else { return nil }
        return ticks.compactMap { record(lane: lane, identity: id, tick: $0) }
    }
}
