/// Where views line up across a vertical stack, as SwiftUI's
/// `HorizontalAlignment` (left-to-right layout).
public struct HorizontalAlignment: Hashable, Sendable {
    /// The aligned point as a fraction of the width (0 leading, 1 trailing).
    let fraction: CGFloat

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}
