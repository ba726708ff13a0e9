/// A scroll the view asked for during a layout (`ScrollViewProxy.scrollTo`,
/// `ScrollPosition.scrollTo`, a `scrollPosition(id:)` binding set by code,
/// `.defaultScrollAnchor` on the first layout), resolved to a content
/// offset for the app's `ScrollEngine` to perform. The layout itself never
/// moves a scroll view: the next layout call gets the engine's offset.
public struct ScrollRequest: Equatable, Sendable, CustomStringConvertible {
    /// The scroll view's index in `ViewLayout.scrollViews` (placement
    /// order, outermost first).
    public var scrollView: Int
    /// The offset to go to, in the engine's convention (0 at the start),
    /// clamped to the scrollable range on the axes the view scrolls.
    public var offset: CGPoint
    /// What asked: `scrollTo(id: 7, anchor: top)`, `scrollTo(edge: bottom)`,
    /// `scrollPosition(id: 7)`, `defaultScrollAnchor(bottom)`.
    public var reason: String
    /// True when the change that asked was animated (`withAnimation`,
    /// `.animation(_:value:)`): the engine animates the scroll, else it jumps.
    public var animated = false

    public var description: String { "scroll \(scrollView) to (\(offset.x), \(offset.y)): \(reason)" }
}
