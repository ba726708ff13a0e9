/// Where the collapsible header is drawn at one offset, in container
/// coordinates (y 0 = the container's top edge), logical pixels.
public struct CollapsibleHeaderGeometry: Hashable, Sendable {
    /// The header's top edge: 0 while pinned, negative once it scrolls away.
    public var y: Double
    /// The header's height, ≥ minHeight (more than maxHeight while pulled down).
    public var height: Double
    /// 0 at full height, 1 once collapsed to minHeight (the renderer may
    /// switch the title from `.title` to `.body` size at ½).
    public var collapseProgress: Double
    /// Opacity of the collapsed (small) title, 0…1; it is centred in the
    /// header once the header is at its minimum height.
    public var collapsedTitleOpacity: Double
    /// The vertical centre of the large title, which sits in the content (the
    /// gist puts the expanded header in the scroll view) and so moves with it:
    /// maxHeight/2 − offset. Draw it with opacity 1 − collapsedTitleOpacity,
    /// clipped to the header.
    public var expandedTitleCenterY: Double

    public init(
        y: Double, height: Double, collapseProgress: Double, collapsedTitleOpacity: Double,
        expandedTitleCenterY: Double
    ) {
        self.y = y
        self.height = height
        self.collapseProgress = collapseProgress
        self.collapsedTitleOpacity = collapsedTitleOpacity
        self.expandedTitleCenterY = expandedTitleCenterY
    }

    /// The bottom edge: y + height.
    public var maxY: Double { y + height }
    /// True once the header has scrolled entirely out of the container.
    public var isHidden: Bool { maxY <= 0 }
}
