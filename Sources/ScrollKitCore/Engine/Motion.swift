/// A running simulation on both axes, started at `start` (seconds, engine
/// clock). `target` is where it rests (positions, content coordinates).
struct Motion: Sendable {
    /// `.ballistic`, `.bounce`, `.snap`, `.wheel` or `.program`.
    var kind: ScrollActivityKind
    var start: Double
    var x: AxisMotion
    var y: AxisMotion
    /// When true, evaluated positions are clamped to the valid range (wheel,
    /// keys, scrollTo and snaps that began inside it never overscroll).
    var clampsToBounds: Bool
    /// True when the motion heads for a chosen target (a behavior's answer, a
    /// wheel notch, a key, `scrollTo`), false for free momentum and bounces.
    /// A wheel notch, a key or a resize during a landing builds on its target.
    var isLanding: Bool = false
    /// When set, the motion's end asks the behavior again, with this
    /// velocity (px/s; its sign per axis is the scroll's direction), where
    /// the motion ended, and lands on the answer: Chromium snaps once when a
    /// wheel animation finishes (a direction strategy from there), Flutter
    /// goes ballistic at 0 when a key's animation finishes. Nil: the motion
    /// simply rests on its target.
    var decidesAtEnd: Vector?

    var target: Point { Point(x: x.finalPosition, y: y.finalPosition) }

    func position(at time: Double) -> Point {
        let t = time - start
        return Point(x: x.x(t), y: y.x(t))
    }

    func velocity(at time: Double) -> Vector {
        let t = time - start
        return Vector(dx: x.dx(t), dy: y.dx(t))
    }

    func isDone(at time: Double) -> Bool {
        let t = time - start
        return x.isDone(t) && y.isDone(t)
    }

    /// True when both axes start done (nothing to animate).
    var isTrivial: Bool { x.isDone(0) && y.isDone(0) }

    /// True when either axis lands with a spring.
    var usesSpring: Bool { x.isSpring || y.isSpring }
}
