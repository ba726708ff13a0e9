import Foundation
import Testing
import PlaygroundTestSupport

/// NestedRail.swift's rail and feed from outside (`playground trace`/`qa`,
/// scenarios in Tests/ViewFiles): each drag moves one scroll view only, by
/// the axis it starts on; `--scroll-view` picks the one traced.
///
/// The rail (y 216 … 396, 390 wide) holds ten 240-point cards 12 apart, so
/// its view-aligned edges are 252 apart. The horizontal drag moves 200
/// points in 0.1 s: r = 200 − 18 (slop) = 182, v = 2,000 points/s,
/// p = r + 0.4995 v ≈ 1,181; `.viewAligned` (automatic: L = 390 < 600, so
/// `.always`) takes the edge nearest p within o ± L ahead of r: 252.
/// The vertical drag moves 100 points and holds still 0.2 s before the
/// release: the feed (free) rests at 100 − 18 = 82.
@Suite(.serialized) struct NestedScrollTraceTests {
    static let horizontal = ViewTickTests.root + "/Tests/ViewFiles/nested-rail-horizontal.json"
    static let vertical = ViewTickTests.root + "/Tests/ViewFiles/nested-rail-vertical.json"

    static func offsets(_ arguments: [String]) throws -> [[Double]] {
        let run = try ViewTickTests.playground(["trace"] + arguments)
        try #require(run.status == 0, "\(run.stderr)")
        return try ViewTickTests.lines(run.stdout).map { try #require($0["offset"] as? [Double]) }
    }

    @Test func aHorizontalDragOverTheRailMovesOnlyTheRail() throws {
        let feed = try Self.offsets([Self.horizontal])
        #expect(feed.allSatisfy { $0 == [0, 0] }, "the feed moved")
        let rail = try Self.offsets([Self.horizontal, "--scroll-view", "rail"])
        #expect(rail.last == [252, 0])
        #expect(rail.allSatisfy { $0[1] == 0 })
        // The trace is the rail's: its container is its own frame, its content the cards.
        let run = try ViewTickTests.playground(["trace", Self.horizontal, "--scroll-view", "rail"])
        let last = try #require(try ViewTickTests.lines(run.stdout).last)
        #expect(last["container"] as? [Double] == [390, 180])
        #expect(last["content"] as? [Double] == [2508, 180])
        #expect(last["behavior"] as? String == "view-aligned")
        #expect(last["phase"] as? String == "idle")
    }

    @Test func aVerticalDragStartingOverTheRailMovesOnlyTheFeed() throws {
        let feed = try Self.offsets([Self.vertical])
        #expect(feed.last == [0, 82])
        let rail = try Self.offsets([Self.vertical, "--scroll-view", "rail"])
        #expect(rail.allSatisfy { $0 == [0, 0] }, "the rail moved")
        let qa = try ViewTickTests.playground(["qa", Self.horizontal, Self.vertical])
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
    }

    @Test func anUnknownScrollViewIsNamedWithTheOnesThatExist() throws {
        let run = try ViewTickTests.playground(["trace", Self.horizontal, "--scroll-view", "carousel"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no scroll view \"carousel\" in NestedRail.swift"))
        #expect(run.stderr.contains("\"rail\""))
        #expect(run.stderr.contains("\"/NestedRail#0/ScrollView#0\""))
        // record checks it before writing anything.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sk-nested-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/rail.png"
        let record = try ViewTickTests.playground(["record", Self.horizontal, "--scroll-view", "carousel", "--at", "0.3", "--out", out])
        #expect(record.status == 2)
        #expect(record.stderr.contains("no scroll view \"carousel\""))
        #expect(!FileManager.default.fileExists(atPath: out))
        // The outermost by its path is the default.
        #expect(try Self.offsets([Self.horizontal, "--scroll-view", "/NestedRail#0/ScrollView#0"]) == Self.offsets([Self.horizontal]))
    }
}
