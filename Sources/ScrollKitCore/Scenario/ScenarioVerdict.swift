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
    public var failures: [ExpectationFailure]
    /// How many expectations were checked.
    public var expectationCount: Int

    public init(
        scenario: String, file: String, behavior: String, summary: ScenarioRunSummary,
        failures: [ExpectationFailure], expectationCount: Int
    ) {
        self.scenario = scenario
        self.file = file
        self.behavior = behavior
        self.summary = summary
        self.failures = failures
        self.expectationCount = expectationCount
    }

    public var passed: Bool { failures.isEmpty }
}
