/// Which parts of a lazy stack's or grid's sections stay pinned to the
/// scroll view's edge, as SwiftUI's `PinnedScrollableViews`. Accepted;
/// the playground does not pin: headers and footers scroll with their
/// sections (docs/views.md).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
