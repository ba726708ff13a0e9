/// The phase of a scroll container, as SwiftUI's `ScrollPhase`: the engine
/// decides it each tick; views read the same value (ScrollKitUI re-exports
/// it for `onScrollPhaseChange`).
public enum ScrollPhase: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

    /// True for every phase but `.idle`, as SwiftUI's `isScrolling`.
    public var isScrolling: Bool { self != .idle }

    public var description: String { rawValue }

    /// True while the user moved the content (a drag or its coasting):
    /// `ScrollPosition.isPositionedByUser` and `scrollPosition(id:)` follow
    /// the scroll then.
    package var isUserDriven: Bool { self == .tracking || self == .interacting || self == .decelerating }
}
