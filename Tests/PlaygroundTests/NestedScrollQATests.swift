import Foundation
import Testing
import PlaygroundTestSupport

/// `qa --scroll-view ID` checks a scenario's expectations against that
/// scroll view's engine (examples/views/NestedRail.swift's rail): the
/// horizontal fling of Tests/ViewFiles/nested-rail-study.json leaves the
/// feed at 0 and the rail on card 1's edge, 252 (ten 240-point cards 12
/// apart; the fling's predicted end ≈ 1,181 is beyond one container, 390,
/// so `.viewAligned` takes the next edge: NestedScrollTraceTests).
@Suite(.serialized) struct NestedScrollQATests {
    static let study = ViewTickTests.root + "/Tests/ViewFiles/nested-rail-study.json"
    static let vertical = NestedScrollTraceTests.vertical

    @Test func theStudiedRailsExpectationsPassAndTheFeedsDoNot() throws {
        let rail = try ViewTickTests.playground(["qa", Self.study, "--scroll-view", "rail"])
        #expect(rail.status == 0, "\(rail.stdout)\(rail.stderr)")
        #expect(rail.stdout.contains("1 passed, 0 failed"))
        // The same expectation on the outermost (the feed, at 0) fails.
        let feed = try ViewTickTests.playground(["qa", Self.study])
        #expect(feed.status == 1, "\(feed.stdout)\(feed.stderr)")
        // The outermost named by its path is the default.
        let path = try ViewTickTests.playground(["qa", Self.study, "--scroll-view", "/NestedRail#0/ScrollView#0"])
        #expect(path.status == 1)
        // A vertical drag moves the feed to 82; studied, the rail stays at 0: the feed's expectation fails on it.
        let vertical = try ViewTickTests.playground(["qa", Self.vertical, "--scroll-view", "rail"])
        #expect(vertical.status == 1, "\(vertical.stdout)")
        #expect(vertical.stdout.contains("0 passed, 1 failed"))
    }

    @Test func anUnknownScrollViewIsBadInput() throws {
        let run = try ViewTickTests.playground(["qa", Self.study, "--scroll-view", "carousel"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--scroll-view: no scroll view \"carousel\" in NestedRail.swift; its scroll views: \"/NestedRail#0/ScrollView#0\", \"rail\""))
        #expect(!run.stdout.contains("PASS"))
    }
}
