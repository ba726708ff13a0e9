import ScrollKitCore

/// The heads-up display: a semi-opaque dark panel (readable on any hue) with
/// the live offset, velocity, phase, activity, behavior, deceleration rate,
/// input source, the two end-of-scroll detectors (each flashing for
/// `flashDuration` when it fires, with the offset at that moment), frame rate
/// and frame time, playback state and speed.
///
/// Values are formatted with fixed decimals and padded, and the panel is as
/// wide as the widest value each row can take (`widthTemplates(for:)`), so
/// it keeps its width while the numbers change.
package struct HUDRenderer {
    /// One line of the panel.
    package struct Row: Hashable, Sendable {
        /// The left column (secondary colour).
        package var label: String
        /// The right column.
        package var value: String
        /// The right column's colour; nil: the palette's main text colour.
        var valueColor: RGBColor?
        /// A small colour swatch before the value (the phase colour).
        package var swatch: RGBColor?
        /// A highlight behind the row: its colour and strength in [0, 1].
        var highlight: RGBColor?
        var highlightStrength: Double = 0
    }

    /// What a value that does not apply shows (no decision or end yet).
    static let notApplicable = "–"
    /// Seconds an end detector's row flashes after it fires.
    static let flashDuration = 0.6
    /// Inner padding of the panel, logical pixels.
    package static let padding = 8.0
    /// Extra space between rows, logical pixels.
    static let rowSpacing = 2.0
    /// Space between the label and value columns, logical pixels.
    static let columnGap = 10.0
    /// The frames row while the window rests (nothing is being drawn).
    static let atRest = "at rest"

    /// The frames row's text: rate, median and 99th percentile frame time.
    static func framesText(fps: Double, median: Double, percentile99: Double) -> String {
        "\(RenderFormat.number(fps, decimals: 1)) fps  \(RenderFormat.number(median * 1000, decimals: 1)) ms med  \(RenderFormat.number(percentile99 * 1000, decimals: 1)) p99"
    }

    /// The widest value each row can show in this session, whatever the
    /// numbers: the value column is as wide as the widest of these (or of
    /// the actual values, should one be wider, e.g. a long capture path),
    /// so the panel keeps its width while values change. Offsets get as
    /// many digits as the content's longest side (`contentLength`) has.
    func widthTemplates(for model: HUDModel) -> [String] {
        let digits = Swift.max(4, String(Int(Swift.min(Swift.max(model.contentLength, 0), 1e15))).count)
        let number = "-" + String(repeating: "8", count: digits) + ".8"
        let point = "(\(number), \(number))"
        let titles = PresetCatalog.all.flatMap { preset in
            ["vertical", "horizontal", "both"].map { "\(preset.name) · \($0)" }
        }
        let modes = PlaybackMode.allCases.map(\.badge).max { $0.count < $1.count } ?? ""
        return titles + BehaviorCatalog.names + InputSource.allCases.map(\.rawValue) + [
            point,
            "(-88888, -88888) px/s",
            "\(number) → \(number)",
            "normal (0.998/ms)",
            "\(point) at 888.88 s",
            HUDRenderer.framesText(fps: 888.8, median: 8.8888, percentile99: 8.8888),
            "\(modes)  ⅒×  tick 88888  888.88 s",
        ]
    }

    /// The rows for `model`, top to bottom (the first is the title).
    package func rows(for model: HUDModel, palette: RenderPalette = RenderPalette()) -> [Row] {
        let primary = model.axes.primary
        var rows: [Row] = []
        let title = [model.preset, model.axes.name].filter { !$0.isEmpty }.joined(separator: " · ")
        rows.append(Row(label: "ScrollKit", value: title, valueColor: palette.secondaryText))
        rows.append(Row(label: "offset", value: paddedPoint(model.offset)))
        rows.append(Row(label: "velocity", value: "\(paddedVector(model.velocity)) px/s"))
        rows.append(Row(label: "phase", value: model.phase.rawValue, swatch: palette.phase(model.phase)))
        rows.append(Row(label: "activity", value: model.activity.rawValue))
        rows.append(Row(label: "behavior", value: model.behavior))
        if let decision = model.lastDecision {
            rows.append(Row(
                label: "target",
                value: "\(RenderFormat.number(decision.proposed[primary])) → \(RenderFormat.number(decision.adjusted[primary]))",
                valueColor: palette.adjusted
            ))
        } else {
            rows.append(Row(label: "target", value: HUDRenderer.notApplicable, valueColor: palette.tertiaryText))
        }
        rows.append(Row(label: "deceleration", value: "\(model.deceleration.name) (\(RenderFormat.number(model.deceleration.rate, decimals: 3))/ms)"))
        rows.append(Row(label: "input", value: model.source.rawValue))
        rows.append(endRow("debounce end", model.debounceEnd, flash: model.flash(model.debounceEnd), color: palette.debounceEnd, model: model, palette: palette))
        rows.append(endRow("phase end", model.phaseEnd, flash: model.flash(model.phaseEnd), color: palette.phaseEnd, model: model, palette: palette))
        let f = model.frames
        rows.append(Row(
            label: "frames",
            value: model.isAtRest ? HUDRenderer.atRest
                : f.count == 0 ? HUDRenderer.notApplicable
                : HUDRenderer.framesText(fps: f.framesPerSecond, median: f.median, percentile99: f.percentile99)
        ))
        let state = "\(model.mode.badge)  \(model.speed.label)  tick \(model.tick)  \(RenderFormat.number(model.time, decimals: 2)) s"
        rows.append(Row(label: "state", value: state, valueColor: HUDRenderer.modeColor(model.mode, recording: model.isRecording, palette: palette)))
        if model.isRecording {
            // A row of its own: the state row keeps its width.
            rows.append(Row(label: "recording", value: "● REC", valueColor: palette.recording))
        }
        for (i, event) in model.viewEvents.enumerated() {
            rows.append(Row(label: i == 0 ? "view" : "", value: HUDRenderer.cut(event), valueColor: palette.viewEvent))
        }
        rows += noteRows(model.viewNotes, palette: palette)
        if let capture = model.capturePath {
            rows.append(Row(label: "capture", value: "● " + capture, valueColor: HUDRenderer.modeColor(model.mode, recording: true, palette: palette)))
        }
        return rows
    }

    /// The rows for a view file's notes: their count by kind
    /// (`2 approximated · 1 ignored`), then each under its kind with its
    /// line (`ignored  .sheet(isPresented:)  line 58`; `Feed.swift:58` when
    /// the notes are about several files), at most `noteRowCount` of them:
    /// the help overlay (H) lists them all with their files.
    func noteRows(_ notes: [ViewNote], palette: RenderPalette = RenderPalette()) -> [Row] {
        guard !notes.isEmpty else { return [] }
        var rows = [Row(label: "SwiftUI", value: ViewNote.summary(notes), valueColor: palette.secondaryText)]
        let fits = notes.count <= HUDRenderer.noteRowCount
        let showsFile = Set(notes.map(\.file)).count > 1
        for note in notes.prefix(fits ? notes.count : HUDRenderer.noteRowCount - 1) {
            rows.append(Row(label: note.kind.rawValue, value: HUDRenderer.noteText(note, showsFile: showsFile), valueColor: palette.secondaryText))
        }
        if !fits {
            rows.append(Row(label: "", value: "+\(notes.count - HUDRenderer.noteRowCount + 1) more: H lists them", valueColor: palette.tertiaryText))
        }
        return rows
    }

    /// Most rows of notes the HUD shows under their count.
    static let noteRowCount = 4
    /// The longest name a note row shows, characters (a longer one is cut
    /// with an ellipsis; its line is always shown): the row then fits the
    /// panel's usual width.
    static let noteNameLength = 26

    /// A note's value in the HUD: `.sheet(isPresented:)  line 58`, or with
    /// its file (`Feed.swift:58`) when `showsFile`.
    static func noteText(_ note: ViewNote, showsFile: Bool) -> String {
        let name = note.name.count <= noteNameLength ? note.name : String(note.name.prefix(noteNameLength - 1)) + "…"
        return "\(name)  \(showsFile ? note.location : "line \(note.line)")"
    }

    /// `text` cut to `HUDRenderer.viewEventLength` characters with an ellipsis.
    static func cut(_ text: String) -> String {
        text.count <= viewEventLength ? text : String(text.prefix(viewEventLength - 1)) + "…"
    }

    /// The longest view event row, characters.
    static let viewEventLength = 34

    /// The colour of the state row: live green, paused yellow, replay blue,
    /// branched purple; red while recording.
    static func modeColor(_ mode: PlaybackMode, recording: Bool, palette: RenderPalette) -> RGBColor {
        if recording { return palette.recording }
        return palette.mode(mode)
    }

    private func endRow(_ label: String, _ event: HUDModel.EndEvent?, flash: Double, color: RGBColor, model: HUDModel, palette: RenderPalette) -> Row {
        guard let event else {
            return Row(label: label, value: HUDRenderer.notApplicable, valueColor: palette.tertiaryText)
        }
        let value = "\(paddedPoint(event.offset)) at \(RenderFormat.number(event.time, decimals: 2)) s"
        return Row(
            label: label, value: value,
            valueColor: flash > 0 ? palette.text : palette.secondaryText,
            highlight: flash > 0 ? color : nil, highlightStrength: flash
        )
    }

    private func paddedPoint(_ p: Point) -> String {
        "(\(RenderFormat.leftPad(RenderFormat.number(p.x), to: 7)), \(RenderFormat.leftPad(RenderFormat.number(p.y), to: 7)))"
    }

    private func paddedVector(_ v: Vector) -> String {
        "(\(RenderFormat.leftPad(RenderFormat.number(v.dx, decimals: 0), to: 6)), \(RenderFormat.leftPad(RenderFormat.number(v.dy, decimals: 0), to: 6)))"
    }

    // MARK: - Layout

    /// The panel's geometry for `rows` on `canvas`: its size and the x of the
    /// value column, relative to the panel's origin.
    /// `templates` are the widest values the rows can take (`widthTemplates(for:)`).
    package func layout(_ rows: [Row], templates: [String] = [], on canvas: Canvas) -> (size: Size, valueX: Double, rowHeight: Double) {
        let labelWidth = rows.map { canvas.measure($0.label).width }.max() ?? 0
        let swatch = swatchWidth(canvas)
        let stable = templates.map { canvas.measure($0).width + swatch }.max() ?? 0
        let valueWidth = Swift.max(stable, rows.map { canvas.measure($0.value).width + ($0.swatch == nil ? 0 : swatch) }.max() ?? 0)
        let rowHeight = canvas.lineHeight() + HUDRenderer.rowSpacing
        let p = HUDRenderer.padding
        let width = p + labelWidth + HUDRenderer.columnGap + valueWidth + p
        let height = p + rowHeight * Double(rows.count) + 3 + p  // 3: the rule under the title
        return (Size(width: width.rounded(.up), height: height.rounded(.up)), p + labelWidth + HUDRenderer.columnGap, rowHeight)
    }

    /// The panel's size for `model`.
    func panelSize(for model: HUDModel, on canvas: Canvas) -> Size {
        layout(rows(for: model, palette: canvas.palette), templates: widthTemplates(for: model), on: canvas).size
    }

    private func swatchWidth(_ canvas: Canvas) -> Double { 12 }

    // MARK: - Drawing

    /// Draws the panel in the top-leading corner of `container`, `margin`
    /// logical pixels in, and returns the panel's rectangle.
    @discardableResult
    /// The panel is clipped to `container` (a narrow lane shows its left part).
    package func draw(_ model: HUDModel, in container: Rect, margin: Double = 8, on canvas: Canvas) -> Rect {
        var panel = Rect.zero
        canvas.withClip(container) {
            panel = draw(model, at: Point(x: container.minX + margin, y: container.minY + margin), on: canvas)
        }
        return panel
    }

    /// The panel's opaque rectangle as `draw(_:in:margin:on:)` paints it
    /// (logical pixels), or nil when the panel is not wholly inside
    /// `container` (then it is drawn clipped, and a caller that skips what
    /// lies under it must not rely on this).
    func panelRect(for model: HUDModel, in container: Rect, margin: Double = 8, on canvas: Canvas) -> Rect? {
        let origin = Point(x: canvas.snap(container.minX + margin), y: canvas.snap(container.minY + margin))
        let panel = Rect(origin: origin, size: panelSize(for: model, on: canvas))
        let inside = panel.minX >= container.minX && panel.minY >= container.minY
            && panel.maxX <= container.maxX && panel.maxY <= container.maxY
        return inside ? panel : nil
    }

    /// Draws the panel with its top-left corner at `origin` and returns its rectangle.
    @discardableResult
    package func draw(_ model: HUDModel, at origin: Point, on canvas: Canvas) -> Rect {
        let rows = rows(for: model, palette: canvas.palette)
        let (size, valueX, rowHeight) = layout(rows, templates: widthTemplates(for: model), on: canvas)
        let panel = Rect(origin: Point(x: canvas.snap(origin.x), y: canvas.snap(origin.y)), size: size)
        canvas.fill(panel, canvas.palette.panel.withAlpha(1))   // opaque: nothing shows through the text
        canvas.stroke(panel, canvas.palette.panelBorder)
        let p = HUDRenderer.padding
        var y = panel.minY + p
        for (i, row) in rows.enumerated() {
            if let highlight = row.highlight, row.highlightStrength > 0 {
                let alpha = 0.65 * Swift.min(row.highlightStrength, 1)
                canvas.fill(Rect(x: panel.minX + 3, y: y - 1, width: panel.width - 6, height: rowHeight), highlight.withAlpha(alpha))
            }
            let labelColor = i == 0 || row.highlightStrength > 0.3 ? canvas.palette.text : canvas.palette.secondaryText
            canvas.text(row.label, at: Point(x: panel.minX + p, y: y), color: labelColor)
            var x = panel.minX + valueX
            if let swatch = row.swatch {
                canvas.fill(Rect(x: x, y: y + 2, width: 7, height: 7), swatch)
                x += swatchWidth(canvas)
            }
            canvas.text(row.value, at: Point(x: x, y: y), color: row.valueColor ?? canvas.palette.text)
            y += rowHeight
            if i == 0 {
                canvas.fill(Rect(x: panel.minX + p, y: y, width: panel.width - 2 * p, height: 1), canvas.palette.panelBorder)
                y += 3
            }
        }
        return panel
    }
}
