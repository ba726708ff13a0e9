import ScrollKitCore

/// A view file's inputs go through its nested scroll views first (`NestedScrollViews.route`).
extension ViewFileScene: ScrollInputRouter {
    package func route(_ event: TimedInputEvent, lane: Int) -> [TimedInputEvent] {
        if isOutsideViewport(event, lane: lane) { return [] }
        return nested.route(event, lane: lane)
    }

    package func isMoving(lane: Int) -> Bool {
        nested.isMoving(lane: lane)
    }
}
