/// The laid-out content of a scroll container: item frames in content
/// coordinates, looked up in O(log n) (prefix sums and binary search), so a
/// frame costs the same with 100 or 1,000,000 items.
///
/// Invariants: `contentSize` is finite and non-negative; item frames are
/// finite; item ids are stable across `relayout(containerSize:)`.
public protocol ContentLayout: ScrollTargetLayout {
    /// The number of items.
    var itemCount: Int { get }
    /// The size of all the content (padding included, insets excluded).
    var contentSize: Size { get }
    /// The frame of item `index` in content coordinates.
    func frame(ofItem index: Int) -> Rect
    /// The stable id of item `index` (what a GIF prints on the item).
    func itemID(at index: Int) -> Int
    /// The index of the item with `id`, if present.
    func index(ofItemID id: Int) -> Int?
    /// The indices of the items that intersect `rect`, found by binary search.
    func items(in rect: Rect) -> Range<Int>
    /// True when the children are marked as scroll targets (`scrollTargetLayout()`).
    var isScrollTargetLayout: Bool { get }
    /// Lays the items out again for a container of `containerSize`.
    mutating func relayout(containerSize: Size)
}
