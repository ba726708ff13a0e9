import Testing
@testable import ScrollKitCore

/// `"known-issue"` on an expectation: the expectation keeps stating the
/// rule; its failure is reported as a known issue, not a failure, and its
/// passing fails (a stale mark), as Swift Testing's `withKnownIssue`.
@Suite struct ScenarioKnownIssueTests {
    typealias S = ScenarioTestSupport

    /// Three wheel notches on the rainbow: free rests at 3 × 50 = 150.
    static func scenario(_ expect: String) -> String {
        """
        {"version": 1, "name": "known", "preset": "rainbow", "behavior": "free",
         "events": [{"at": 0.1, "wheel": [0, -1], "repeat": 3, "every": 0.05}],
         "expect": [\(expect)]}
        """
    }

    @Test func aFailingMarkedExpectationIsAKnownIssue() throws {
        let s = try S.parse(Self.scenario(#"{"at": "settled", "offset": [0, 999], "known-issue": "stops short"}, {"max-overscroll": 0}"#))
        let v = try ScenarioRunner(scenario: s, behavior: "free").check()
        #expect(v.passed && v.hasKnownIssues && v.failures.isEmpty)
        #expect(v.knownIssues.count == 1)
        #expect(v.knownIssues.first?.description.hasPrefix("expect[0]: expected offset [0, 999]") == true)
        #expect(v.knownIssues.first?.description.hasSuffix("(known issue: stops short)") == true)
    }

    @Test func aPassingMarkedExpectationFails() throws {
        let s = try S.parse(Self.scenario(#"{"at": "settled", "offset": [0, 150], "known-issue": "was short once"}"#))
        let v = try ScenarioRunner(scenario: s, behavior: "free").check()
        #expect(!v.passed && !v.hasKnownIssues)
        #expect(v.failures.first?.description == #"expect[0]: passed, but it is marked known-issue ("was short once"): remove the mark"#)
    }

    @Test func aMarkMustSayWhy() {
        let error = S.error(Self.scenario(#"{"at": "settled", "offset": [0, 150], "known-issue": "  "}"#))
        #expect(error?.field == "expect[0].known-issue")
        #expect(S.error(Self.scenario(#"{"at": "settled", "offset": [0, 150], "known-issue": 1}"#))?.field == "expect[0].known-issue")
    }
}
