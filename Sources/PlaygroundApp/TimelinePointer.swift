import ScrollKitCore
import PlaygroundStage

/// The mouse over the timeline, out of the app loop: with the timeline
/// shown, a left-button press on it scrubs (the drag moves the tick on
/// screen: right later, left earlier) instead of scrolling the lanes, and
/// the wheel over it zooms the history's window (up in, down out) instead of
/// scrolling. Keeps the pointer's last position (a wheel event has none)
/// and whether a scrub is under way.
struct TimelinePointer {
    /// True between a press on the timeline and its release.
    private(set) var isScrubbing = false
    /// The pointer's last position, window logical pixels.
    private(set) var location: Point?

    /// Applies `timed` to the timeline when it is meant for it; returns true
    /// when used so (the lanes must then not see it).
    mutating func route(_ timed: TimedInputEvent, stage: inout Stage) -> Bool {
        switch timed.event {
        case let .pointer(action, point, finger) where finger == 0:
            location = point
            switch action {
            case .down:
                guard stage.layers.showsTimeline, stage.timelineRect.contains(point) else { return false }
                isScrubbing = true
                stage.scrub(toTick: stage.timelineTick(forX: point.x))
                return true
            case .move:
                guard isScrubbing else { return false }
                stage.scrub(toTick: stage.timelineTick(forX: point.x))
                return true
            case .up:
                guard isScrubbing else { return false }
                isScrubbing = false
                return true
            }
        case let .wheel(steps, _):
            guard stage.layers.showsTimeline, let location, stage.timelineRect.contains(location), steps.dy != 0 else { return false }
            stage.zoomTimeline(notches: steps.dy, atX: location.x)
            return true
        default:
            return false
        }
    }

    /// The pointer moved with no button down (or outside the window's drag).
    mutating func hover(_ point: Point, stage: inout Stage) {
        location = point
        if isScrubbing { stage.scrub(toTick: stage.timelineTick(forX: point.x)) }
    }
}
