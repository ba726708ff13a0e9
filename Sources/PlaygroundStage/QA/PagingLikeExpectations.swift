import ScrollKitCore

/// What a behavior file's lane is judged by on a scenario that says nothing
/// of it: what the scenario expects of SwiftUI's paging behaviors, where it
/// applies, in the form that holds for any paging behavior:
///
/// | the scenario expects of a paging-like behavior | the file's lane is checked for |
/// |---|---|
/// | `paging` at settled: `page`, `edge` or `offset` (on a target) | `{"at": "settled", "page": "any"}`: at rest on a page boundary or at the end |
/// | `settled-within` s (any of `paging`, `seed-v1…3`, `multi-page`) | `settled-within` the largest such s: at rest in time |
/// | `max-overscroll` px (the same behaviors) | `max-overscroll` the largest such px: never further past the content |
///
/// They apply on a scenario about paging: its own behavior is one of
/// `pagingLike` (a free-scrolling scenario that also says where `paging`
/// would rest is a cross-check of the built-ins, not a paging situation; a
/// horizontal pager pasted from an app is not failed on a vertical list).
/// Known-issue entries are not used. A scenario with expectations of the
/// lane's own (`"behavior": "my-paging"`) keeps exactly those; one where
/// nothing applies leaves the lane observed.
package enum PagingLikeExpectations {
    /// The platform's own paging behavior: where it lands is a target.
    static let reference = "paging"
    /// Behaviors whose timing and bounds are a paging behavior's.
    static let pagingLike = ["paging", "seed-v1", "seed-v2", "seed-v3", "multi-page"]

    /// `scenario` with the lane's derived expectations appended (each
    /// naming `lane`, on the line of the entry it comes from), and for each
    /// appended index, the index of that entry.
    package static func derive(for lane: String, in scenario: Scenario) -> (scenario: Scenario, sources: [Int: Int]) {
        guard scenario.expectations(for: lane).isEmpty, pagingLike.contains(scenario.behavior) else { return (scenario, [:]) }
        var derived: [(ScenarioExpectation, Int)] = []
        let plain = scenario.expectations.enumerated().filter { $0.element.knownIssue == nil }
        func applies(_ e: ScenarioExpectation, _ names: [String]) -> Bool {
            names.contains { e.applies(to: $0, scenarioBehavior: scenario.behavior) }
        }
        if let target = plain.first(where: { item in
            guard item.element.moment == .settled, applies(item.element, [reference]) else { return false }
            switch item.element.check {
            case .page, .edge, .offset: return true
            default: return false
            }
        }) {
            derived.append((ScenarioExpectation(.page(.any, tolerance: 0.5), at: .settled, line: target.element.line, behaviors: [lane]), target.offset))
        }
        let within = plain.compactMap { item -> (Int, Double)? in
            if case let .settledWithin(s) = item.element.check, applies(item.element, pagingLike) { return (item.offset, s) }
            return nil
        }
        if let most = within.max(by: { $0.1 < $1.1 }) {
            derived.append((ScenarioExpectation(.settledWithin(most.1), line: scenario.expectations[most.0].line, behaviors: [lane]), most.0))
        }
        let over = plain.compactMap { item -> (Int, Double)? in
            if case let .maxOverscroll(px) = item.element.check, applies(item.element, pagingLike) { return (item.offset, px) }
            return nil
        }
        if let most = over.max(by: { $0.1 < $1.1 }) {
            derived.append((ScenarioExpectation(.maxOverscroll(most.1), line: scenario.expectations[most.0].line, behaviors: [lane]), most.0))
        }
        var result = scenario
        var sources: [Int: Int] = [:]
        for (e, source) in derived {
            sources[result.expectations.count] = source
            result.expectations.append(e)
        }
        return (result, sources)
    }

    /// The verdict with each derived expectation's failure told as such:
    /// `expect[k]` of the entry it comes from, and what it asked.
    package static func explain(_ verdict: ScenarioVerdict, sources: [Int: Int]) -> ScenarioVerdict {
        guard !sources.isEmpty else { return verdict }
        var v = verdict
        v.failures = v.failures.map { f in
            guard let source = sources[f.index] else { return f }
            var g = f
            g.index = source
            g.message = "judged as a paging behavior (from what expect[\(source)] says of \(reference)-like behaviors): " + f.message
            return g
        }
        return v
    }

    /// What `qa` says when a behavior file's lane was judged nowhere.
    package static func nothingExpected(_ lane: String) -> String {
        "note: nothing is expected of \(lane) in these scenarios (no paging expectations apply): its runs are observed. To judge it, add \"behavior\": \"\(lane)\" to an expectation of a scenario (docs/scenarios.md), e.g. {\"behavior\": \"\(lane)\", \"at\": \"settled\", \"page\": 1}"
    }
}
