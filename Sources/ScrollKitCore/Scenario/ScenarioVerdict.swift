/// The outcome of one scenario run with one behavior: a QA row.
public struct ScenarioVerdict: Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The file it came from.
    public var file: String
    /// The behavior the run started with.
    public var behavior: String
    public var summary: ScenarioRunSummary
    /// Failed expectations in file order; empty when the run passed.
    /// Known issues are not among them (`knownIssues`).
    public var failures: [ExpectationFailure]
    /// Failed `known-issue` expectations in file order: disagreements the
    /// scenario records, reported but not failing the run.
    public var knownIssues: [ExpectationFailure]
    /// How many expectations were checked.
    public var expectationCount: Int
    /// Where the run came to rest (nil when it ran no tick).
    public var rest: ScenarioRest?

    public init(
        scenario: String, file: String, behavior: String, summary: ScenarioRunSummary,
        failures: [ExpectationFailure], expectationCount: Int, rest: ScenarioRest? = nil,
        knownIssues: [ExpectationFailure] = []
    ) {
        self.rest = rest
        self.knownIssues = knownIssues
        self.scenario = scenario
        self.file = file
        self.behavior = behavior
        self.summary = summary
        self.failures = failures
        self.expectationCount = expectationCount
    }

    public var passed: Bool { failures.isEmpty }

    /// True when the run passed but for known issues.
    public var hasKnownIssues: Bool { failures.isEmpty && !knownIssues.isEmpty }

    /// True when nothing was expected of this behavior on this scenario: the
    /// run is reported as observed (its rest shown), neither passed nor failed.
    public var isObserved: Bool { expectationCount == 0 }
}
