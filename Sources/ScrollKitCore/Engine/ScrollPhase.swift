/// The phase of a scroll container, named exactly as SwiftUI's `ScrollPhase`.
public enum ScrollPhase: String, CaseIterable, Hashable, Sendable {
    /// Not moving.
    case idle
    /// A pointer is down but has not yet moved past the touch slop.
    case tracking
    /// The user is moving the content: dragging or trackpad scrolling.
    case interacting
    /// Momentum after the user let go.
    case decelerating
    /// A programmatic scroll, a wheel notch, a key or a snap to a target.
    case animating

    /// True for every phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}
