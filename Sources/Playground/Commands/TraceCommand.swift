import ArgumentParser
import ScrollKitCore
import PlaygroundMedia
import UserCodeHost
import PlaygroundStage

/// `playground trace SCENARIO`: runs a scenario headless and prints one JSON
/// line per engine tick on stdout (docs/formats.md, "Trace lines").
struct TraceCommand: ParsableCommand, SinkCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario headless and print one JSON line per engine tick.",
        discussion: """
            Each line is one tick's FrameRecord: tick, t, offset, velocity, phase, activity, \
            behavior, source, container, content, hue, and when present decision, ends, resting, \
            then inputs (docs/formats.md). The run lasts until the scenario settles (the first tick \
            after the last event whose phase is idle) plus 0.25 s, and at least until the latest \
            time its expectations look at. A scenario that has not settled 30 s after its last \
            event stops there with a warning on stderr.

            Exit status: 0 success; 2 bad input (unreadable or invalid scenario, unknown \
            behavior), with a message on stderr naming the file, line and field.
            """
    )

    @Argument(help: ArgumentHelp(
        "The scenario file (JSON, docs/formats.md format).",
        discussion: "A name without a slash that is not a file, such as fling-one-page, names a bundled scenario.",
        valueName: "scenario"))
    var scenario: String

    @Option(name: .long, help: ArgumentHelp(
        "Start with this behavior instead of the scenario's (see `playground list`); the scenario's behavior events still switch later.",
        valueName: "name"))
    var behavior: String?

    @Option(name: .customLong("behavior-file"), help: ArgumentHelp(
        "Start with the ScrollTargetBehavior in this Swift file instead (docs/behavior-files.md); compiled, cached and run in its own process. FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'.",
        valueName: "file.swift[=EXPR]"))
    var behaviorFile: String?

    @Option(name: .customLong("view-file"), help: ArgumentHelp(
        "Scroll the SwiftUI view in this Swift file instead of the scenario's preset (repeatable: the files compile together; docs/view-files.md); its own .scrollTargetBehavior decides unless --behavior names one. FILE.swift=#Preview(\"NAME\") or FILE.swift=EXPR picks the view.",
        valueName: "file.swift[=VIEW]"))
    var viewFiles: [String] = []

    @Option(name: .customLong("scroll-view"), help: ArgumentHelp(
        "Trace this scroll view of the view file (its .id, else its path in the view tree) instead of the outermost.",
        valueName: "id"))
    var scrollView: String?

    @OptionGroup(title: "Behavior file limits") var limits: BehaviorLimitOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Keep running at least until this time, in seconds, even after the scenario has settled.",
        valueName: "seconds"))
    var until: Double?

    func run() throws {
        limits.apply()
        try executeOnStreams()
    }

    /// Runs the command, writing to the given sinks; returns the exit status.
    func execute<Out: TextSink, Err: TextSink>(stdout: inout Out, stderr: inout Err) -> Int32 {
        if let until, !(until.isFinite && until >= 0 && until <= 3600) {
            stderr.writeLine(PlaygroundMessage.error("--until must be a number of seconds from 0 to 3600 (got \(OptionParsing.describe(until)))"))
            return 2
        }
        if let behavior, BehaviorCatalog.behavior(named: behavior) == nil, !(ViewFileOptions.laneNames(viewFiles) + ["view"]).contains(behavior) {
            stderr.writeLine(PlaygroundMessage.error("--behavior: unknown behavior \"\(PlaygroundMessage.cut(behavior))\"\(NameSuggestion.hint(for: behavior, in: BehaviorCatalog.names, listedBy: "playground list"))"))
            return 2
        }
        if behavior != nil, behaviorFile != nil {
            stderr.writeLine(PlaygroundMessage.error("--behavior and --behavior-file cannot be used together"))
            return 2
        }
        var hosted: HostedScrollTargetBehavior?
        if let behaviorFile {
            do {
                hosted = try BehaviorFileLoader(for: behaviorFile).load(behaviorFile)
            } catch {
                stderr.writeLine(PlaygroundMessage.error(error.description))
                return 2
            }
        }
        defer { hosted?.stop() }
        var runner: ScenarioRunner
        var captured: [HostedScrollTargetBehavior] = []
        defer { captured.forEach { $0.stop() } }
        var viewScene: ViewFileScene?
        defer { viewScene?.view.stop() }
        do {
            var loaded = try ScenarioPaths.load(scenario, viewGiven: !viewFiles.isEmpty)
            viewScene = try ViewFileOptions.prepare(viewFiles, scenario: &loaded, keepsBehavior: behavior != nil)
            var prepared = try ScenarioRunner(scenario: loaded, behavior: behavior, catalog: viewScene?.catalog ?? .builtIn)
            prepared.minimumEndTime = until ?? 0
            prepared.reactor = viewScene
            runner = prepared
            // A capture's own behavior files (lanes that ran them).
            var warnings: [String] = []
            captured = try CapturedBehaviorFiles.load(for: loaded) { warnings.append($0) }
            for warning in warnings { stderr.writeLine(warning) }
            runner = runner.withFileBehaviors(CapturedBehaviorFiles.byName(captured, in: loaded))
        } catch let error as BehaviorFileError {
            stderr.writeLine(PlaygroundMessage.error(error.description))
            return 2
        } catch {
            stderr.writeLine(PlaygroundMessage.error("\(error)"))
            return 2
        }
        let studied: String?
        do throws(ScrollViewOptionError) { studied = try ScrollViewOption.study(scrollView, in: viewScene) } catch {
            stderr.writeLine(PlaygroundMessage.error(error.message))
            return 2
        }
        if let hosted { runner = runner.startingWith(hosted) }
        let hosts = (hosted.map { [$0] } ?? []) + captured
        // The run on the stage, keeping no history: each tick is printed as it is made.
        var stage = Stage(runners: [runner], history: .none)
        let summary: ScenarioRunSummary
        do {
            summary = try stage.runToEnd { (_: Int, tick: ScenarioTick) throws(TraceStop) in
                let events = viewScene?.events(lane: runner.lane, tick: tick.record.tick) ?? []
                // The studied nested scroll view's record, else the lane's own.
                let record = studied.flatMap { viewScene?.nested.record(lane: runner.lane, identity: $0, tick: tick.record.tick) } ?? tick.record
                stdout.writeLine(ViewTraceField.adding(events, to: record.traceLine))
                if stdout.hasFailed { throw .standardOutput }
                if let failure = hosts.lazy.compactMap(\.failure).first ?? viewScene?.view.failure { throw .behaviorFile(failure) }
            }
        } catch {
            switch error {
            case .standardOutput:
                return 0  // stdout is gone or full: stop now; run() reports it
            case .behaviorFile(let failure):
                stderr.writeLine(PlaygroundMessage.error(failure.description))
                return 2
            }
        }
        if summary.settleTick == nil {
            stderr.writeLine("warning: \(runner.scenario.name) never settled; stopped at t=\(TraceNumber.format(summary.finalTime)), \(TraceNumber.format(summary.finalTime - summary.lastEventTime)) s after its last event")
        }
        return 0
    }
}

/// Why a trace stops before its scenario ends.
enum TraceStop: Error {
    /// Standard output can no longer be written.
    case standardOutput
    /// The behavior file's host trapped or timed out.
    case behaviorFile(BehaviorFileError)
}
