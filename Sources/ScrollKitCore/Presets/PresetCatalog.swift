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
        darkStyle: rainbowStyle(.dark),
        makeLayout: rainbowLayout
    )

    /// Seed 003's rows drawn as iOS draws them: rounded cards (radius 12)
    /// of the grouped-cell colour at 85 %, the hue showing around and through
    /// them, `.title` numbers in the label colour.
    static func rainbowStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .rainbow,
            itemFill: p.secondarySystemGroupedBackground.withAlpha(0.85),
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: p.label,
            itemBorderWidth: 0,
            itemCornerRadius: 12,
            itemLabel: ItemLabelStyle(font: .title),
            statusBarContent: p.label
        )
    }

    static let rainbowStyle = rainbowStyle(.light)

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
    /// wide, `.scrollTargetBehavior(.paging)`; drawn as a paging carousel on
    /// iOS: full-bleed pages (the container's whole height) in iOS's vivid
    /// system colours, each with its number large and white.
    public static let pages = Preset(
        name: "pages",
        summary: "seed 004 Step0: 20 pages, each the whole container, horizontal, .paging",
        axes: .horizontal,
        defaultItemCount: 20,
        defaultBehavior: "paging",
        defaultWindow: phoneWindow,
        style: pagesStyle(.light),
        darkStyle: pagesStyle(.dark)
    ) { count, axes, container in
        StackLayout(
            axis: axes.primary, itemCount: count,
            sizing: .containerRelative(count: 1, span: 1, spacing: 0), spacing: 0,
            crossSizing: .fill, containerSize: container, isScrollTargetLayout: true
        )
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
        style: thirdsStyle(.light),
        darkStyle: thirdsStyle(.dark)
    ) { count, axes, container in
        seed004Layout(count, axes, container, count: 3)
    }

    /// Seed 004's look: `.font(.title)`, `.background(.secondary.opacity(0.3))`,
    /// `.border(.red, width: 2)`, the ScrollView `.border(.blue, width: 2)`
    /// (the seed's own debugging look; kept for tests and user presets).
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

    /// Full-bleed pages in the vivid system colours, white `.title` numbers.
    static func pagesStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .solid(p.systemBackground),
            itemFill: p.systemBlue,
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: RGBColor(hex: 0xFFFFFF),
            itemPalette: p.vivid,
            itemBorderWidth: 0,
            itemLabel: ItemLabelStyle(font: .title),
            statusBarContent: p.label
        )
    }

    /// Seed 004 Step 2's thirds as cards: rounded (radius 14), 4 px inside
    /// their frames so 8 px gaps show between them (the layout, and so the
    /// paging, unchanged), tinted in the vivid system colours.
    static func thirdsStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .solid(p.systemGroupedBackground),
            itemFill: p.systemBlue,
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: RGBColor(hex: 0xFFFFFF),
            itemPalette: p.vivid,
            itemBorderWidth: 0,
            itemCornerRadius: 14,
            itemLabel: ItemLabelStyle(font: .title),
            itemInset: 4,
            statusBarContent: p.label
        )
    }

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
        style: statusBarStyle(.light),
        darkStyle: statusBarStyle(.dark)
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: .fixed(36), spacing: 8,
            padding: EdgeInsets(along: axis, leading: 8, trailing: 8, crossLeading: 16, crossTrailing: 16),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true
        )
    }

    /// Seed 003's rows as an inset-grouped list: rounded cells on the
    /// grouped background, leading body labels, the seed's red bar with the
    /// phone's clock and battery in the label colour.
    static func statusBarStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .solid(p.systemGroupedBackground),
            itemFill: p.secondarySystemGroupedBackground,
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: p.label,
            showsStatusBar: true,
            itemBorderWidth: 0,
            itemCornerRadius: 10,
            itemLabel: ItemLabelStyle(prefix: "Row ", font: .body, placement: .leading),
            statusBarColor: p.systemRed,
            statusBarContent: p.label
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
        style: collapsibleHeaderStyle(.light),
        darkStyle: collapsibleHeaderStyle(.dark)
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: .fixed(44), spacing: 0,
            padding: EdgeInsets(along: axis, leading: header.maxHeight, trailing: 0, crossLeading: 0, crossTrailing: 0),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true
        )
    }

    /// A plain list under the header: rows in the background colour,
    /// leading body labels, hairline separators inset 16 px as UIKit's.
    static func collapsibleHeaderStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .solid(p.systemBackground),
            itemFill: p.systemBackground,
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: p.label,
            collapsibleHeader: header,
            itemBorderWidth: 0,
            itemLabel: ItemLabelStyle(prefix: "Line at ", font: .body, placement: .leading),
            separator: p.separator,
            separatorInset: 16,
            statusBarContent: p.label
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
        style: feedStyle(.light),
        darkStyle: feedStyle(.dark),
        contentGrowth: FeedGrowthPolicy(batchSize: 20, threshold: 2)
    ) { count, axes, container in
        let axis = axes.primary
        return StackLayout(
            axis: axis, itemCount: count, sizing: feedSizing, spacing: 12,
            padding: EdgeInsets(along: axis, leading: 12, trailing: 12, crossLeading: 12, crossTrailing: 12),
            crossSizing: rowCross(axes), containerSize: container, isScrollTargetLayout: true, loadingDuration: feedLoadingDuration
        )
    }

    /// A social feed: rounded cards (radius 12) on the grouped background,
    /// each a post with an avatar, the author line and placeholder text.
    static func feedStyle(_ p: SystemPalette) -> PresetStyle {
        PresetStyle(
            background: .solid(p.systemGroupedBackground),
            itemFill: p.secondarySystemGroupedBackground,
            itemBorder: RGBColor(r: 0, g: 0, b: 0, a: 0),
            itemText: p.label,
            itemBorderWidth: 0,
            itemCornerRadius: 12,
            itemLabel: ItemLabelStyle(prefix: "Post ", font: .body, placement: .leading),
            loadingFill: p.systemGray5,
            itemContent: .feedPost,
            statusBarContent: p.label,
            secondaryFill: p.systemGray5,
            accentPalette: p.vivid
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
        darkStyle: rainbowStyle(.dark),
        makeLayout: rainbowLayout
    )

    // MARK: Lookup

    /// All presets, in the order of the preset key.
    public static let all: [Preset] = [rainbow, pages, thirds, statusBar, collapsibleHeader, feed, million]

    public static var names: [String] { all.map(\.name) }

    /// The built-in preset named `name`, or nil (a run's own names: `Catalog`).
    public static func preset(named name: String) -> Preset? {
        all.first { $0.name == name }
    }
}
