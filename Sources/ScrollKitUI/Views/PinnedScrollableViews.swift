/// Which parts of a lazy stack's or grid's sections stay pinned to the
/// scroll view's edge, as SwiftUI's `PinnedScrollableViews`: a lazy
/// stack's headers stick to the top (leading) edge of the scroll view's
/// visible area and footers to its bottom (trailing) edge while their
/// section is on screen (`SectionPinning`); lazy grids do not pin.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
