import ArgumentParser
import Foundation
import ScrollKitCore
import PlaygroundMedia
import PlaygroundStage

/// `playground qa merge FILES… --junit/--markdown/--html OUT`: joins the
/// results files of `qa --shard K/N --results FILE` runs into the reports
/// one whole run writes (same rows in the same order, same verdicts, same
/// summary line; only JUnit's wall-clock times are the shards' own).
struct QAMergeCommand: ParsableCommand, SinkCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the results files of qa shards (--shard K/N --results FILE) into one report.",
        discussion: """
            Prints the summary line of the whole run and exits as that run would: 0 when every \
            cell passed, 1 when one failed, 2 for a bad file (or a bad results file). A shard's \
            --html directory (kept in its results file) gives the cells' plots and media: \
            --html OUT copies them into OUT/cells. A cell missing from every file is reported \
            as a note (a shard did not run).
            """
    )

    @Argument(help: ArgumentHelp("Results files written by qa --results (one per shard).", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("Write the joined JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write the joined matrix as a Markdown table to this file.", valueName: "file"))
    var markdown: String?

    @Option(name: .long, help: ArgumentHelp("Write the joined report page to DIR/index.html (the shards' cells copied into DIR/cells).", valueName: "dir"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("Write the joined rows as one results file.", valueName: "file"))
    var results: String?

    func run() throws {
        try executeOnStreams()
    }

    func execute<Out: TextSink, Err: TextSink>(stdout: inout Out, stderr: inout Err) -> Int32 {
        guard !files.isEmpty else {
            stderr.writeLine(PlaygroundMessage.error("qa merge: name the results files (written by qa --shard K/N --results FILE)"))
            return 2
        }
        for (option, path) in [("--junit", junit), ("--markdown", markdown), ("--results", results)] {
            guard let path else { continue }
            do { try OutputPath.check(path, option: option) } catch {
                stderr.writeLine(PlaygroundMessage.error("\(error)"))
                return 2
            }
        }
        var parts: [QAResults] = []
        for file in files {
            do throws(QAResultsError) { parts.append(try QAResults.load(path: file)) } catch {
                stderr.writeLine(PlaygroundMessage.error(error.description))
                return 2
            }
        }
        // Every shard of a split should be there.
        let shards = Set(parts.compactMap(\.shard))
        if let total = shards.first.flatMap({ $0.split(separator: "/").last }).flatMap({ Int($0) }), shards.count != total {
            stderr.writeLine("note: qa merge: \(shards.count) of \(total) shards given (\(shards.sorted().joined(separator: ", "))): the report has only their cells")
        }
        let merged = QAResults.merge(parts)
        var writer: QAHTMLWriter?
        if let html {
            do { writer = try QAHTMLWriter(directory: html, media: .notable) } catch {
                stderr.writeLine(PlaygroundMessage.error(error.description))
                return 2
            }
            copyCells(from: zip(files, parts).compactMap { file, part in
                let folder = (file as NSString).deletingLastPathComponent
                return part.html.map { $0.hasPrefix("/") || folder.isEmpty ? $0 : folder + "/" + $0 }
            }, to: html)
        }
        stdout.writeLine(merged.summaryLine)
        let written = QACommand.writeReports(merged, junit: junit, markdown: markdown, results: results, html: writer, stderr: &stderr)
        return written != 0 ? written : merged.exitStatus
    }

    /// Copies each shard's `cells` folder into `DIR/cells` (cell names are
    /// unique across shards: a cell is in exactly one).
    func copyCells(from directories: [String], to directory: String) {
        let fm = FileManager.default
        for source in directories {
            let cells = (source.isEmpty ? "." : source) + "/cells"
            guard let names = try? fm.contentsOfDirectory(atPath: cells) else { continue }
            for name in names {
                let target = directory + "/cells/" + name
                guard (cells as NSString).standardizingPath != ((directory + "/cells") as NSString).standardizingPath else { continue }
                try? fm.removeItem(atPath: target)
                try? fm.copyItem(atPath: cells + "/" + name, toPath: target)
            }
        }
    }
}
