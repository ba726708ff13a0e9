/// When a scroll view rubber-bands past its ends on one axis: SwiftUI's
/// `ScrollBounceBehavior` (`.scrollBounceBehavior(_:axes:)`), as the engine
/// reads it (`ScrollInteraction`).
public enum ScrollBounceMode: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's choice: on iOS a scroll view always bounces
    /// (SwiftUI: "By default, scrollable views use the `always` behavior").
    case automatic = 0
    /// Bounces on the axis whatever the content's size.
    case always = 1
    /// Bounces on the axis only when the content is larger than the
    /// scroll view there (content plus insets over the container: the
    /// content can scroll on that axis).
    case basedOnSize = 2

    /// Whether an axis whose content `fits` (cannot scroll) bounces.
    public func bounces(contentFits fits: Bool) -> Bool {
        switch self {
        case .automatic, .always: return true
        case .basedOnSize: return !fits
        }
    }
}
