/// What a scroll view's modifiers allow its engine beyond its geometry,
/// read from its content (`ContentLayout.interaction`) at every tick, so a
/// view's state that toggles them takes effect on the next tick:
/// SwiftUI's `.scrollDisabled` and `.scrollBounceBehavior(_:axes:)`.
public struct ScrollInteraction: Hashable, Sendable {
    /// `.scrollDisabled(true)`: the user's pointer, wheel and keys do not
    /// scroll (UIKit's `isScrollEnabled = false`: the scroll view takes no
    /// touches); a programmatic scroll (`scrollTo`, a scroll position
    /// binding) and a resize still move the content.
    public var isScrollDisabled: Bool
    public var verticalBounce: ScrollBounceMode
    public var horizontalBounce: ScrollBounceMode

    public init(isScrollDisabled: Bool = false, verticalBounce: ScrollBounceMode = .automatic,
                horizontalBounce: ScrollBounceMode = .automatic) {
        self.isScrollDisabled = isScrollDisabled
        self.verticalBounce = verticalBounce
        self.horizontalBounce = horizontalBounce
    }

    /// The bounce mode on `axis`.
    public func bounce(_ axis: Axis) -> ScrollBounceMode {
        axis == .vertical ? verticalBounce : horizontalBounce
    }
}
