@testable import ScrollKitCore

/// Builds the engine's call for one axis: the container placed at
/// `original` / `proposed` on `axis` (0 on the other axis), and returns the
/// behavior's answer as a content offset.
struct BehaviorCall {
    var axis: Axis = .horizontal
    var axes: Axes? = nil
    var container: Double = 390
    var cross: Double = 844
    var content: Double
    var original: Double
    var proposed: Double
    var velocity: Double = 0
    var targets: (any ScrollTargetLayout)? = nil
    var reason: ScrollTargetUpdateReason = .gestureEnded

    var containerSize: Size { Size(length: container, cross: cross, axis: axis) }

    var context: ScrollTargetBehaviorContext {
        var origin = Point.zero
        origin[axis] = original
        return ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: origin, containerSize: containerSize),
            velocity: Vector(velocity, on: axis),
            contentSize: Size(length: content, cross: cross, axis: axis),
            containerSize: containerSize,
            axes: axes ?? Axes(axis),
            targets: targets,
            reason: reason
        )
    }

    var proposedTarget: ScrollTarget {
        var origin = Point.zero
        origin[axis] = proposed
        return ScrollTarget(offset: origin, containerSize: containerSize)
    }

    /// The whole target offset the behavior answers.
    func point(_ behavior: some NamedScrollTargetBehavior) -> Point {
        behavior.updatedTarget(proposedTarget, context: context).offset(in: containerSize)
    }

    /// The behavior's answer on `axis`.
    func run(_ behavior: some NamedScrollTargetBehavior) -> Double { point(behavior)[axis] }

    var maxOffset: Double { max(0, content - container) }
}

/// Items laid end to end on an axis: target i at `start + i·pitch`, `length` long.
func rowTargets(count: Int, length: Double, pitch: Double? = nil, start: Double = 0, axis: Axis = .horizontal, cross: Double = 844) -> ArrayScrollTargetLayout {
    let pitch = pitch ?? length
    let frames = (0..<count).map { i -> Rect in
        var origin = Point.zero
        origin[axis] = start + Double(i) * pitch
        return Rect(origin: origin, size: Size(length: length, cross: cross, axis: axis))
    }
    return ArrayScrollTargetLayout(frames: frames, axis: axis)
}

/// True when `value` is a page boundary k·L (k ≥ 0) or the maximum offset.
func isPageBoundary(_ value: Double, pageLength: Double, maxOffset: Double) -> Bool {
    let tolerance = pageLength * 1e-6 + 1e-9
    if abs(value - maxOffset) <= tolerance { return true }
    let k = (value / pageLength).rounded()
    return k >= 0 && abs(k * pageLength - value) <= tolerance && value <= maxOffset + tolerance
}
