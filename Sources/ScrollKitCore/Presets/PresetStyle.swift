/// How a preset looks: what the renderer draws behind, on and over the items.
public struct PresetStyle: Sendable {
    /// What fills the container behind the items.
    public enum Background: Hashable, Sendable {
        /// Seed 003's rainbow: HSB(RainbowHue.hue(offset), 1, 1).
        case rainbow
        case solid(RGBColor)
    }

    public var background: Background
    /// Fill of the item rectangles.
    public var itemFill: RGBColor
    /// Outline of the item rectangles.
    public var itemBorder: RGBColor
    /// Colour of the item index text.
    public var itemText: RGBColor
    /// Seed 003's status bar: a bar over the top inset whose opacity follows the offset.
    public var showsStatusBar: Bool
    /// Seed 000's collapsible header, if any.
    public var collapsibleHeader: CollapsibleHeader?

    public init(
        background: Background, itemFill: RGBColor, itemBorder: RGBColor, itemText: RGBColor,
        showsStatusBar: Bool = false, collapsibleHeader: CollapsibleHeader? = nil
    ) {
        self.background = background
        self.itemFill = itemFill
        self.itemBorder = itemBorder
        self.itemText = itemText
        self.showsStatusBar = showsStatusBar
        self.collapsibleHeader = collapsibleHeader
    }
}
