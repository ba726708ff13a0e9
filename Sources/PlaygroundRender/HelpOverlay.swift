import ScrollKitCore

/// The help overlay: every key of the window, grouped by section, in two
/// columns when the window is wide enough and one otherwise, on a dark panel
/// centred over a dimmed window.
///
/// Layout and drawing are separate: `layout(in:on:)` returns every text run
/// with its position, so tests (and the lead) can check that nothing spills
/// out of the panel, and `draw` only paints that layout.
package struct HelpOverlay {
    /// One piece of text placed by the layout.
    package struct TextRun: Hashable, Sendable {
        package var text: String
        package var origin: Point
        package var color: RGBColor
        package var size: TextSize
    }

    /// The computed overlay.
    package struct Layout: Hashable, Sendable {
        /// The panel's rectangle.
        package var panel: Rect
        /// Every text run, positioned.
        package var runs: [TextRun]
        /// Section rules (thin lines under headings).
        var rules: [Rect]
        /// How many columns the bindings use (1 or 2).
        package var columns: Int
        /// How many bindings did not fit (0 unless the window is tiny).
        var omitted: Int
    }

    /// The bindings to list, in order (the window sets its key map's:
    /// `KeyBinding.defaults`).
    package var bindings: [KeyBinding] = []
    /// The title line.
    package var title = "ScrollKit Playground · keys"
    /// The hint at the bottom.
    var footer = "H, F1 or Esc closes this help"

    /// The size of everything but the title: `small`'s 11 pt, in the UI
    /// face throughout (digits not monospaced), so each column is in one
    /// font: `F12` and `Space`, `Zoom ×2` and `Zoom out` alike.
    package static let textSize = TextSize(points: TextSize.small.points)

    package static let padding = 14.0
    static let columnGap = 24.0
    static let keyGap = 12.0
    static let margin = 8.0

    /// This overlay with a view file's notes after the keys, in a section of
    /// their own: each note's file and line where a key goes, what was done
    /// with which name beside it (`Feed.swift:58  ignored .sheet(isPresented:)`).
    package func listing(_ notes: [ViewNote]) -> HelpOverlay {
        var overlay = self
        overlay.bindings += notes.map { KeyBinding(HelpOverlay.notesSection, $0.location, "\($0.kind.rawValue) \($0.name)") }
        return overlay
    }

    /// The heading of the view file's notes.
    static let notesSection = "View file: not drawn as on iOS"

    /// Lays the overlay out centred in `container`.
    package func layout(in container: Rect, on canvas: Canvas) -> Layout {
        let line = canvas.lineHeight(HelpOverlay.textSize)
        let rowHeight = line + 3
        let titleHeight = canvas.lineHeight(.regular)
        let p = HelpOverlay.padding
        let available = Size(
            width: Swift.max(0, container.width - 2 * HelpOverlay.margin),
            height: Swift.max(0, container.height - 2 * HelpOverlay.margin)
        )

        // Sections in order, each a heading plus its bindings.
        var sections: [(name: String, items: [KeyBinding])] = []
        for b in bindings {
            if sections.last?.name == b.section { sections[sections.count - 1].items.append(b) } else { sections.append((b.section, [b])) }
        }
        func rows(_ s: ArraySlice<(name: String, items: [KeyBinding])>) -> Int {
            s.reduce(0) { $0 + 1 + $1.items.count } + Swift.max(0, s.count - 1)  // heading, items, a blank between sections
        }
        func width(of s: ArraySlice<(name: String, items: [KeyBinding])>) -> (keys: Double, total: Double) {
            let items = s.flatMap(\.items)
            let keys = items.map { canvas.measure($0.keys, size: HelpOverlay.textSize).width }.max() ?? 0
            let actions = items.map { canvas.measure($0.action, size: HelpOverlay.textSize).width }.max() ?? 0
            let headings = s.map { canvas.measure($0.name.uppercased(), size: HelpOverlay.textSize).width }.max() ?? 0
            return (keys, Swift.max(headings, keys + HelpOverlay.keyGap + actions))
        }

        // Two columns split at the section boundary that balances them best.
        var columnSlices: [ArraySlice<(name: String, items: [KeyBinding])>] = [sections[...]]
        if sections.count >= 2 {
            var best = 1
            var bestRows = Int.max
            for split in 1..<sections.count {
                let tallest = Swift.max(rows(sections[..<split]), rows(sections[split...]))
                if tallest < bestRows { bestRows = tallest; best = split }
            }
            let two = [sections[..<best], sections[best...]]
            let twoWidth = two.map { width(of: $0).total }.reduce(0, +) + HelpOverlay.columnGap + 2 * p
            if twoWidth <= available.width { columnSlices = two }
        }

        let header = canvas.measure(title, size: .regular).width
        let footerWidth = canvas.measure(footer, size: HelpOverlay.textSize).width
        let widths = columnSlices.map { width(of: $0) }
        var panelWidth = Swift.max(header, footerWidth, widths.map(\.total).reduce(0, +) + HelpOverlay.columnGap * Double(columnSlices.count - 1)) + 2 * p
        panelWidth = Swift.min(panelWidth, available.width)
        let tallest = columnSlices.map(rows).max() ?? 0
        let chrome = p + titleHeight + 8 + 8 + rowHeight + p  // title, gaps, footer
        let fittingRows = Swift.max(0, Int(((available.height - chrome) / rowHeight).rounded(.down)))
        let shownRows = Swift.min(tallest, fittingRows)
        let panelHeight = Swift.min(available.height, chrome + Double(shownRows) * rowHeight)
        let panel = Rect(
            x: canvas.snap(container.midX - panelWidth / 2), y: canvas.snap(container.midY - panelHeight / 2),
            width: panelWidth, height: panelHeight
        )

        var runs: [TextRun] = []
        var rules: [Rect] = []
        let innerWidth = Swift.max(0, panelWidth - 2 * p)
        runs.append(TextRun(text: fit(title, width: innerWidth, size: .regular, canvas), origin: Point(x: panel.minX + p, y: panel.minY + p), color: canvas.palette.text, size: .regular))
        let top = panel.minY + p + titleHeight + 8
        var omitted = 0
        var x = panel.minX + p
        for (c, slice) in columnSlices.enumerated() {
            let keysWidth = widths[c].keys
            let columnWidth = Swift.min(widths[c].total, panel.maxX - p - x)
            var row = 0
            for (s, section) in slice.enumerated() {
                if s > 0 { row += 1 }
                if row < shownRows {
                    let y = top + Double(row) * rowHeight
                    runs.append(TextRun(text: fit(section.name.uppercased(), width: columnWidth, size: HelpOverlay.textSize, canvas), origin: Point(x: x, y: y), color: canvas.palette.proposed, size: HelpOverlay.textSize))
                    rules.append(Rect(x: x, y: y + line, width: Swift.max(0, columnWidth), height: 1))
                }
                row += 1
                for item in section.items {
                    defer { row += 1 }
                    guard row < shownRows else { omitted += 1; continue }
                    let y = top + Double(row) * rowHeight
                    runs.append(TextRun(text: fit(item.keys, width: Swift.min(keysWidth, columnWidth), size: HelpOverlay.textSize, canvas), origin: Point(x: x, y: y), color: canvas.palette.text, size: HelpOverlay.textSize))
                    let actionX = x + keysWidth + HelpOverlay.keyGap
                    let actionWidth = columnWidth - keysWidth - HelpOverlay.keyGap
                    if actionWidth > 0 {
                        runs.append(TextRun(text: fit(item.action, width: actionWidth, size: HelpOverlay.textSize, canvas), origin: Point(x: actionX, y: y), color: canvas.palette.secondaryText, size: HelpOverlay.textSize))
                    }
                }
            }
            x += widths[c].total + HelpOverlay.columnGap
        }
        let footerText = omitted > 0 ? "… \(omitted) more: enlarge the window" : footer
        if panel.height >= chrome {
            runs.append(TextRun(text: fit(footerText, width: innerWidth, size: HelpOverlay.textSize, canvas), origin: Point(x: panel.minX + p, y: panel.maxY - p - line), color: canvas.palette.tertiaryText, size: HelpOverlay.textSize))
        }
        // Runs that would cross the panel's bottom (a tiny window) are dropped.
        runs.removeAll { $0.origin.y + canvas.lineHeight($0.size) > panel.maxY + 0.5 || $0.text.isEmpty }
        return Layout(panel: panel, runs: runs, rules: rules.filter { $0.maxY <= panel.maxY }, columns: columnSlices.count, omitted: omitted)
    }

    /// Dims `container`, then draws the overlay; returns its layout.
    @discardableResult
    package func draw(in container: Rect, on canvas: Canvas) -> Layout {
        let layout = layout(in: container, on: canvas)
        canvas.withClip(container) {
            canvas.fill(container, RGBColor(r: 0, g: 0, b: 0, a: 110))
            canvas.fill(layout.panel, canvas.palette.panel.withAlpha(1))   // opaque: nothing shows through
            canvas.stroke(layout.panel, canvas.palette.panelBorder)
            for rule in layout.rules { canvas.fill(rule, canvas.palette.panelBorder) }
            for run in layout.runs { canvas.text(run.text, at: run.origin, color: run.color, size: run.size) }
        }
        return layout
    }

    /// `text` cut with an ellipsis so that it is at most `width` wide.
    private func fit(_ text: String, width: Double, size: TextSize, _ canvas: Canvas) -> String {
        guard width > 0 else { return "" }
        if canvas.measure(text, size: size).width <= width { return text }
        var scalars = Array(text.unicodeScalars)
        while !scalars.isEmpty {
            scalars.removeLast()
            var candidate = String(String.UnicodeScalarView(scalars))
            candidate.unicodeScalars.append("…")
            if canvas.measure(candidate, size: size).width <= width { return candidate }
        }
        return ""
    }
}
