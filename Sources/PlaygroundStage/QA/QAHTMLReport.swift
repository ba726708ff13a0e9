import Foundation
import ScrollKitCore

/// `qa --html DIR`: one static page, `DIR/index.html`, that a CI job can
/// publish as it is (no server, no network: style and script inline, every
/// link relative): the scenario × lane matrix, rows with failures first,
/// then known issues, observed, passed; filters by behavior, scenario and
/// verdict; light and dark by `prefers-color-scheme`. Each cell opens its
/// details: the trace plot (`DIR/cells/<cell>.svg`, `QATracePlot`), the
/// filmstrip and GIF of the run when made (`QAHTMLMedia`), each expectation
/// as written with its result, where the run rested, and the command that
/// runs it again; a capture's cell links the file and its replay command.
/// Images load lazily (a closed cell loads nothing).
struct QAHTMLReport {
    /// The rows to show.
    var results: QAResults
    /// What the media policy was, said on the page (`--html-media`).
    var mediaNote: String

    init(results: QAResults, mediaNote: String) {
        self.results = results
        self.mediaNote = mediaNote
    }

    /// 0 fail or error, 1 known, 2 observed, 3 pass: the page's order.
    static func rank(_ status: String) -> Int {
        switch status {
        case "fail", "error": return 0
        case "known": return 1
        case "observed": return 2
        default: return 3
        }
    }

    static let statusWords = ["fail": "FAIL", "error": "ERROR", "known": "KNOWN", "observed": "OBSERVED", "pass": "PASS"]
    static let marks = ["fail": "✗", "error": "E", "known": "!", "observed": "·", "pass": "✓"]

    private static func e(_ s: String) -> String { QATracePlot.escape(s) }

    /// The page (UTF-8 text).
    var html: String {
        let rows = results.records.filter { $0.scenario != nil && $0.behavior != nil }
        var scenarios: [String] = []
        var behaviors: [String] = []
        var byCell: [String: QARecord] = [:]
        for r in rows {
            let s = r.scenario!, b = r.behavior!
            if !scenarios.contains(s) { scenarios.append(s) }
            if !behaviors.contains(b) { behaviors.append(b) }
            byCell[s + "\u{0}" + b] = r
        }
        func worst(_ s: String) -> Int {
            behaviors.compactMap { byCell[s + "\u{0}" + $0] }.map { Self.rank($0.status) }.min() ?? 3
        }
        let sortedScenarios = scenarios.enumerated().sorted {
            (worst($0.element), $0.offset) < (worst($1.element), $1.offset)
        }.map(\.element)
        let c = results.counts

        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>playground qa: \(Self.e(results.summaryLine))</title>\n<style>\n\(Self.css).dim{opacity:.25}\n</style>\n</head>\n<body>\n"
        out += "<h1>playground qa</h1>\n<div class=\"summary\">\(Self.e(results.summaryLine)) · \(scenarios.count) scenarios × \(behaviors.count) lanes · \(Self.e(mediaNote))</div>\n"
        out += "<div class=\"filters\"><label>behavior <select id=\"f-behavior\"><option value=\"\">all</option>"
        for b in behaviors { out += "<option>\(Self.e(b))</option>" }
        out += "</select></label><label>scenario <input id=\"f-scenario\" type=\"search\" placeholder=\"name contains…\"></label>"
        for (status, count) in [("fail", c.failed), ("error", c.bad), ("known", c.known), ("observed", c.observed), ("pass", c.passed)] {
            out += "<label class=\"badge st-\(status)\"><input type=\"checkbox\" name=\"verdict\" value=\"\(status)\" checked> \(Self.statusWords[status]!.lowercased()) \(count)</label>"
        }
        out += "<span id=\"f-count\" class=\"muted\"></span></div>\n"

        // The matrix.
        out += "<h2>Matrix</h2>\n<div class=\"scroller\"><table class=\"matrix\">\n<thead><tr><th class=\"scenario\">scenario</th>"
        for b in behaviors { out += "<th data-column=\"\(Self.e(b))\">\(Self.e(b))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for s in sortedScenarios {
            out += "<tr><td class=\"scenario\">\(Self.e(s))</td>"
            for b in behaviors {
                guard let r = byCell[s + "\u{0}" + b] else {
                    out += "<td data-column=\"\(Self.e(b))\"></td>"
                    continue
                }
                let status = r.status
                let rest = r.verdict?.rest?.cellText ?? ""
                out += "<td class=\"c st-\(status)\" data-column=\"\(Self.e(b))\" data-behavior=\"\(Self.e(b))\" data-scenario=\"\(Self.e(s))\" data-status=\"\(status)\">"
                out += "<a href=\"#\(r.cellID)\" title=\"\(Self.e(s)) × \(Self.e(b)): \(Self.statusWords[status]!)\">\(Self.e(rest)) \(Self.marks[status]!)</a></td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        out += "<p class=\"muted\">✓ passed · ✗ failed · ! known issue · · observed (nothing expected) · E could not run · pN: at rest on page N · end: at the end · …: never settled</p>\n"

        // The cells, failures first.
        out += "<h2>Cells</h2>\n"
        let ordered = rows.enumerated().sorted { (Self.rank($0.element.status), $0.offset) < (Self.rank($1.element.status), $1.offset) }.map(\.element)
        for r in ordered { out += cell(r) }
        let others = results.records.filter { $0.scenario == nil || $0.behavior == nil }
        if !others.isEmpty {
            out += "<h2>Files that could not be used</h2>\n"
            for r in others {
                out += "<details class=\"cell st-error\" open data-status=\"error\" data-behavior=\"\" data-scenario=\"\(Self.e(r.file))\" id=\"\(r.cellID)\"><summary><span class=\"badge st-error\">ERROR</span> \(Self.e(r.file))</summary><div class=\"body\"><pre>\(Self.e(r.message ?? ""))</pre></div></details>\n"
            }
        }
        out += "<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
        return out
    }

    /// One cell's details.
    func cell(_ r: QARecord) -> String {
        let status = r.status
        let s = r.scenario ?? "", b = r.behavior ?? ""
        let verdict = r.verdict
        let first = (verdict?.failures ?? []).first?.description ?? (verdict?.knownIssues ?? []).first?.description ?? r.message ?? ""
        var out = "<details class=\"cell\" id=\"\(r.cellID)\" data-status=\"\(status)\" data-behavior=\"\(Self.e(b))\" data-scenario=\"\(Self.e(s))\">"
        out += "<summary><span class=\"badge st-\(status)\">\(Self.statusWords[status]!)</span> <b>\(Self.e(s))</b> × <b>\(Self.e(b))</b>"
        if !first.isEmpty { out += " <span class=\"muted\">— \(Self.e(first))</span>" }
        out += "</summary>\n<div class=\"body\">\n"
        if let message = r.message { out += "<pre>\(Self.e(message))</pre>\n" }
        let detail = r.detail
        if let plot = detail?.plot {
            out += "<h4>Trace</h4><figure class=\"plot\"><img loading=\"lazy\" src=\"\(Self.e(plot))\" width=\"760\" height=\"340\" alt=\"offset and velocity of \(Self.e(s)) with \(Self.e(b)) against time\"></figure>\n"
            if let detail, !detail.viewFiles.isEmpty {
                out += "<p class=\"muted\">The view's callbacks (\(detail.viewEventCount)) are the ticks on the strip under the plot, on the same time axis (hover one for its text); view: \(detail.viewFiles.map(Self.e).joined(separator: ", ")).</p>\n"
            }
        }
        if let media = detail?.media, !media.isEmpty {
            out += "<h4>Run</h4><div class=\"media\">"
            for m in media {
                let caption = m.hasSuffix(".gif") ? "the run (GIF, with overlays)" : m.hasSuffix(".mp4") ? "the run (MP4)" : "filmstrip, every 12th tick"
                if m.hasSuffix(".mp4") {
                    out += "<figure><video src=\"\(Self.e(m))\" preload=\"none\" controls></video><figcaption>\(caption)</figcaption></figure>"
                } else {
                    out += "<figure><img loading=\"lazy\" src=\"\(Self.e(m))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
                }
            }
            out += "</div>\n"
        } else if detail != nil {
            out += "<p class=\"muted\">No filmstrip or GIF for this cell: \(Self.e(mediaNote)).</p>\n"
        }
        if let detail, !detail.expectations.isEmpty {
            out += "<h4>Expected</h4><table class=\"expect\"><tr><th>#</th><th>rule, as written</th><th>result</th></tr>\n"
            for x in detail.expectations {
                out += "<tr><td class=\"n mono\">expect[\(x.index)]<br><span class=\"muted\">line \(x.line)</span></td><td><code>\(Self.e(x.text))</code></td>"
                out += "<td><span class=\"badge st-\(x.status)\">\(Self.statusWords[x.status] ?? x.status)</span>"
                if let message = x.message { out += "<br>\(Self.e(message))" }
                out += "</td></tr>\n"
            }
            out += "</table>\n"
        } else if status == "observed" {
            out += "<p>Nothing is expected of \(Self.e(b)) here: add <code>\"behavior\": \"\(Self.e(b))\"</code> to an entry of the scenario's <code>expect</code> list to judge it (docs/scenarios.md).</p>\n"
        }
        if let verdict {
            out += "<h4>Came out</h4><p>\(Self.e(Self.outcome(verdict)))</p>\n"
        }
        if let detail {
            out += "<h4>Run it again</h4><pre>\(Self.e(detail.rerun))</pre>\n"
            if let capture = detail.capture {
                out += "<p>A capture: <a href=\"\(Self.e(capture))\">\(Self.e((capture as NSString).lastPathComponent))</a>"
                if let replay = detail.replay { out += "; replay it in the window:</p><pre>\(Self.e(replay))</pre>\n" } else { out += "</p>\n" }
            }
        }
        out += "</div></details>\n"
        return out
    }

    /// Where the run rested and when, in words.
    static func outcome(_ v: ScenarioVerdict) -> String {
        var text = ""
        if let rest = v.rest {
            let axis = rest.axis == .vertical ? "y" : "x"
            text = "rested at offset [\(QATracePlot.n(rest.offset.x, 2)), \(QATracePlot.n(rest.offset.y, 2))] (\(axis): page \(QATracePlot.n(rest.page, 3))\(rest.isAtEnd ? ", the end" : ""); shown as \(rest.cellText))"
        }
        if let time = v.summary.settleTime, let delay = v.summary.settleDelay {
            text += "; settled at t=\(QATracePlot.n(time, 3)) s, \(QATracePlot.n(delay, 3)) s after the last event"
        } else {
            text += "; never settled (stopped at t=\(QATracePlot.n(v.summary.finalTime, 3)) s)"
        }
        text += "; \(v.expectationCount) expectation\(v.expectationCount == 1 ? "" : "s"), \(v.failures.count) failed, \(v.knownIssues.count) known"
        return text
    }
}
