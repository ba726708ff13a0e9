import Foundation
import Testing
@testable import Playground
@testable import PlaygroundStage
import ScrollKitCore

/// `qa --shard K/N`, `--results` and `qa merge`: four shards merged report
/// exactly what one run does (the same cells and verdicts, JUnit less its
/// wall-clock times, Markdown, the summary line, the exit status), and the
/// shards split the cells without overlap.
@Suite struct QAShardTests {
    /// Bundled scenarios of every kind of row: passing, failing on
    /// purpose, known issues and observed runs (with every behavior), a
    /// bad file.
    static func suite(_ fixture: ScenarioFixture) throws -> [String] {
        _ = try fixture.write("s/a-fail.json", ScenarioFixture.wheel(name: "fails-on-purpose", expectedY: 999))
        _ = try fixture.write("s/b-bad.json", "{\n  \"version\": 1,\n  \"preset\": \"rainbow\",\n  \"itmes\": 3\n}")
        let bundled = ["fling-one-page", "seed-v1-zero-velocity", "wheel-paging-pages", "view-aligned-narrow-items"]
        return [fixture.directory.path + "/s"] + bundled.map { "assets/scenarios/\($0).json" }
    }

    static func withoutTimes(_ xml: String) -> String {
        xml.replacingOccurrences(of: #" time="[0-9.]+""#, with: "", options: .regularExpression)
    }

    @Test func fourShardsMergedAreOneRun() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let paths = try Self.suite(fixture)
        let dir = fixture.directory.path
        let one = try runCommand(["qa"] + paths + ["--behavior", "all", "--junit", "\(dir)/one.xml", "--markdown", "\(dir)/one.md", "--results", "\(dir)/one.json"])
        #expect(one.status == 2, "a bad file wins over failures: \(one.stdout)")
        var shardFiles: [String] = []
        var cells: [[Int]] = []
        var statuses: [Int32] = []
        for k in 1...4 {
            let file = "\(dir)/shard-\(k).json"
            let shard = try runCommand(["qa"] + paths + ["--behavior", "all", "--shard", "\(k)/4", "--results", file])
            statuses.append(shard.status)
            let results = try QAResults.load(path: file)
            #expect(results.shard == "\(k)/4")
            let runs = results.records.filter { $0.kind == .run || $0.kind == .error }
            #expect(!runs.isEmpty, "shard \(k) ran cells")
            cells += runs.map(\.order)
            shardFiles.append(file)
        }
        #expect(statuses.max() == one.status, "the worst shard exits as the whole run")
        let whole = try QAResults.load(path: "\(dir)/one.json")
        let wholeCells = whole.records.filter { $0.kind == .run || $0.kind == .error }.map(\.order)
        #expect(cells.count == wholeCells.count, "no cell run by two shards")
        #expect(Set(cells) == Set(wholeCells), "every cell run by a shard")
        // The bad file is reported by exactly one shard.
        let badInShards = try shardFiles.map { try QAResults.load(path: $0).records.filter { $0.kind == .badFile }.count }
        #expect(badInShards.reduce(0, +) == 1)

        let merged = try runCommand(["qa", "merge"] + shardFiles.reversed() + ["--junit", "\(dir)/merged.xml", "--markdown", "\(dir)/merged.md"])
        #expect(merged.status == one.status)
        #expect(merged.stdout.split(separator: "\n").last == one.stdout.split(separator: "\n").last, "the same summary line")
        let md = try String(contentsOfFile: "\(dir)/merged.md", encoding: .utf8)
        #expect(md == (try String(contentsOfFile: "\(dir)/one.md", encoding: .utf8)))
        let xml = try String(contentsOfFile: "\(dir)/merged.xml", encoding: .utf8)
        let oneXML = try String(contentsOfFile: "\(dir)/one.xml", encoding: .utf8)
        #expect(Self.withoutTimes(xml) == Self.withoutTimes(oneXML))
        #expect(oneXML.contains("fails-on-purpose") && oneXML.contains("<failure") && oneXML.contains("<skipped"),
                "the report holds failed and observed runs")
    }

    @Test func aShardIsKOfNAndAMissingShardIsNamed() throws {
        #expect(throws: QAShardError.self) { try QAShard(parsing: "0/4") }
        #expect(throws: QAShardError.self) { try QAShard(parsing: "5/4") }
        #expect(throws: QAShardError.self) { try QAShard(parsing: "two") }
        let shard = try QAShard(parsing: "2/4")
        #expect((0..<12).filter { shard.owns(cell: $0) } == [1, 5, 9])
        let bad = try runCommand(["qa", "fling-one-page", "--shard", "3/2"])
        #expect(bad.status == 2 && bad.stderr.contains("--shard"))

        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let dir = fixture.directory.path
        _ = try runCommand(["qa", "assets/scenarios/fling-one-page.json", "--behavior", "all", "--shard", "1/2", "--results", "\(dir)/s1.json"])
        let merged = try runCommand(["qa", "merge", "\(dir)/s1.json"])
        #expect(merged.stderr.contains("1 of 2 shards given"), "\(merged.stderr)")
        _ = try fixture.write("not-results.json", "{\"format\": \"something\", \"version\": 1, \"records\": []}")
        let wrong = try runCommand(["qa", "merge", "\(dir)/not-results.json"])
        #expect(wrong.status == 2 && wrong.stderr.contains("not-results.json") && wrong.stderr.contains("playground-qa-results"))
    }

    /// A behavior file's lane nothing is said of is judged as a paging
    /// behavior where the scenario's paging expectations apply.
    @Test func aUserLaneIsJudgedAsAPagingBehavior() throws {
        let scenario = try Scenario.load(path: "assets/scenarios/fling-one-page.json")
        let (judged, sources) = PagingLikeExpectations.derive(for: "my-paging", in: scenario)
        let added = judged.expectations.suffix(from: scenario.expectations.count)
        #expect(added.count == sources.count && !added.isEmpty)
        #expect(added.allSatisfy { $0.behaviors == ["my-paging"] })
        #expect(added.contains { $0.check == .page(.any, tolerance: 0.5) && $0.moment == .settled }, "at rest on a target")
        // Said of the lane already: nothing derived.
        var named = scenario
        named.expectations.append(ScenarioExpectation(.maxOverscroll(0), behaviors: ["my-paging"]))
        #expect(PagingLikeExpectations.derive(for: "my-paging", in: named).sources.isEmpty)
        // A free-scrolling scenario that also says where paging rests (a
        // cross-check of the built-ins) is not about paging: nothing derived.
        let rainbow = try Scenario.load(path: "assets/scenarios/wheel-notches-rainbow.json")
        #expect(rainbow.expectations.contains { $0.behaviors == ["paging"] })
        #expect(PagingLikeExpectations.derive(for: "my-paging", in: rainbow).sources.isEmpty)
        // Nothing said of paging (a free-scrolling scenario): nothing derived.
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let free = try Scenario.load(path: try fixture.write("free.json", ScenarioFixture.wheel(name: "free-only")))
        #expect(PagingLikeExpectations.derive(for: "my-paging", in: free).sources.isEmpty)
    }
}
