/// Programmatic scrolling: `scrollTo` an offset or an item.
extension ScrollEngine {
    /// `scrollTo`: an offset (clamped) or an item with an anchor (nil: the
    /// least scroll that shows the item whole). Cancels a running gesture
    /// (the pointer is then ignored until released). No behavior decision:
    /// a programmatic target is taken as given.
    mutating func scrollTo(_ request: ScrollToRequest, at time: Double) {
        interpreter.cancelGestures()
        let target = landingTarget
        let v = stopMotion(at: time)
        let x = position
        wheelSequence = nil
        var goal = target ?? x
        switch request.destination {
        case let .offset(o):
            let p = position(forOffset: o)
            for axis in Axis.allCases where configuration.axes.contains(axis) && p[axis].isFinite {
                goal[axis] = p[axis]
            }
        case let .item(id, anchor):
            guard let index = layout.index(ofItemID: id), index >= 0, index < layout.itemCount else { break }
            let frame = layout.frame(ofItem: index)
            let container = storedGeometry.containerSize
            for axis in Axis.allCases where configuration.axes.contains(axis) {
                if let anchor {
                    let u = axis == .horizontal ? anchor.x : anchor.y
                    goal[axis] = frame.min(axis) + u * frame.size[axis] - u * container[axis]
                } else if frame.min(axis) < x[axis] || frame.size[axis] > container[axis] {
                    goal[axis] = frame.min(axis)
                } else if frame.max(axis) > x[axis] + container[axis] {
                    goal[axis] = frame.max(axis) - container[axis]
                } else {
                    goal[axis] = x[axis]
                }
            }
        }
        if !goal.isFinite { goal = x }
        goal = clamped(goal)
        if request.animated {
            animate(from: x, velocity: v, to: goal, kind: .program, omega: SpringSimulation.landingOmega, at: time)
        } else {
            position = goal
            setActivity(.idle, at: time, velocity: .zero)
        }
    }
}
