import ScrollKitCore

/// Draws one frame of a scroll container: the preset's background, the
/// visible items with their ids, the status bar, the collapsible header and
/// the scroll indicators, into a rectangle of a canvas (the whole window, or
/// one lane when 2–4 behaviors run side by side).
///
/// Content coordinates map to the canvas as
/// `screen = content − geometry.visibleRect.origin + rect.origin`, and
/// everything is clipped to `rect`. Only the items that intersect the visible
/// rectangle are touched (`layout.items(in:)`, a binary search), so a million
/// rows cost the same as a hundred.
struct SceneRenderer {
    /// Seed 000's `showsIndicators`: thin bars showing the visible fraction
    /// and position on each scrolling axis.
    var showsIndicators = true
    /// Opacity of the indicators in [0, 1]; the window loop may drive it with
    /// a `ScrollIndicatorFade`. 1 keeps them always visible.
    var indicatorOpacity = 1.0
    /// The most items one frame draws (a guard against degenerate layouts
    /// with zero-length items; a real frame shows far fewer).
    var maximumItemsPerFrame = 4096

    /// Thickness of a scroll indicator, logical pixels.
    static let indicatorThickness = 3.0
    /// Distance of an indicator from the container's edge, logical pixels.
    static let indicatorInset = 2.0
    /// Shortest indicator, logical pixels.
    static let indicatorMinimumLength = 24.0
    /// Height of the status bar when the preset has no top inset, logical pixels.
    static let defaultStatusBarHeight = 44.0
    /// Seed 003's status bar colour (SwiftUI's `Color.red`).
    static let statusBarColor = RGBColor(hex: 0xFF3B30)
    /// The collapsible header's fill.
    static let headerColor = RGBColor(hex: 0x1C1C6E)

    /// Draws the frame.
    /// - Parameters:
    ///   - record: the tick being shown (hue, offset, phase).
    ///   - layout: the content, laid out for `geometry.containerSize`.
    ///   - geometry: offset, sizes and insets; `visibleRect` decides what shows.
    ///   - preset: the look (`preset.style`) and the scrolling axes.
    ///   - time: the run's clock in seconds, for time-driven decorations.
    ///   - rect: where the container goes on the canvas, logical pixels.
    func draw(
        record: FrameRecord, layout: any ContentLayout, geometry: ScrollGeometry, preset: Preset,
        time: Double, in rect: Rect, on canvas: Canvas
    ) {
        let container = Rect(origin: .zero, size: rect.size)
        canvas.withClip(rect) {
            canvas.withTranslation(Vector(dx: rect.minX, dy: rect.minY)) {
                drawBackground(record: record, style: preset.style, in: container, on: canvas)
                drawItems(layout: layout, geometry: geometry, style: preset.style, on: canvas)
                // TODO(presets): the feed's loading rows (a `PresetStyle` field the
                // layout engineer is adding) go here, animated with `time`.
                var top = 0.0
                if preset.style.showsStatusBar {
                    top = drawStatusBar(geometry: geometry, width: container.width, on: canvas)
                }
                if let header = preset.style.collapsibleHeader {
                    drawHeader(header, geometry: geometry, top: top, width: container.width, on: canvas)
                }
                if showsIndicators && indicatorOpacity > 0 {
                    drawIndicators(geometry: geometry, axes: preset.axes, in: container, on: canvas)
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

    /// Seed 003's status-bar opacity: 0 at offset 0, 1 at offset 100 and
    /// beyond, linear between (the seed's −100…0 on the negated offset).
    static func statusBarOpacity(forOffset offset: Double) -> Double {
        // TODO(layout): use `StatusBar.opacity(forOffset:)` once the layout
        // engineer's pure version lands in ScrollKitCore.
        guard offset.isFinite else { return offset == .infinity ? 1 : 0 }
        return Swift.min(Swift.max(offset / 100, 0), 1)
    }

    // MARK: - Parts

    private func drawBackground(record: FrameRecord, style: PresetStyle, in container: Rect, on canvas: Canvas) {
        let color = SceneRenderer.backgroundColor(record: record, style: style)
        canvas.fill(container, RGBColor(r: color.r, g: color.g, b: color.b))
    }

    private func drawItems(layout: any ContentLayout, geometry: ScrollGeometry, style: PresetStyle, on canvas: Canvas) {
        let visible = geometry.visibleRect
        guard SceneRenderer.isQueryable(visible) else { return }
        let shift = Vector(dx: -visible.minX, dy: -visible.minY)
        let range = layout.items(in: visible)
        let last = Swift.min(range.upperBound, range.lowerBound + maximumItemsPerFrame)
        guard range.lowerBound < last else { return }
        for index in range.lowerBound..<last {
            let frame = layout.frame(ofItem: index)
            guard frame.intersects(visible) else { continue }
            let screen = frame.offsetBy(shift)
            canvas.fill(screen, style.itemFill)
            canvas.stroke(screen, style.itemBorder, width: 1)
            let label = String(layout.itemID(at: index))
            let size: TextSize? = [TextSize.regular, .small].first { size in
                let m = canvas.measure(label, size: size)
                return m.width <= screen.width - 6 && m.height <= screen.height + 4
            }
            if let size {
                canvas.text(label, centeredIn: screen, color: style.itemText, size: size)
            }
        }
    }

    /// Draws the status bar and returns its height.
    private func drawStatusBar(geometry: ScrollGeometry, width: Double, on canvas: Canvas) -> Double {
        let inset = geometry.contentInsets.top
        let height = inset > 0 && inset.isFinite ? inset : SceneRenderer.defaultStatusBarHeight
        let opacity = SceneRenderer.statusBarOpacity(forOffset: geometry.contentOffset.y)
        let bar = Rect(x: 0, y: 0, width: width, height: height)
        canvas.fill(bar, SceneRenderer.statusBarColor.withAlpha(opacity))
        // The clock sits in the bar as on a phone: always there, whatever the opacity.
        let clockBox = Rect(x: 16, y: Swift.max(0, height - 24), width: 40, height: 20)
        canvas.text("9:41", centeredIn: clockBox, color: RGBColor(hex: 0x000000), size: .small)
        let label = "opacity \(RenderFormat.number(opacity, decimals: 2))"
        let m = canvas.measure(label)
        canvas.text(label, at: Point(x: width - m.width - 10, y: clockBox.midY - 6), color: RGBColor(hex: 0x000000))
        return height
    }

    private func drawHeader(_ header: CollapsibleHeader, geometry: ScrollGeometry, top: Double, width: Double, on canvas: Canvas) {
        let height = header.height(forOffset: geometry.contentOffset.y)
        guard height.isFinite, height > 0 else { return }
        let bar = Rect(x: 0, y: top, width: width, height: height)
        canvas.fill(bar, SceneRenderer.headerColor)
        canvas.fill(Rect(x: 0, y: bar.maxY - 1, width: width, height: 1), RGBColor(r: 0, g: 0, b: 0, a: 90))
        // The title shrinks with the header, as a large navigation title does.
        let span = header.maxHeight - header.minHeight
        let progress = span > 0 ? (height - header.minHeight) / span : 1
        let size: TextSize = progress > 0.66 && height >= 44 ? .large : (progress > 0.25 && height >= 26 ? .regular : .small)
        canvas.text("Header", centeredIn: bar, color: RGBColor(hex: 0xFFFFFF), size: size)
        let note = "\(RenderFormat.number(height, decimals: 0)) pt"
        let m = canvas.measure(note)
        if height >= m.height + 4 {
            canvas.text(note, at: Point(x: width - m.width - 8, y: bar.maxY - m.height - 2), color: RGBColor(r: 255, g: 255, b: 255, a: 170))
        }
    }

    private func drawIndicators(geometry: ScrollGeometry, axes: Axes, in container: Rect, on canvas: Canvas) {
        let opacity = Swift.min(Swift.max(indicatorOpacity, 0), 1)
        let members = axes.members
        for axis in members {
            guard let thumb = SceneRenderer.indicatorThumb(geometry: geometry, axis: axis, container: container, bothAxes: members.count == 2) else { continue }
            canvas.fill(thumb.insetBy(dx: -1, dy: -1), RGBColor(r: 255, g: 255, b: 255, a: UInt8((110 * opacity).rounded())))
            canvas.fill(thumb, RGBColor(r: 0, g: 0, b: 0, a: UInt8((140 * opacity).rounded())))
        }
    }

    /// The rectangle of the indicator thumb on `axis`, in container
    /// coordinates, or nil when the content does not scroll on that axis.
    /// Its length is the visible fraction of the track (at least
    /// `indicatorMinimumLength`), shortened by any overscroll; its position is
    /// the scroll position's fraction of the scrollable range.
    static func indicatorThumb(geometry: ScrollGeometry, axis: Axis, container: Rect, bothAxes: Bool) -> Rect? {
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
