import ScrollKitCore

/// One row of a QA run as `qa --results FILE` writes it and `qa merge`
/// reads it back (docs/formats.md, "QA results"): a scenario × behavior run
/// with its verdict, a run that could not start, or a file that could not
/// be used. Everything the reports (terminal summary, JUnit, Markdown, the
/// HTML page) say about the row comes from here, so that a merge of shards
/// reports exactly what one run does.
package struct QARecord: Codable, Hashable, Sendable {
    /// What the row is.
    package enum Kind: String, Codable, Sendable {
        /// A scenario × behavior run and its verdict (`run`).
        case run
        /// A run that could not start (not a behavior file's fault).
        case error
        /// A scenario file that could not be read or parsed.
        case badFile = "bad-file"
        /// A behavior or view file that failed (compile, crash, limit):
        /// said once per file, its later scenarios not run with it.
        case fileFailed = "file-failed"
    }

    /// A failed expectation (`ExpectationFailure`).
    package struct Failure: Codable, Hashable, Sendable {
        package var index: Int
        package var line: Int
        package var message: String
        package var knownIssue: String?
    }

    /// Where the run rested (`ScenarioRest`).
    package struct Rest: Codable, Hashable, Sendable {
        package var offset: [Double]
        package var page: Double
        package var isAtEnd: Bool
        package var axis: String
        package var settled: Bool
    }

    /// A run's verdict (`ScenarioVerdict` less the names).
    package struct Run: Codable, Hashable, Sendable {
        package var lastEventTime: Double
        package var settleTick: Int?
        package var settleTime: Double?
        package var finalTick: Int
        package var finalTime: Double
        package var expectationCount: Int
        package var failures: [Failure]
        package var knownIssues: [Failure]
        package var rest: Rest?
    }

    /// One expectation checked by the run, as the HTML page shows it.
    package struct Expectation: Codable, Hashable, Sendable {
        /// Position in the scenario's `expect` list.
        package var index: Int
        package var line: Int
        /// The entry as written in the file (its `note` often gives the arithmetic).
        package var text: String
        /// `pass`, `fail` or `known`.
        package var status: String
        /// What came out, for a failed one (the failure's message).
        package var message: String?
    }

    /// What the HTML page shows of a run beyond its verdict (`qa --html`).
    package struct Detail: Codable, Hashable, Sendable {
        package var expectations: [Expectation] = []
        /// The command that runs this cell again.
        var rerun: String
        /// The trace plot (SVG), relative to the page.
        package var plot: String?
        /// The filmstrip (PNG) and the animation (GIF), relative to the page.
        var media: [String] = []
        /// A capture's file and the command that replays it in the window.
        package var capture: String?
        var replay: String?
        /// The view file(s) the run showed (their callbacks are on the plot's strip).
        var viewFiles: [String] = []
        /// How many callbacks the view ran.
        var viewEventCount = 0
    }

    /// The row's place in one whole run: [file index, behavior index]
    /// (behavior index −1 for a row about the whole file). Merging sorts by it.
    package var order: [Int]
    package var kind: Kind
    /// The scenario file (for `fileFailed`: the behavior or view file).
    package var file: String
    package var scenario: String?
    package var behavior: String?
    /// The error, for every kind but `run`.
    package var message: String?
    /// Wall-clock seconds the run took (JUnit's `time`; the only value that
    /// differs between two runs).
    package var seconds: Double
    package var run: Run?
    /// For the HTML page, when the run made one (`qa --html`).
    package var detail: Detail?

    package init(order: [Int], kind: Kind, file: String, scenario: String? = nil, behavior: String? = nil,
                 message: String? = nil, seconds: Double = 0, run: Run? = nil) {
        self.order = order
        self.kind = kind
        self.file = file
        self.scenario = scenario
        self.behavior = behavior
        self.message = message
        self.seconds = seconds
        self.run = run
    }

    /// The record of a finished run.
    package init(order: [Int], verdict v: ScenarioVerdict, seconds: Double) {
        func failure(_ f: ExpectationFailure) -> Failure {
            Failure(index: f.index, line: f.line, message: f.message, knownIssue: f.knownIssue)
        }
        let rest = v.rest.map {
            Rest(offset: [$0.offset.x, $0.offset.y], page: $0.page, isAtEnd: $0.isAtEnd,
                 axis: $0.axis == .vertical ? "vertical" : "horizontal", settled: $0.settled)
        }
        let run = Run(
            lastEventTime: v.summary.lastEventTime, settleTick: v.summary.settleTick, settleTime: v.summary.settleTime,
            finalTick: v.summary.finalTick, finalTime: v.summary.finalTime, expectationCount: v.expectationCount,
            failures: v.failures.map(failure), knownIssues: v.knownIssues.map(failure), rest: rest)
        self.init(order: order, kind: .run, file: v.file, scenario: v.scenario, behavior: v.behavior, seconds: seconds, run: run)
    }

    /// The verdict of a `run` row, as the run made it.
    package var verdict: ScenarioVerdict? {
        guard kind == .run, let run, let scenario, let behavior else { return nil }
        func failure(_ f: Failure) -> ExpectationFailure {
            ExpectationFailure(index: f.index, line: f.line, message: f.message, knownIssue: f.knownIssue)
        }
        let rest = run.rest.map {
            ScenarioRest(offset: Point(x: $0.offset.first ?? 0, y: $0.offset.last ?? 0), page: $0.page, isAtEnd: $0.isAtEnd,
                         axis: $0.axis == "vertical" ? .vertical : .horizontal, settled: $0.settled)
        }
        let summary = ScenarioRunSummary(lastEventTime: run.lastEventTime, settleTick: run.settleTick,
                                         settleTime: run.settleTime, finalTick: run.finalTick, finalTime: run.finalTime)
        return ScenarioVerdict(scenario: scenario, file: file, behavior: behavior, summary: summary,
                               failures: run.failures.map(failure), expectationCount: run.expectationCount,
                               rest: rest, knownIssues: run.knownIssues.map(failure))
    }

    /// `fail`, `known`, `observed`, `pass` for a run; `error` otherwise.
    package var status: String {
        guard let v = verdict else { return "error" }
        if v.isObserved { return "observed" }
        if v.hasKnownIssues { return "known" }
        return v.passed ? "pass" : "fail"
    }

    /// The HTML page's anchor of this row's cell (`cell-3-7`: file 3,
    /// behavior 7), stable between a run and a merge of its shards.
    package var cellID: String { "cell-\(order.map(String.init).joined(separator: "-"))" }
}
