import Foundation
import ScrollKitCore
import PlaygroundMedia
import PlaygroundStage

extension QACommand {
    /// Writes the reports asked for from `rows`: `--junit` (each case
    /// linking its cell on the page when there is one), `--markdown`,
    /// `--results` and the `--html` page. A run that produced no complete
    /// table (a bad scenario file, or no cell at all) leaves an existing
    /// JUnit or Markdown file as it was; the results and the page are always
    /// written (a shard's bad file must reach the merge). Returns 0, or the
    /// exit status of a failed write (said on `stderr`): 3 when the
    /// environment failed (a full disk), else 2.
    static func writeReports<Err: TextSink>(_ rows: QAResults, junit: String?, markdown: String?, results: String?,
                                            html: QAHTMLWriter?, stderr: inout Err) -> Int32 {
        let incomplete = rows.isIncomplete
        let link = html.map { writer in { (r: QARecord) in writer.directory + "/index.html#" + r.cellID } }
        let outputs: [(String, String?, () -> String, Bool)] = [
            ("--junit", junit, { rows.junit(link: link).xml }, true),
            ("--markdown", markdown, { rows.matrix.markdown }, true),
            ("--results", results, { rows.json }, false),
        ]
        for (option, path, text, keepsOld) in outputs {
            guard let path else { continue }
            if keepsOld, incomplete, path != AtomicFileWriter.standardOutputPath, access(path, F_OK) == 0 {
                stderr.writeLine("note: \(option): \(path) left as it was: this run produced no complete table")
                continue
            }
            do {
                try AtomicFile.write(Array(text().utf8), to: path)
            } catch {
                stderr.writeLine(PlaygroundMessage.error("\(option): \(error)"))
                return error is AtomicFileError ? PlaygroundExit.environmentStatus : 2
            }
        }
        if let html {
            do { try html.writePage(rows) } catch {
                stderr.writeLine(PlaygroundMessage.error("--html: \(error)"))
                return error is AtomicFileError ? PlaygroundExit.environmentStatus : 2
            }
        }
        return 0
    }
}
