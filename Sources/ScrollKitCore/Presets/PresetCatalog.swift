/// Every preset, by name (docs/formats.md), in the order of the preset key:
/// rainbow, pages, thirds, status-bar, collapsible-header, feed, million.
///
/// Every preset marks its items as scroll targets (SwiftUI's
/// `scrollTargetLayout()`), so each behavior, view-aligned ones included,
/// does something on each preset. Each `makeLayout` stacks along
/// `axes.primary`, so `--axis` turns any preset.
public enum PresetCatalog {
    /// A phone in portrait, logical pixels (iPhone 14/15: 390 × 844).
    public static let phoneWindow = Size(width: 390, height: 844)

    /// How list rows span the cross axis: the container's width, or twice it
    /// when the container scrolls on both axes (so there is something to
    /// scroll sideways too).
    static func rowCross(_ axes: Axes) -> CrossSizing {
        axes == .both ? .fillMultiple(2) : .fill
    }

    // MARK: Colours (SwiftUI's light-mode system colours)

    static let white = RGBColor(hex: 0xFFFFFF)
    static let label = RGBColor(hex: 0x111111)
    static let systemRed = RGBColor(hex: 0xFF3B30)
    static let systemBlue = RGBColor(hex: 0x007AFF)
    static let groupedBackground = RGBColor(hex: 0xF2F2F7)
    static let separator = RGBColor(hex: 0xD1D1D6)
    /// `.secondary.opacity(0.3)`: secondary label (60, 60, 67, 0.6) at 0.3 → alpha 0.18.
    static let secondaryTint = RGBColor(r: 60, g: 60, b: 67, a: 46)

    // MARK: rainbow

    /// Seed 003's rainbow: a `LazyVStack(spacing: 8)` of 100 `.title` rows over
    /// a background whose hue follows the offset; the rows are inset from both
    /// side edges so the hue shows beside them.
    public static let rainbow = Preset(
        name: "rainbow",
        summary: "seed 003: 100 rows in a vertical stack over the offset-driven hue",
        axes: .vertical,
        defaultItemCount: 100,
        defaultBehavior: "free",
        defaultWindow: phoneWindow,
        style: rainbowStyle,
        makeLayout: rainbowLayout
    )

    static let rainbowStyle = PresetStyle(
        background: .rainbow,
        itemFill: RGBColor(r: 255, g: 255, b: 255, a: 217),
        itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 64),
        itemText: label,
        itemLabel: ItemLabelStyle(font: .title)
    )

    @Sendable static func rainbowLayout(_ count: Int, _ axes: Axes, _ container: Size) -> any ContentLayout {
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: .fixed(52), spacing: 8,
            padding: EdgeInsets(along: axis, leading: 8, trailing: 8, crossLeading: 48, crossTrailing: 48),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true
        )
    }

    // MARK: pages and thirds

    /// Seed 004's Step 0: a horizontal `LazyHStack(spacing: 0)` of 20 pages,
    /// each `.containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0)`
    /// wide and `.frame(height: 200)` high, centred in the scroll view (as a
    /// horizontal ScrollView centres shorter content), grey with a red
    /// border, the container outlined in blue; `.scrollTargetBehavior(.paging)`.
    public static let pages = Preset(
        name: "pages",
        summary: "seed 004 Step0: 20 full-width pages, 200 px high, horizontal, .paging",
        axes: .horizontal,
        defaultItemCount: 20,
        defaultBehavior: "paging",
        defaultWindow: phoneWindow,
        style: seed004Style
    ) { count, axes, container in
        seed004Layout(count, axes, container, count: 1)
    }

    /// Seed 004's Step 2: 10 items each a third of the container wide
    /// (`containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0)`),
    /// 200 px high. The content (10/3 containers) is not a whole number of
    /// pages, the case the seed's third custom paging behavior was written
    /// for and demonstrates with exactly this view, so it starts with `seed-v3`.
    public static let thirds = Preset(
        name: "thirds",
        summary: "seed 004 Step2: 10 items, each 1/3 of the container wide, custom paging v3",
        axes: .horizontal,
        defaultItemCount: 10,
        defaultBehavior: "seed-v3",
        defaultWindow: phoneWindow,
        style: seed004Style
    ) { count, axes, container in
        seed004Layout(count, axes, container, count: 3)
    }

    /// Seed 004's look: `.font(.title)`, `.background(.secondary.opacity(0.3))`,
    /// `.border(.red, width: 2)`, the ScrollView `.border(.blue, width: 2)`.
    static let seed004Style = PresetStyle(
        background: .solid(white),
        itemFill: secondaryTint,
        itemBorder: systemRed,
        itemText: label,
        itemBorderWidth: 2,
        itemLabel: ItemLabelStyle(font: .title),
        containerBorder: systemBlue,
        containerBorderWidth: 2
    )

    /// Seed 004's pages: container-relative along the axis (`count` per
    /// container, span 1, spacing 0), 200 px across, centred.
    static func seed004Layout(_ itemCount: Int, _ axes: Axes, _ container: Size, count: Int) -> any ContentLayout {
        StackLayout(
            axis: axes.primary, itemCount: itemCount,
            sizing: .containerRelative(count: count, span: 1, spacing: 0), spacing: 0,
            crossSizing: .fixed(200, .center), containerSize: container, isScrollTargetLayout: true
        )
    }

    // MARK: status-bar

    /// Seed 003's status bar: 100 plain rows on a white background under a red
    /// bar that covers the top safe-area inset (47 px, a notched iPhone's) and
    /// fades in as the offset goes from 0 to 100 (`StatusBar.opacity`). The
    /// inset is a content inset, so the offset conventions (iOS 14's 0 at
    /// rest, iOS 13's −47) apply to it as in the seed.
    public static let statusBar = Preset(
        name: "status-bar",
        summary: "seed 003: a status bar over the top inset, opacity 0→1 as the offset goes 0→100",
        axes: .vertical,
        defaultItemCount: 100,
        defaultBehavior: "free",
        defaultWindow: phoneWindow,
        contentInsets: EdgeInsets(top: statusBarInset),
        style: PresetStyle(
            background: .solid(white),
            itemFill: groupedBackground,
            itemBorder: separator,
            itemText: label,
            showsStatusBar: true,
            itemLabel: ItemLabelStyle(font: .body),
            statusBarColor: systemRed
        )
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: .fixed(36), spacing: 8,
            padding: EdgeInsets(along: axis, leading: 8, trailing: 8, crossLeading: 16, crossTrailing: 16),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true
        )
    }

    /// The top safe-area inset of a notched phone, logical pixels.
    public static let statusBarInset = 47.0

    // MARK: collapsible-header

    /// The collapsible-header preset's header: the gist's 150 → 50 px,
    /// orange-to-red gradient; pinned for 600 px after collapsing, then it
    /// scrolls away with the content.
    public static let header = CollapsibleHeader(
        maxHeight: 150, minHeight: 50, pinnedDistance: 600, title: "Collapsible header"
    )

    /// Seed 000's closing example (Sundell's gist): a header above a list of
    /// 100 "Line at N" rows in an `OffsetObservingScrollView`, shrinking from
    /// 150 to 50 px as the offset grows. The header takes the first 150 px
    /// of the content (the list's leading padding).
    public static let collapsibleHeader = Preset(
        name: "collapsible-header",
        summary: "seed 000: a header that shrinks from 150 to 50 px with the offset, then scrolls away",
        axes: .vertical,
        defaultItemCount: 100,
        defaultBehavior: "free",
        defaultWindow: phoneWindow,
        style: PresetStyle(
            background: .solid(white),
            itemFill: white,
            itemBorder: separator,
            itemText: label,
            collapsibleHeader: header,
            itemLabel: ItemLabelStyle(prefix: "Line at ", font: .body)
        )
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: .fixed(44), spacing: 0,
            padding: EdgeInsets(along: axis, leading: header.maxHeight, trailing: 0, crossLeading: 0, crossTrailing: 0),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true
        )
    }

    // MARK: feed

    /// Cards of seeded-random heights (60…220 px, seed 4) that grow by 20 when
    /// a behavior's adjusted target comes within two screens of the end
    /// (seed 004's prefetch idea); new cards show as loading for 1.2 s (a plausible network fetch).
    public static let feed = Preset(
        name: "feed",
        summary: "seed 004's prefetch: variable-height cards, 20 more when the target nears the end",
        axes: .vertical,
        defaultItemCount: 30,
        defaultBehavior: "free",
        defaultWindow: phoneWindow,
        style: PresetStyle(
            background: .solid(groupedBackground),
            itemFill: white,
            itemBorder: separator,
            itemText: label,
            itemPalette: [
                RGBColor(hex: 0xFFFFFF), RGBColor(hex: 0xE8F1FF), RGBColor(hex: 0xEAF8EC),
                RGBColor(hex: 0xFFF4E0), RGBColor(hex: 0xF5EBFF),
            ],
            itemCornerRadius: 12,
            itemLabel: ItemLabelStyle(font: .title)
        ),
        contentGrowth: FeedGrowthPolicy(batchSize: 20, threshold: 2)
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: feedSizing, spacing: 12,
            padding: EdgeInsets(along: axis, leading: 12, trailing: 12, crossLeading: 12, crossTrailing: 12),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true, loadingDuration: feedLoadingDuration
        )
    }

    /// The feed's card lengths.
    public static let feedSizing = ItemSizing.seededRandom(min: 60, max: 220, seed: 4)
    /// How long appended cards show as loading, seconds.
    public static let feedLoadingDuration = 1.2

    // MARK: million

    /// The rainbow at 1,000,000 rows: the same stack and look (the hue cycles
    /// every 3500 px, so speed and position stay visible at any depth, for
    /// nothing per row). Uniform rows: no per-item storage at all.
    public static let million = Preset(
        name: "million",
        summary: "1,000,000 rainbow rows: a frame costs what it costs at 100",
        axes: .vertical,
        defaultItemCount: 1_000_000,
        defaultBehavior: "free",
        defaultWindow: phoneWindow,
        style: rainbowStyle,
        makeLayout: rainbowLayout
    )

    // MARK: Lookup

    /// All presets, in the order of the preset key.
    public static let all: [Preset] = [rainbow, pages, thirds, statusBar, collapsibleHeader, feed, million]

    public static var names: [String] { all.map(\.name) }

    /// The preset named `name`, or nil.
    public static func preset(named name: String) -> Preset? {
        all.first { $0.name == name }
    }
}
