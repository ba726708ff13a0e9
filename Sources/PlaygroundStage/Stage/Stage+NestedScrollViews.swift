import ScrollKitCore
import UserCodeHost
import PlaygroundRender

/// A view file's nested scroll views on the stage: a press selects the
/// innermost scroll view under it (as a press selects a lane), the keys
/// then act on it, a wheel goes to the one under the hovering pointer, and
/// the HUD names the selected one with its engine's offset and phase.
extension Stage {
    /// True while a nested scroll view moves or has inputs waiting: the stage is not at rest.
    var nestedScrollViewsMove: Bool { viewScene?.nested.isMoving ?? false }

    /// A pointer `action` at `point` (lane `lane`'s coordinates): a press selects.
    mutating func selectScrollView(_ action: PointerAction, at point: Point, lane: Int) {
        guard action == .down, let viewScene else { return }
        viewScene.nested.select(at: point, lane: lane)
    }

    /// The pointer hovers at `point` (window coordinates): a wheel goes to the scroll view under it.
    package func hoverView(at point: Point) {
        guard let viewScene, let lane = LaneLayout.lane(at: point, in: lanes.frames) else { return }
        let origin = lanes.frames[lane].content.origin
        viewScene.nested.hover(Point(x: point.x - origin.x, y: point.y - origin.y), lane: lane)
    }

    /// The HUD's line for the selected nested scroll view of `lane`
    /// (`rail  (240.0, 0.0)  decelerating`) at `tick`, none while the outermost is selected.
    func nestedHUDLines(lane: Int, tick: Int) -> [String] {
        viewScene?.nested.hudLines(lane: lane, kept: viewTick(lane: lane, at: tick)?.nested) ?? []
    }

    /// Lane `lane`'s nested engine `identity` at `tick`: the history's
    /// when it kept one of that tick (the window), else the one the scene
    /// keeps the records of (a headless run's studied one).
    package func nestedRecord(lane: Int, identity: String, tick: Int) -> FrameRecord? {
        if let engine = viewTick(lane: lane, at: tick)?.nested?.engines[identity], engine.tick == tick { return engine.lastRecord }
        return viewScene?.nested.record(lane: lane, identity: identity, tick: tick)
    }

    /// Each lane with a nested scroll view selected shows it in the overlays
    /// at `tick` (its engine of that tick, in its own frame), and the
    /// selected lane's timeline plots its records over `axis`.
    func studyNestedScrollViews(_ model: inout FrameModel, at tick: Int, axis: ClosedRange<Int>) {
        guard let nested = viewScene?.nested else { return }
        for i in model.lanes.indices {
            model.lanes[i].studied = nested.studiedScrollView(lane: i, tick: tick, kept: viewTick(lane: i, at: tick)?.nested) {
                nestedRecord(lane: i, identity: $0, tick: $1)
            }
        }
        let selected = model.selectedLane
        if model.layers.showsTimeline,
           let records = nested.studiedRecords(lane: selected, ticks: axis, records: { nestedRecord(lane: selected, identity: $0, tick: $1) }) {
            model.timeline = records
        }
    }
}
