/// A failed expectation, e.g.
/// `expect[1]: expected page 1 at settled (t=0.925), offset was [120, 0] (page 0.31)`.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    /// Position in the scenario's `expect` list.
    public var index: Int
    /// Line of the entry in its file (0 when built in code).
    public var line: Int
    /// What was expected and what happened, with times.
    public var message: String
    /// The expectation's `known-issue` text when this failure is a known
    /// disagreement (reported, not counted as failed); nil otherwise.
    public var knownIssue: String?

    public init(index: Int, line: Int, message: String, knownIssue: String? = nil) {
        self.index = index
        self.line = line
        self.message = message
        self.knownIssue = knownIssue
    }

    public var description: String {
        "expect[\(index)]: \(message)" + (knownIssue.map { " (known issue: \($0))" } ?? "")
    }
}
