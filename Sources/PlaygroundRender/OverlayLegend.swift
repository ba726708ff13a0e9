import ScrollKitCore

/// The legend of the overlays: one row per kind of mark on screen (a swatch
/// in its colour, solid or dashed as drawn, and what it means), on an opaque
/// panel in the bottom-trailing corner of the selected lane. Only marks that
/// are drawn in this frame are named, so every colour on screen has a name
/// and no name lacks its colour.
package struct OverlayLegend {
    /// One row: what a colour means.
    package struct Item: Hashable, Sendable {
        package var name: String
        package var color: RGBColor
        var isDashed = false
    }

    /// Inner padding, logical pixels.
    package static let padding = 6.0
    /// Swatch width and gap after it, logical pixels.
    static let swatchWidth = 14.0
    static let swatchGap = 6.0

    /// The rows for the marks drawn, in `OverlayRenderer.Mark` order.
    package static func items(for marks: Set<OverlayRenderer.Mark>, palette: RenderPalette) -> [Item] {
        OverlayRenderer.Mark.allCases.filter(marks.contains).map { Item(name: $0.name, color: $0.color(in: palette), isDashed: $0.isDashed) }
    }

    /// The panel for `items` in the bottom-trailing corner of `area`: as many
    /// rows as fit, the last saying how many more when some do not; names
    /// longer than the area are shortened with `…`, never cut.
    package func layout(_ items: [Item], in area: Rect, on canvas: Canvas) -> (panel: Rect, rows: [Item]) {
        guard !items.isEmpty, area.width > 40, area.height > 20 else { return (.zero, []) }
        let p = OverlayLegend.padding
        let line = canvas.lineHeight() + 3
        let fitting = Swift.max(0, Int((area.height - 2 * p - 8) / line))
        var rows = items
        if rows.count > fitting {
            rows = Array(items.prefix(Swift.max(0, fitting - 1)))
            rows.append(Item(name: "+\(items.count - rows.count) more", color: canvas.palette.tertiaryText))
        }
        let maxText = area.width - 2 * p - OverlayLegend.swatchWidth - OverlayLegend.swatchGap - 16
        rows = rows.map { var r = $0; r.name = OverlayLegend.fit(r.name, width: maxText, canvas); return r }
        let textWidth = rows.map { canvas.measure($0.name).width }.max() ?? 0
        let width = (2 * p + OverlayLegend.swatchWidth + OverlayLegend.swatchGap + textWidth).rounded(.up)
        let height = (2 * p + Double(rows.count) * line).rounded(.up)
        let panel = Rect(x: area.maxX - width - 8, y: area.maxY - height - 8, width: width, height: height)
        return (panel, rows)
    }

    /// Draws the legend of `marks` in `area` and returns its panel (`.zero` when empty).
    @discardableResult
    package func draw(_ marks: Set<OverlayRenderer.Mark>, in area: Rect, on canvas: Canvas) -> Rect {
        draw(OverlayLegend.items(for: marks, palette: canvas.palette), in: area, on: canvas)
    }

    /// Draws the legend of `items` in `area` and returns its panel (`.zero` when empty).
    @discardableResult
    package func draw(_ items: [Item], in area: Rect, on canvas: Canvas) -> Rect {
        let (panel, rows) = layout(items, in: area, on: canvas)
        guard !rows.isEmpty else { return .zero }
        canvas.fill(panel, canvas.palette.panel.withAlpha(1))
        canvas.stroke(panel, canvas.palette.panelBorder)
        let p = OverlayLegend.padding
        let line = canvas.lineHeight() + 3
        var y = panel.minY + p
        for row in rows {
            let mid = y + canvas.lineHeight() / 2
            let a = Point(x: panel.minX + p, y: mid)
            let b = Point(x: panel.minX + p + OverlayLegend.swatchWidth, y: mid)
            if row.isDashed {
                canvas.dashedLine(from: a, to: b, color: row.color, width: 2, dash: 4, gap: 2)
            } else {
                canvas.line(from: a, to: b, color: row.color, width: 3)
            }
            canvas.text(row.name, at: Point(x: b.x + OverlayLegend.swatchGap, y: y), color: canvas.palette.secondaryText)
            y += line
        }
        return panel
    }

    /// `text`, shortened with `…` to fit `width`.
    package static func fit(_ text: String, width: Double, _ canvas: Canvas) -> String {
        guard canvas.measure(text).width > width else { return text }
        var t = text
        while !t.isEmpty && canvas.measure(t + "…").width > width { t.removeLast() }
        return t + "…"
    }
}
