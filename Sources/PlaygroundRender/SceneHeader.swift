import ScrollKitCore

/// Seed 000's collapsible header (Sundell's gist), drawn where
/// `CollapsibleHeader.geometry(forOffset:)` puts it: a band across the
/// container filled with the header's gradient (`topColor` → `bottomColor`),
/// its large title moving with the content and fading out as the small
/// title fades in (`collapsedTitleOpacity`), a hairline under it that
/// appears as it collapses (`collapseProgress`), nothing once it has
/// scrolled away (`isHidden`).
///
/// The header stands across the scrolling axis: at the top of a vertical
/// container, at the leading edge of a horizontal one (the preset's layout
/// leaves its length free on that axis either way). The offset it reads is
/// the SwiftUI offset on that axis (0 at rest, whatever the convention).
struct SceneHeader {
    /// Space kept between a title and the header's sides, logical pixels.
    static let titleMargin = 16.0
    /// The hairline under a collapsed header: black at this opacity.
    static let hairlineOpacity = 0.18

    /// The SwiftUI content offset on `axis` (0 at the start of the content).
    static func offset(for geometry: ScrollEngineGeometry, axis: Axis) -> Double {
        geometry.position[axis] + geometry.contentInsets.leadingEdge(axis)
    }

    /// The header's rectangle in container coordinates: `geometry.y` and
    /// `geometry.height` along `axis`, the container's full extent across it.
    static func rect(_ geometry: CollapsibleHeaderGeometry, axis: Axis, container: Size) -> Rect {
        var origin = Point.zero
        origin[axis] = geometry.y
        return Rect(origin: origin, size: Size(length: geometry.height, cross: container[axis.cross], axis: axis))
    }

    /// What `header` draws for `scroll` in a container of `container` size
    /// (container coordinates): the band, its hairline, and its titles
    /// clipped to the band. `showsReadout` prints the header's height in
    /// its trailing corner. The canvas gives text metrics and its scale.
    func displayItems(
        _ header: CollapsibleHeader, scroll: ScrollEngineGeometry, axis: Axis, container: Size, showsReadout: Bool, metrics canvas: Canvas
    ) -> [DisplayItem] {
        let g = header.geometry(forOffset: SceneHeader.offset(for: scroll, axis: axis))
        guard !g.isHidden, g.height.isFinite, g.height > 0, g.y.isFinite else { return [] }
        let band = SceneHeader.rect(g, axis: axis, container: container)
        var items: [DisplayItem] = [
            .shape(DisplayShape(.rectangle, frame: band, paint: .linearGradient(start: header.topColor, end: header.bottomColor, axis: axis)))
        ]

        var hairline = band
        hairline.origin[axis] = band.max(axis)
        hairline.size = Size(length: 1, cross: band.size[axis.cross], axis: axis)
        hairline.size[axis] = 1 / canvas.scale  // one device pixel, as UIKit's
        items.append(.fill(hairline, color: RGBColor(r: 0, g: 0, b: 0).withAlpha(SceneHeader.hairlineOpacity * g.collapseProgress)))

        var titles: [DisplayItem] = []
        do {
            let expanded = 1 - g.collapsedTitleOpacity
            // The large title sits in the content: it fits the expanded header
            // and is clipped as the header shrinks (on a horizontal container
            // the band's width is what shrinks).
            var full = band.size
            full[axis] = Swift.max(full[axis], header.maxHeight)
            if expanded > 0, let size = fittingSize(header.title, font: .title, in: full, on: canvas) {
                var center = Point(x: band.midX, y: band.midY)
                center[axis] = g.expandedTitleCenterY
                let m = canvas.measure(header.title, size: size)
                let box = Rect(x: center.x - m.width / 2, y: center.y - m.height / 2, width: m.width, height: m.height)
                titles.append(SceneRenderer.centeredText(
                    header.title, in: box, color: SceneShapes.faded(header.titleColor, by: expanded), size: size, weight: .semibold,
                    metrics: canvas))
            }
            if g.collapsedTitleOpacity > 0, let size = fittingSize(header.title, font: .body, in: band.size, on: canvas) {
                titles.append(SceneRenderer.centeredText(
                    header.title, in: band, color: SceneShapes.faded(header.titleColor, by: g.collapsedTitleOpacity), size: size,
                    weight: .semibold, metrics: canvas))
            }
            if showsReadout {
                let note = "\(RenderFormat.number(g.height, decimals: 0)) pt"
                let m = canvas.measure(note)
                if band.height >= m.height + 6, band.width >= m.width + 12 {
                    let at = Point(x: band.maxX - m.width - 8, y: band.maxY - m.height - 3)
                    titles.append(SceneRenderer.placedText(
                        note, at: at, width: m.width, color: SceneShapes.faded(header.titleColor, by: 0.7), size: .small, metrics: canvas))
                }
            }
        }
        items.append(.group(DisplayGroup(titles, clip: DisplayClip(.rectangle, frame: band))))
        return items
    }

    /// The largest size at most `font`'s whose text fits the width of a
    /// band of `size` (less the margins), or nil. Text always runs
    /// horizontally, so on a horizontal container the band's width is its
    /// (shrinking) length.
    private func fittingSize(_ text: String, font: ItemLabelStyle.Font, in size: Size, on canvas: Canvas) -> TextSize? {
        SceneRenderer.textSizes(for: font).first { canvas.measure(text, size: $0).width <= size.width - SceneHeader.titleMargin * 2 }
    }
}
