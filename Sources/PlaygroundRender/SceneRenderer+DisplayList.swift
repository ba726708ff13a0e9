import ScrollKitCore

/// What a preset draws for one frame, as a `DisplayList` in container
/// coordinates (0, 0 at the container's top-leading corner), back to front
/// as `SceneRenderer` describes: the background (a backdrop that skips the
/// cards' opaque middles), the visible items, the collapsible header, the
/// scroll indicators, the status bar and the container border. The canvas
/// is read for text metrics and its scale only (labels are fitted to their
/// cards, hairlines are one device pixel); nothing is drawn here.
extension SceneRenderer {
    /// The list for one frame of `preset` in a container of `size`.
    package func displayList(
        record: FrameRecord, layout: any ContentLayout, geometry: ScrollEngineGeometry, preset: Preset,
        time: Double, size: Size, metrics canvas: Canvas
    ) -> DisplayList {
        let container = Rect(origin: .zero, size: size)
        let style = preset.style(for: appearance)
        let background = SceneRenderer.backgroundColor(record: record, style: style)
        let visible = visibleItems(layout: layout, geometry: geometry, style: style)
        var list = DisplayList()
        list.append(backdrop(background, in: container, around: visible, layout: layout, style: style, time: time, scale: canvas.scale))
        let under = RGBColor(r: background.r, g: background.g, b: background.b)
        for item in visible {
            let loading = layout.isLoading(item: item.index, at: time)
            appendItem(
                id: layout.itemID(at: item.index), in: item.frame, loading: loading, style: style, under: under, time: time,
                to: &list, metrics: canvas)
        }
        if let header = style.collapsibleHeader {
            for item in SceneHeader().displayItems(
                header, scroll: geometry, axis: preset.axes.primary, container: container.size,
                showsReadout: showsReadouts, metrics: canvas) {
                list.append(item)
            }
        }
        if layers.showsIndicators && indicatorOpacity > 0 {
            for item in indicatorItems(geometry: geometry, axes: preset.axes, in: container) { list.append(item) }
        }
        if style.showsStatusBar {
            for item in SceneStatusBar().displayItems(
                geometry: geometry, axes: preset.axes, style: style, width: container.width,
                showsReadout: showsReadouts, metrics: canvas) {
                list.append(item)
            }
        }
        if let border = style.containerBorder {
            list.append(.border(container, color: border, width: style.containerBorderWidth))
        }
        return list
    }

    /// One line of text centred optically in `box` (`Canvas.text(_:centeredIn:)`).
    static func centeredText(
        _ text: String, in box: Rect, color: RGBColor, size: TextSize, weight: TextWeight = .regular, metrics canvas: Canvas
    ) -> DisplayItem {
        .text(DisplayText(
            lines: [text], frame: box, fontSize: size.points, weight: weight == .semibold ? .semibold : .regular,
            lineHeight: canvas.lineHeight(size), color: color, alignment: .center, placement: .opticallyCentered))
    }

    /// One line of text with its top-leading corner at `origin`
    /// (`Canvas.text(_:at:)`), `width` wide.
    static func placedText(
        _ text: String, at origin: Point, width: Double, color: RGBColor, size: TextSize, metrics canvas: Canvas
    ) -> DisplayItem {
        let lineHeight = canvas.lineHeight(size)
        return .text(DisplayText(
            lines: [text], frame: Rect(origin: origin, size: Size(width: width, height: lineHeight)), fontSize: size.points,
            lineHeight: lineHeight, color: color, placement: .atOrigin))
    }

    /// The background: the container in `color`, opaque, except inside the
    /// cards that will cover it with an opaque fill (each card less its
    /// rounded corner rows and two device pixels more): a list frame writes
    /// most pixels once instead of twice.
    private func backdrop(
        _ color: RGBColor, in container: Rect, around items: [VisibleItem], layout: any ContentLayout, style: PresetStyle,
        time: Double, scale: Double
    ) -> DisplayItem {
        let pixel = 2 / scale
        let radius = style.itemCornerRadius.isFinite ? Swift.max(0, style.itemCornerRadius) : .infinity
        var solid: [Rect] = []
        for item in items {
            let fill = layout.isLoading(item: item.index, at: time) ? style.loadingFill : style.fill(forItemID: layout.itemID(at: item.index))
            guard fill.a > 0 else { continue }
            let card = SceneRenderer.cardRect(item.frame, style: style)
            let r = Swift.min(radius, Swift.min(card.width, card.height) / 2) + pixel
            let band = Rect(x: card.minX + pixel, y: card.minY + r, width: card.width - 2 * pixel, height: card.height - 2 * r)
            let cut = Canvas.intersection(band, container)
            if band.width.isFinite, band.height.isFinite, cut.width > 0, cut.height > 0 { solid.append(cut) }
        }
        return .backdrop(DisplayBackdrop(frame: container, color: color, covered: solid))
    }

    /// One item at `frame` (container coordinates): the card (inset by
    /// `itemInset`; a translucent fill composited over `under`, the flat
    /// background, and given opaque), its separator, then its content.
    private func appendItem(
        id: Int, in frame: Rect, loading: Bool, style: PresetStyle, under: RGBColor, time: Double,
        to list: inout DisplayList, metrics canvas: Canvas
    ) {
        let screen = SceneRenderer.cardRect(frame, style: style)
        let fill = loading ? style.loadingFill : style.fill(forItemID: id)
        list.append(.box(DisplayBox(
            frame: screen, cornerRadius: style.itemCornerRadius, fill: fill.a > 0 ? fill.composited(over: under) : fill,
            border: style.itemBorder, borderWidth: style.itemBorderWidth)))
        if let separator = style.separator {
            let hairline = 1 / canvas.scale
            list.append(.fill(Rect(x: screen.minX + style.separatorInset, y: screen.maxY - hairline, width: screen.width - style.separatorInset, height: hairline), color: separator))
        }
        var room = screen
        if style.itemContent == .feedPost, !loading {
            room = SceneShapes.feedPost(id: id, in: screen, style: style, into: &list)
        }
        let inset = style.itemBorderWidth + (style.itemLabel.placement == .leading ? SceneRenderer.labelLeadingMargin : 3)
        let space = Size(width: room.width - inset * 2, height: room.height - style.itemBorderWidth * 2)
        guard let (label, size) = SceneRenderer.fittingLabel(
            loading ? [style.loadingLabel, ""] : [style.label(forItemID: id), String(id)],
            dots: loading, font: style.itemLabel.font, in: space, on: canvas)
        else { return }
        // A loading label keeps room for its three dots, so it never jumps.
        let width = canvas.measure(loading ? label + "..." : label, size: size).width
        let box: Rect
        switch style.itemLabel.placement {
        case .center: box = room
        case .leading: box = Rect(x: room.minX + inset, y: room.minY, width: width, height: room.height)
        }
        guard loading else {
            list.append(SceneRenderer.centeredText(
                label, in: box, color: style.itemText, size: size, weight: style.itemContent == .feedPost ? .semibold : .regular,
                metrics: canvas))
            return
        }
        // The label and its three dots are laid out as one centred string,
        // so the label never moves while the dots pulse.
        let color = SceneShapes.faded(style.itemText, by: 0.6)
        let origin = canvas.centeredOrigin(label + "...", in: box, size: size)
        var x = origin.x + canvas.measure(label, size: size).width
        list.append(SceneRenderer.placedText(label, at: origin, width: x - origin.x, color: color, size: size, metrics: canvas))
        for dot in 0..<3 {
            let next = origin.x + canvas.measure(label + String(repeating: ".", count: dot + 1), size: size).width
            let alpha = SceneRenderer.loadingDotOpacity(dot, time: time)
            list.append(SceneRenderer.placedText(
                ".", at: Point(x: canvas.snap(x), y: origin.y), width: next - x,
                color: SceneShapes.faded(style.itemText, by: alpha), size: size, metrics: canvas))
            x = next
        }
    }

    /// The scroll indicator thumbs of `axes`: iOS's capsules, dark at 35 %
    /// on light content, light on dark, at `indicatorOpacity`.
    func indicatorItems(geometry: ScrollEngineGeometry, axes: Axes, in container: Rect) -> [DisplayItem] {
        let opacity = Swift.min(Swift.max(indicatorOpacity, 0), 1)
        let members = axes.members
        let ink: UInt8 = appearance == .dark ? 255 : 0
        let color = RGBColor(r: ink, g: ink, b: ink, a: UInt8((89 * opacity).rounded()))
        return members.compactMap { axis in
            SceneRenderer.indicatorThumb(geometry: geometry, axis: axis, container: container, bothAxes: members.count == 2)
                .map { .shape(DisplayShape(.capsule(style: .circular), frame: $0, paint: .fill(color))) }
        }
    }
}
