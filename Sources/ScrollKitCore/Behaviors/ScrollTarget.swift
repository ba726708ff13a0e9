import Foundation

/// Where a scroll should end, as SwiftUI's `ScrollTarget`: one type for the
/// built-in behaviors, the engine and user files (ScrollKitUI re-exports it).
///
/// `rect` is in content coordinates, points. With `anchor == nil` the rect's
/// origin is the target content offset (this is how seed 004's behaviors use
/// it: they set `target.rect.origin.x`). With an anchor, the engine aligns
/// that unit point of the rect with the same unit point of the container.
public struct ScrollTarget: Hashable, Sendable {
    /// The target rect, in content coordinates (points).
    public var rect: CGRect
    /// The unit point of `rect` to align with the container, or nil.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// A target whose rect is the container placed at `offset`.
    package init(offset: Point, containerSize: Size) {
        self.init(rect: CGRect(x: offset.x, y: offset.y, width: containerSize.width, height: containerSize.height))
    }

    /// The content offset this target asks for in a container of
    /// `containerSize`. Reads the rect as stored (origin and size, not
    /// standardized), so an answer is taken exactly as the behavior wrote it.
    package func offset(in containerSize: Size) -> Point {
        let origin = rect.origin, size = rect.size
        guard let anchor else { return Point(x: origin.x, y: origin.y) }
        let ax = Double(anchor.x), ay = Double(anchor.y)
        return Point(
            x: Double(origin.x) + ax * Double(size.width) - ax * containerSize.width,
            y: Double(origin.y) + ay * Double(size.height) - ay * containerSize.height
        )
    }

    /// `offset(in:)` for a container size in SwiftUI's type.
    package func offset(in containerSize: CGSize) -> Point {
        offset(in: Size(containerSize))
    }
}
