/// Bounds that keep every layout finite and its memory bounded, whatever
/// the input (NaN, infinities, negative or huge values).
///
/// Layouts clamp what they are given instead of trapping: a NaN length reads
/// as 0, a negative one as 0, an infinite or huge one as `maximumLength`; an
/// item count is clamped to `0...maximumItemCount`.
public enum LayoutLimits {
    /// The most items one layout holds. A layout with seeded-random lengths
    /// keeps one `Double` per item (80 MB at this count); uniform layouts keep
    /// nothing per item.
    public static let maximumItemCount = 10_000_000

    /// The longest length (item, spacing, padding, container side) a layout
    /// accepts, logical pixels. With `maximumItemCount` items every position
    /// stays finite (≤ 2·10¹⁶).
    public static let maximumLength = 1e9

    /// `x` made safe as a length: NaN → 0, negative → 0, above
    /// `maximumLength` (+∞ included) → `maximumLength`.
    static func length(_ x: Double) -> Double {
        x.isNaN ? 0 : Swift.min(Swift.max(x, 0), maximumLength)
    }

    /// `n` clamped to `0...maximumItemCount`.
    static func count(_ n: Int) -> Int {
        Swift.min(Swift.max(n, 0), maximumItemCount)
    }

    /// Both sides made safe with `length(_:)`.
    static func size(_ s: Size) -> Size {
        Size(width: length(s.width), height: length(s.height))
    }

    /// All four insets made safe with `length(_:)`.
    static func insets(_ e: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: length(e.top), leading: length(e.leading), bottom: length(e.bottom), trailing: length(e.trailing))
    }
}
