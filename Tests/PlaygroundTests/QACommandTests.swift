import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore

@Suite struct QACommandTests {
    @Test func allPassingExitsZero() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("b.json", ScenarioFixture.wheel(name: "bee"))
        try fixture.write("nested/deeper/a.json", ScenarioFixture.wheel(name: "a-longer-name"))
        try fixture.write(".hidden.json", "not json")
        try fixture.write(".git/x.json", "not json")
        try fixture.write("notes.txt", "not json")
        let (status, out, err) = try runCommand(["qa", fixture.directory.path])
        #expect(status == 0, "\(out)\(err)")
        let rows = out.split(separator: "\n").map(String.init)
        #expect(rows.count == 4)
        // Sorted by path: b.json before nested/deeper/a.json.
        #expect(rows[0].hasPrefix("PASS  bee            free  "))
        #expect(rows[1].hasPrefix("PASS  a-longer-name  free  "))
        #expect(rows[0].range(of: "free")?.lowerBound.utf16Offset(in: rows[0]) == rows[1].range(of: "free")?.lowerBound.utf16Offset(in: rows[1]))
        #expect(rows[0].hasSuffix("s"))
        #expect(rows[2] == QACommand.rowLegend)
        #expect(rows[3] == "2 passed, 0 failed")
    }

    @Test func aFailedExpectationExitsOne() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("pass.json", ScenarioFixture.wheel(name: "pass"))
        let failing = try fixture.write("fail.json", ScenarioFixture.wheel(name: "fail", expectedY: 999))
        let (status, out, _) = try runCommand(["qa", fixture.directory.path, "--verbose"])
        #expect(status == 1)
        let rows = out.split(separator: "\n").map(String.init)
        #expect(rows[0].hasPrefix("FAIL  fail  free  "))
        #expect(rows[0].contains("expect[0]: expected offset [0, 999] ±0.5 at settled (t="))
        #expect(rows[0].contains("offset was [0, 150]"))
        #expect(rows[1].hasPrefix("PASS  pass  free  "))
        #expect(rows.last == "1 passed, 1 failed")
        // A file given directly.
        let single = try runCommand(["qa", failing])
        #expect(single.status == 1 && single.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func aBadFileIsReportedAndExitsTwo() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("good.json", ScenarioFixture.wheel(name: "good"))
        let bad = try fixture.write("bad.json", "{\n  \"version\": 1,\n  \"preset\": \"rainbow\",\n  \"itmes\": 3\n}")
        try fixture.write("fail.json", ScenarioFixture.wheel(name: "fail", expectedY: 1))
        let (status, out, _) = try runCommand(["qa", fixture.directory.path])
        #expect(status == 2)
        let rows = out.split(separator: "\n").map(String.init)
        #expect(rows[0] == "ERROR \(bad):4:12: unknown field \"itmes\" (did you mean \"items\"?)")
        #expect(rows[1].hasPrefix("FAIL  fail"))
        #expect(rows[2].hasPrefix("PASS  good"))
        #expect(rows.last == "1 passed, 1 failed, 1 bad file")
    }

    @Test func badArgumentsExitTwoBeforeRunning() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("good.json", ScenarioFixture.wheel(name: "good"))
        let unknown = try runCommand(["qa", fixture.directory.path, "--behavior", "pagingg"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("Error: --behavior: unknown behavior \"pagingg\""))
        let missing = try runCommand(["qa", fixture.directory.appendingPathComponent("nowhere").path])
        #expect(missing.status == 2 && missing.stderr.contains("nowhere: no such file or directory"))
        let empty = try ScenarioFixture()
        defer { empty.remove() }
        let none = try runCommand(["qa", empty.directory.path])
        #expect(none.status == 2 && none.stderr.contains("no scenario files"))
    }

    @Test func behaviorAllRunsEveryCatalogBehavior() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("wheel.json", ScenarioFixture.wheel(name: "wheel"))
        let (status, out, _) = try runCommand(["qa", fixture.directory.path, "--behavior", "all", "--wide"])
        #expect(status == 0)
        let rows = out.split(separator: "\n").map(String.init)
        // Nothing is expected of the other behaviors: observed, not failed.
        #expect(rows.last == "1 passed, 0 failed, \(BehaviorCatalog.names.count - 1) observed")
        let row = try #require(rows.first { $0.hasPrefix("wheel ") })
        let cells = row.split(separator: "  ", omittingEmptySubsequences: true).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.count == BehaviorCatalog.names.count, "\(row)")
        #expect(cells.first == "150 ✓", "\(row)")
        #expect(cells.dropFirst().allSatisfy { $0.hasSuffix(" ·") }, "\(row)")
        // The stacked headers spell every behavior, column by column.
        let headerEnd = try #require(rows.firstIndex { $0.hasPrefix("scenario") })
        let headers = Array(rows[0...headerEnd])
        let start = try #require(headers.last?.range(of: "free")?.lowerBound.utf16Offset(in: headers.last!))
        #expect(row.range(of: "150 ✓")?.lowerBound.utf16Offset(in: row) == start)
        let one = try runCommand(["qa", fixture.directory.path, "--behavior", "free"])
        #expect(one.status == 0 && one.stdout.hasSuffix("1 passed, 0 failed\n"))
        let other = try runCommand(["qa", fixture.directory.path, "--behavior", "paging"])
        #expect(other.status == 0 && other.stdout.hasPrefix("OBS   wheel  paging"), "\(other.stdout)")
        #expect(other.stdout.hasSuffix("0 passed, 0 failed, 1 observed\n"))
    }

    /// By default the matrix is marks in numbered columns, within 120
    /// columns, and the legend names every column.
    @Test func theDefaultMatrixFitsOneHundredTwentyColumns() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("wheel.json", ScenarioFixture.wheel(name: "a-scenario-name-of-thirty-chars"))
        try fixture.write("per.json", Self.perBehavior)
        let (status, out, _) = try runCommand(["qa", fixture.directory.path, "--behavior", "all"])
        #expect(status == 1)
        let rows = out.split(separator: "\n").map(String.init)
        // The matrix and the legends fit (a FAIL row's detail may run longer).
        for row in rows where !row.hasPrefix("FAIL") && !row.hasPrefix("      ") { #expect(row.count <= 120, "\(row.count): \(row)") }
        let header = try #require(rows.first { $0.hasPrefix("scenario ") })
        let numbers: [String] = header.split(separator: " ").dropFirst().map { String($0) }
        let expected: [String] = (1...BehaviorCatalog.names.count).map { String($0) }
        #expect(numbers == expected)
        let row = try #require(rows.first { $0.hasPrefix("per-behavior ") })
        let marks = row.dropFirst("per-behavior".count).split(separator: " ").map(String.init)
        #expect(marks.count == BehaviorCatalog.names.count)
        let column = Dictionary(uniqueKeysWithValues: zip(BehaviorCatalog.names, marks))
        #expect(column["free"] == "✓" && column["paging"] == "✓" && column["seed-v1"] == "✗" && column["seed-v2"] == "·")
        let legend = rows.drop { !$0.hasPrefix("columns: 1 free") }.joined(separator: " ")
        for (i, name) in BehaviorCatalog.names.enumerated() { #expect(legend.contains("\(i + 1) \(name)"), "\(name)") }
        #expect(legend.contains("✓ passed") && legend.contains("--wide"))
    }

    /// A failed "known-issue" expectation: a KNOWN row, `!` in the matrix, no
    /// failure (exit 0), counted in the summary.
    @Test func knownIssuesAreReportedNotFailed() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let known = ScenarioFixture.wheel(name: "known").replacingOccurrences(
            of: #"{"max-overscroll": 0},"#, with: #"{"behavior": "paging", "at": "settled", "offset": [0, 1], "known-issue": "pages"},"#)
        try fixture.write("known.json", known)
        let (status, out, err) = try runCommand(["qa", fixture.directory.path, "--behavior", "all"])
        #expect(status == 0, "\(out)\(err)")
        let rows = out.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("KNOWN known  paging") == true, "\(out)")
        #expect(rows.first?.hasSuffix("(known issue: pages)") == true, "\(out)")
        let row = try #require(rows.first { $0.hasPrefix("known ") })
        #expect(row.split(separator: " ").dropFirst().prefix(2) == ["✓", "!"], "\(row)")
        #expect(rows.last == "1 passed, 0 failed, 1 known issue, \(BehaviorCatalog.names.count - 2) observed")
    }

    /// A scenario with expectations for its own behavior (none named), for
    /// paging (passes) and for seed-v1 (fails).
    static let perBehavior = """
        {
          "version": 1,
          "name": "per-behavior",
          "preset": "rainbow",
          "behavior": "free",
          "events": [
            {"at": 0.10, "wheel": [0, -1], "repeat": 3, "every": 0.05}
          ],
          "expect": [
            {"at": "settled", "offset": [0, 150]},
            {"behavior": "paging", "at": "settled", "page": "any"},
            {"behavior": ["paging", "seed-v1"], "max-overscroll": 0},
            {"behavior": "seed-v1", "at": "settled", "offset": [0, 999]},
            {"behavior": "seed-v1", "at": "settled", "page": 5}
          ]
        }
        """

    @Test func perBehaviorExpectationsMatrixMarkdownAndJUnit() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("per.json", Self.perBehavior)
        let md = fixture.directory.appendingPathComponent("matrix.md").path
        let xml = fixture.directory.appendingPathComponent("report.xml").path
        let (status, out, err) = try runCommand(["qa", fixture.directory.path, "--behavior", "all", "--wide", "--markdown", md, "--junit", xml])
        #expect(status == 1, "\(out)\(err)")
        let rows = out.split(separator: "\n").map(String.init)
        #expect(rows.first?.hasPrefix("FAIL  per-behavior  seed-v1") == true, "\(out)")
        #expect(rows.first?.contains("expect[3]: expected offset [0, 999]") == true, "\(out)")
        // Every failed expectation is listed, the later ones on lines of their own.
        #expect(rows.count > 1 && rows[1].hasPrefix("      expect[4]: expected page 5"), "\(out)")
        #expect(rows.filter { $0.hasPrefix("FAIL") }.count == 1)
        #expect(rows.last == "2 passed, 1 failed, \(BehaviorCatalog.names.count - 3) observed")
        let row = try #require(rows.first { $0.hasPrefix("per-behavior ") })
        #expect(row.contains("150 ✓") && row.contains("✗"))

        let markdown = try String(contentsOfFile: md, encoding: .utf8)
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines[0] == "| scenario | " + BehaviorCatalog.names.joined(separator: " | ") + " |")
        #expect(lines[1] == "|---|" + String(repeating: "---|", count: BehaviorCatalog.names.count))
        let cells = lines[2].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.count == BehaviorCatalog.names.count + 1)
        let column = Dictionary(uniqueKeysWithValues: zip(BehaviorCatalog.names, cells.dropFirst()))
        #expect(column["free"] == "150 ✓")
        #expect(column["paging"]?.hasSuffix("✓") == true)
        #expect(column["seed-v1"]?.hasSuffix("✗") == true)
        #expect(column["seed-v2"]?.hasSuffix("·") == true)

        let report = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(report.contains("failures=\"1\" errors=\"0\" skipped=\"\(BehaviorCatalog.names.count - 3)\""))
        #expect(report.contains("<skipped message=\"observed: no expectations for seed-v2 on this scenario; rests at"))
    }

    @Test func artifactsForEachFailingRow() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let file = try fixture.write("per.json", Self.perBehavior)
        let dir = fixture.directory.appendingPathComponent("out/artifacts").path
        let (status, out, err) = try runCommand(["qa", file, "--behavior", "all", "--artifacts", dir])
        #expect(status == 1, "\(err)")
        let base = dir + "/per-behavior.seed-v1"
        #expect(out.contains("      artifacts: \(base).trace.jsonl, \(base).gif, \(base).filmstrip.png"), "\(out)")
        // Only the failing row (seed-v1) gets artifacts.
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == ["per-behavior.seed-v1.filmstrip.png", "per-behavior.seed-v1.gif", "per-behavior.seed-v1.trace.jsonl"])
        let gif = try Data(contentsOf: URL(fileURLWithPath: base + ".gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        let png = try Data(contentsOf: URL(fileURLWithPath: base + ".filmstrip.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The trace is what `playground trace --behavior seed-v1` prints.
        let trace = try String(contentsOfFile: base + ".trace.jsonl", encoding: .utf8)
        let direct = try runCommand(["trace", file, "--behavior", "seed-v1"])
        #expect(direct.status == 0 && trace == direct.stdout)

        let notADirectory = try runCommand(["qa", file, "--artifacts", file])
        #expect(notADirectory.status == 2 && notADirectory.stdout.isEmpty)
        #expect(notADirectory.stderr == "Error: --artifacts: \(file) exists and is not a directory\n")
    }

    @Test func anExpectationNamingAnUnknownBehaviorIsBadInput() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let bad = try fixture.write("bad.json", Self.perBehavior.replacingOccurrences(of: "\"seed-v1\"]", with: "\"seed-v9\"]"))
        let (status, out, _) = try runCommand(["qa", bad])
        #expect(status == 2)
        #expect(out.hasPrefix("ERROR \(bad):12:29: unknown behavior \"seed-v9\" in expect[2].behavior[1]"), "\(out)")
    }

    @Test func junitReportIsWrittenAtomicallyAndParses() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        try fixture.write("scenarios/pass.json", ScenarioFixture.wheel(name: "pass"))
        try fixture.write("scenarios/fail.json", ScenarioFixture.wheel(name: "fail", expectedY: 3))
        try fixture.write("scenarios/bad.json", "[]")
        let report = fixture.directory.appendingPathComponent("out/report.xml")
        try FileManager.default.createDirectory(at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        let (status, _, err) = try runCommand(["qa", fixture.directory.appendingPathComponent("scenarios").path, "--junit", report.path])
        #expect(status == 2, "\(err)")
        // Only the report in its directory: no temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path) == ["report.xml"])
        let xml = try String(contentsOf: report, encoding: .utf8)
        let parser = XMLParser(data: Data(xml.utf8))
        final class Counter: NSObject, XMLParserDelegate {
            var counts: [String: Int] = [:]
            var root: [String: String] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                counts[name, default: 0] += 1
                if name == "testsuites" { root = attributes }
            }
        }
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.counts["testsuite"] == 3 && counter.counts["testcase"] == 3)
        #expect(counter.counts["failure"] == 1 && counter.counts["error"] == 1)
        #expect(counter.root["tests"] == "3" && counter.root["failures"] == "1" && counter.root["errors"] == "1")

        // An unwritable destination: status 2, nothing created.
        let nowhere = fixture.directory.appendingPathComponent("missing-dir/report.xml").path
        let failed = try runCommand(["qa", fixture.directory.appendingPathComponent("scenarios/pass.json").path, "--junit", nowhere])
        #expect(failed.status == 2 && failed.stderr.contains("--junit: cannot write \(nowhere)"))
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    @Test func atomicWriteReplacesAnExistingFileWhole() throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = fixture.directory.appendingPathComponent("r.xml").path
        try AtomicFile.write(Array("first version, longer than the second".utf8), to: path)
        try AtomicFile.write(Array("second".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path) == ["r.xml"])
    }

    @Test func bundledScenariosAreTheDefault() throws {
        // Without paths qa reads assets/scenarios (or the bundle copy): every file is listed.
        let (status, out, _) = try runCommand(["qa"])
        let count = try FileManager.default.contentsOfDirectory(atPath: ScenarioPaths.defaultDirectory()!)
            .filter { $0.hasSuffix(".json") }.count
        let rows = out.split(separator: "\n")
        #expect(rows.count == count + 2)
        #expect(rows.last?.contains("passed") == true)
        #expect([0, 1, 2].contains(status))
    }

    @Test func helpDescribesEveryOption() {
        let help = QACommand.helpMessage()
        for phrase in ["<path>", "--behavior <name|all>", "--junit <file>", "--verbose", "Exit status", "N passed, N failed"] {
            #expect(help.contains(phrase), "help lacks \(phrase)")
        }
    }
}
