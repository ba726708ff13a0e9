/// Seed 000's collapsible header (the example that closes Sundell's article,
/// built on `OffsetObservingScrollView`): a header above a list, full height
/// at offset 0, shrinking as the content offset grows until it reaches its
/// minimum height; the collapsed header then stays pinned for
/// `pinnedDistance` more pixels of scrolling and after that scrolls away
/// with the content (`pinnedDistance = .infinity`: pinned for good, as in the
/// article's gist).
///
/// The header occupies the first `maxHeight` pixels of the content (the list
/// starts below it), so at every offset up to the end of the collapse its
/// bottom edge is where the content is: `maxHeight − offset`. Pulled down
/// past the start (offset < 0) it stretches to stay attached to the content,
/// as the gist's background does.
public struct CollapsibleHeader: Hashable, Sendable {
    /// Height at rest, logical pixels (the gist's expanded 150).
    public var maxHeight: Double
    /// Smallest height, logical pixels, ≤ maxHeight (the gist's collapsed 50).
    public var minHeight: Double
    /// Offset travelled after the collapse during which the collapsed header
    /// stays pinned at the top, logical pixels, ≥ 0; `.infinity` pins it for good.
    public var pinnedDistance: Double
    /// The header's title.
    public var title: String
    /// The header gradient's top and bottom colours (the gist's preview:
    /// orange to red) and the title's colour.
    public var topColor: RGBColor
    public var bottomColor: RGBColor
    public var titleColor: RGBColor

    public init(
        maxHeight: Double, minHeight: Double, pinnedDistance: Double = .infinity, title: String = "",
        topColor: RGBColor = RGBColor(hex: 0xFF9500), bottomColor: RGBColor = RGBColor(hex: 0xFF3B30),
        titleColor: RGBColor = RGBColor(hex: 0xFFFFFF)
    ) {
        let maxHeight = maxHeight.isFinite ? Swift.max(0, maxHeight) : 0
        self.maxHeight = maxHeight
        self.minHeight = minHeight.isFinite ? Swift.min(Swift.max(0, minHeight), maxHeight) : 0
        self.pinnedDistance = pinnedDistance.isNaN ? .infinity : Swift.max(0, pinnedDistance)
        self.title = title
        self.topColor = topColor
        self.bottomColor = bottomColor
        self.titleColor = titleColor
    }

    /// The offset over which the header shrinks: maxHeight − minHeight.
    public var collapseDistance: Double { Swift.max(0, maxHeight - minHeight) }

    /// The header height for a vertical content offset: maxHeight − offset,
    /// clamped to [minHeight, maxHeight] (pulling down past the start does not
    /// grow it; `geometry(forOffset:)` adds the stretch).
    public func height(forOffset offset: Double) -> Double {
        guard offset.isFinite else { return maxHeight }
        return Swift.min(Swift.max(maxHeight - offset, minHeight), maxHeight)
    }

    /// Where the header is drawn for a vertical content offset (the reported
    /// SwiftUI offset, 0 at rest), in container coordinates:
    /// - offset < 0: y 0, height maxHeight − offset (stretched with the pull);
    /// - 0 … collapseDistance: y 0, height maxHeight − offset;
    /// - … + pinnedDistance: y 0, height minHeight (pinned);
    /// - beyond: height minHeight, y = −(offset − collapseDistance − pinnedDistance),
    ///   moving up with the content until it is gone.
    /// A non-finite offset reads as 0.
    public func geometry(forOffset offset: Double) -> CollapsibleHeaderGeometry {
        let o = offset.isFinite ? offset : 0
        let height = o < 0 ? maxHeight - o : self.height(forOffset: o)
        let scrolled = o - collapseDistance - pinnedDistance  // −∞ when pinned for good
        let y = scrolled > 0 ? -scrolled : 0
        let progress = collapseDistance > 0 ? Swift.min(Swift.max(o / collapseDistance, 0), 1) : (o > 0 ? 1 : 0)
        return CollapsibleHeaderGeometry(
            y: y, height: height, collapseProgress: progress,
            collapsedTitleOpacity: collapsedTitleOpacity(forOffset: o),
            expandedTitleCenterY: maxHeight / 2 - o
        )
    }

    /// The gist's `collapsedHeaderOpacity`: the small title fades in between
    /// offset maxHeight/2 (0) and maxHeight − minHeight (1). When those meet
    /// or cross it switches at maxHeight/2.
    public func collapsedTitleOpacity(forOffset offset: Double) -> Double {
        guard offset.isFinite else { return offset == .infinity ? 1 : 0 }
        let from = maxHeight / 2, to = collapseDistance
        guard offset > from else { return 0 }
        guard offset < to else { return 1 }
        return (offset - from) / (to - from)
    }
}
