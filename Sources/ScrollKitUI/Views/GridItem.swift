/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's
/// `GridItem`: its size rule, the space after it (nil: 8 points) and how a
/// view sits in its cell (nil: centred).
public struct GridItem: Hashable, Sendable {
    /// How wide a column is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space the fixed items leave, within [minimum, maximum].
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit in a flexible share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
