import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScrollKitCore

@Suite struct QAJUnitReportTests {
    /// Element names with their attributes, in document order, read back by
    /// Foundation's XML parser (libxml2): proof the report is well-formed.
    final class Reader: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text: [String: String] = [:]
        private var current = ""
        private var stack: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes))
            stack.append(name)
            current = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { text[name, default: ""] += trimmed }
            current = ""
            stack.removeLast()
        }
    }

    static func read(_ xml: String) throws -> Reader {
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = Reader()
        parser.delegate = reader
        let ok = parser.parse()
        #expect(ok, "not well-formed: \(String(describing: parser.parserError))")
        return reader
    }

    static func verdict(_ name: String, behavior: String, failures: [String]) -> ScenarioVerdict {
        ScenarioVerdict(
            scenario: name, file: "assets/scenarios/\(name).json", behavior: behavior,
            summary: ScenarioRunSummary(lastEventTime: 0.2, settleTick: 111, settleTime: 0.925, finalTick: 141, finalTime: 1.175),
            failures: failures.enumerated().map { ExpectationFailure(index: $0.offset, line: 10, message: $0.element) },
            expectationCount: 3
        )
    }

    @Test func reportIsWellFormedJUnit() throws {
        var report = JUnitReport()
        report.add(Self.verdict("fling-one-page", behavior: "paging", failures: []), seconds: 0.0123)
        report.add(Self.verdict("fling-one-page", behavior: "seed-v1", failures: [
            "expected page 1 at settled (t=0.925), offset was [120, 0] (page 0.31)", "expected <&> \"quoted\" 'too'",
        ]), seconds: 0.02)
        report.addError(file: "bad & <odd>.json", message: "bad & <odd>.json:3: unknown field \"x\"\u{1}")
        #expect(report.testCount == 3 && report.failureCount == 1 && report.errorCount == 1)

        let reader = try Self.read(report.xml)
        let names = reader.elements.map(\.name)
        #expect(names == ["testsuites", "testsuite", "testcase", "system-out", "testcase", "failure", "system-out",
                          "testsuite", "testcase", "error"])
        let root = reader.elements[0].attributes
        #expect(root["tests"] == "3" && root["failures"] == "1" && root["errors"] == "1" && root["time"] == "0.032")
        let suite = reader.elements[1].attributes
        #expect(suite["name"] == "fling-one-page" && suite["tests"] == "2" && suite["failures"] == "1")
        #expect(suite["file"] == "assets/scenarios/fling-one-page.json")
        let passing = reader.elements[2].attributes
        #expect(passing["name"] == "paging" && passing["classname"] == "fling-one-page" && passing["time"] == "0.012")
        let failure = reader.elements[5].attributes
        #expect(failure["message"] == "expect[0]: expected page 1 at settled (t=0.925), offset was [120, 0] (page 0.31)")
        #expect(failure["type"] == "expectation")
        // Every failure is in the body, special characters intact.
        #expect(reader.text["failure"]?.contains("expect[1]: expected <&> \"quoted\" 'too'") == true)
        let badSuite = reader.elements[7].attributes
        #expect(badSuite["name"] == "bad & <odd>.json" && badSuite["errors"] == "1")
        // The control character became U+FFFD.
        #expect(reader.elements[9].attributes["message"] == "bad & <odd>.json:3: unknown field \"x\"\u{FFFD}")
        #expect(reader.text["system-out"]?.contains("settled at t=0.925, 0.725 s after the last event") == true)
    }

    @Test func emptyReportIsWellFormed() throws {
        let reader = try Self.read(JUnitReport().xml)
        #expect(reader.elements.map(\.name) == ["testsuites"])
        #expect(reader.elements[0].attributes["tests"] == "0")
    }

    @Test func escapingCoversTheXMLSpecials() {
        #expect(JUnitReport.escape("a<b>&\"c'\n\t\r\u{0}") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;&#9;&#13;\u{FFFD}")
        #expect(JUnitReport.escape("žluť 🙂") == "žluť 🙂")
    }
}
