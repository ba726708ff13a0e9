/// Where views line up across a horizontal stack, as SwiftUI's
/// `VerticalAlignment`. The text baselines are approximated: the first
/// baseline as the top, the last as the bottom (exact for one line of text
/// of one font beside another).
public struct VerticalAlignment: Hashable, Sendable {
    /// The aligned point as a fraction of the height (0 top, 1 bottom).
    let fraction: CGFloat

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}
