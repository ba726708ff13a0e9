/// A lazy stack (SwiftUI's `LazyVStack` / `LazyHStack`): items one after
/// another along `axis`, with `spacing` between them and `padding` around.
///
/// Item lengths follow an `ItemSizing` (fixed, seeded-random or
/// container-relative); across the axis items fill the container or have a
/// fixed, aligned length (`CrossSizing`). Uniform sizings are closed forms;
/// seeded-random lengths keep one `Double` per item (running sums of the
/// starts), so `frame(ofItem:)` is O(1) and `items(in:)` O(log n) either way,
/// and a million rows cost 0 or 8 MB.
///
/// Item ids are the indices at creation: a relayout never changes them, and
/// appended items (`appendItems(_:at:)`) get the next, new ids.
public struct StackLayout: GrowableContentLayout, Equatable {
    /// The stacking axis.
    public let axis: Axis
    /// Gap between consecutive items, logical pixels, ≥ 0.
    public var spacing: Double { track.spacing }
    /// Space around the items, logical pixels, each ≥ 0.
    public let padding: EdgeInsets
    /// How long items are along `axis` (sanitized).
    public var sizing: ItemSizing { track.sizing }
    /// How long items are across `axis`.
    public let crossSizing: CrossSizing
    /// True when the items are marked as scroll targets (`scrollTargetLayout()`).
    public var isScrollTargetLayout: Bool
    /// The container the items are laid out for, each side in
    /// `0...LayoutLimits.maximumLength`.
    public private(set) var containerSize: Size

    private var track: AxisTrack
    private var loading: LoadingBatches
    /// Where items start across the axis.
    private var crossStart: Double = 0
    /// How long items are across the axis.
    private var crossLength: Double = 0
    /// The content's length across the axis.
    private var contentCross: Double = 0

    /// A stack of `itemCount` items (clamped to `0...LayoutLimits.maximumItemCount`).
    /// Non-finite or negative lengths are made safe (see `LayoutLimits`).
    /// - Parameter loadingDuration: how long appended items show as loading, seconds.
    public init(
        axis: Axis, itemCount: Int, sizing: ItemSizing, spacing: Double = 0,
        padding: EdgeInsets = .zero, crossSizing: CrossSizing = .fill, containerSize: Size,
        isScrollTargetLayout: Bool = false, loadingDuration: Double = 0.6
    ) {
        let container = LayoutLimits.size(containerSize)
        let padding = LayoutLimits.insets(padding)
        self.axis = axis
        self.padding = padding
        self.crossSizing = Self.sanitized(crossSizing)
        self.isScrollTargetLayout = isScrollTargetLayout
        self.containerSize = container
        self.track = AxisTrack(
            count: itemCount, sizing: sizing, spacing: spacing,
            leading: padding.leadingEdge(axis), containerLength: container[axis]
        )
        self.loading = LoadingBatches(duration: loadingDuration)
        updateCross()
    }

    /// A stack of items all `itemLength` long that fill the container across.
    public init(
        axis: Axis, itemCount: Int, itemLength: Double, spacing: Double = 0,
        padding: EdgeInsets = .zero, containerSize: Size, isScrollTargetLayout: Bool = false
    ) {
        self.init(
            axis: axis, itemCount: itemCount, sizing: .fixed(itemLength), spacing: spacing,
            padding: padding, containerSize: containerSize, isScrollTargetLayout: isScrollTargetLayout
        )
    }

    public var itemCount: Int { track.count }

    /// The length of every item along `axis` for uniform sizings; the largest
    /// possible length (`max`) for seeded-random ones.
    public var itemLength: Double {
        if case let .seededRandom(_, hi, _) = track.sizing { return hi }
        return track.uniformLength
    }

    /// How long appended items show as loading, seconds.
    public var loadingDuration: Double { loading.duration }

    public var contentSize: Size {
        let length = track.itemsEnd + padding.trailingEdge(axis)
        return Size(length: length, cross: contentCross, axis: axis)
    }

    public func frame(ofItem index: Int) -> Rect {
        guard index >= 0, index < track.count else { return .zero }
        var origin = Point.zero
        origin[axis] = track.start(index)
        origin[axis.cross] = crossStart
        return Rect(origin: origin, size: Size(length: track.length(index), cross: crossLength, axis: axis))
    }

    public func itemID(at index: Int) -> Int { index }

    public func index(ofItemID id: Int) -> Int? { id >= 0 && id < track.count ? id : nil }

    public func items(in rect: Rect) -> Range<Int> {
        let lo = rect.min(axis.cross), hi = rect.max(axis.cross)
        guard !lo.isNaN, !hi.isNaN, crossStart < hi, lo < crossStart + crossLength else { return 0..<0 }
        return track.items(overlapping: rect.min(axis), rect.max(axis))
    }

    public mutating func relayout(containerSize: Size) {
        self.containerSize = LayoutLimits.size(containerSize)
        track.relayout(containerLength: self.containerSize[axis])
        updateCross()
    }

    @discardableResult
    public mutating func appendItems(_ count: Int, at time: Double) -> Int {
        let first = track.count
        let added = track.append(count)
        loading.record(first..<(first + added), at: time)
        return added
    }

    public func isLoading(item index: Int, at time: Double) -> Bool {
        loading.isLoading(index, at: time)
    }

    // MARK: ScrollTargetLayout

    public var targetCount: Int { isScrollTargetLayout ? track.count : 0 }

    public func targetFrame(at index: Int) -> Rect {
        index < targetCount ? frame(ofItem: index) : .zero
    }

    /// On the stacking axis, a binary search of the item starts; across it,
    /// every item starts at the same place, so the answer is 0 or `targetCount`.
    public func firstTarget(atOrAfter position: Double, on axis: Axis) -> Int {
        guard targetCount > 0, !position.isNaN else { return targetCount }
        if axis == self.axis { return track.firstStarting(atOrAfter: position) }
        return crossStart >= position ? 0 : targetCount
    }

    // MARK: Cross axis

    private mutating func updateCross() {
        let before = padding.leadingEdge(axis.cross)
        let after = padding.trailingEdge(axis.cross)
        let container = containerSize[axis.cross]
        switch crossSizing {
        case .fill:
            crossStart = before
            crossLength = Swift.max(0, container - before - after)
            contentCross = container
        case let .fillMultiple(factor):
            contentCross = container * factor
            crossStart = before
            crossLength = Swift.max(0, contentCross - before - after)
        case let .fixed(length, alignment):
            contentCross = Swift.max(container, before + length + after)
            crossStart = before + (contentCross - before - after - length) * alignment.fraction
            crossLength = length
        }
    }

    private static func sanitized(_ sizing: CrossSizing) -> CrossSizing {
        if case let .fixed(length, alignment) = sizing { return .fixed(LayoutLimits.length(length), alignment) }
        if case let .fillMultiple(factor) = sizing {
            return .fillMultiple(factor.isFinite ? Swift.min(Swift.max(factor, 1), 100) : 1)
        }
        return sizing
    }
}
