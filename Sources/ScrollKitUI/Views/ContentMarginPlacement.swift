/// What `.contentMargins` applies to, as SwiftUI's `ContentMarginPlacement`:
/// margins for the indicators alone do not move the content.
public struct ContentMarginPlacement: Hashable, Sendable {
    let movesContent: Bool

    public static let automatic = ContentMarginPlacement(movesContent: true)
    public static let scrollContent = ContentMarginPlacement(movesContent: true)
    public static let scrollIndicators = ContentMarginPlacement(movesContent: false)
}
