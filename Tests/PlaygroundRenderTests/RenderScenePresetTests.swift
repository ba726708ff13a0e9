import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// Pixel helpers for the preset suites.
private enum Pixels {
    /// The colour an item's fill shows as over the preset's background.
    static func fill(_ color: RGBColor, over background: RGBColor) -> RGBColor {
        color.a == 255 ? color : RenderTestSupport.blend(color, onto: background)
    }

    /// True when pixel (x, y) is within `tolerance` of `color` on every channel.
    static func isColor(_ image: RGBAImage, _ x: Int, _ y: Int, _ color: RGBColor, tolerance: Int = 2) -> Bool {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return false }
        return RenderTestSupport.distance(image[x, y], color) <= tolerance
    }

    /// The bounding box (device pixels) of the pixels within `tolerance` of
    /// `color` inside `area`, or nil when there are none.
    static func inkBox(_ image: RGBAImage, in area: (x: Range<Int>, y: Range<Int>), color: RGBColor, tolerance: Int = 40) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in area.y where y >= 0 && y < image.height {
            for x in area.x where x >= 0 && x < image.width && RenderTestSupport.distance(image[x, y], color) <= tolerance {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX <= maxX ? (minX...maxX, minY...maxY) : nil
    }

    /// The device pixel a logical coordinate's edge lands on (the canvas rounds).
    static func edge(_ v: Double, scale: Double) -> Int { Int((v * scale).rounded()) }
}

extension RenderSDLSuite {
/// Every preset drawn from its style (and nothing else), checked against its
/// seed's example: seed 003's rainbow and status bar, seed 004's pages and
/// thirds, seed 000's collapsible header, the feed's cards and loading rows.
@Suite("Scene presets") struct RenderScenePresetTests {
    // MARK: Seed 004: pages and thirds

    /// Pages are full-bleed: from the container's top to its bottom, each
    /// page exactly its palette colour (`fill(forItemID:)`, flat, so exact),
    /// pages meeting on the device pixel where the layout puts the edge, a
    /// white number in the middle.
    @Test(arguments: [1.0, 2.0])
    func pagesAreFullBleedInTheirPaletteColours(scale: Double) throws {
        for window in [PresetCatalog.phoneWindow, Size(width: 844, height: 390)] {
            var run = PresetRun(PresetCatalog.pages, window: window)
            let style = run.preset.style
            let name = "pages-\(Int(window.width))x\(Int(window.height))@\(Int(scale))x"
            for offset in [0.0, window.width * 2.5] {
                if offset > 0 { run.jump(to: offset) }
                #expect(run.offset == offset)
                let image = try run.shot("\(name)-\(Int(offset))", scale: scale)
                let s = Int(scale)
                let h = Int(window.height) * s
                let page = Int((offset + window.width / 8) / window.width)
                let x = Int(window.width / 8) * s
                for y in [0, 2 * s, h / 4, h - 12 * s, h - 1] {
                    #expect(Pixels.isColor(image, x, y, style.fill(forItemID: page)), "\(name) row \(y): page \(page) full-bleed")
                }
                if offset > 0 {
                    // Half a page: page 2 ends and page 3 begins exactly in the middle.
                    let mid = Pixels.edge(window.width / 2, scale: scale)
                    #expect(Pixels.isColor(image, mid - 1, h / 4, style.fill(forItemID: 2)) && Pixels.isColor(image, mid, h / 4, style.fill(forItemID: 3)), "\(name): the pages meet at \(mid)")
                } else {
                    let area = (x: Int(window.width / 4) * s..<Int(window.width * 3 / 4) * s, y: (h / 2 - 40 * s)..<(h / 2 + 40 * s))
                    #expect(Pixels.inkBox(image, in: area, color: style.itemText, tolerance: 2) != nil, "\(name): the white number")
                }
            }
        }
    }

    /// Thirds are rounded cards with gaps: each card is its frame inset by
    /// `itemInset` on every side (the layout's frames, and so the paging,
    /// are still exact thirds), flat inside, the background in the gaps,
    /// the corners rounded.
    @Test(arguments: [1.0, 2.0])
    func thirdsAreRoundedCardsAThirdApart(scale: Double) throws {
        for window in [PresetCatalog.phoneWindow, Size(width: 844, height: 390)] {
            var run = PresetRun(PresetCatalog.thirds, window: window)
            let style = run.preset.style
            let background = SceneRenderer.backgroundColor(record: run.engine.lastRecord, style: style)
            let third = window.width / 3
            let inset = style.itemInset
            for offset in [0.0, third * 1.5] {
                if offset > 0 { run.jump(to: offset) }
                let image = try run.shot("thirds-\(Int(window.width))x\(Int(window.height))@\(Int(scale))x-\(Int(offset))", scale: scale)
                let y = Pixels.edge(window.height / 2, scale: scale)
                var checked = 0
                for index in run.visibleItems {
                    let frame = run.screenFrame(ofItem: index)
                    #expect(abs(frame.width - third) < 0.01)
                    guard frame.minX > inset + 1, frame.maxX < window.width - inset - 1 else { continue }
                    let fill = style.fill(forItemID: run.engine.layout.itemID(at: index))
                    let left = Pixels.edge(frame.minX + inset, scale: scale)
                    let right = Pixels.edge(frame.maxX - inset, scale: scale)
                    #expect(Pixels.isColor(image, left - 1, y, background) && Pixels.isColor(image, left, y, fill), "item \(index): card starts at \(left)")
                    #expect(Pixels.isColor(image, right - 1, y, fill) && Pixels.isColor(image, right, y, background), "item \(index): card ends at \(right)")
                    let top = Pixels.edge(frame.minY + inset, scale: scale)
                    #expect(!Pixels.isColor(image, left, top, fill), "item \(index): rounded corner")
                    #expect(Pixels.isColor(image, (left + right) / 2, top, fill), "item \(index): straight top edge")
                    checked += 1
                }
                #expect(checked >= 1, "thirds at \(offset)")
            }
        }
    }

    // MARK: Seed 003: the status bar

    @Test(arguments: [1.0, 2.0])
    func statusBarAlphaIsStatusBarOpacityOfTheOffset(scale: Double) throws {
        let style = PresetCatalog.statusBar.style
        let inset = PresetCatalog.statusBarInset
        var checked: [Double] = []
        for target in [-20.0, 0, 25, 50, 75, 150] {
            var run = PresetRun(PresetCatalog.statusBar)
            if target < 0 {
                // Pull down past the start and hold: 55 px of drag, less the touch
                // slop, through the rubber band shows about −20.
                run.send(.pointer(.down, Point(x: 200, y: 300)), after: 0.01)
                for i in 1...12 { run.send(.pointer(.move, Point(x: 200, y: 300 + Double(i) * 4.6)), after: 0.01 + Double(i) / 120) }
                run.run(until: 0.3)
                #expect(run.offset < 0)
            } else if target > 0 {
                run.jump(to: target)
            }
            let offset = run.offset
            let opacity = StatusBar.opacity(forOffset: offset)
            let name = target < 0 ? "pull" : String(Int(target))
            let image = try run.shot("status-bar-\(name)@\(Int(scale))x", scale: scale)
            let s = Int(scale)
            // Over the grouped background beside the rows (x 6), away from the clock.
            let ground = SystemPalette.light.systemGroupedBackground
            let bar = RenderTestSupport.blend(style.statusBarColor.withAlpha(opacity), onto: ground)
            for y in [2, 10, Int(inset) - 1] {
                #expect(Pixels.isColor(image, 6 * s, y * s, bar), "offset \(offset): row \(y) \(image[6 * s, y * s]) vs \(bar) (opacity \(opacity))")
            }
            // The bar covers exactly the top inset.
            #expect(Pixels.isColor(image, 6 * s, Int(inset) * s, ground), "offset \(offset): below the bar")
            checked.append(opacity)
        }
        #expect(checked == [0, 0, 0.25, 0.5, 0.75, 1])
    }

    @Test func statusBarStaysClearForTheInsetWithTheUIKitConvention() throws {
        // iOS 13 (seed 003): the offset counts the inset, −47 at rest; the bar
        // begins to show only after 47 px of scrolling.
        var run = PresetRun(PresetCatalog.statusBar)
        run.engine.setConvention(.uiKit)
        #expect(run.offset == -PresetCatalog.statusBarInset)
        let ground = SystemPalette.light.systemGroupedBackground
        var image = try run.shot("status-bar-uikit-rest")
        #expect(Pixels.isColor(image, 6, 10, ground))
        run.jump(to: 50)  // position 50: iOS 14 would read 97, opacity 0.97
        image = try run.shot("status-bar-uikit-50")
        let bar = RenderTestSupport.blend(PresetCatalog.statusBar.style.statusBarColor.withAlpha(0.5), onto: ground)
        #expect(Pixels.isColor(image, 6, 10, bar), "\(image[6, 10]) vs \(bar)")
    }

    // MARK: Seed 000: the collapsible header

    @Test func collapsibleHeaderIsDrawnWhereItsGeometrySays() throws {
        let header = try #require(PresetCatalog.collapsibleHeader.style.collapsibleHeader)
        let metrics = try OffscreenSurface(width: 1, height: 1, scale: 1).canvas
        for target in [-1.0, 0, 50, 100, 300, 700, 800] {
            var run = PresetRun(PresetCatalog.collapsibleHeader)
            if target < 0 {
                run.send(.pointer(.down, Point(x: 200, y: 300)), after: 0.01)
                for i in 1...12 { run.send(.pointer(.move, Point(x: 200, y: 300 + Double(i) * 10)), after: 0.01 + Double(i) / 120) }
                run.run(until: 0.3)
            } else if target > 0 {
                run.jump(to: target)
            }
            let offset = run.offset
            let g = header.geometry(forOffset: offset)
            let name = target < 0 ? "pull" : String(Int(target))
            let image = try run.shot("collapsible-header-\(name)")
            // The header's rows in column 4: every channel of the orange→red gradient
            // has R 255, G ≤ 149, B ≤ 48; white rows and grey separators do not.
            let rows = (0..<image.height).filter { y in
                let p = image[4, y]
                return p.r >= 250 && p.g <= 160 && p.b <= 60
            }
            let top = max(0, Pixels.edge(g.y, scale: 1))
            let bottom = max(0, Pixels.edge(g.maxY, scale: 1))
            #expect(rows == Array(top..<bottom), "offset \(offset): header rows \(rows.first ?? -1)…\(rows.last ?? -1), geometry \(g.y)…\(g.maxY)")
            guard !g.isHidden else { continue }
            // The gradient runs over the header's current height.
            let h = Double(bottom - top)
            if g.y == 0 {
                #expect(Pixels.isColor(image, 4, 0, SceneShapes.mix(header.topColor, header.bottomColor, 0.5 / h)))
            }
            #expect(Pixels.isColor(image, 4, bottom - 1, SceneShapes.mix(header.topColor, header.bottomColor, (h - 0.5) / h)))
            // Titles: the large one at expandedTitleCenterY while the small one is
            // clear; the small one centred in the band once collapsed.
            let area = (x: 100..<290, y: top..<bottom)
            let ink = Pixels.inkBox(image, in: area, color: header.titleColor, tolerance: 2)
            if g.collapsedTitleOpacity == 0 {
                let box = try #require(ink, "offset \(offset): the large title shows")
                if g.expandedTitleCenterY > 13, g.expandedTitleCenterY < Double(bottom) - 20 {
                    // Capitals centred on expandedTitleCenterY, then the descender of "p".
                    let cap = metrics.capHeight(.large)
                    #expect(abs(Double(box.y.lowerBound) + cap / 2 - g.expandedTitleCenterY) <= 2, "offset \(offset): large title at \(box.y)")
                    #expect(Double(box.y.count) >= cap && Double(box.y.count) <= cap * 1.5, "offset \(offset): large title rows \(box.y)")
                }
            } else if g.collapsedTitleOpacity == 1 {
                let box = try #require(ink, "offset \(offset): the small title shows")
                let cap = metrics.capHeight(.regular)
                #expect(Double(box.y.count) >= cap - 2 && Double(box.y.count) <= cap * 1.5, "offset \(offset): body-size title rows \(box.y)")
                #expect(abs(Double(box.y.lowerBound) + cap / 2 - (g.y + g.height / 2)) <= 3, "offset \(offset): centred in the band")
            }
        }
    }

    // MARK: The feed

    @Test func feedRowsUseThePaletteAndFreshRowsUseTheLoadingFill() throws {
        var run = PresetRun(PresetCatalog.feed)
        let style = run.preset.style
        let startCount = run.engine.layout.itemCount
        run.jump(to: 1e9)  // clamped to the end
        // Wheel notches at the end: the target nears the end, the feed grows,
        // and the next notches scroll into the rows that just arrived.
        for at in [0.05, 0.25, 0.28, 0.31, 0.34, 0.37, 0.4] {
            run.send(.wheel(steps: Vector(dx: 0, dy: -1), precise: Vector(dx: 0, dy: -1)), after: at)
        }
        run.run(until: run.engine.time + 0.6)
        #expect(run.engine.layout.itemCount > startCount, "the feed grew")
        let time = run.engine.lastRecord.time
        let image = try run.shot("feed-loading")
        var loading = 0, loaded = 0
        for index in run.visibleItems {
            let frame = run.screenFrame(ofItem: index)
            guard frame.minY > 2, frame.maxY < 842, frame.height > 40 else { continue }
            let x = Int(frame.minX) + 6, y = Int(frame.midY)
            if run.engine.layout.isLoading(item: index, at: time) {
                #expect(Pixels.isColor(image, x, y, style.loadingFill), "loading item \(index): \(image[x, y])")
                loading += 1
            } else {
                #expect(Pixels.isColor(image, x, y, style.fill(forItemID: run.engine.layout.itemID(at: index))), "item \(index)")
                loaded += 1
            }
        }
        #expect(loading >= 1 && loaded >= 1, "loading \(loading), loaded \(loaded)")
        // The loading label is the style's, in the item text colour faded.
        if let index = run.visibleItems.first(where: { run.engine.layout.isLoading(item: $0, at: time) && run.screenFrame(ofItem: $0).maxY < 842 }) {
            let frame = run.screenFrame(ofItem: index)
            let area = (x: Int(frame.minX) + 4..<Int(frame.maxX) - 4, y: Int(frame.minY) + 4..<Int(frame.maxY) - 4)
            let ink = Pixels.inkBox(image, in: area, color: RenderTestSupport.blend(style.itemText.withAlpha(0.6), onto: style.loadingFill), tolerance: 3)
            #expect(ink != nil, "item \(index) says \(style.loadingLabel)")
        }
        // Once the loading time is over, the same rows show their palette fill.
        run.run(until: time + PresetCatalog.feedLoadingDuration + 0.1)
        let later = try run.shot("feed-loaded")
        for index in run.visibleItems {
            let frame = run.screenFrame(ofItem: index)
            guard frame.minY > 2, frame.maxY < 842, frame.height > 40 else { continue }
            #expect(!run.engine.layout.isLoading(item: index, at: run.engine.lastRecord.time))
            #expect(Pixels.isColor(later, Int(frame.minX) + 6, Int(frame.midY), style.fill(forItemID: run.engine.layout.itemID(at: index))))
        }
    }

    @Test func feedCardsHaveRoundedCorners() throws {
        let run = PresetRun(PresetCatalog.feed)
        let style = run.preset.style
        let image = try run.shot("feed-corners", scale: 2)
        let frame = run.screenFrame(ofItem: 1)
        let background: RGBColor
        if case .solid(let c) = style.background { background = c } else { background = .white }
        let (x0, y0) = (Pixels.edge(frame.minX, scale: 2), Pixels.edge(frame.minY, scale: 2))
        let (x1, y1) = (Pixels.edge(frame.maxX, scale: 2) - 1, Pixels.edge(frame.maxY, scale: 2) - 1)
        let fill = style.fill(forItemID: run.engine.layout.itemID(at: 1))
        // The corners' tips are background; 12 px in (the radius) is the card's fill.
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            #expect(Pixels.isColor(image, x, y, background), "corner (\(x), \(y)) \(image[x, y])")
        }
        let r = Int(style.itemCornerRadius) * 2
        for (x, y) in [(x0 + r, y0 + r), (x1 - r, y0 + r), (x0 + r, y1 - r), (x1 - r, y1 - r)] {
            #expect(Pixels.isColor(image, x, y, fill))
        }
        // A straight edge is the exact fill up to the frame's edge (no border), the background just outside.
        #expect(Pixels.isColor(image, x0, (y0 + y1) / 2, fill) && Pixels.isColor(image, x0 - 1, (y0 + y1) / 2, background))
    }

    /// The feed looks like a feed: each card has a round avatar in its
    /// accent colour (exact at its centre), the author line in semibold
    /// beside it, and placeholder lines of text under it.
    @Test func feedPostsHaveAvatarAndText() throws {
        let run = PresetRun(PresetCatalog.feed)
        let image = try run.shot("feed-posts", scale: 2)
        let style = PresetCatalog.feed.style
        let frame = run.screenFrame(ofItem: 1)
        let id = run.engine.layout.itemID(at: 1)
        let avatar = Point(x: frame.minX + 14 + 20, y: frame.minY + 14 + 20)
        #expect(Pixels.isColor(image, Int(avatar.x * 2), Int(avatar.y * 2), style.accent(forItemID: id)))
        // The author line's ink, right of the avatar, in the label colour.
        let area = (x: Int((frame.minX + 56) * 2)..<Int((frame.maxX - 14) * 2), y: Int((frame.minY + 14) * 2)..<Int((frame.minY + 54) * 2))
        #expect(Pixels.inkBox(image, in: area, color: style.itemText, tolerance: 40) != nil, "the author line")
        // The first placeholder line: 8 px high at 14 px under the avatar, in secondaryFill.
        let y = Int((frame.minY + 14 + 40 + 14 + 4) * 2)
        #expect(Pixels.isColor(image, Int((frame.minX + 40) * 2), y, style.secondaryFill))
    }

    // MARK: Every preset

    @Test func everyPresetFillsAndLabelsItsItemsFromItsStyle() throws {
        let metrics = try OffscreenSurface(width: 1, height: 1, scale: 1).canvas
        for preset in PresetCatalog.all {
            var run = PresetRun(preset)
            let primary = preset.axes.primary
            let max = run.engine.geometry.maxOffset(primary)
            var checkedFill = 0, checkedLabel = 0
            // At rest, and deep in the content with an item's leading edge at the
            // container's (so a whole page or third shows).
            let deep = run.engine.layout.frame(ofItem: run.engine.layout.itemCount / 2).min(primary)
            for offset in [0.0, Swift.min(deep, max)] {
                if offset > 0 { run.jump(to: offset) }
                let image = try run.shot("\(preset.name)-\(Int(offset))")
                let style = preset.style
                let background = SceneRenderer.backgroundColor(record: run.engine.lastRecord, style: style)
                // What covers the top of the container: the status bar, the header.
                var covered = style.showsStatusBar ? SceneStatusBar.height(for: run.engine.geometry) : 0
                if let header = style.collapsibleHeader {
                    covered = Swift.max(covered, header.geometry(forOffset: run.offset).maxY + 1)
                }
                for index in run.visibleItems {
                    let frame = run.screenFrame(ofItem: index)
                    guard frame.minY >= (covered > 0 ? covered + 2 : 0), frame.maxY <= run.window.height,
                          frame.minX >= 0, frame.maxX <= run.window.width else { continue }
                    let id = run.engine.layout.itemID(at: index)
                    // The card: the frame less `itemInset` (the thirds' gaps).
                    let card = frame.insetBy(dx: style.itemInset, dy: style.itemInset)
                    let inset = Int(style.itemBorderWidth.rounded(.up)) + 3  // beyond a container border too
                    let fill = Pixels.fill(style.fill(forItemID: id), over: background)
                    #expect(Pixels.isColor(image, Int(card.minX) + inset, Int(card.midY), fill), "\(preset.name) item \(index): \(image[Int(card.minX) + inset, Int(card.midY)]) vs \(fill)")
                    checkedFill += 1
                    // A feed post's label is its author line beside the avatar (checked in feedPostsHaveAvatarAndText).
                    guard style.itemContent == .label else { checkedLabel += 1; continue }
                    // The label: the style's text, in the style's font, centred
                    // (or at the leading margin); searched inside the card less
                    // its corners, so only the card's fill surrounds it.
                    let margin = Int(Swift.max(style.itemCornerRadius, Double(inset)))
                    let area = (x: Int(card.minX) + margin..<Int(card.maxX) - margin, y: Int(card.minY) + inset..<Int(card.maxY) - inset)
                    let box = try #require(Pixels.inkBox(image, in: area, color: style.itemText, tolerance: 40), "\(preset.name) item \(index) has a label")
                    // `.title` is 28 pt, `.body` 17 pt: the ink is the face's
                    // cap height high (digits and capitals; ±1 row of
                    // anti-aliasing each side) and its measured width wide
                    // (less the side bearings), centred.
                    let size: TextSize = style.itemLabel.font == .title ? .large : .regular
                    let text = style.label(forItemID: id)
                    let cap = metrics.capHeight(size)
                    #expect(abs(Double(box.y.count) - cap) <= 2, "\(preset.name) item \(index): label \(box.y.count) rows high, cap height \(cap)")
                    let width = metrics.measure(text, size: size).width
                    #expect(Double(box.x.count) <= width + 1 && Double(box.x.count) >= width - size.points / 3 - 1, "\(preset.name) item \(index): '\(text)' is \(box.x.count) px wide, measured \(width)")
                    if style.itemLabel.placement == .center {
                        #expect(abs(Double(box.x.lowerBound + box.x.upperBound) / 2 - card.midX) <= 2, "\(preset.name) item \(index): centred")
                    } else {
                        let start = card.minX + style.itemBorderWidth + SceneRenderer.labelLeadingMargin
                        #expect(abs(Double(box.x.lowerBound) - start) <= 3, "\(preset.name) item \(index): label at \(box.x.lowerBound), leading margin at \(start)")
                    }
                    checkedLabel += 1
                }
            }
            #expect(checkedFill >= 2 && checkedLabel >= 2, "\(preset.name)")
        }
    }

    @Test func leadingLabelsSitAtTheLeadingEdge() throws {
        var preset = PresetCatalog.statusBar
        preset.style.itemLabel = ItemLabelStyle(prefix: "Row ", font: .body, placement: .leading)
        preset.style.showsStatusBar = false
        let run = PresetRun(preset)
        let image = try run.shot("leading-labels")
        let frame = run.screenFrame(ofItem: 2)
        let area = (x: Int(frame.minX) + 2..<Int(frame.maxX) - 2, y: Int(frame.minY) + 2..<Int(frame.maxY) - 2)
        let box = try #require(Pixels.inkBox(image, in: area, color: preset.style.itemText, tolerance: 40))
        let start = frame.minX + preset.style.itemBorderWidth + SceneRenderer.labelLeadingMargin
        #expect(abs(Double(box.x.lowerBound) - start) <= 2, "the label starts at \(box.x.lowerBound), expected \(start)")
        let width = try OffscreenSurface(width: 1, height: 1, scale: 1).canvas.measure("Row 2", size: .regular).width
        #expect(Double(box.x.count) > width - 4, "'Row 2' with its prefix: \(box.x.count) px, measured \(width)")
    }

    @Test func decorationsFitNarrowLanesAndTheOtherAxis() throws {
        // Two-lane width on a phone, and every preset turned to the other axis
        // (`--axis`) in landscape: the header stands at the leading edge, the
        // status bar still covers the top inset and follows the scrolling offset.
        for preset in [PresetCatalog.statusBar, PresetCatalog.collapsibleHeader, PresetCatalog.feed] {
            var narrow = PresetRun(preset, window: Size(width: 195, height: 844))
            narrow.jump(to: 60)
            let image = try narrow.shot("\(preset.name)-narrow-60")
            if preset.style.showsStatusBar {
                let bar = RenderTestSupport.blend(preset.style.statusBarColor.withAlpha(0.6), onto: SystemPalette.light.systemGroupedBackground)
                #expect(Pixels.isColor(image, 6, 10, bar))
            }
            var turned = PresetRun(preset, window: Size(width: 844, height: 390), axes: preset.axes == .vertical ? .horizontal : .vertical)
            _ = try turned.shot("\(preset.name)-turned-0")
            turned.jump(to: 60)
            let shot = try turned.shot("\(preset.name)-turned-60")
            if let header = preset.style.collapsibleHeader {
                // 150 − 60 = 90 px wide at the leading edge, full height.
                let g = header.geometry(forOffset: 60)
                let columns = (0..<shot.width).filter { x in let p = shot[x, 20]; return p.r >= 250 && p.g <= 160 && p.b <= 60 }
                #expect(columns == Array(0..<Int(g.height)), "header columns \(columns.first ?? -1)…\(columns.last ?? -1)")
            }
            if preset.style.showsStatusBar {
                let bar = RenderTestSupport.blend(preset.style.statusBarColor.withAlpha(0.6), onto: SystemPalette.light.systemGroupedBackground)
                #expect(Pixels.isColor(shot, 6, 10, bar), "\(shot[6, 10]) vs \(bar)")
            }
        }
    }

    @Test func badValuesNeverCrashAnyPreset() throws {
        let surface = try OffscreenSurface(width: 200, height: 300, scale: 2)
        let scene = SceneRenderer()
        for preset in PresetCatalog.all {
            let layout = preset.makeLayout(preset.name == "million" ? 1_000_000 : 40, preset.axes, Size(width: 200, height: 300))
            for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300, -1e6, 0] {
                for container in [Size(width: 200, height: 300), .zero, Size(width: bad, height: bad)] {
                    let geometry = ScrollEngineGeometry(
                        contentOffset: Point(x: bad, y: bad), contentSize: layout.contentSize,
                        contentInsets: preset.contentInsets, containerSize: container)
                    let record = FrameRecord(
                        tick: 0, time: bad, offset: Point(x: bad, y: bad), velocity: .zero, phase: .idle, activity: .idle,
                        behavior: "free", source: .none, containerSize: container, contentSize: layout.contentSize, hue: bad)
                    scene.draw(record: record, layout: layout, geometry: geometry, preset: preset, time: bad,
                               in: Rect(x: 0, y: 0, width: 200, height: 300), on: surface.canvas)
                }
            }
        }
        _ = surface.readImage()
    }

    // MARK: Shapes

    @Test func roundedCornersFollowTheCircle() {
        // A pixel is inside a corner when its centre is inside the circle:
        // the inset of each row is the first such column, for any radius.
        for radius in [0.0, 1, 2.5, 7, 12, 24, 31.7] {
            let box = SceneShapes.RoundedBox(Rect(x: 0, y: 0, width: 100, height: 80), radius: radius, borderWidth: 0, scale: 1, translation: .zero)!
            let r = box.radius
            for row in 0..<Int(r.rounded(.up)) + 1 {
                let inset = SceneShapes.RoundedBox.inset(row: row, top: 0, bottom: 80, radius: r)
                let cy = Double(row) + 0.5
                func inside(_ column: Int) -> Bool {
                    let cx = Double(column) + 0.5
                    guard cx < r, cy < r else { return true }
                    let dx = r - cx, dy = r - cy
                    return dx * dx + dy * dy <= r * r
                }
                let first = (0..<50).first(where: inside) ?? 50
                #expect(inset == first, "radius \(radius) row \(row): inset \(inset), circle says \(first)")
            }
        }
        // Borders: whole device pixels, never more than half the box.
        let thin = SceneShapes.RoundedBox(Rect(x: 0.2, y: 0, width: 10, height: 3), radius: 0, borderWidth: 2, scale: 1, translation: .zero)!
        #expect(thin.border == 2 && thin.spans(row: 1).inner == nil)
        let page = SceneShapes.RoundedBox(Rect(x: 0, y: 322, width: 390, height: 200), radius: 0, borderWidth: 2, scale: 2, translation: .zero)!
        #expect(page.border == 4 && page.y0 == 644 && page.y1 == 1044)
        #expect(page.spans(row: 647) == SceneShapes.RowSpans(outer: 0..<780, inner: nil))
        #expect(page.spans(row: 648) == SceneShapes.RowSpans(outer: 0..<780, inner: 4..<776))
        #expect(page.middle == 648..<1040)
        #expect(SceneShapes.RoundedBox(Rect(x: .nan, y: 0, width: 1, height: 1), radius: 1, borderWidth: 1, scale: 1, translation: .zero) == nil)
        #expect(SceneShapes.RoundedBox(Rect(x: 0, y: 0, width: 0.2, height: 10), radius: 1, borderWidth: 1, scale: 1, translation: .zero) == nil)
    }

    @Test func shapesNeverCrashOnBadInput() throws {
        let surface = try OffscreenSurface(width: 200, height: 100, scale: 1.5)
        let red = RGBColor(hex: 0xFF0000)
        for bad in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5] {
            SceneShapes.roundedRect(Rect(x: bad, y: 10, width: 50, height: bad), radius: bad, fill: red, border: red, borderWidth: bad, on: surface.canvas)
            SceneShapes.roundedRect(Rect(x: 10, y: 10, width: 1e9, height: 1e9), radius: bad, fill: red, border: red, borderWidth: 3, on: surface.canvas)
            SceneShapes.gradient(Rect(x: 0, y: bad, width: 100, height: 1e12), from: red, to: .white, along: .vertical, on: surface.canvas)
            SceneShapes.gradient(Rect(x: bad, y: 0, width: bad, height: 10), from: red, to: .white, along: .horizontal, on: surface.canvas)
            #expect(SceneRenderer.loadingDotOpacity(0, time: bad) >= 0.25)
        }
        // A huge radius on a huge box walks only the visible rows.
        SceneShapes.roundedRect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), radius: 1e7, fill: red, border: .white, borderWidth: 1, on: surface.canvas)
        _ = surface.readImage()
    }

    @Test func loadingDotsPulseInTurn() {
        // A triangle wave from 0.25 to 1 and back over 0.9 s, each dot 0.15 s behind.
        #expect(SceneRenderer.loadingDotOpacity(0, time: 0) == 0.25)
        #expect(abs(SceneRenderer.loadingDotOpacity(0, time: 0.45) - 1) < 1e-9)
        #expect(abs(SceneRenderer.loadingDotOpacity(0, time: 0.225) - 0.625) < 1e-9)
        #expect(abs(SceneRenderer.loadingDotOpacity(1, time: 0.15) - 0.25) < 1e-9)
        #expect(abs(SceneRenderer.loadingDotOpacity(2, time: 0.75) - 1) < 1e-9)
        #expect(abs(SceneRenderer.loadingDotOpacity(1, time: 0.6 + 0.9 * 5) - 1) < 1e-9)
    }
}
}

private extension RGBColor {
    static let white = RGBColor(hex: 0xFFFFFF)
}
