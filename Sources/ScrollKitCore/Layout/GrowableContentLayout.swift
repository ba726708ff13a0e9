/// A layout that more items can be appended to (the feed preset's
/// "load more"): appended items get new ids, existing ids never change.
public protocol GrowableContentLayout: ContentLayout {
    /// Appends `count` items at the end, marked as loading from `time` (seconds)
    /// for the layout's loading duration; returns how many were appended
    /// (fewer at `LayoutLimits.maximumItemCount`, 0 for `count ≤ 0`).
    @discardableResult
    mutating func appendItems(_ count: Int, at time: Double) -> Int
}
