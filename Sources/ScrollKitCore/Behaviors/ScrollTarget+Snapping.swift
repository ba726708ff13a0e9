import Foundation

extension ScrollTarget {
    /// Moves the target so that its offset on `axis` is `offset`: the rect
    /// becomes the container at that offset, without an anchor (the other
    /// axis keeps the offset the target asked for).
    mutating func setOffset(_ offset: Double, on axis: Axis, containerSize: Size) {
        var origin = self.offset(in: containerSize)
        origin[axis] = offset
        self = ScrollTarget(offset: origin, containerSize: containerSize)
    }

    /// `setOffset(_:on:containerSize:)` for a container size in SwiftUI's type.
    mutating func setOffset(_ offset: Double, on axis: Axis, containerSize: CGSize) {
        setOffset(offset, on: axis, containerSize: Size(containerSize))
    }
}
