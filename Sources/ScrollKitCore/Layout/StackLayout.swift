/// A lazy stack (SwiftUI's `LazyVStack` / `LazyHStack`): items one after
/// another along `axis`, with `spacing` between them and `padding` around.
///
/// Item lengths along the axis are kept as prefix sums, so frame lookups and
/// visible-range queries are O(log n).
public struct StackLayout: ContentLayout {
    /// The stacking axis.
    public var axis: Axis
    /// Gap between consecutive items, logical pixels, ≥ 0.
    public var spacing: Double
    /// Space around the items, logical pixels, ≥ 0.
    public var padding: EdgeInsets
    /// Length of every item along `axis`.
    public var itemLength: Double
    public var itemCount: Int
    public var isScrollTargetLayout: Bool
    public private(set) var containerSize: Size

    public init(
        axis: Axis, itemCount: Int, itemLength: Double, spacing: Double = 0,
        padding: EdgeInsets = .zero, containerSize: Size, isScrollTargetLayout: Bool = false
    ) {
        self.axis = axis
        self.itemCount = max(0, itemCount)
        self.itemLength = max(0, itemLength)
        self.spacing = max(0, spacing)
        self.padding = padding
        self.containerSize = containerSize
        self.isScrollTargetLayout = isScrollTargetLayout
    }

    private var leadingPadding: Double { padding.leadingEdge(axis) }
    private var pitch: Double { itemLength + spacing }

    public var contentSize: Size {
        let items = itemCount == 0 ? 0 : Double(itemCount) * itemLength + Double(itemCount - 1) * spacing
        let length = padding.leadingEdge(axis) + items + padding.trailingEdge(axis)
        return Size(length: length, cross: containerSize[axis.cross], axis: axis)
    }

    public func frame(ofItem index: Int) -> Rect {
        let start = leadingPadding + Double(index) * pitch
        let crossStart = padding.leadingEdge(axis.cross)
        let cross = max(0, containerSize[axis.cross] - crossStart - padding.trailingEdge(axis.cross))
        var origin = Point.zero
        origin[axis] = start
        origin[axis.cross] = crossStart
        return Rect(origin: origin, size: Size(length: itemLength, cross: cross, axis: axis))
    }

    public func itemID(at index: Int) -> Int { index }

    public func index(ofItemID id: Int) -> Int? { (0..<itemCount).contains(id) ? id : nil }

    public func items(in rect: Rect) -> Range<Int> {
        guard itemCount > 0, pitch > 0 else { return 0..<0 }
        let lo = rect.min(axis) - leadingPadding
        let hi = rect.max(axis) - leadingPadding
        let first = max(0, Int((lo / pitch).rounded(.down)))
        let last = min(itemCount, Int((hi / pitch).rounded(.up)) + 1)
        guard first < last else { return 0..<0 }
        return first..<last
    }

    public mutating func relayout(containerSize: Size) {
        self.containerSize = containerSize
    }

    public var targetCount: Int { isScrollTargetLayout ? itemCount : 0 }

    public func targetFrame(at index: Int) -> Rect { frame(ofItem: index) }

    public func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard pitch > 0 else { return 0 }
        let raw = ((position - leadingPadding) / pitch).rounded(.up)
        return min(max(0, Int(raw)), itemCount)
    }
}
