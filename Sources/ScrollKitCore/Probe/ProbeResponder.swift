/// `playground probe --behavior NAME`: answers one behavior's
/// `updateTarget` for contexts given as JSON lines (docs/formats.md).
///
/// Feed it every input line in order with its 1-based number and write each
/// `output` on its own line: a context line gets `{"offset": [x, y]}` (the
/// behavior's answer as computed, unclamped, numbers as in the trace), a bad
/// line gets `{"error": "line N: <field> must be …"}` and the run goes on.
/// A blank (whitespace-only) line is echoed as a blank line, not an error,
/// so output line N still answers input line N. At the end, exit with
/// `exitStatus`: 0, or 2 when any line was bad.
///
/// ```swift
/// var session = ProbeResponder(behavior: behavior)
/// var n = 0
/// while let line = readLine() { n += 1; print(session.answer(line: line, lineNumber: n).output) }
/// exit(session.exitStatus)
/// ```
public struct ProbeResponder: Sendable {
    public let behavior: any NamedScrollTargetBehavior
    /// Lines answered with an offset so far.
    public private(set) var answeredCount = 0
    /// Lines answered with an error so far.
    public private(set) var errorCount = 0

    public init(behavior: any NamedScrollTargetBehavior) {
        self.behavior = behavior
    }

    /// The process exit status so far: 0, or 2 when a line was bad.
    public var exitStatus: Int32 { errorCount == 0 ? 0 : 2 }

    /// Answers input line number `lineNumber` (1-based; it is only used in error messages).
    public mutating func answer(line: String, lineNumber: Int) -> (output: String, isError: Bool) {
        if line.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }) {
            return ("", false)
        }
        do throws(ProbeInputError) {
            let request = try ProbeRequest(line: line)
            let offset = request.answer(behavior)
            guard offset.x.isFinite, offset.y.isFinite else {
                throw ProbeInputError("\(behavior.name) answered a non-finite offset (\(offset.x), \(offset.y)) for containerSize \(request.containerSize.width)×\(request.containerSize.height), contentSize \(request.contentSize.width)×\(request.contentSize.height), originalOffset (\(request.originalOffset.x), \(request.originalOffset.y)), proposedOffset (\(request.proposedOffset.x), \(request.proposedOffset.y)), velocity (\(request.velocity.dx), \(request.velocity.dy)): its code computed it from these inputs (a division by zero?)")
            }
            var writer = JSONWriter()
            writer.add("offset", offset)
            answeredCount += 1
            return (writer.result, false)
        } catch {
            errorCount += 1
            var writer = JSONWriter()
            writer.add("error", "line \(lineNumber): \(error.message)")
            return (writer.result, true)
        }
    }

    /// Answers every line of `text` (split on "\n"; a final newline does not
    /// start another line) and returns the output lines joined by "\n".
    public mutating func answer(text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.enumerated().map { answer(line: $1, lineNumber: $0 + 1).output }.joined(separator: "\n")
    }
}
