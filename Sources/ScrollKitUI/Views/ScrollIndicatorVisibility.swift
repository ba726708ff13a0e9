/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool

    public static let automatic = ScrollIndicatorVisibility(shows: true)
    public static let visible = ScrollIndicatorVisibility(shows: true)
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    public static let never = ScrollIndicatorVisibility(shows: false)
}
