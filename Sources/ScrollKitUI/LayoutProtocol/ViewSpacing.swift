/// The space a view prefers next to each of its edges, points, as
/// SwiftUI's `ViewSpacing`. A view prefers SwiftUI's standard 8 points on
/// every edge; a `Spacer` prefers none (`.zero`). The distance between two
/// neighbours is the smaller of the two facing preferences, so two views
/// sit 8 apart and a view touches a spacer (whose own length keeps them
/// apart).
public struct ViewSpacing: Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// SwiftUI's standard spacing between two views, points.
    static let standard: CGFloat = 8

    /// The standard spacing on every edge.
    public init() {
        (top, leading, bottom, trailing) = (Self.standard, Self.standard, Self.standard, Self.standard)
    }

    /// No spacing on any edge.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        (s.top, s.leading, s.bottom, s.trailing) = (0, 0, 0, 0)
        return s
    }()

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? Swift.min(trailing, next.leading) : Swift.min(bottom, next.top)
    }

    /// Merges `other`'s preferences on `edges`: the larger of the two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    /// This spacing merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}
