/// The phase of a scroll view's gesture, as SwiftUI's `ScrollPhase`: the
/// playground's `ScrollEngine` decides it each tick and hands it to the
/// layout in `ScrollViewState` (the engine's own phase has the same raw
/// values: `ScrollPhase(rawValue: enginePhase.rawValue)`).
public enum ScrollPhase: String, Hashable, Sendable, CustomStringConvertible {
    /// No scroll is running.
    case idle
    /// A finger is down but has not moved enough to scroll yet.
    case tracking
    /// The user is driving the scroll (a drag).
    case interacting
    /// The finger lifted; the content coasts to its target.
    case decelerating
    /// A programmatic scroll (`scrollTo`, `scrollPosition`) is animating.
    case animating

    /// `phase != .idle`, as SwiftUI's `isScrolling`.
    public var isScrolling: Bool { self != .idle }

    public var description: String { rawValue }

    /// True while the user moved the content (a drag or its coasting):
    /// `ScrollPosition.isPositionedByUser` and `scrollPosition(id:)` follow
    /// the scroll then.
    var isUserDriven: Bool { self == .tracking || self == .interacting || self == .decelerating }
}
