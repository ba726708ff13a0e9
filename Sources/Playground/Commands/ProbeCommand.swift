import ArgumentParser
import ScrollKitCore

/// `playground probe --behavior NAME`: asks one behavior for targets, one JSON
/// context per stdin line, one JSON answer per line on stdout (docs/formats.md).
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Ask a scroll target behavior where a scroll should end, one JSON line at a time.",
        discussion: """
            Each stdin line is a context: {"axes": "horizontal", "containerSize": [390, 844], \
            "contentSize": [7800, 844], "originalOffset": [780, 0], "proposedOffset": [950, 0], \
            "velocity": [420, 0], "targets": [[0, 0, 390, 844], ...]} (targets only for \
            view-aligned behaviors: the frames of the scroll-target children in content \
            coordinates). Each answer is {"offset": [x, y]} or {"error": "line N: ..."}; a bad \
            line does not stop the run, but the exit status is 2 at the end if any line was bad. \
            Blank lines are answered with blank lines.
            """
    )

    @Option(help: ArgumentHelp("The behavior to ask (see 'playground list').", valueName: "name"))
    var behavior: String

    func validate() throws {
        guard BehaviorCatalog.behavior(named: behavior) != nil else {
            throw ValidationError("--behavior: \(BehaviorCatalog.unknownNameMessage(behavior))")
        }
    }

    func run() throws {
        var session = ProbeSession(behavior: BehaviorCatalog.behavior(named: behavior)!)
        var out = FileDescriptorSink.standardOutput
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            out.writeLine(session.answer(line: line, lineNumber: lineNumber).output)
            out.flush()
            if out.hasFailed { break }  // the reader is gone or the disk full: stop reading
        }
        try out.finish(output: "standard output", quietStatus: session.exitStatus)
        if session.exitStatus != 0 { throw ExitCode(session.exitStatus) }
    }
}
