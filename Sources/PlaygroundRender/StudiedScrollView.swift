import ScrollKitCore

/// A scroll view inside a lane's content that the overlays study instead of
/// the lane's own (a view file's nested scroll view, selected by a click or
/// `--scroll-view`): its engine's record, layout, geometry and last
/// decision, drawn in its own frame in the lane. The timeline then plots
/// its records, on its own axis.
package struct StudiedScrollView {
    package var record: FrameRecord
    package var layout: any ContentLayout
    package var geometry: ScrollEngineGeometry
    package var axes: Axes
    /// The behavior's last decision at the tick, kept until the next (from its records).
    package var lastDecision: TargetDecision?
    /// Its frame in the lane, lane coordinates (logical pixels); the
    /// overlays are clipped to the part inside the lane.
    package var frame: Rect

    package init(
        record: FrameRecord, layout: any ContentLayout, geometry: ScrollEngineGeometry, axes: Axes, lastDecision: TargetDecision?,
        frame: Rect
    ) {
        self.record = record
        self.layout = layout
        self.geometry = geometry
        self.axes = axes
        self.lastDecision = lastDecision
        self.frame = frame
    }

    /// Its frame on the canvas, for a lane whose content is `content`.
    package func rect(inLane content: Rect) -> Rect {
        frame.offsetBy(Vector(dx: content.minX, dy: content.minY))
    }
}
