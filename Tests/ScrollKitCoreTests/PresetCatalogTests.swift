import Testing
@testable import ScrollKitCore

@Suite struct PresetCatalogTests {
    let phone = Size(width: 390, height: 844)
    /// docs/formats.md's behavior names.
    static let contractBehaviors: Set<String> = [
        "free", "paging", "view-aligned", "view-aligned-always", "view-aligned-by-one",
        "view-aligned-by-few", "view-aligned-never", "seed-v1", "seed-v2", "seed-v3",
    ]

    @Test func presetsInContractOrder() {
        #expect(PresetCatalog.names == ["rainbow", "pages", "thirds", "status-bar", "collapsible-header", "feed", "million"])
        for name in PresetCatalog.names {
            #expect(PresetCatalog.preset(named: name)?.name == name)
        }
        #expect(PresetCatalog.preset(named: "Rainbow") == nil)
    }

    @Test(arguments: PresetCatalog.all.map(\.name))
    func everyPresetIsComplete(name: String) throws {
        let preset = try #require(PresetCatalog.preset(named: name))
        #expect(!preset.summary.isEmpty && !preset.summary.contains("\n"))
        #expect(Self.contractBehaviors.contains(preset.defaultBehavior))
        #expect(preset.defaultWindow == phone)
        let layout = preset.makeDefaultLayout()
        #expect(layout.itemCount == preset.defaultItemCount)
        #expect(layout.isScrollTargetLayout)
        #expect(layout.targetCount == preset.defaultItemCount)
        #expect(layout.contentSize.isPositiveFinite)
        // Every item of the first screen is a finite, non-empty rectangle with its index as id.
        let visible = layout.items(in: Rect(origin: .zero, size: phone))
        #expect(!visible.isEmpty)
        for i in visible {
            #expect(layout.frame(ofItem: i).size.isPositiveFinite)
            #expect(layout.itemID(at: i) == i)
            #expect(preset.style.label(forItemID: i).hasSuffix(String(i)))
        }
        #expect((preset.contentGrowth != nil) == (name == "feed"))
        #expect(preset.style.showsStatusBar == (name == "status-bar"))
        #expect((preset.style.collapsibleHeader != nil) == (name == "collapsible-header"))
    }

    @Test(arguments: PresetCatalog.all.map(\.name))
    func everyPresetTurnsWithTheAxis(name: String) throws {
        let preset = try #require(PresetCatalog.preset(named: name))
        for axes in [Axes.vertical, .horizontal, .both] {
            let layout = preset.makeLayout(min(preset.defaultItemCount, 50), axes, phone)
            let a = layout.frame(ofItem: 0), b = layout.frame(ofItem: 1)
            #expect(b.min(axes.primary) > a.min(axes.primary), "\(name) on \(axes.name)")
            #expect(b.min(axes.primary.cross) == a.min(axes.primary.cross))
        }
    }

    /// Seed 003's rainbow: 52 px rows 8 apart, inset 48 px from both sides so
    /// the hue shows beside them.
    @Test func rainbowRowsAreInsetFromBothSides() {
        let layout = PresetCatalog.rainbow.makeDefaultLayout()
        #expect(layout.frame(ofItem: 0) == Rect(x: 48, y: 8, width: 294, height: 52))
        #expect(layout.frame(ofItem: 99).minY == 8 + 99 * 60)
        #expect(layout.contentSize == Size(width: 390, height: 6008))  // 8 + 100·52 + 99·8 + 8
        #expect(PresetCatalog.rainbow.style.background == .rainbow)
    }

    /// Seed 004 Step 0: every page exactly the container wide, full-bleed
    /// (the container's whole height, as a paging carousel on iOS).
    @Test func pagesAreExactlyTheContainerWide() {
        var layout = PresetCatalog.pages.makeDefaultLayout()
        #expect(PresetCatalog.pages.axes == .horizontal)
        #expect(PresetCatalog.pages.defaultBehavior == "paging")
        for size in [phone, Size(width: 844, height: 390), Size(width: 1024, height: 700)] {
            layout.relayout(containerSize: size)
            for i in 0..<20 {
                #expect(layout.frame(ofItem: i) == Rect(x: Double(i) * size.width, y: 0, width: size.width, height: size.height))
            }
            #expect(layout.contentSize.width == 20 * size.width)
        }
    }

    /// Acceptance 2: in thirds every item is one third of the container wide
    /// (±0.01 px), also after resizes.
    @Test func thirdsAreAThirdOfTheContainer() {
        #expect(PresetCatalog.thirds.defaultItemCount == 10)
        #expect(PresetCatalog.thirds.defaultBehavior == "seed-v3")
        var layout = PresetCatalog.thirds.makeDefaultLayout()
        var random = SplitMix64(seed: 2024)
        var widths: [Double] = [390, 844, 1, 3, 1000, 1920]
        for _ in 0..<40 { widths.append(1 + SplitMix64.unitInterval(random.next()) * 3000) }
        for width in widths {
            layout.relayout(containerSize: Size(width: width, height: 600))
            for i in 0..<10 {
                let frame = layout.frame(ofItem: i)
                #expect(abs(frame.width - width / 3) <= 0.01, "width \(width) item \(i)")
                #expect(abs(frame.minX - Double(i) * width / 3) <= 0.01)
                #expect(layout.itemID(at: i) == i)
            }
            #expect(abs(layout.contentSize.width - 10 * width / 3) <= 0.01)
        }
    }

    @Test func statusBarPresetCoversTheTopInset() {
        let preset = PresetCatalog.statusBar
        #expect(preset.contentInsets == EdgeInsets(top: 47))
        #expect(preset.style.showsStatusBar)
        #expect(preset.style.statusBarColor == RGBColor(hex: 0xFF3B30))
        #expect(preset.defaultItemCount == 100)
    }

    @Test func collapsibleHeaderTakesTheTopOfTheContent() throws {
        let preset = PresetCatalog.collapsibleHeader
        let header = try #require(preset.style.collapsibleHeader)
        #expect(header.maxHeight == 150 && header.minHeight == 50)
        let layout = preset.makeDefaultLayout()
        #expect(layout.frame(ofItem: 0).minY == header.maxHeight)
        #expect(preset.style.label(forItemID: 3) == "Line at 3")
    }

    @Test func feedIsVariableAndDeterministic() throws {
        let a = try #require(PresetCatalog.feed.makeDefaultLayout() as? StackLayout)
        let b = try #require(PresetCatalog.feed.makeDefaultLayout() as? StackLayout)
        #expect(a == b)
        let heights = (0..<30).map { a.frame(ofItem: $0).height }
        #expect(Set(heights).count > 20)
        #expect(heights.allSatisfy { $0 >= 60 && $0 < 220 })
        #expect(a.loadingDuration == PresetCatalog.feedLoadingDuration)
        #expect(PresetCatalog.feedLoadingDuration == 1.2)
    }

    /// The million preset: a million uniform rows, no per-item storage.
    @Test func millionIsUniform() throws {
        let layout = try #require(PresetCatalog.million.makeDefaultLayout() as? StackLayout)
        #expect(layout.itemCount == 1_000_000)
        #expect(layout.sizing.isUniform)
        let expectedHeight: Double = 8 + 1_000_000 * 52 + 999_999 * 8 + 8
        #expect(layout.contentSize.height == expectedHeight)
        let lastY: Double = 8 + 999_999 * 60
        #expect(layout.frame(ofItem: 999_999) == Rect(x: 48, y: lastY, width: 294, height: 52))
        // Row i spans 8 + 60i … 60 + 60i: row 499,999 ends at 30,000,000 (touching, not in),
        // row 500,013 starts at 30,000,788 < 30,000,844.
        #expect(layout.items(in: Rect(x: 0, y: 30_000_000, width: 390, height: 844)) == 500_000..<500_014)
    }

    @Test func styleHelpers() {
        let style = PresetCatalog.pages.style
        let n = style.itemPalette.count
        #expect(n == 9)
        #expect(style.fill(forItemID: 0) == style.itemPalette[0])
        #expect(style.fill(forItemID: n + 1) == style.itemPalette[1])
        #expect(style.fill(forItemID: -1) == style.itemPalette[n - 1])
        #expect(PresetCatalog.rainbow.style.fill(forItemID: 5) == PresetCatalog.rainbow.style.itemFill)
        #expect(PresetCatalog.feed.style.accent(forItemID: 2) == SystemPalette.light.systemPurple)
        #expect(PresetCatalog.feed.style(for: .dark).accent(forItemID: 2) == SystemPalette.dark.systemPurple)
        #expect(PresetCatalog.seed004Style.itemBorderWidth == 2)
        #expect(PresetCatalog.seed004Style.containerBorder == RGBColor(hex: 0x007AFF))
        // Every preset has a dark style whose text is the dark label colour or white.
        for preset in PresetCatalog.all {
            let dark = preset.style(for: .dark)
            #expect(dark.itemText == SystemPalette.dark.label || dark.itemText == RGBColor(hex: 0xFFFFFF), "\(preset.name)")
            #expect(preset.appearance(.dark).style.itemFill == dark.itemFill)
        }
        let odd = PresetStyle(background: .solid(.init(hex: 0)), itemFill: .init(hex: 0), itemBorder: .init(hex: 0), itemText: .init(hex: 0), itemBorderWidth: .nan, itemCornerRadius: -3)
        #expect(odd.itemBorderWidth == 0 && odd.itemCornerRadius == 0)
    }
}
