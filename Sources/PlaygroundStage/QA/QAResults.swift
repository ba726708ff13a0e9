import Foundation
import ScrollKitCore

/// The rows of a QA run (or of one shard, or of shards merged), and every
/// report made from them: the summary line, the exit status, JUnit,
/// Markdown. `qa --results FILE` writes them as JSON; `qa merge` reads
/// several back, sorts the rows into the order one run makes them and
/// reports them as that run would.
package struct QAResults: Codable, Sendable {
    /// The format's name and version (docs/formats.md, "QA results").
    package var format = "playground-qa-results"
    package var version = 1
    /// The shard that made these rows (`K/N`), nil for a whole run or a merge.
    package var shard: String?
    /// The `--html` directory of the run, relative to the results file's
    /// folder when it was written (where `qa merge --html` finds the cells'
    /// plots and media), nil without `--html`.
    package var html: String?
    package var records: [QARecord] = []

    package init(shard: QAShard? = nil) {
        self.shard = shard?.description
    }

    package mutating func add(_ record: QARecord) { records.append(record) }

    /// Counts for the summary line.
    package struct Counts: Equatable, Sendable {
        package var passed = 0, failed = 0, known = 0, observed = 0, bad = 0
        var failedFiles: Set<String> = []
    }

    package var counts: Counts {
        var c = Counts()
        for r in records {
            switch r.kind {
            case .run:
                switch r.status {
                case "observed": c.observed += 1
                case "known": c.known += 1
                case "pass": c.passed += 1
                default: c.failed += 1
                }
            case .error, .badFile: c.bad += 1
            case .fileFailed: c.failedFiles.insert(r.file)
            }
        }
        return c
    }

    /// `N passed, N failed` and what follows (as `qa` has always printed it).
    package var summaryLine: String {
        let c = counts
        var summary = "\(c.passed) passed, \(c.failed) failed"
        if c.known > 0 { summary += ", \(c.known) known issue\(c.known == 1 ? "" : "s")" }
        if c.observed > 0 { summary += ", \(c.observed) observed" }
        if c.bad > 0 { summary += ", \(c.bad) bad file\(c.bad == 1 ? "" : "s")" }
        if !c.failedFiles.isEmpty {
            summary += ", \(c.failedFiles.count) behavior file\(c.failedFiles.count == 1 ? "" : "s") failed (not run with the scenarios after the failure)"
        }
        return summary
    }

    /// 2 for bad input or a failed behavior file, 1 for a failed run, else 0.
    package var exitStatus: Int32 {
        let c = counts
        if c.bad > 0 || !c.failedFiles.isEmpty { return 2 }
        return c.failed > 0 ? 1 : 0
    }

    /// True when some scenario file could not be used, or nothing ran: the
    /// tables are incomplete (an existing report is then left as it was).
    package var isIncomplete: Bool {
        records.contains { $0.kind == .badFile || $0.kind == .error } || !records.contains { $0.kind == .run }
    }

    /// The JUnit report; `link` gives a row's address on the HTML page.
    package func junit(link: ((QARecord) -> String)? = nil) -> JUnitReport {
        var report = JUnitReport()
        for r in records {
            switch r.kind {
            case .run:
                if let verdict = r.verdict { report.add(verdict, seconds: r.seconds, link: link?(r)) }
            case .error, .badFile, .fileFailed:
                report.addError(file: r.file, message: r.message ?? "")
            }
        }
        return report
    }

    /// The scenario × behavior matrix.
    package var matrix: QAMatrix {
        var matrix = QAMatrix()
        for r in records {
            if let verdict = r.verdict {
                matrix.add(verdict)
            } else if r.kind == .error, let scenario = r.scenario, let behavior = r.behavior {
                matrix.addError(scenario: scenario, behavior: behavior)
            }
        }
        return matrix
    }

    /// The JSON text (UTF-8, sorted keys, one record a line for diffs).
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func encode<T: Encodable>(_ value: T) -> String {
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        var out = "{\"format\": \(encode(format)), \"version\": \(version)"
        if let shard { out += ", \"shard\": \(encode(shard))" }
        if let html { out += ", \"html\": \(encode(html))" }
        out += ", \"records\": [\n"
        out += records.map { "  " + encode($0) }.joined(separator: ",\n")
        out += "\n]}\n"
        return out
    }

    /// Reads a results file; throws a message naming it.
    package static func load(path: String) throws(QAResultsError) -> QAResults {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QAResultsError(description: "\(path): cannot read the file")
        }
        let results: QAResults
        do {
            results = try JSONDecoder().decode(QAResults.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw QAResultsError(description: "\(path): \(Self.where(context)) missing field \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw QAResultsError(description: "\(path): \(Self.where(context)) \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) {
            throw QAResultsError(description: "\(path): \(Self.where(context)) \(context.debugDescription)")
        } catch {
            throw QAResultsError(description: "\(path): \(error)")
        }
        guard results.format == "playground-qa-results" else {
            throw QAResultsError(description: "\(path): format is \"\(results.format)\", not \"playground-qa-results\" (write one with qa --results)")
        }
        guard results.version == 1 else {
            throw QAResultsError(description: "\(path): version \(results.version) is not supported (1 is)")
        }
        return results
    }

    private static func `where`(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : "at \(path):"
    }

    /// The rows of `parts` in one run's order: sorted by `order`, a row
    /// made by two shards kept once, a failed behavior file said once (at
    /// its first row).
    package static func merge(_ parts: [QAResults]) -> QAResults {
        var merged = QAResults()
        var seen: Set<[Int]> = []
        var failedFiles: Set<String> = []
        let all = parts.flatMap(\.records).sorted { $0.order.lexicographicallyPrecedes($1.order) }
        for r in all {
            if r.kind == .fileFailed {
                guard failedFiles.insert(r.file).inserted else { continue }
            } else {
                guard seen.insert(r.order).inserted else { continue }
            }
            merged.records.append(r)
        }
        return merged
    }
}

/// An unreadable or malformed results file (exit 2).
package struct QAResultsError: Error, CustomStringConvertible {
    package var description: String
}
