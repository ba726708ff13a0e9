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
    /// `factor` container cross lengths minus the cross padding: content wider
    /// (or taller) than the container, so a container that scrolls on both
    /// axes has somewhere to go on its cross axis too (seed 000's `axes`).
    case fillMultiple(Double)
}
