/// How `.aspectRatio` fits a ratio into the space offered, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size of the ratio inside the space.
    case fit
    /// The smallest size of the ratio covering the space.
    case fill
}
