/// A lazy grid (SwiftUI's `LazyVGrid` with `columns` flexible columns, or
/// `LazyHGrid` with `columns` flexible rows when `axis` is horizontal): items
/// fill a line of `columns` cells across the scroll axis, then the next line.
///
/// Along the scroll axis every line is as long as its `rowSizing` length (fixed,
/// seeded-random per line, or container-relative); across it the columns
/// share the container minus the padding and the column spacing equally.
/// Lines are an `AxisTrack`, so frames are O(1) and visible ranges O(log n).
///
/// Item ids are the indices at creation, stable across relayouts; appended
/// items get the next, new ids.
public struct GridLayout: GrowableContentLayout, Equatable {
    /// The most columns a grid has.
    public static let maximumColumns = 10_000

    /// The scroll axis: lines stack along it.
    public let axis: Axis
    /// Cells per line, `1...maximumColumns`.
    public let columns: Int
    /// Gap between columns (across `axis`), logical pixels, ≥ 0.
    public let columnSpacing: Double
    /// Space around the items, logical pixels, each ≥ 0.
    public let padding: EdgeInsets
    /// True when the items are marked as scroll targets (`scrollTargetLayout()`).
    public var isScrollTargetLayout: Bool
    /// The container the items are laid out for.
    public private(set) var containerSize: Size
    public private(set) var itemCount: Int

    private var lines: AxisTrack
    private var loading: LoadingBatches
    /// The cross length of every cell.
    private var columnLength: Double = 0

    /// A grid of `itemCount` items in lines of `columns` cells.
    public init(
        axis: Axis = .vertical, columns: Int, itemCount: Int, rowSizing: ItemSizing,
        rowSpacing: Double = 0, columnSpacing: Double = 0, padding: EdgeInsets = .zero,
        containerSize: Size, isScrollTargetLayout: Bool = false, loadingDuration: Double = 0.6
    ) {
        let container = LayoutLimits.size(containerSize)
        let padding = LayoutLimits.insets(padding)
        let columns = Swift.min(Swift.max(columns, 1), Self.maximumColumns)
        let count = LayoutLimits.count(itemCount)
        self.axis = axis
        self.columns = columns
        self.columnSpacing = LayoutLimits.length(columnSpacing)
        self.padding = padding
        self.isScrollTargetLayout = isScrollTargetLayout
        self.containerSize = container
        self.itemCount = count
        self.lines = AxisTrack(
            count: Self.lineCount(items: count, columns: columns), sizing: rowSizing, spacing: rowSpacing,
            leading: padding.leadingEdge(axis), containerLength: container[axis]
        )
        self.loading = LoadingBatches(duration: loadingDuration)
        updateColumns()
    }

    /// Gap between lines (along `axis`), logical pixels, ≥ 0.
    public var rowSpacing: Double { lines.spacing }
    /// How long lines are along `axis` (sanitized).
    public var rowSizing: ItemSizing { lines.sizing }
    /// The number of lines: ⌈itemCount / columns⌉.
    public var lineCount: Int { lines.count }
    /// How long every cell is across `axis`.
    public var cellCrossLength: Double { columnLength }
    /// How long appended items show as loading, seconds.
    public var loadingDuration: Double { loading.duration }

    public var contentSize: Size {
        Size(length: lines.itemsEnd + padding.trailingEdge(axis), cross: containerSize[axis.cross], axis: axis)
    }

    public func frame(ofItem index: Int) -> Rect {
        guard index >= 0, index < itemCount else { return .zero }
        let line = index / columns
        let column = index % columns
        var origin = Point.zero
        origin[axis] = lines.start(line)
        origin[axis.cross] = columnStart(column)
        return Rect(origin: origin, size: Size(length: lines.length(line), cross: columnLength, axis: axis))
    }

    public func itemID(at index: Int) -> Int { index }

    public func index(ofItemID id: Int) -> Int? { id >= 0 && id < itemCount ? id : nil }

    /// Every item of the lines that `rect` overlaps on the scroll axis.
    public func items(in rect: Rect) -> Range<Int> {
        let visible = lines.items(overlapping: rect.min(axis), rect.max(axis))
        guard !visible.isEmpty, !rect.min(axis.cross).isNaN, !rect.max(axis.cross).isNaN else { return 0..<0 }
        return (visible.lowerBound * columns)..<Swift.min(visible.upperBound * columns, itemCount)
    }

    public mutating func relayout(containerSize: Size) {
        self.containerSize = LayoutLimits.size(containerSize)
        lines.relayout(containerLength: self.containerSize[axis])
        updateColumns()
    }

    @discardableResult
    public mutating func appendItems(_ count: Int, at time: Double) -> Int {
        let first = itemCount
        itemCount = LayoutLimits.count(itemCount + Swift.max(0, Swift.min(count, LayoutLimits.maximumItemCount)))
        lines.append(Self.lineCount(items: itemCount, columns: columns) - lines.count)
        loading.record(first..<itemCount, at: time)
        return itemCount - first
    }

    public func isLoading(item index: Int, at time: Double) -> Bool {
        loading.isLoading(index, at: time)
    }

    // MARK: ScrollTargetLayout

    public var targetCount: Int { isScrollTargetLayout ? itemCount : 0 }

    public func targetFrame(at index: Int) -> Rect {
        index < targetCount ? frame(ofItem: index) : .zero
    }

    /// On the scroll axis: the first item of the first line that starts at or
    /// after `position`. Across it (where a grid's cells are not ordered): the
    /// first cell of the first line whose column starts at or after `position`.
    public func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard targetCount > 0, !position.isNaN else { return targetCount }
        if axis == self.axis {
            let line = lines.firstStarting(atOrAfter: position)
            return Swift.min(line * columns, targetCount)
        }
        var lo = 0, hi = columns
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if columnStart(mid) >= position { hi = mid } else { lo = mid + 1 }
        }
        return lo == columns ? targetCount : Swift.min(lo, targetCount)
    }

    // MARK: Columns

    private func columnStart(_ column: Int) -> Double {
        padding.leadingEdge(axis.cross) + Double(column) * (columnLength + columnSpacing)
    }

    private mutating func updateColumns() {
        let free = containerSize[axis.cross] - padding.leadingEdge(axis.cross) - padding.trailingEdge(axis.cross)
            - columnSpacing * Double(columns - 1)
        columnLength = Swift.max(0, free / Double(columns))
    }

    private static func lineCount(items: Int, columns: Int) -> Int {
        items == 0 ? 0 : (items - 1) / columns + 1
    }
}
