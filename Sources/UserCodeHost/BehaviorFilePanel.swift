import ScrollKitCore
import PlaygroundRender

/// Draws what the window says about behavior files, over the composed frame:
/// in a file lane's label strip a badge ("reloaded" for `badgeSeconds` after
/// a reload, "compiling…", "crashed: free scrolling"), and a panel at the
/// bottom of that lane while a save compiles, while the newest save does
/// not compile (the file, line, column and message of each error), after
/// the running version failed, with the compiler's warnings about the
/// running version, and with the last lines the behavior printed. The panel
/// covers at most `maximumPanelFraction` of the lane and is translucent, so
/// the content stays visible above and through it.
///
/// Warnings are dimmed, not alarming: grey text on a fainter panel with a
/// grey edge (`dimmedPanelColor`, `warningColor`), where errors are red on
/// the darker panel. They stay while the running version has them (the
/// next save that compiles without them clears them) and give way to an
/// error, a compile in progress or a failure.
package struct BehaviorFilePanel {
    /// Seconds the "reloaded" badge stays.
    static let badgeSeconds = 3.0
    /// The largest share of the lane's height the error panel takes.
    static let maximumPanelFraction = 0.4

    static let reloadedColor = RGBColor(hex: 0x30D158)
    static let errorColor = RGBColor(hex: 0xFF453A)
    static let panelColor = RGBColor(r: 16, g: 20, b: 24, a: 200)
    /// The panel under warnings alone: fainter than `panelColor`, so the
    /// content shows through more, yet dark enough under light cells for
    /// grey text to stay legible.
    static let dimmedPanelColor = RGBColor(r: 16, g: 20, b: 24, a: 165)
    /// The text and edge of warnings: grey (dark mode's second system grey), dimmer than other lines' near-white.
    static let warningColor = RGBColor(hex: 0xAEAEB2)
    /// The text of every other line.
    static let textColor = RGBColor(hex: 0xF2F2F7)

    /// The badge for `file` at wall time `wall`, or nil.
    package static func badge(for file: LiveBehaviorFile, wall: Double) -> (text: String, color: RGBColor)? {
        if file.isReloading { return ("compiling…", RGBColor(hex: 0xFFD60A)) }
        if file.compileError != nil { return ("compile error", errorColor) }
        if file.hostFailure != nil { return ("crashed: free scrolling", errorColor) }
        if let at = file.lastReloadWall, wall - at < badgeSeconds { return ("reloaded", reloadedColor) }
        return nil
    }

    /// The panel's lines for `file`, or empty when there is nothing to say:
    /// the compile in progress or the error of the newest save, the running
    /// version's failure, or else its warnings; then the last lines the
    /// behavior printed.
    package static func lines(for file: LiveBehaviorFile) -> [String] {
        var lines: [String] = []
        if let error = file.compileError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            let head = "\(file.path) does not compile; the previous version keeps running"
            lines = [head] + (errors.isEmpty ? [error.message] : errors.map(\.description))
        } else if file.isReloading {
            lines = ["compiling \(file.path)… (at most \(BehaviorLimits.current.compileSeconds) s)"]
        }
        if file.compileError == nil, let failure = file.hostFailure {
            lines += [failure.description, "save the file to try again"]
        }
        lines += warningLines(for: file)
        let printed = file.recentOutput
        if !printed.isEmpty {
            lines += ["\(file.name) printed:"] + printed.map { "  \($0)" }
        }
        return lines
    }

    /// The running version's warnings under a head line counting them, or
    /// empty when it has none or something more urgent is shown (an error,
    /// a compile in progress, a failure).
    static func warningLines(for file: LiveBehaviorFile) -> [String] {
        guard file.compileError == nil, !file.isReloading, file.hostFailure == nil else { return [] }
        let warnings = file.warnings
        guard !warnings.isEmpty else { return [] }
        let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
        return ["\(file.path): \(count)"] + warnings.map(\.description)
    }

    /// The first line's colour: red for a failure, yellow while compiling, grey for warnings and output.
    static func headColor(for file: LiveBehaviorFile) -> RGBColor {
        if file.compileError != nil || file.hostFailure != nil { return errorColor }
        if file.isReloading { return RGBColor(hex: 0xFFD60A) }
        return warningLines(for: file).isEmpty ? RGBColor(hex: 0x8E8E93) : warningColor
    }

    /// What the panel and badges show for every file at `wall`: the window
    /// draws a new frame when it changes, even while nothing moves.
    package static func state(of files: BehaviorFileSet, wall: Double) -> [String] {
        files.files.map { file in
            ([badge(for: file, wall: wall)?.text ?? ""] + lines(for: file)).joined(separator: "\n")
        }
    }

    package func draw(files: BehaviorFileSet, laneNames: [String], frames: [LaneLayout.Frame], wall: Double, on canvas: Canvas) {
        for (name, frame) in zip(laneNames, frames) {
            guard let file = files.file(named: name) else { continue }
            if let badge = Self.badge(for: file, wall: wall) {
                Self.drawBadge(badge.text, color: badge.color, in: frame, on: canvas)
            }
            let lines = Self.lines(for: file)
            guard !lines.isEmpty else { continue }
            // Warnings are the first lines when nothing more urgent is shown.
            Self.drawPanel(lines, warningCount: Self.warningLines(for: file).count, head: Self.headColor(for: file), in: frame, on: canvas)
        }
    }

    /// Draws `lines` in a panel at the bottom of `frame`'s content (at most
    /// `maximumPanelFraction` of it, wrapped, the rest elided), the first
    /// line in `head`; the first `warningCount` lines are warnings (grey),
    /// and a panel of warnings alone is dimmed.
    static func drawPanel(_ lines: [String], warningCount: Int, head: RGBColor, in frame: LaneLayout.Frame, on canvas: Canvas) {
        let dimmed = warningCount == lines.count
        let lineHeight = canvas.lineHeight() + 2
        let maxLines = max(2, Int(frame.content.height * Self.maximumPanelFraction / lineHeight) - 1)
        let width = frame.content.width - 16
        var wrapped: [(text: String, isWarning: Bool)] = []
        for (index, line) in lines.enumerated() {
            wrapped += Self.wrap(line, width: width, canvas: canvas).map { ($0, index < warningCount) }
        }
        if wrapped.count > maxLines { wrapped = Array(wrapped.prefix(maxLines - 1)) + [("…", dimmed)] }
        let height = Double(wrapped.count) * lineHeight + 12
        let panel = Rect(
            x: frame.content.minX + 4, y: frame.content.maxY - height - 4,
            width: frame.content.width - 8, height: height)
        canvas.fill(panel, dimmed ? Self.dimmedPanelColor : Self.panelColor)
        canvas.stroke(panel, dimmed ? Self.warningColor.withAlpha(0.6) : head)
        for (i, line) in wrapped.enumerated() {
            canvas.text(
                line.text, at: Point(x: panel.minX + 6, y: panel.minY + 6 + Double(i) * lineHeight),
                color: i == 0 ? head : line.isWarning ? Self.warningColor : Self.textColor)
        }
    }

    /// Draws a badge (`text` in `color`) at the trailing end of a lane's label strip.
    static func drawBadge(_ text: String, color: RGBColor, in frame: LaneLayout.Frame, on canvas: Canvas) {
        let size = canvas.measure(text)
        let box = Rect(
            x: frame.label.maxX - size.width - 10, y: frame.label.minY + 1,
            width: size.width + 8, height: frame.label.height - 2)
        canvas.fill(box, Self.panelColor)
        canvas.text(text, centeredIn: box, color: color)
    }

    /// `text` broken into lines no wider than `width`, at spaces where it
    /// can, else inside a word.
    package static func wrap(_ text: String, width: Double, canvas: Canvas) -> [String] {
        let charWidth = max(1, canvas.measure("M").width)
        let perLine = max(8, Int(width / charWidth))
        var out: [String] = []
        var rest = Substring(text)
        while rest.count > perLine {
            let head = rest.prefix(perLine + 1)
            if let space = head.lastIndex(of: " "), space > rest.startIndex {
                out.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            } else {
                out.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            }
        }
        out.append(String(rest))
        return out
    }

    /// The memberwise initializer, for the modules above this one.
    package init() {

    }
}
