/// How long each item is across the stacking axis.
public enum CrossSizing: Hashable, Sendable {
    /// The container's cross length minus the cross padding (a row that fills
    /// the width of a vertical list).
    case fill
    /// A fixed cross length, placed by `alignment` in the space between the
    /// cross paddings. Seed 004's pages are `.frame(height: 200)` in a
    /// horizontal scroll view that centres its content: `.fixed(200, .center)`.
    /// When the container is too small the content grows to hold the item.
    case fixed(Double, CrossAlignment)
}
