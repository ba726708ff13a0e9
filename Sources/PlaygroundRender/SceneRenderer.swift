import ScrollKitCore

/// Draws one frame of a scroll container the way its preset's seed example
/// looks (built as a `DisplayList`, `displayList(...)`, then drawn by
/// `DisplayListRenderer`), from the preset's `PresetStyle` alone (no preset is special-cased
/// by name), into a rectangle of a canvas (the whole window, or one lane
/// when 2–4 behaviors run side by side). Back to front:
///
/// 1. the background: seed 003's hue (`RGBColor(hue: record.hue, 1, 1)`) or
///    a solid colour;
/// 2. the visible items: `fill(forItemID:)` (the palette, else `itemFill`),
///    or `loadingFill` while `layout.isLoading(item:at:)` says so at the
///    frame's time; corners rounded by `itemCornerRadius`; a border of
///    `itemBorderWidth` inside the frame (SwiftUI's `.border(_:width:)`, over
///    the fill); the label (`label(forItemID:)`, or `loadingLabel` with
///    three dots pulsing with the time) in the `itemLabel` font and placement,
///    stepping down a size when it does not fit;
/// 3. the collapsible header (`SceneHeader`);
/// 4. the scroll indicators;
/// 5. the status bar (`SceneStatusBar`), over the scroll view as in seed 003;
/// 6. the container border (`containerBorder`, seed 004's blue
///    `.border(.blue, width: 2)` on the ScrollView), on top of everything.
///
/// Content coordinates map to the canvas as
/// `screen = content − geometry.visibleRect.origin + rect.origin`, and
/// everything is clipped to `rect`. Only the items that intersect the visible
/// rectangle are touched (`layout.items(in:)`, a binary search), so a million
/// rows cost the same as a hundred.
package struct SceneRenderer {
    /// The layers drawn over the lanes (the frame's); the scene draws the
    /// scroll indicators when `layers.showsIndicators` (seed 000's
    /// `showsIndicators`: thin bars showing the visible fraction and position
    /// on each scrolling axis).
    package var layers = FrameModel.Layers()
    /// Opacity of the indicators in [0, 1]; the window loop may drive it with
    /// a `ScrollIndicatorFade`. 1 keeps them always visible.
    package var indicatorOpacity = 1.0
    /// Small measurement readouts on the decorations (the status bar's
    /// opacity, the header's height); off, the frame is the seed's look alone.
    var showsReadouts = true
    /// The appearance the preset is drawn in (`Preset.style(for:)`).
    package var appearance = Appearance.light
    /// The device whose outline `showsDeviceFrame` draws (`--device`).
    package var device: Device?
    /// Draws `device`'s outline over the container (`--frame`).
    package var showsDeviceFrame = false
    /// The most items one frame draws (a guard against degenerate layouts
    /// with zero-length items; a real frame shows far fewer).
    var maximumItemsPerFrame = 4096

    /// Thickness of a scroll indicator, logical pixels.
    static let indicatorThickness = 3.0
    /// Distance of an indicator from the container's edge, logical pixels.
    static let indicatorInset = 2.0
    /// Shortest indicator, logical pixels.
    static let indicatorMinimumLength = 24.0
    /// Space between a `.leading` label and the item's leading edge (beyond
    /// its border), logical pixels.
    static let labelLeadingMargin = 12.0
    /// Seconds of one cycle of a loading item's pulsing dots.
    static let loadingPulsePeriod = 0.9

    /// Draws the frame.
    /// - Parameters:
    ///   - record: the tick being shown (hue, offset, phase).
    ///   - layout: the content, laid out for `geometry.containerSize`.
    ///   - geometry: offset, sizes and insets; `visibleRect` decides what shows.
    ///   - preset: the look (`preset.style`) and the scrolling axes.
    ///   - time: the engine's clock in seconds (the record's time): which
    ///     items are loading, and their pulse.
    ///   - rect: where the container goes on the canvas, logical pixels.
    package func draw(
        record: FrameRecord, layout: any ContentLayout, geometry: ScrollEngineGeometry, preset: Preset,
        time: Double, in rect: Rect, on canvas: Canvas
    ) {
        if let content = layout as? any DisplayListContent {
            // A content that draws itself (a view file's screen).
            return drawDisplayListContent(content, geometry: geometry, in: rect, on: canvas)
        }
        let container = Rect(origin: .zero, size: rect.size)
        let list = displayList(
            record: record, layout: layout, geometry: geometry, preset: preset, time: time, size: rect.size, metrics: canvas)
        canvas.withClip(rect) {
            canvas.withTranslation(Vector(dx: rect.minX, dy: rect.minY)) {
                DisplayListRenderer().draw(list, on: canvas)
                if showsDeviceFrame, let device {
                    DeviceFrame(device: device, appearance: appearance).draw(in: container, on: canvas)
                }
            }
        }
    }

    /// True when `rect` is a sane region to ask a layout about: finite,
    /// positive size, coordinates within ±1e12 (far beyond any real content;
    /// the guard keeps layouts' integer index arithmetic from overflowing on
    /// garbage input).
    static func isQueryable(_ rect: Rect) -> Bool {
        rect.origin.isFinite && rect.size.isPositiveFinite
            && abs(rect.minX) <= 1e12 && abs(rect.minY) <= 1e12 && rect.width <= 1e12 && rect.height <= 1e12
    }

    /// The background colour of a frame: seed 003's hue for `.rainbow`
    /// (`RGBColor(hue: record.hue, saturation: 1, brightness: 1)`), else the solid colour.
    static func backgroundColor(record: FrameRecord, style: PresetStyle) -> RGBColor {
        switch style.background {
        case .rainbow: return RGBColor(hue: record.hue, saturation: 1, brightness: 1)
        case .solid(let color): return color
        }
    }

    /// The text sizes to try for a label in `font`, largest first: `.title`
    /// is the large size (cap height 21 px, SwiftUI's 28 pt title has 20),
    /// `.body` the regular one (14 px; 17 pt body has 12).
    static func textSizes(for font: ItemLabelStyle.Font) -> [TextSize] {
        switch font {
        case .title: return [.large, .regular, .small]
        case .body: return [.regular, .small]
        }
    }

    /// The first of `candidates` (the label, then a shorter stand-in: the
    /// bare id, no loading text) that fits `room` at some size of `font`,
    /// largest first, with room for three dots after it when `dots`; nil
    /// when nothing fits.
    static func fittingLabel(
        _ candidates: [String], dots: Bool, font: ItemLabelStyle.Font, in room: Size, on canvas: Canvas
    ) -> (String, TextSize)? {
        for text in candidates where !(text.isEmpty && !dots) {
            let measured = dots ? text + "..." : text
            if let size = textSizes(for: font).first(where: { fits(measured, size: $0, in: room, on: canvas) }) {
                return (text, size)
            }
        }
        return nil
    }

    /// True when one line of `text` at `size` fits `room`: its width, and
    /// its capitals' height plus a third of the size (descenders) plus 2 px.
    package static func fits(_ text: String, size: TextSize, in room: Size, on canvas: Canvas) -> Bool {
        canvas.measure(text, size: size).width <= room.width
            && canvas.capHeight(size) + size.points / 3 + 2 <= room.height
    }

    /// The opacity of loading dot `index` (0, 1, 2) at `time`: a triangle
    /// wave between 0.25 and 1, each dot a sixth of a period behind the one
    /// before. 0.25 for a non-finite time.
    static func loadingDotOpacity(_ index: Int, time: Double) -> Double {
        guard time.isFinite, abs(time) < 1e12 else { return 0.25 }
        let cycle = time / loadingPulsePeriod - Double(index) / 6
        let phase = cycle - cycle.rounded(.down)
        return 0.25 + 0.75 * (1 - abs(2 * phase - 1))
    }

    /// The boxes of the item labels drawn centred in their cards (the big
    /// page and item numbers), canvas coordinates, for the scene drawn in
    /// `container`: what the overlays' labels keep clear of. Leading labels
    /// (rows, lines) and feed posts give none.
    func centeredLabelBoxes(
        layout: any ContentLayout, geometry: ScrollEngineGeometry, preset: Preset, in container: Rect, time: Double, on canvas: Canvas
    ) -> [Rect] {
        let style = preset.style(for: appearance)
        guard style.itemLabel.placement == .center, style.itemContent != .feedPost else { return [] }
        let origin = Vector(dx: container.minX, dy: container.minY)
        return visibleItems(layout: layout, geometry: geometry, style: style).compactMap { item in
            guard !layout.isLoading(item: item.index, at: time) else { return nil }
            let id = layout.itemID(at: item.index)
            let room = SceneRenderer.cardRect(item.frame, style: style).offsetBy(origin)
            let inset = style.itemBorderWidth + 3
            let space = Size(width: room.width - inset * 2, height: room.height - style.itemBorderWidth * 2)
            guard let (label, size) = SceneRenderer.fittingLabel(
                [style.label(forItemID: id), String(id)], dots: false, font: style.itemLabel.font, in: space, on: canvas)
            else { return nil }
            let width = canvas.measure(label, size: size).width + 6
            let height = canvas.lineHeight(size) + 4
            return Rect(x: room.midX - width / 2, y: room.midY - height / 2, width: width, height: height)
        }
    }

    // MARK: - Parts

    /// One visible item: its index, and its frame in container coordinates.
    typealias VisibleItem = (index: Int, frame: Rect)

    /// The items that intersect the visible rectangle (at most
    /// `maximumItemsPerFrame`), with their frames in container coordinates.
    func visibleItems(layout: any ContentLayout, geometry: ScrollEngineGeometry, style: PresetStyle) -> [VisibleItem] {
        let visible = geometry.visibleRect
        guard SceneRenderer.isQueryable(visible) else { return [] }
        let shift = Vector(dx: -visible.minX, dy: -visible.minY)
        let range = layout.items(in: visible)
        let last = Swift.min(range.upperBound, range.lowerBound + maximumItemsPerFrame)
        guard range.lowerBound < last else { return [] }
        var items: [VisibleItem] = []
        for index in range.lowerBound..<last {
            let frame = layout.frame(ofItem: index)
            guard frame.intersects(visible) else { continue }
            items.append((index, frame.offsetBy(shift)))
        }
        return items
    }

    /// The card of an item at `frame` (container coordinates): the frame
    /// inset by `itemInset`, at most a quarter of its size.
    static func cardRect(_ frame: Rect, style: PresetStyle) -> Rect {
        frame.insetBy(dx: Swift.min(style.itemInset, frame.width / 4), dy: Swift.min(style.itemInset, frame.height / 4))
    }

    /// Rectangles that together cover `container` less the union of
    /// `holes` (each inside it), without overlapping: horizontal bands
    /// between the holes' top and bottom edges, each cut at the holes that
    /// span it. Bands with the same cuts are merged.
    static func complement(of holes: [Rect], in container: Rect) -> [Rect] {
        guard !holes.isEmpty else { return [container] }
        let edges = Set([container.minY, container.maxY] + holes.flatMap { [$0.minY, $0.maxY] }).sorted()
        var out: [Rect] = []
        var previous: (cuts: [ClosedRange<Double>], rects: [Int])?
        for (y0, y1) in zip(edges, edges.dropFirst()) where y1 > y0 {
            var spans = holes.filter { $0.minY <= y0 && $0.maxY >= y1 }.map { $0.minX...$0.maxX }.sorted { $0.lowerBound < $1.lowerBound }
            var merged: [ClosedRange<Double>] = []
            for span in spans {
                if let last = merged.last, span.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, span.upperBound)
                } else {
                    merged.append(span)
                }
            }
            spans = merged
            if let p = previous, p.cuts == spans {
                for i in p.rects { out[i].size.height = y1 - out[i].minY }
                continue
            }
            var x = container.minX
            var indices: [Int] = []
            for span in spans + [container.maxX...container.maxX] {
                if span.lowerBound > x {
                    indices.append(out.count)
                    out.append(Rect(x: x, y: y0, width: span.lowerBound - x, height: y1 - y0))
                }
                x = Swift.max(x, span.upperBound)
            }
            previous = (spans, indices)
        }
        return out
    }

    /// Draws the scroll indicators of `axes` (`indicatorItems`).
    func drawIndicators(geometry: ScrollEngineGeometry, axes: Axes, in container: Rect, on canvas: Canvas) {
        DisplayListRenderer().draw(DisplayList(indicatorItems(geometry: geometry, axes: axes, in: container)), on: canvas)
    }

    /// The rectangle of the indicator thumb on `axis`, in container
    /// coordinates, or nil when the content does not scroll on that axis.
    /// Its length is the visible fraction of the track (at least
    /// `indicatorMinimumLength`), shortened by any overscroll; its position is
    /// the scroll position's fraction of the scrollable range.
    static func indicatorThumb(geometry: ScrollEngineGeometry, axis: Axis, container: Rect, bothAxes: Bool) -> Rect? {
        let viewport = geometry.containerSize[axis]
        let contentLength = geometry.contentSize[axis] + geometry.contentInsets.leadingEdge(axis) + geometry.contentInsets.trailingEdge(axis)
        let position = geometry.position[axis]
        guard viewport.isFinite, contentLength.isFinite, position.isFinite, viewport > 0, contentLength > viewport else { return nil }
        let corner = bothAxes ? indicatorThickness + indicatorInset * 2 : 0
        let track = container.size[axis] - indicatorInset * 2 - corner
        guard track > indicatorThickness * 2 else { return nil }
        let minP = geometry.minPosition(axis)
        let maxP = geometry.maxPosition(axis)
        var length = Swift.max(indicatorMinimumLength, track * viewport / contentLength)
        length = Swift.min(length, track)
        let overscroll = position < minP ? minP - position : (position > maxP ? position - maxP : 0)
        length = Swift.max(indicatorThickness * 2, length - overscroll)
        let fraction = maxP > minP ? Swift.min(Swift.max((position - minP) / (maxP - minP), 0), 1) : 0
        let start = indicatorInset + fraction * (track - length)
        let crossStart = container.size[axis.cross] - indicatorInset - indicatorThickness
        var origin = Point.zero
        origin[axis] = container.origin[axis] + start
        origin[axis.cross] = container.origin[axis.cross] + crossStart
        return Rect(origin: origin, size: Size(length: length, cross: indicatorThickness, axis: axis))
    }
}
