import ArgumentParser
import ScrollKitCore
import PlaygroundMedia
import UserCodeHost
import PlaygroundStage

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
    var behavior: String?

    @Option(name: .customLong("behavior-file"), help: ArgumentHelp(
        "Ask the ScrollTargetBehavior in this Swift file instead (docs/behavior-files.md). FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'.", valueName: "file.swift[=EXPR]"))
    var behaviorFile: String?

    @OptionGroup(title: "Behavior file limits") var limits: BehaviorLimitOptions

    func validate() throws {
        guard (behavior == nil) != (behaviorFile == nil) else {
            throw ValidationError("give one of --behavior NAME or --behavior-file FILE.swift")
        }
        if let behavior, BehaviorCatalog.behavior(named: behavior) == nil {
            throw ValidationError("--behavior: \(BehaviorCatalog.unknownNameMessage(behavior))")
        }
    }

    func run() throws {
        limits.apply()
        var hosted: HostedScrollTargetBehavior?
        if let behaviorFile {
            do {
                hosted = try BehaviorFileLoader(for: behaviorFile).load(behaviorFile)
            } catch {
                throw PlaygroundExit.badInput(error.description)
            }
        }
        defer { hosted?.stop() }
        let chosen: any NamedScrollTargetBehavior = hosted ?? BehaviorCatalog.behavior(named: behavior ?? "free")!
        var responder = ProbeResponder(behavior: chosen)
        var out = FileDescriptorSink.standardOutput
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            let answer = responder.answer(line: line, lineNumber: lineNumber)
            if let failure = hosted?.failure {
                out.flush()
                throw PlaygroundExit.badInput("line \(lineNumber): \(failure.description)")
            }
            out.writeLine(answer.output)
            out.flush()
            if out.hasFailed { break }  // the reader is gone or the disk full: stop reading
        }
        try out.finish(output: "standard output", quietStatus: responder.exitStatus)
        if responder.exitStatus != 0 { throw ExitCode(responder.exitStatus) }
    }
}
