import Foundation
import ScrollKitCore

/// What a behavior host wrote on its stdout and stderr (the behavior's
/// `print`, its runtime's messages), drained as it comes so the host never
/// blocks on a full pipe: every line is echoed on the playground's stderr
/// as `FILE: LINE` (when `echo`; a line beyond 64 KB is cut), the last
/// `keptLines` are kept for the lane's panel (cut at 400 bytes), and the last `keptErrorBytes` of stderr for the failure
/// message (the runtime's "Fatal error" line). A view host's notes of what it
/// approximates or ignores (`ViewNote` lines) are kept apart, each once, in
/// the order said, for the HUD. Thread-safe.
package final class BehaviorOutput: @unchecked Sendable {
    /// Lines kept for the window's panel.
    static let keptLines = 6
    /// Bytes of stderr kept for a failure message.
    static let keptErrorBytes = 16384
    /// A longer line is cut here in the panel, bytes.
    static let longestLine = 400
    /// A longer line is cut here on stderr, bytes (so one endless line cannot fill memory).
    static let longestEchoedLine = 65536

    /// The behavior file the lines are about (the echo's prefix).
    package let label: String
    /// Echo every line on stderr.
    let echo: Bool
    private let lock = NSLock()
    private var partial: [[UInt8]] = [[], []]
    private var lines: [String] = []
    private var errorTail: [UInt8] = []
    private var bytes = [0, 0]
    private var notes: [ViewNote] = []

    package init(label: String, echo: Bool) {
        self.label = label
        self.echo = echo
    }

    /// The last lines, oldest first.
    var recentLines: [String] { lock.withLock { lines } }
    /// What a view host said it approximates or ignores, each once, oldest first.
    package var viewNotes: [ViewNote] { lock.withLock { notes } }
    /// Bytes received on stdout (0) and stderr (1).
    var byteCounts: [Int] { lock.withLock { bytes } }
    /// The end of stderr, as text.
    var errorText: String { lock.withLock { String(decoding: errorTail, as: UTF8.self) } }

    /// Takes `data` read from stream 0 (stdout) or 1 (stderr).
    package func append(_ data: ArraySlice<UInt8>, stream: Int) {
        var complete: [[UInt8]] = []
        lock.withLock {
            bytes[stream] += data.count
            if stream == 1 {
                errorTail += data
                if errorTail.count > Self.keptErrorBytes { errorTail.removeFirst(errorTail.count - Self.keptErrorBytes) }
            }
            for byte in data {
                if byte == UInt8(ascii: "\n") {
                    complete.append(partial[stream])
                    partial[stream].removeAll(keepingCapacity: true)
                } else if partial[stream].count <= Self.longestEchoedLine {
                    partial[stream].append(byte)
                }
            }
            keep(complete)
        }
        write(complete)
    }

    /// Ends both streams (an unfinished last line counts as a line).
    package func finish() {
        var rest: [[UInt8]] = []
        lock.withLock {
            for stream in 0..<2 where !partial[stream].isEmpty {
                rest.append(partial[stream])
                partial[stream].removeAll()
            }
            keep(rest)
        }
        write(rest)
    }

    private func keep(_ new: [[UInt8]]) {
        for bytes in new where bytes.first == UInt8(ascii: "a") || bytes.first == UInt8(ascii: "i") {
            if let note = ViewNote(line: String(decoding: bytes, as: UTF8.self)), !notes.contains(note) { notes.append(note) }
        }
        lines += new.suffix(Self.keptLines).map { Self.shown($0, limit: Self.longestLine) }
        if lines.count > Self.keptLines { lines.removeFirst(lines.count - Self.keptLines) }
    }

    private func write(_ complete: [[UInt8]]) {
        guard echo, !complete.isEmpty else { return }
        let text = complete.map { "\(label): \(Self.shown($0, limit: Self.longestEchoedLine))\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    private static func shown(_ bytes: [UInt8], limit: Int) -> String {
        let text = String(decoding: bytes.prefix(limit), as: UTF8.self)
        return bytes.count > limit ? text + "…" : text
    }
}
