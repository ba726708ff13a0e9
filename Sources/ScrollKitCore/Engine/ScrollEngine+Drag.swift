/// A pointer pressed and dragged: holding a motion, the drag beginning,
/// the content following the finger (rubber-banded past the edges).
extension ScrollEngine {
    mutating func pointerDown(at time: Double) {
        var caught = false
        heldVelocity = .zero
        if case .motion = activity {
            heldVelocity = stopMotion(at: time)
            caught = true
        }
        wheelSequence = nil
        gestureOrigin = position
        setActivity(.hold(caught: caught), at: time, velocity: .zero)
    }

    mutating func dragBegan(_ translation: Vector, at time: Double) {
        if case .motion = activity { _ = stopMotion(at: time) }
        if gestureOrigin == nil { gestureOrigin = position }
        var state = EngineActivity.DragState(rawStart: raw(forDisplay: position), translation: translation)
        if let physics = behavior as? any ScrollPhysicsBehavior {
            // Flutter's ScrollDragController: carried momentum and the start threshold.
            let threshold = physics.dragStartDistanceMotionThreshold
            if configuration.axes.contains(.horizontal) {
                state.flutterX = FlutterDragFilter(threshold: threshold, carried: physics.carriedMomentum(heldVelocity.dx), at: time)
            }
            if configuration.axes.contains(.vertical) {
                state.flutterY = FlutterDragFilter(threshold: threshold, carried: physics.carriedMomentum(heldVelocity.dy), at: time)
            }
            position = userMoved(position, by: state.filtered(translation, at: time), physics)
            state.rawStart = raw(forDisplay: position) + (-translation)
        } else {
            position = display(raw: state.rawStart + translation)
        }
        setActivity(.drag(state), at: time, velocity: .zero)
    }

    /// A finger movement of `delta` (content px) under a behavior's own
    /// physics (Flutter's `applyPhysicsToUserOffset`), on the scrolling axes.
    func userMoved(_ p: Point, by delta: Vector, _ physics: any ScrollPhysicsBehavior) -> Point {
        var moved = p
        for axis in Axis.allCases where configuration.axes.contains(axis) && delta[axis] != 0 {
            let (lo, hi) = bounds(axis)
            moved[axis] += physics.userOffset(delta[axis], position: p[axis], lower: lo, upper: hi,
                                              dimension: storedGeometry.containerSize[axis])
        }
        return moved
    }
}
