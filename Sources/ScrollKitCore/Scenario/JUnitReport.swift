/// Builds a JUnit XML report of a QA run (the format CI servers read):
///
/// ```xml
/// <testsuites name="playground qa" tests="3" failures="1" errors="1" time="0.042">
///   <testsuite name="fling-one-page" file="assets/scenarios/fling-one-page.json" tests="2" failures="1" errors="0" time="0.03">
///     <testcase name="paging" classname="fling-one-page" file="…" time="0.015">
///       <system-out>settled at t=0.925, 0.7 s after the last event</system-out>
///     </testcase>
///     <testcase name="free" classname="fling-one-page" file="…" time="0.015">
///       <failure message="expect[1]: …" type="expectation">expect[1]: …&#10;expect[2]: …</failure>
///     </testcase>
///   </testsuite>
///   <testsuite name="bad.json" file="bad.json" tests="1" failures="0" errors="1" time="0">
///     <testcase name="load" classname="bad.json" file="bad.json" time="0"><error message="bad.json:3: …" type="bad-input"/></testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One `testsuite` per scenario file, one `testcase` per behavior run. Times
/// are the wall-clock seconds the caller measured (the only non-deterministic
/// values); suites appear in the order they were added.
public struct JUnitReport: Sendable {
    private struct Case: Sendable {
        var name: String
        var className: String
        var file: String
        var seconds: Double
        var failures: [String]
        var error: String?
        var output: String?
        /// Set for an observed run (no expectations for its behavior).
        var skipped: String? = nil
        /// The run's cell on the HTML report (`qa --html`), as a property `url`.
        var link: String? = nil
    }

    private struct Suite: Sendable {
        var name: String
        var file: String
        var cases: [Case] = []
    }

    public var name: String
    private var suites: [Suite] = []

    public init(name: String = "playground qa") {
        self.name = name
    }

    /// Adds one scenario × behavior run, measured as `seconds` of wall time;
    /// `link`: the address of its cell on the HTML report (a `url` property).
    public mutating func add(_ verdict: ScenarioVerdict, seconds: Double, link: String? = nil) {
        let f = ScenarioFormat.self
        var output: String
        if let time = verdict.summary.settleTime, let delay = verdict.summary.settleDelay {
            output = "settled at t=\(f.number(time)), \(f.number(delay)) s after the last event"
        } else {
            output = "never settled (stopped at t=\(f.number(verdict.summary.finalTime)))"
        }
        output += "; \(verdict.expectationCount) expectation\(verdict.expectationCount == 1 ? "" : "s"), \(verdict.failures.count) failed"
        // Known issues pass, as Swift Testing's do; the output names them.
        for known in verdict.knownIssues { output += "\n" + known.description }
        var testCase = Case(
            name: verdict.behavior, className: verdict.scenario, file: verdict.file, seconds: seconds,
            failures: verdict.failures.map(\.description), error: nil, output: output
        )
        testCase.link = link
        if verdict.isObserved {
            testCase.skipped = "observed: no expectations for \(verdict.behavior) on this scenario; rests at \(verdict.rest?.cellText ?? "?")"
        }
        append(testCase, suiteName: verdict.scenario, file: verdict.file)
    }

    /// Adds a file that could not be read or parsed (an `error`, not a failure).
    public mutating func addError(file: String, message: String) {
        let testCase = Case(name: "load", className: file, file: file, seconds: 0, failures: [], error: message, output: nil)
        append(testCase, suiteName: file, file: file)
    }

    private mutating func append(_ testCase: Case, suiteName: String, file: String) {
        if let i = suites.firstIndex(where: { $0.file == file && $0.name == suiteName }) {
            suites[i].cases.append(testCase)
        } else {
            var suite = Suite(name: suiteName, file: file)
            suite.cases.append(testCase)
            suites.append(suite)
        }
    }

    public var testCount: Int { suites.reduce(0) { $0 + $1.cases.count } }
    public var failureCount: Int { suites.reduce(0) { $0 + $1.cases.filter { !$0.failures.isEmpty }.count } }
    public var errorCount: Int { suites.reduce(0) { $0 + $1.cases.filter { $0.error != nil }.count } }
    /// Observed runs, reported as skipped.
    public var skippedCount: Int { suites.reduce(0) { $0 + $1.cases.filter { $0.skipped != nil }.count } }

    /// The report as an XML document (UTF-8, ending with a newline).
    public var xml: String {
        func seconds(_ s: Double) -> String { ScenarioFormat.number(max(0, s.isFinite ? s : 0), decimals: 3) }
        let total = suites.reduce(0.0) { $0 + $1.cases.reduce(0.0) { $0 + $1.seconds } }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.escape(name))\" tests=\"\(testCount)\" failures=\"\(failureCount)\" errors=\"\(errorCount)\"\(skippedCount > 0 ? " skipped=\"\(skippedCount)\"" : "") time=\"\(seconds(total))\">\n"
        for suite in suites {
            let failures = suite.cases.filter { !$0.failures.isEmpty }.count
            let errors = suite.cases.filter { $0.error != nil }.count
            let time = suite.cases.reduce(0.0) { $0 + $1.seconds }
            out += "  <testsuite name=\"\(Self.escape(suite.name))\" file=\"\(Self.escape(suite.file))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
            for c in suite.cases {
                out += "    <testcase name=\"\(Self.escape(c.name))\" classname=\"\(Self.escape(c.className))\" file=\"\(Self.escape(c.file))\" time=\"\(seconds(c.seconds))\">"
                var body = ""
                if let link = c.link {
                    body += "\n      <properties><property name=\"url\" value=\"\(Self.escape(link))\"/></properties>"
                }
                if let error = c.error {
                    body += "\n      <error message=\"\(Self.escape(error))\" type=\"bad-input\">\(Self.escape(error))</error>"
                }
                if let skipped = c.skipped {
                    body += "\n      <skipped message=\"\(Self.escape(skipped))\"/>"
                }
                if let first = c.failures.first {
                    body += "\n      <failure message=\"\(Self.escape(first))\" type=\"expectation\">\(Self.escape(c.failures.joined(separator: "\n")))</failure>"
                }
                if let output = c.output {
                    body += "\n      <system-out>\(Self.escape(output))</system-out>"
                }
                out += body.isEmpty ? "</testcase>\n" : body + "\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Escapes text for XML 1.0 content and attributes: the five special
    /// characters, newlines and tabs in attributes as character references,
    /// and characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF)
    /// replaced by U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
