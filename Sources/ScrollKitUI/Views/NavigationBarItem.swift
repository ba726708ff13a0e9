/// SwiftUI's `NavigationBarItem`, for its `TitleDisplayMode`.
public struct NavigationBarItem: Sendable {
    /// How a navigation title shows: `.large` (the default, `.automatic`
    /// on a stack's root) or `.inline`.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}
