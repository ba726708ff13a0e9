import ScrollKitCore

/// The scenario × behavior table of a QA run: rows are scenarios (in run
/// order), columns behaviors, each cell where the run rested
/// (`ScenarioRest.cellText`) and its verdict: ✓ passed, ✗ failed, · observed
/// (nothing expected of that behavior there).
package struct QAMatrix {
    package private(set) var scenarios: [String] = []
    package private(set) var behaviors: [String] = []
    private var cells: [String: [String: ScenarioVerdict]] = [:]
    private var errors: [String: String] = [:]

    package static let legend = "✓ passed  ✗ failed  ! known issue (failed as the scenario records)  · observed (no expectation for that behavior)  pN: at rest on page N  end: at the end  …: never settled"

    /// ✓ passed, ✗ failed, ! passed but for known issues, · observed.
    package static func mark(_ verdict: ScenarioVerdict) -> String {
        verdict.isObserved ? "·" : verdict.hasKnownIssues ? "!" : verdict.passed ? "✓" : "✗"
    }

    /// The width the default (compact) table keeps within, columns.
    static let terminalWidth = 120

    /// One cell of the compact table: the verdict's mark only (`…` for a run
    /// that never settled, `E` for one that could not start).
    package func mark(_ scenario: String, _ behavior: String) -> String {
        if errors[scenario + "\u{0}" + behavior] != nil { return "E" }
        guard let verdict = cells[scenario]?[behavior] else { return "" }
        let mark = Self.mark(verdict)
        return verdict.rest?.settled == false ? mark + "…" : mark
    }

    /// The default table: one narrow column per behavior, headed by its
    /// number (the legend below names it), each cell the verdict's mark;
    /// scenario names cut so that a line stays within `width` (at least the
    /// numbered columns and 12 characters of name). `--wide` prints `text`.
    package func compactText(width: Int = terminalWidth) -> [String] {
        let numbers = behaviors.indices.map { String($0 + 1) }
        let columnWidth = max(2, numbers.map(\.count).max() ?? 1)
        let columnsWidth = behaviors.count * (columnWidth + 1)
        let longest = max("scenario".count, scenarios.map(\.count).max() ?? 0)
        let nameWidth = min(longest, max(12, width - columnsWidth - 1))
        func fit(_ s: String) -> String {
            let cut = s.count > nameWidth ? String(s.prefix(nameWidth - 1)) + "…" : s
            return cut + String(repeating: " ", count: max(0, nameWidth - cut.count))
        }
        func line(_ first: String, _ columns: [String]) -> String {
            var out = fit(first) + " "
            for c in columns { out += " " + c + String(repeating: " ", count: max(0, columnWidth - c.count)) }
            while out.last == " " { out.removeLast() }
            return out
        }
        var lines = [line("scenario", numbers)]
        lines.append(String(repeating: "-", count: nameWidth + 1 + columnsWidth))
        for s in scenarios { lines.append(line(s, behaviors.map { mark(s, $0) })) }
        return lines
    }

    /// The compact table's legend: every column's number and behavior,
    /// wrapped within `width`, then the marks.
    package func compactLegend(width: Int = terminalWidth) -> [String] {
        var lines: [String] = []
        var current = "columns:"
        for (i, b) in behaviors.enumerated() {
            let word = "\(i + 1) \(b)"
            if current.count + 2 + word.count > width {
                lines.append(current)
                current = "  " + word
            } else {
                current += (i == 0 ? " " : "  ") + word
            }
        }
        lines.append(current)
        lines.append("marks: ✓ passed  ✗ failed  ! known issue (see its row)  · observed (nothing expected)  … never settled  E could not run")
        lines.append("--wide shows where each run came to rest (pN: on page N, end: at the end, else the offset)")
        return lines
    }

    package mutating func add(_ verdict: ScenarioVerdict) {
        if !scenarios.contains(verdict.scenario) { scenarios.append(verdict.scenario) }
        if !behaviors.contains(verdict.behavior) { behaviors.append(verdict.behavior) }
        cells[verdict.scenario, default: [:]][verdict.behavior] = verdict
    }

    /// A scenario × behavior run that could not start (a bad file or behavior).
    package mutating func addError(scenario: String, behavior: String) {
        if !scenarios.contains(scenario) { scenarios.append(scenario) }
        if !behaviors.contains(behavior) { behaviors.append(behavior) }
        errors[scenario + "\u{0}" + behavior] = "ERROR"
    }

    /// One cell's text, e.g. `p3 ✓`, `182 ✗`, `end ·`; empty when not run.
    func cell(_ scenario: String, _ behavior: String) -> String {
        if errors[scenario + "\u{0}" + behavior] != nil { return "ERROR" }
        guard let verdict = cells[scenario]?[behavior] else { return "" }
        return (verdict.rest?.cellText ?? "?") + " " + Self.mark(verdict)
    }

    /// The wide table (`qa --wide`): where each run rested and its mark;
    /// behavior names broken at hyphens into
    /// stacked header lines so that columns stay narrow; columns separated by
    /// two spaces; no trailing spaces.
    package var text: [String] {
        let nameWidth = max("scenario".count, scenarios.map(\.count).max() ?? 0)
        var widths: [Int] = []
        var headers: [[String]] = []
        for b in behaviors {
            let cellWidth = scenarios.map { cell($0, b).count }.max() ?? 0
            let parts = Self.hyphenParts(b)
            let width = max(cellWidth, parts.map(\.count).max() ?? 0, 4)
            widths.append(width)
            headers.append(Self.fold(parts, width: width))
        }
        let headerHeight = headers.map(\.count).max() ?? 1
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
        func line(_ first: String, _ columns: [String]) -> String {
            var out = pad(first, nameWidth)
            for (i, c) in columns.enumerated() { out += "  " + pad(c, widths[i]) }
            while out.last == " " { out.removeLast() }
            return out
        }
        var lines: [String] = []
        for row in 0..<headerHeight {
            let columns = headers.map { h -> String in
                let index = row - (headerHeight - h.count)
                return index >= 0 ? h[index] : ""
            }
            lines.append(line(row == headerHeight - 1 ? "scenario" : "", columns))
        }
        lines.append(String(repeating: "-", count: nameWidth + widths.reduce(0) { $0 + $1 + 2 }))
        for s in scenarios { lines.append(line(s, behaviors.map { cell(s, $0) })) }
        return lines
    }

    /// The table as GitHub-flavored Markdown, with the legend below it.
    package var markdown: String {
        var out = "| scenario | " + behaviors.joined(separator: " | ") + " |\n"
        out += "|---|" + behaviors.map { _ in "---|" }.joined() + "\n"
        for s in scenarios {
            out += "| \(s) | " + behaviors.map { cell(s, $0) }.joined(separator: " | ") + " |\n"
        }
        out += "\n" + Self.legend + "\n"
        return out
    }

    /// `view-aligned-by-one` → `view-`, `aligned-`, `by-`, `one`.
    static func hyphenParts(_ name: String) -> [String] {
        let pieces = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        return pieces.enumerated().map { $0.offset < pieces.count - 1 ? $0.element + "-" : $0.element }
    }

    /// Joins consecutive parts while they fit in `width`.
    static func fold(_ parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, last.count + part.count <= width {
                lines[lines.count - 1] = last + part
            } else {
                lines.append(part)
            }
        }
        return lines.isEmpty ? [""] : lines
    }

    /// The memberwise initializer, for the modules above this one.
    init(scenarios: [String] = [], behaviors: [String] = []) {
        self.scenarios = scenarios
        self.behaviors = behaviors
    }
}
