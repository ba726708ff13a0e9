import ScrollKitCore

/// Tells a click from a drag for a view file's `Button`s: a press and
/// release of the mouse within `slop` points of each other on one lane is
/// a tap at the press's point (the lane's coordinates); anything that
/// moved farther is a scroll.
package struct ViewTapTracker: Sendable {
    /// How far the pointer may move and still tap, points (UIKit's touch slop is about 10).
    package static let slop = 10.0
    private var press: (lane: Int, point: Point)?
    private var moved = false

    package init() {}

    /// Feeds a pointer action at `point` (lane `lane`'s coordinates);
    /// returns the tap (lane, point) when this release completes one.
    package mutating func feed(_ action: PointerAction, at point: Point, lane: Int) -> (lane: Int, point: Point)? {
        switch action {
        case .down:
            press = (lane, point)
            moved = false
        case .move:
            if let press, abs(point.x - press.point.x) > Self.slop || abs(point.y - press.point.y) > Self.slop { moved = true }
        case .up:
            defer { press = nil }
            if let press, !moved, abs(point.x - press.point.x) <= Self.slop, abs(point.y - press.point.y) <= Self.slop {
                return press
            }
        }
        return nil
    }
}
