import Foundation
import ScrollKitCore
import PlaygroundMedia
import UserCodeHost

/// Makes what `qa --html DIR` shows of each run, as the run goes: its trace
/// plot (`DIR/cells/<cell>.svg`), its filmstrip and GIF when the media
/// policy asks for them (`DIR/cells/<cell>.filmstrip.png`, `.gif`), and the
/// record's `Detail` (expectations as written, the rerun command, a
/// capture's replay command); then the page (`QAHTMLReport`). Every file is
/// written atomically.
package struct QAHTMLWriter {
    /// Which cells get a filmstrip and a GIF (they take a recording each:
    /// about a second per cell on a loaded machine, so not every cell by default).
    package enum Media: String, CaseIterable, Sendable {
        /// Cells that failed or hold known issues (observed cells are most of
        /// a `--behavior all` matrix: a recording each would take minutes).
        case notable
        /// Every cell.
        case all
        /// None: plots only.
        case none

        /// Whether a cell of `status` gets media.
        func covers(_ status: String) -> Bool {
            switch self {
            case .all: return true
            case .none: return false
            case .notable: return status == "fail" || status == "known"
            }
        }

        /// What the page says about it.
        var note: String {
            switch self {
            case .all: return "filmstrip and GIF for every cell (--html-media all)"
            case .none: return "no filmstrips or GIFs (--html-media none)"
            case .notable: return "filmstrip and GIF for the failed cells and known issues (--html-media all: for every cell)"
            }
        }
    }

    package let directory: String
    let media: Media
    /// Each scenario file's lines, read once.
    private var lines: [String: [String]] = [:]

    /// Creates `directory/cells`; throws a message naming the directory.
    package init(directory: String, media: Media) throws(QAArtifactsError) {
        do {
            try FileManager.default.createDirectory(atPath: directory + "/cells", withIntermediateDirectories: true)
        } catch {
            throw QAArtifactsError(description: "--html: cannot create the directory \(directory): \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw QAArtifactsError(description: "--html: the directory \(directory) is not writable")
        }
        self.directory = directory
        self.media = media
    }

    /// The run's details for the page; writes its plot and, as `media`
    /// says, its filmstrip and GIF. `rerun`: the command that runs it again.
    package mutating func detail(
        for record: QARecord, scenario: Scenario, plot: QATracePlot, rerun: String,
        behaviorFiles: [HostedScrollTargetBehavior], viewScene: ViewFileScene?, viewFiles: [String]
    ) -> QARecord.Detail {
        let base = "cells/" + record.cellID
        var detail = QARecord.Detail(rerun: rerun)
        let title = "\(scenario.name) × \(record.behavior ?? "")"
        if (try? AtomicFile.write(Array(plot.svg(title: title).utf8), to: directory + "/" + base + ".svg")) != nil {
            detail.plot = base + ".svg"
        }
        detail.viewFiles = viewFiles
        detail.viewEventCount = plot.viewEvents.count
        if media.covers(record.status), let behavior = record.behavior {
            detail.media = recordMedia(scenario: scenario, behavior: behavior, base: base,
                                       behaviorFiles: behaviorFiles, viewScene: viewScene)
        }
        detail.expectations = expectations(of: record, scenario: scenario)
        if scenario.end != nil {
            detail.capture = Self.relative(scenario.fileName, from: directory)
            detail.replay = "playground run --replay \(Self.quoted(scenario.fileName))"
        }
        return detail
    }

    /// The filmstrip and the GIF (overlays on), paths relative to the page;
    /// empty when recording fails (the page then says there is none).
    private func recordMedia(scenario: Scenario, behavior: String, base: String,
                             behaviorFiles: [HostedScrollTargetBehavior], viewScene: ViewFileScene?) -> [String] {
        var made: [String] = []
        var stripDisplay = RecordingDisplay()
        stripDisplay.layers.showsHUD = false
        stripDisplay.layers.showsOverlays = true
        let strip = RecordRequest(scenario: scenario.fileName, outputPath: directory + "/" + base + ".filmstrip.png",
                                  output: .filmstrip(every: 12, columns: nil, downscale: nil),
                                  behaviors: [behavior], behaviorFiles: behaviorFiles, viewScene: viewScene, display: stripDisplay)
        if (try? Recorder.record(strip)) != nil { made.append(base + ".filmstrip.png") }
        var display = RecordingDisplay()
        display.layers.showsOverlays = true
        let gif = RecordRequest(scenario: scenario.fileName, outputPath: directory + "/" + base + ".gif", output: .gif,
                                framesPerSecond: 20, behaviors: [behavior], behaviorFiles: behaviorFiles, viewScene: viewScene,
                                display: display)
        if (try? Recorder.record(gif)) != nil { made.append(base + ".gif") }
        return made
    }

    /// The expectations the run checked, as written in the file, with results.
    private mutating func expectations(of record: QARecord, scenario: Scenario) -> [QARecord.Expectation] {
        guard let behavior = record.behavior, let verdict = record.verdict else { return [] }
        let text = fileLines(scenario.fileName)
        var out: [QARecord.Expectation] = []
        for (index, e) in scenario.expectations.enumerated() where e.applies(to: behavior, scenarioBehavior: scenario.behavior) {
            let failure = verdict.failures.first { $0.index == index }
            let known = verdict.knownIssues.first { $0.index == index }
            out.append(QARecord.Expectation(
                index: index, line: e.line, text: Self.entry(at: e.line, in: text),
                status: failure != nil ? "fail" : known != nil ? "known" : "pass",
                message: (failure ?? known)?.message))
        }
        // Expectations the run was judged by that the file does not hold
        // (a behavior file's lane judged as a paging behavior).
        for f in verdict.failures + verdict.knownIssues where !out.contains(where: { $0.index == f.index }) {
            out.append(QARecord.Expectation(index: f.index, line: f.line, text: Self.entry(at: f.line, in: text),
                                            status: f.knownIssue == nil ? "fail" : "known", message: f.message))
        }
        return out
    }

    private mutating func fileLines(_ path: String) -> [String] {
        if let cached = lines[path] { return cached }
        let read = (try? String(contentsOfFile: path, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        lines[path] = read
        return read
    }

    /// The JSON entry starting on `line` (1-based): from that line until its
    /// braces balance, on one line, without the trailing comma.
    static func entry(at line: Int, in lines: [String]) -> String {
        guard line >= 1, line <= lines.count else { return "(line \(line))" }
        var text = ""
        var depth = 0
        var started = false
        for l in lines[(line - 1)...] {
            text += (text.isEmpty ? "" : " ") + l.trimmingCharacters(in: .whitespaces)
            for ch in l {
                if ch == "{" { depth += 1; started = true }
                if ch == "}" { depth -= 1 }
            }
            if started && depth <= 0 { break }
        }
        while text.hasSuffix(",") { text.removeLast() }
        return text
    }

    /// Writes `DIR/index.html`.
    package func writePage(_ results: QAResults) throws {
        try AtomicFile.write(Array(QAHTMLReport(results: results, mediaNote: media.note).html.utf8), to: directory + "/index.html")
    }

    /// `path` relative to `directory` (both made absolute first).
    package static func relative(_ path: String, from directory: String) -> String {
        func absolute(_ p: String) -> [String] {
            let full = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            var parts: [String] = []
            for part in full.split(separator: "/") {
                if part == "." { continue }
                if part == "..", !parts.isEmpty { parts.removeLast(); continue }
                parts.append(String(part))
            }
            return parts
        }
        let target = absolute(path), base = absolute(directory)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// A shell word: as it is when safe, else in single quotes.
    package static func quoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
