import ArgumentParser
import Foundation
import ScrollKitCore
import PlaygroundMedia
import UserCodeHost
import PlaygroundStage

/// `playground qa [PATH ...]`: runs scenario files headless, checks their
/// `expect` lists, prints one row per scenario × behavior and a summary line.
struct QACommand: ParsableCommand, SinkCommand {
    static let configuration = CommandConfiguration(
        commandName: "qa",
        abstract: "Run scenario files headless and check their expectations.",
        discussion: """
            Prints one row per scenario × behavior: PASS, FAIL or OBS, the scenario's name, the \
            behavior, when it settled ("+0.591s": seconds after its last event, or "never"), and \
            the failed expectations, one a line; then a line naming the columns and the summary \
            line "N passed, N failed". KNOWN rows are runs whose only failures are expectations \
            marked "known-issue" (a disagreement the scenario records): they do not fail the \
            run, and the summary adds ", N known issues"; a marked expectation that passes \
            fails (the mark is stale). A file that cannot \
            be read or parsed gets an ERROR row naming its file, line and field; the other files \
            still run, and the summary adds ", N bad files".

            Each run checks the expectations about its own behavior: those naming it \
            ("behavior": name or [names]), and for the scenario's own behavior those naming \
            none. A run with nothing expected of it is observed (OBS), neither passed nor \
            failed; the summary adds ", N observed".

            With --behavior all, qa prints the scenario × behavior matrix instead of the PASS \
            rows (the FAIL and ERROR rows come first): one row per scenario, one \
            numbered column per behavior (named in the legend below it), each cell ✓ passed, \
            ✗ failed or · observed, within 120 columns. --wide prints the wide matrix, each \
            cell also where the run came to rest (pN: on page N, end: at the end, else the \
            offset). --markdown writes the wide matrix as a Markdown table.

            Exit status: 0 when every run passes; 1 when any expectation fails; 2 on bad input \
            (any bad scenario file, an unknown behavior, a missing path, no scenario files, an \
            unwritable --junit or --markdown path, checked before any run), which wins over 1; 3 \
            when a report cannot be written (a full disk). A run with a bad scenario file \
            leaves existing --junit and --markdown files as they were.

            A --behavior-file lane that a scenario says nothing of is judged as a paging \
            behavior where the scenario's expectations of paging apply: at rest on a page or \
            the end, settled in time, never further past the content (docs/scenarios.md).

            For CI: --html DIR writes an offline report page (DIR/index.html); --shard K/N runs \
            every N-th cell; --results FILE keeps the rows as JSON, and `playground qa merge` \
            joins the shards' files into the reports one run would write.
            """,
        subcommands: [QAMergeCommand.self]
    )

    @Argument(help: ArgumentHelp(
        "Scenario files or directories; directories are searched recursively for *.json files (hidden ones skipped).",
        discussion: "Default: assets/scenarios in the current directory, or the scenarios bundled with playground when there is none.",
        valueName: "path"))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Run every scenario with this behavior instead of its own (see `playground list`); `all` runs each scenario once with every behavior in the catalog.",
        valueName: "name|all"))
    var behavior: String?

    @Option(name: .customLong("behavior-file"), help: ArgumentHelp(
        "Also run every scenario with the ScrollTargetBehavior in this Swift file (repeatable; docs/behavior-files.md). Without --behavior, only the files run. FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'.",
        valueName: "file.swift[=EXPR]"))
    var behaviorFiles: [String] = []

    @Option(name: .customLong("view-file"), help: ArgumentHelp(
        "Run every scenario on the SwiftUI view in this Swift file instead of its preset (repeatable: the files compile together; docs/view-files.md), with the view's own .scrollTargetBehavior unless --behavior names others. A scenario with \"view\" runs its own view without this option.",
        valueName: "file.swift[=VIEW]"))
    var viewFiles: [String] = []

    @Option(name: .customLong("scroll-view"), help: ArgumentHelp(
        "Check the expectations against this scroll view of the view file (its .id, else its path in the view tree) instead of the outermost: its engine's offsets, decisions, ends and items.",
        valueName: "id"))
    var scrollView: String?

    @OptionGroup(title: "Behavior file limits") var limits: BehaviorLimitOptions

    @Option(name: .long, help: ArgumentHelp(
        "Also write a JUnit XML report to this file (written atomically: a temporary file in the same directory, then renamed); '-' or /dev/stdout: to standard output, the table then on stderr.",
        valueName: "file"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write the scenario × behavior matrix as a Markdown table to this file (written atomically).",
        valueName: "file"))
    var markdown: String?

    @Option(name: .long, help: ArgumentHelp(
        "For each failing row, write its trace (.trace.jsonl), a GIF of the run with overlays (.gif) and a filmstrip (.filmstrip.png) into this directory (created if missing), named <scenario>.<behavior>.",
        valueName: "dir"))
    var artifacts: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write an offline report page, DIR/index.html (the matrix, each cell's trace plot, filmstrip and GIF, expectations and rerun command), with its files in DIR/cells.",
        valueName: "dir"))
    var html: String?

    @Option(name: .customLong("html-media"), help: ArgumentHelp(
        "Which cells of --html get a filmstrip and a GIF: notable (failed cells and known issues; the default: a recording takes about a second a cell), all, or none.",
        valueName: "notable|all|none"))
    var htmlMedia: String = QAHTMLWriter.Media.notable.rawValue

    @Option(name: .long, help: ArgumentHelp(
        "Run only shard K of N: every N-th cell of the scenario × behavior matrix, starting at the K-th (for a CI matrix of N jobs; join them with `playground qa merge`).",
        valueName: "K/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write the rows as JSON (docs/formats.md, \"QA results\"), for `playground qa merge` (written atomically).",
        valueName: "file"))
    var results: String?

    @Flag(name: .long, help: "Kept for scripts: every failed expectation is listed under its row anyway.")
    var verbose = false

    @Flag(name: .long, help: "With --behavior all: the wide matrix, each cell where the run came to rest (pN, end or the offset) and its mark; by default a table of marks that fits 120 columns.")
    var wide = false

    /// `--junit`, with `/dev/stdout` read as `-` (standard output).
    var junitPath: String? {
        junit.map { ["/dev/stdout", "/proc/self/fd/1", "/dev/fd/1"].contains($0) ? AtomicFileWriter.standardOutputPath : $0 }
    }

    func run() throws {
        limits.apply()
        // JUnit on standard output (as CI tools read it): the table goes to stderr.
        try executeOnStreams(out: junitPath == AtomicFileWriter.standardOutputPath ? .standardError : .standardOutput)
    }

    /// One file of the run: a scenario, or the error that kept it from loading.
    private enum Entry {
        case scenario(Scenario)
        case bad(file: String, message: String)
    }

    /// Runs the command, writing to the given sinks; returns the exit status.
    func execute<Out: TextSink, Err: TextSink>(stdout: inout Out, stderr: inout Err) -> Int32 {
        var behaviors: [String]?
        if let behavior {
            if behavior == "all" {
                behaviors = BehaviorCatalog.names
            } else if BehaviorCatalog.behavior(named: behavior) != nil || behavior == ViewOwnBehavior.laneName {
                behaviors = [behavior]
            } else {
                stderr.writeLine(PlaygroundMessage.error("--behavior: unknown behavior \"\(PlaygroundMessage.cut(behavior))\"\(NameSuggestion.hint(for: behavior, in: BehaviorCatalog.names + ["all"], listedBy: "playground list"))"))
                return 2
            }
        }
        let hosted: [HostedScrollTargetBehavior]
        do {
            hosted = try BehaviorFileLoader.load(behaviorFiles)
        } catch {
            stderr.writeLine(PlaygroundMessage.error(error.description))
            return 2
        }
        defer { hosted.forEach { $0.stop() } }
        if !hosted.isEmpty { behaviors = (behaviors ?? []) + hosted.map(\.name) }

        for (option, path) in [("--junit", junitPath), ("--markdown", markdown), ("--results", results)] {
            guard let path else { continue }
            do { try OutputPath.check(path, option: option, allowsStandardOutput: option == "--junit") } catch {
                stderr.writeLine(PlaygroundMessage.error("\(error)"))
                return 2
            }
        }

        var roots = paths
        if roots.isEmpty {
            guard let directory = ScenarioPaths.defaultDirectory() else {
                stderr.writeLine(PlaygroundMessage.error("no scenario directory: assets/scenarios does not exist here and no bundled scenarios were found; pass a path"))
                return 2
            }
            roots = [directory]
        }
        let files: [String]
        do {
            files = try ScenarioPaths.files(in: roots)
        } catch {
            stderr.writeLine(PlaygroundMessage.error(error.description))
            return 2
        }
        guard !files.isEmpty else {
            stderr.writeLine(PlaygroundMessage.error("no scenario files (*.json) under \(roots.joined(separator: ", "))"))
            return 2
        }

        let entries: [Entry] = files.map { (file: String) -> Entry in
            do throws(ScenarioError) {
                return .scenario(try Scenario.load(path: file, extraBehaviorNames: behaviorFiles.map(HostedScrollTargetBehavior.behaviorName(forFile:)) + ViewFileOptions.laneNames(viewFiles), viewGiven: !viewFiles.isEmpty))
            } catch {
                return .bad(file: file, message: error.description)
            }
        }
        var nameWidth = 0
        var behaviorWidth = 0
        for case let .scenario(s) in entries {
            nameWidth = max(nameWidth, s.name.count)
            for b in behaviors ?? [s.behavior] { behaviorWidth = max(behaviorWidth, b.count) }
        }

        var artifactWriter: QAArtifacts?
        if let artifacts {
            do {
                artifactWriter = try QAArtifacts(directory: artifacts)
            } catch {
                stderr.writeLine(PlaygroundMessage.error("\(error)"))
                return 2
            }
        }
        var artifactFailure = false
        var slice: QAShard?
        if let shard {
            do throws(QAShardError) { slice = try QAShard(parsing: shard) } catch {
                stderr.writeLine(PlaygroundMessage.error(error.description))
                return 2
            }
        }
        var htmlWriter: QAHTMLWriter?
        if let html {
            guard let media = QAHTMLWriter.Media(rawValue: htmlMedia) else {
                stderr.writeLine(PlaygroundMessage.error("--html-media: \"\(PlaygroundMessage.cut(htmlMedia))\" is not notable, all or none"))
                return 2
            }
            do { htmlWriter = try QAHTMLWriter(directory: html, media: media) } catch {
                stderr.writeLine(PlaygroundMessage.error(error.description))
                return 2
            }
        }

        var rows = QAResults(shard: slice)
        let showsMatrix = behavior == "all"
        var printedRows = false
        var judged: Set<String> = []
        var cellOrdinal = 0
        let clock = ContinuousClock()
        for (entryIndex, entry) in entries.enumerated() {
            switch entry {
            case let .bad(file, message):
                guard slice?.owns(cell: entryIndex) ?? true else { continue }
                rows.add(QARecord(order: [entryIndex, -1], kind: .badFile, file: file, message: message))
                stdout.writeLine("ERROR \(message)")
            case var .scenario(scenario):
                // The cells are counted before the view file is prepared (a shard skips
                // what it does not own), their names read after: a view file may
                // change the scenario's behavior.
                let count = behaviors?.count ?? 1
                let owned = (0..<count).map { i in slice?.owns(cell: cellOrdinal + i) ?? true }
                cellOrdinal += count
                guard owned.contains(true) else { continue }
                // A view file (the option's, else the scenario's own) in place of the preset.
                var viewScene: ViewFileScene?
                do {
                    viewScene = try ViewFileOptions.prepare(viewFiles, scenario: &scenario, keepsBehavior: false)
                } catch {
                    if !rows.records.contains(where: { $0.kind == .fileFailed && $0.file == error.file }) {
                        rows.add(QARecord(order: [entryIndex, -1], kind: .fileFailed, file: error.file, scenario: scenario.name, message: error.description))
                        stdout.writeLine("ERROR \(scenario.name): \(error.description)")
                    }
                    continue
                }
                defer { viewScene?.view.stop() }
                let catalog = viewScene?.catalog ?? .builtIn
                // `--scroll-view`: an ID the view has none of is bad input, as for `trace`.
                let studied: String?
                do throws(ScrollViewOptionError) { studied = try ScrollViewOption.study(scrollView, in: viewScene) } catch {
                    stderr.writeLine(PlaygroundMessage.error(error.message))
                    return 2
                }
                // qa runs lane 0 of each scenario, told to the view as lane 0.
                let study = studied.map { id in { (_: ScenarioTick) in viewScene?.nested.engine(lane: 0, identity: id) } }
                // A capture's own behavior files (lanes that ran them), started once per scenario.
                var captured: [HostedScrollTargetBehavior] = []
                var capturedError: BehaviorFileError?
                do {
                    captured = try CapturedBehaviorFiles.load(for: scenario) { printError($0) }
                } catch {
                    capturedError = error
                }
                defer { captured.forEach { $0.stop() } }
                let files = CapturedBehaviorFiles.byName(captured, in: scenario)
                let names = behaviors ?? [scenario.behavior]
                for (behaviorIndex, name) in names.enumerated() where owned[behaviorIndex] {
                    let order = [entryIndex, behaviorIndex]
                    var verdict: ScenarioVerdict
                    var plot = htmlWriter.map { _ in QATracePlot(scenario: scenario) }
                    let start = clock.now
                    do {
                        if let capturedError { throw capturedError }
                        if let file = hosted.first(where: { $0.name == name }) {
                            if let failure = file.failure { throw failure }
                            // Nothing said of the file's lane here: judged as a paging behavior where that applies.
                            let (judgedScenario, sources) = PagingLikeExpectations.derive(for: name, in: scenario)
                            if !sources.isEmpty { judged.insert(name) }
                            verdict = Self.check(try ScenarioRunner(scenario: judgedScenario, catalog: catalog).withFileBehaviors(files).startingWith(file).reacting(viewScene), studying: study, plot: &plot)
                            verdict = PagingLikeExpectations.explain(verdict, sources: sources)
                            if let failure = file.failure { throw failure }
                        } else {
                            verdict = Self.check(try ScenarioRunner(scenario: scenario, behavior: name, catalog: catalog).withFileBehaviors(files).reacting(viewScene), studying: study, plot: &plot)
                        }
                        if let failure = captured.lazy.compactMap(\.failure).first { throw failure }
                    } catch let error as BehaviorFileError {
                        // Said once per file: the scenarios after a crash are not run with it.
                        if !rows.records.contains(where: { $0.kind == .fileFailed && $0.file == error.file }) {
                            rows.add(QARecord(order: order, kind: .fileFailed, file: error.file, scenario: scenario.name, message: error.description))
                            stdout.writeLine("ERROR \(scenario.name): \(error.description)")
                        }
                        continue
                    } catch {
                        rows.add(QARecord(order: order, kind: .error, file: scenario.fileName, scenario: scenario.name, behavior: name, message: "\(error)"))
                        stdout.writeLine("ERROR \(error)")
                        continue
                    }
                    let elapsed = clock.now - start
                    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                    var record = QARecord(order: order, verdict: verdict, seconds: seconds)
                    if let plot, htmlWriter != nil {
                        let hostedFile = hosted.first { $0.name == name }
                        record.detail = htmlWriter?.detail(
                            for: record, scenario: scenario, plot: plot,
                            rerun: rerunCommand(scenario: scenario, behavior: name, hosted: hostedFile),
                            behaviorFiles: hostedFile.map { [$0] } ?? [], viewScene: viewScene,
                            viewFiles: viewFiles + (scenario.view.map { [$0] } ?? []))
                    }
                    rows.add(record)
                    if showsMatrix && (verdict.passed || verdict.isObserved) && !verdict.hasKnownIssues { continue }
                    stdout.writeLine(Self.row(verdict, nameWidth: nameWidth, behaviorWidth: behaviorWidth))
                    printedRows = true
                    for failure in (verdict.failures + verdict.knownIssues).dropFirst() { stdout.writeLine(Self.continuation(failure)) }
                    if let artifactWriter, !verdict.passed {
                        do {
                            let paths = try artifactWriter.write(scenario: scenario, behavior: name, catalog: catalog)
                            stdout.writeLine("      artifacts: " + paths.joined(separator: ", "))
                        } catch {
                            artifactFailure = true
                            stderr.writeLine(PlaygroundMessage.error("--artifacts: \(scenario.name) with \(name): \(error)"))
                        }
                    }
                }
            }
        }
        let matrix = rows.matrix
        if printedRows { stdout.writeLine(Self.rowLegend) }
        if showsMatrix {
            if rows.counts.failed + rows.counts.bad > 0 || printedRows { stdout.writeLine("") }
            if wide {
                for line in matrix.text { stdout.writeLine(line) }
                stdout.writeLine(QAMatrix.legend)
            } else {
                for line in matrix.compactText() { stdout.writeLine(line) }
                for line in matrix.compactLegend() { stdout.writeLine(line) }
            }
        }
        stdout.writeLine(rows.summaryLine)
        for file in hosted where !judged.contains(file.name) {
            stdout.writeLine(PagingLikeExpectations.nothingExpected(file.name))
        }
        if let html { rows.html = QAHTMLWriter.relative(html, from: ((results ?? "./x") as NSString).deletingLastPathComponent) }

        let written = Self.writeReports(rows, junit: junitPath, markdown: markdown, results: results, html: htmlWriter, stderr: &stderr)
        if written != 0 { return written }
        if artifactFailure { return 2 }
        return rows.exitStatus
    }

    /// The command that runs one cell again (the scenario with that
    /// behavior, or that behavior file; the same view files).
    func rerunCommand(scenario: Scenario, behavior: String, hosted: HostedScrollTargetBehavior?) -> String {
        var words = ["playground", "qa", scenario.fileName]
        if let hosted { words += ["--behavior-file", hosted.compiled.file] } else { words += ["--behavior", behavior] }
        for file in viewFiles { words += ["--view-file", file] }
        if let scrollView { words += ["--scroll-view", scrollView] }
        return words.map(QAHTMLWriter.quoted).joined(separator: " ")
    }

    /// Runs `runner` on the stage, keeping no history, and checks each tick
    /// against the expectations about its behavior as it is made
    /// (`ScenarioCheck`; `studying`: a nested scroll view's engine to check).
    static func check(_ runner: ScenarioRunner, studying: ((ScenarioTick) -> ScrollEngine?)?) -> ScenarioVerdict {
        var none: QATracePlot?
        return check(runner, studying: studying, plot: &none)
    }

    /// As `check(_:studying:)`, also feeding each tick to `plot` when there is one.
    static func check(_ runner: ScenarioRunner, studying: ((ScenarioTick) -> ScrollEngine?)?, plot: inout QATracePlot?) -> ScenarioVerdict {
        var check = ScenarioCheck(runner: runner, studying: studying)
        var stage = Stage(runners: [runner], history: .none)
        let reactor = runner.reactor
        let viewLane = runner.reactorLane + runner.lane
        var drawn = plot
        let summary = stage.runToEnd { (_: Int, tick: ScenarioTick) in
            check.observe(tick)
            if drawn != nil {
                drawn?.observe(tick.record, viewEvents: reactor?.events(lane: viewLane, tick: tick.record.tick) ?? [])
            }
        }
        plot = drawn
        return check.verdict(summary: summary)
    }

    /// What the columns of the rows mean (printed once, after them).
    static let rowLegend = "columns: status, scenario, behavior, rest time (+s after the last event; never: not in 30 s), failed expectations"

    /// A failed expectation after the row's first, on a line of its own
    /// under the row's detail column.
    static func continuation(_ failure: ExpectationFailure) -> String {
        "      " + failure.description
    }

    /// One aligned table row: status, scenario, behavior, settle delay, first failure.
    static func row(_ verdict: ScenarioVerdict, nameWidth: Int, behaviorWidth: Int) -> String {
        func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        let status = verdict.isObserved ? "OBS" : verdict.hasKnownIssues ? "KNOWN" : verdict.passed ? "PASS" : "FAIL"
        let settle = verdict.summary.settleDelay.map { String(format: "+%.3fs", $0) } ?? "never"
        var detail = (verdict.failures + verdict.knownIssues).first?.description ?? ""
        if verdict.isObserved { detail = "(observed: nothing expected of \(verdict.behavior) here; rests at \(verdict.rest?.cellText ?? "?"))" }
        let settleColumn = String(repeating: " ", count: max(0, 8 - settle.count)) + settle
        let line = "\(pad(status, 5)) \(pad(verdict.scenario, nameWidth))  \(pad(verdict.behavior, behaviorWidth))  \(settleColumn)  \(detail)"
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
