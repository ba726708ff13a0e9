/// How a preset looks: what the renderer draws behind, on and over the items.
/// Every item is a rectangle with its id printed in it (`label(forItemID:)`).
/// Fields added after the first version have defaults, so older call sites
/// keep compiling.
public struct PresetStyle: Sendable {
    /// What fills the container behind the items.
    public enum Background: Hashable, Sendable {
        /// Seed 003's rainbow: HSB(RainbowHue.hue(offset), 1, 1).
        case rainbow
        case solid(RGBColor)
    }

    public var background: Background
    /// Fill of the item rectangles (see also `itemPalette`).
    public var itemFill: RGBColor
    /// Outline of the item rectangles.
    public var itemBorder: RGBColor
    /// Colour of the item label.
    public var itemText: RGBColor
    /// Seed 003's status bar: a bar over the top inset (`Preset.contentInsets.top`
    /// pixels high) whose opacity is `StatusBar.opacity(forOffset:)`.
    public var showsStatusBar: Bool
    /// Seed 000's collapsible header, if any; draw it at
    /// `collapsibleHeader.geometry(forOffset:)`.
    public var collapsibleHeader: CollapsibleHeader?

    /// Fills cycled by item id (`id mod count`) instead of `itemFill` when not
    /// empty, so neighbouring items are told apart in a GIF.
    public var itemPalette: [RGBColor]
    /// Width of the item outline, logical pixels, ≥ 0 (seed 004:
    /// `.border(.red, width: 2)`); 0 draws none.
    public var itemBorderWidth: Double
    /// Corner radius of the item rectangles, logical pixels, ≥ 0 (0: square).
    public var itemCornerRadius: Double
    /// How the item label is drawn.
    public var itemLabel: ItemLabelStyle
    /// An outline drawn around the whole container on top of everything
    /// (seed 004: `.border(.blue, width: 2)` on the ScrollView); nil for none.
    public var containerBorder: RGBColor?
    /// Width of `containerBorder`, logical pixels, ≥ 0.
    public var containerBorderWidth: Double
    /// The status bar's colour at opacity 1 (seed 003: `Color.red`).
    public var statusBarColor: RGBColor
    /// Fill of an item while the layout reports it loading
    /// (`ContentLayout.isLoading(item:at:)`: the feed's appended rows).
    public var loadingFill: RGBColor
    /// Label of a loading item, drawn instead of its id.
    public var loadingLabel: String
    /// How far the drawn card is inset inside its layout frame on every
    /// side, logical pixels, ≥ 0: visual gaps between items whose frames
    /// touch (thirds), the layout (and so every behavior) unchanged.
    public var itemInset: Double
    /// A hairline (one device pixel) under each item, as a list's separator,
    /// starting `separatorInset` from the leading edge; nil for none.
    public var separator: RGBColor?
    /// Where the separator starts, logical pixels from the item's leading edge.
    public var separatorInset: Double
    /// What the item shows.
    public var itemContent: ItemContent
    /// The colour of the status bar's clock and icons (dark content on light
    /// appearances, light on dark).
    public var statusBarContent: RGBColor
    /// Secondary colour of item content: the feed's placeholder lines.
    public var secondaryFill: RGBColor
    /// Colours of item accents (the feed's avatars), cycled by id.
    public var accentPalette: [RGBColor]

    public init(
        background: Background, itemFill: RGBColor, itemBorder: RGBColor, itemText: RGBColor,
        showsStatusBar: Bool = false, collapsibleHeader: CollapsibleHeader? = nil,
        itemPalette: [RGBColor] = [], itemBorderWidth: Double = 1, itemCornerRadius: Double = 0,
        itemLabel: ItemLabelStyle = ItemLabelStyle(), containerBorder: RGBColor? = nil,
        containerBorderWidth: Double = 2, statusBarColor: RGBColor = RGBColor(hex: 0xFF3B30),
        loadingFill: RGBColor = RGBColor(hex: 0xE5E5EA), loadingLabel: String = "loading",
        itemInset: Double = 0, separator: RGBColor? = nil, separatorInset: Double = 0, itemContent: ItemContent = .label,
        statusBarContent: RGBColor = RGBColor(hex: 0x000000), secondaryFill: RGBColor = RGBColor(hex: 0xE5E5EA),
        accentPalette: [RGBColor] = []
    ) {
        self.background = background
        self.itemFill = itemFill
        self.itemBorder = itemBorder
        self.itemText = itemText
        self.showsStatusBar = showsStatusBar
        self.collapsibleHeader = collapsibleHeader
        self.itemPalette = itemPalette
        self.itemBorderWidth = Self.nonNegative(itemBorderWidth)
        self.itemCornerRadius = Self.nonNegative(itemCornerRadius)
        self.itemLabel = itemLabel
        self.containerBorder = containerBorder
        self.containerBorderWidth = Self.nonNegative(containerBorderWidth)
        self.statusBarColor = statusBarColor
        self.loadingFill = loadingFill
        self.loadingLabel = loadingLabel
        self.itemInset = Self.nonNegative(itemInset)
        self.separator = separator
        self.separatorInset = Self.nonNegative(separatorInset)
        self.itemContent = itemContent
        self.statusBarContent = statusBarContent
        self.secondaryFill = secondaryFill
        self.accentPalette = accentPalette
    }

    /// The accent of the item with `id`: `accentPalette[id mod count]`, or `itemText`.
    public func accent(forItemID id: Int) -> RGBColor {
        guard !accentPalette.isEmpty else { return itemText }
        let n = accentPalette.count
        return accentPalette[((id % n) + n) % n]
    }

    /// The fill of the item with `id`: `itemPalette[id mod count]`, or `itemFill`.
    public func fill(forItemID id: Int) -> RGBColor {
        guard !itemPalette.isEmpty else { return itemFill }
        let n = itemPalette.count
        return itemPalette[((id % n) + n) % n]
    }

    /// The label printed on the item with `id`.
    public func label(forItemID id: Int) -> String { itemLabel.text(forItemID: id) }

    private static func nonNegative(_ x: Double) -> Double { x.isFinite ? Swift.max(0, x) : 0 }
}
