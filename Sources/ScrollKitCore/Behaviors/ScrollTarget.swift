/// Where a scroll should end, as SwiftUI's `ScrollTarget`.
///
/// `rect` is in content coordinates. With `anchor == nil` the rect's origin is
/// the target content offset (this is how seed 004's behaviors use it: they set
/// `target.rect.origin.x`). With an anchor, the engine aligns that unit point of
/// the rect with the same unit point of the container.
public struct ScrollTarget: Hashable, Sendable {
    public var rect: Rect
    public var anchor: UnitPoint?

    public init(rect: Rect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }

    /// A target whose rect is the container placed at `offset`.
    public init(offset: Point, containerSize: Size) {
        self.init(rect: Rect(origin: offset, size: containerSize))
    }

    /// The content offset this target asks for in a container of `containerSize`.
    public func offset(in containerSize: Size) -> Point {
        guard let anchor else { return rect.origin }
        return Point(
            x: rect.minX + anchor.x * rect.width - anchor.x * containerSize.width,
            y: rect.minY + anchor.y * rect.height - anchor.y * containerSize.height
        )
    }
}
