/// Seed 003's status bar: a red bar over the top safe-area inset whose
/// opacity follows the scroll offset.
///
/// The seed reads `minY` of the content in the scroll view's frame (negative
/// when scrolled down) and maps −100…0 to opacity 1…0. With the content
/// offset (`offset = −minY`, positive when scrolled down) that is:
/// 0 for offset ≤ 0, offset/100 for 0…100, 1 above.
public enum StatusBar {
    /// The offset over which the bar fades in, logical pixels (the seed's 100).
    public static let fadeDistance = 100.0

    /// The bar's opacity in [0, 1] for a vertical content offset. Pass the
    /// reported offset: with the `.uiKit` convention (iOS 13) it starts at
    /// −inset, so the bar stays clear for the first `inset` pixels, which is
    /// seed 003's iOS 13 vs iOS 14 difference. NaN gives 0.
    public static func opacity(forOffset offset: Double) -> Double {
        guard offset > 0 else { return 0 }  // also NaN
        return offset >= fadeDistance ? 1 : offset / fadeDistance
    }
}
