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

    public init(
        background: Background, itemFill: RGBColor, itemBorder: RGBColor, itemText: RGBColor,
        showsStatusBar: Bool = false, collapsibleHeader: CollapsibleHeader? = nil,
        itemPalette: [RGBColor] = [], itemBorderWidth: Double = 1, itemCornerRadius: Double = 0,
        itemLabel: ItemLabelStyle = ItemLabelStyle(), containerBorder: RGBColor? = nil,
        containerBorderWidth: Double = 2, statusBarColor: RGBColor = RGBColor(hex: 0xFF3B30),
        loadingFill: RGBColor = RGBColor(hex: 0xE5E5EA), loadingLabel: String = "loading"
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
