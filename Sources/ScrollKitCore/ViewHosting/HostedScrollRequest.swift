/// A scroll a hosted view asked for during a tick (`ScrollPosition.scrollTo`,
/// a `scrollPosition(id:)` binding set by code, `ScrollViewReader`'s
/// `proxy.scrollTo`), resolved by the view's host to a content offset.
public struct HostedScrollRequest: Equatable, Sendable {
    /// The scroll view's index in `HostedViewLayout.scrollViews` (outermost first).
    public var scrollView: Int
    /// The content offset to go to, points, 0 at the start (insets not counted).
    public var offset: Point
    /// What asked (`scrollTo(id: 7, anchor: top)`), for the trace.
    public var reason: String
    /// Animate the scroll (the change was made inside `withAnimation`), else jump.
    public var animated: Bool

    public init(scrollView: Int, offset: Point, reason: String, animated: Bool = false) {
        self.scrollView = scrollView
        self.offset = offset
        self.reason = reason
        self.animated = animated
    }
}
