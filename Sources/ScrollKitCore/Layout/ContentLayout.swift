/// The laid-out content of a scroll container: item frames in content
/// coordinates, looked up in O(log n) (prefix sums and binary search), so a
/// frame costs the same with 100 or 1,000,000 items.
///
/// Invariants: `contentSize` is finite and non-negative; item frames are
/// finite; item ids are stable across `relayout(containerSize:)`. No input
/// (NaN, infinite, zero or huge sizes, out-of-range indices) traps.
public protocol ContentLayout: ScrollTargetLayout {
    /// The number of items.
    var itemCount: Int { get }
    /// The size of all the content (padding included, insets excluded).
    var contentSize: Size { get }
    /// The frame of item `index` in content coordinates (`Rect.zero` when
    /// `index` is out of range).
    func frame(ofItem index: Int) -> Rect
    /// The stable id of item `index` (what a GIF prints on the item).
    func itemID(at index: Int) -> Int
    /// The index of the item with `id`, if present.
    func index(ofItemID id: Int) -> Int?
    /// The indices of the items that intersect `rect`, found by binary search.
    /// Stacks return exactly the items whose frames intersect `rect`; grids
    /// return whole rows (every item of the rows that `rect` overlaps on the
    /// scroll axis), a superset. Empty for a NaN rect.
    func items(in rect: Rect) -> Range<Int>
    /// True when the children are marked as scroll targets (`scrollTargetLayout()`).
    var isScrollTargetLayout: Bool { get }
    /// Lays the items out again for a container of `containerSize`.
    mutating func relayout(containerSize: Size)
    /// The viewport inside the container last laid out, points: the size
    /// of the scroll view's own frame when the content is a whole screen
    /// whose scroll view is only part of it (a view file's outermost
    /// `ScrollView` between a header and a footer). The engine scrolls with
    /// it as its container. Nil (the default): the container is the viewport.
    var viewportSize: Size? { get }
    /// True while item `index` was appended less than a moment before `time`
    /// (seconds, the engine's clock) and should be drawn as loading (the feed
    /// preset's appended rows). False for layouts that never grow.
    func isLoading(item index: Int, at time: Double) -> Bool
    /// What the scroll view's modifiers allow (`.scrollDisabled`,
    /// `.scrollBounceBehavior`), read at every tick. The default: scrolls
    /// and bounces as the engine's configuration says.
    var interaction: ScrollInteraction { get }
}

extension ContentLayout {
    public func isLoading(item index: Int, at time: Double) -> Bool { false }
    public var viewportSize: Size? { nil }
    public var interaction: ScrollInteraction { ScrollInteraction() }
}
