import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// Ten malformed scenario files of different kinds, through the commands:
/// `trace` exits 2 with one line naming the file, line, column and field;
/// `qa` reports an ERROR row and exits 2. (The parser-level checks of the
/// same kinds are in ScenarioEventTypeTests.)
@Suite struct ScenarioBadInputCommandTests {
    static func events(_ entries: String...) -> String {
        "{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"events\": [\n    " + entries.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// (file text, the text the error points at, the message after "line:column: ")
    static let cases: [(String, String, String)] = [
        ("{\n  \"version\": 1,\n  \"preset\": \"pages\",\n}\n", "}", "invalid JSON"),
        ("{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"itmes\": 3\n}\n", "3", "unknown field \"itmes\" (did you mean \"items\"?)"),
        ("{\n  \"version\": 2,\n  \"preset\": \"pages\"\n}\n", "2", "version must be 1 (got 2)"),
        ("{\n  \"version\": 1,\n  \"preset\": \"pagez\"\n}\n", "\"pagez\"", "unknown preset \"pagez\" (did you mean \"pages\"?)"),
        (events("{\"at\": 0, \"whel\": [0, -1]}"), "[0, -1]", "unknown field \"whel\" in events[0] (did you mean \"wheel\"?)"),
        (events("{\"at\": 1, \"key\": \"down\"}", "{\"at\": 0.5, \"key\": \"up\"}"), "0.5", "events[1].at (0.5) is earlier than events[0].at (1)"),
        (events("{\"at\": 0, \"drag\": {\"from\": [0, 0], \"to\": [0, 10], \"duration\": -1}}"), "-1", "events[0].drag.duration must be a positive number of seconds"),
        (events("{\"at\": 0, \"resize\": [0, 390]}"), "0, 390", "events[0].resize[0] must be a size from 1 to 16384 px (got 0)"),
        (events("{\"at\": 590, \"wheel\": [0, -1], \"repeat\": 300, \"every\": 0.1}"), "{\"at\": 590", "events[0] ends at 619.9 s, after the 600 s limit"),
        ("{\n  \"version\": 1,\n  \"preset\": \"pages\",\n  \"expect\": [\n    {\"behavior\": \"seed-v9\", \"at\": \"settled\", \"page\": 1}\n  ]\n}\n",
         "\"seed-v9\"", "unknown behavior \"seed-v9\" in expect[0].behavior (did you mean \"seed-v1\"?)"),
    ]

    static func location(of token: String, in text: String) -> (Int, Int)? {
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: token) {
                return (i + 1, line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    @Test(arguments: cases)
    func traceAndQARejectWithFileLineColumnAndField(text: String, token: String, message: String) throws {
        let fixture = try ScenarioFixture()
        defer { fixture.remove() }
        let path = try fixture.write("bad.json", text)
        let (line, column) = try #require(Self.location(of: token, in: text))
        let prefix = "\(path):\(line):\(column): "

        let trace = try runCommand(["trace", path])
        #expect(trace.status == 2)
        #expect(trace.stdout.isEmpty)
        #expect(trace.stderr.hasPrefix("Error: " + prefix + message), "\(trace.stderr)")
        #expect(trace.stderr.split(separator: "\n").count == 1)

        let qa = try runCommand(["qa", path])
        #expect(qa.status == 2)
        #expect(qa.stdout.hasPrefix("ERROR " + prefix + message), "\(qa.stdout)")
        #expect(qa.stdout.hasSuffix("0 passed, 0 failed, 1 bad file\n"))
    }
}
