import Foundation
import ScrollKitCore
import Testing
#if canImport(Glibc)
import Glibc
import PlaygroundTestSupport
#endif

/// The bad-input catalogue (every bad input gets a clear error): each case runs the real `playground`
/// binary and asserts the exit status, that the message names what was
/// wrong (option, path, file, field or line), and that nothing half-written
/// remains (the case's directory holds exactly what it held before, and no
/// temporary file).
@Suite struct ReliabilityCatalogueTests {
    /// One bad input. `$D` in the arguments and stdin is the case's directory.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var status: Int32
        /// Text the message must contain (stderr, or stdout for probe answers).
        var message: String
        var stdin: String? = nil
        /// Files created before the run: name → contents; "->X" makes a
        /// symbolic link to X, "/" a directory, "|" a FIFO.
        var setup: [String: String] = [:]
        /// Where stdout goes (nil: captured).
        var stdoutPath: String? = nil

        var testDescription: String { name }
    }

    /// The path of a scenario in the repository's assets/scenarios.
    static func bundled(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/scenarios/\(name).json").path
    }

    static let scenarioHead = #"{"version": 1, "name": "bad", "preset": "pages", "events": []"#

    static let cases: [Case] = [
        // The command line: precise messages, non-finite numbers, sizes.
        Case(name: "--at -1", arguments: ["record", "fling-one-page", "--out", "$D/x.png", "--at", "-1"], status: 2,
             message: "--at must be a time in seconds from 0 to 3600 (got -1)"),
        Case(name: "--at nan", arguments: ["record", "fling-one-page", "--out", "$D/x.png", "--at", "nan"], status: 2,
             message: "--at must be a time in seconds from 0 to 3600 (got nan)"),
        Case(name: "--at inf", arguments: ["record", "fling-one-page", "--out", "$D/x.png", "--at", "inf"], status: 2,
             message: "(got inf)"),
        Case(name: "record --scale nan", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--scale", "nan"], status: 2,
             message: "--scale must be 1 or 2 (got nan)"),
        Case(name: "record --scale -2", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--scale", "-2"], status: 2,
             message: "--scale must be 1 or 2 (got -2)"),
        Case(name: "record --until -5", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--until", "-5"], status: 2,
             message: "--until must be a time in seconds from 0 to 3600 (got -5)"),
        Case(name: "record --until nan", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--until", "nan"], status: 2,
             message: "(got nan)"),
        Case(name: "record --fps 0", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--fps", "0"], status: 2,
             message: "--fps must be from 1 to 50"),
        Case(name: "record --fps -1", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--fps", "-1"], status: 2,
             message: "--fps must be from 1 to 50"),
        Case(name: "run --items -1", arguments: ["run", "--items", "-1"], status: 2,
             message: "--items must be between 0 and 10000000 (got -1)"),
        Case(name: "record --window 16384x16384", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "16384x16384"],
             status: 2, message: "--window 16384x16384 is too large: at most 8192 px a side and 33554432 px in all"),
        Case(name: "record --window 8192x8192 (area)", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "8192x8192"],
             status: 2, message: "is too large: at most 8192 px a side and 33554432 px in all"),
        Case(name: "record --window 4096x4096 --scale 2", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "4096x4096", "--scale", "2"],
             status: 2, message: "--window 4096x4096 at --scale 2 is too large"),
        Case(name: "record --window 0.5x100", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "0.5x100"], status: 2,
             message: "--window sides must be at least 1 logical pixel (got '0.5x100')"),
        Case(name: "record --window 5e-324x100", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "5e-324x100"], status: 2,
             message: "--window sides must be at least 1 logical pixel"),
        Case(name: "record --window infx100", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "infx100"], status: 2,
             message: "--window sides must be finite numbers of logical pixels (got 'infx100')"),
        Case(name: "record --window nanx100", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "nanx100"], status: 2,
             message: "--window sides must be finite"),
        Case(name: "record --window 390", arguments: ["record", "fling-one-page", "--out", "$D/x.gif", "--window", "390"], status: 2,
             message: "--window must look like 390x844 (got '390')"),
        Case(name: "record --out x.txt", arguments: ["record", "fling-one-page", "--out", "$D/x.txt"], status: 2,
             message: "--out must name a .gif, .mp4, .webm, .apng, .webp or .png file"),
        Case(name: "record --out - as a GIF", arguments: ["record", "fling-one-page", "--out", "-"], status: 2,
             message: "--out - writes a PNG (with --at or --filmstrip) to standard output; a GIF needs a seekable file"),
        Case(name: "record unknown scenario", arguments: ["record", "$D/none.json", "--out", "$D/x.gif"], status: 2,
             message: "none.json"),
        Case(name: "run --scale nan", arguments: ["run", "--scale", "nan"], status: 2, message: "--scale must be 1, 2 or 3 (got nan)"),
        Case(name: "run --exit-after -1", arguments: ["run", "--exit-after", "-1"], status: 2,
             message: "--exit-after must be a positive number up to 1000000 (got -1)"),
        Case(name: "run --exit-after nan", arguments: ["run", "--exit-after", "nan"], status: 2, message: "(got nan)"),
        Case(name: "run --window 16000x16000", arguments: ["run", "--window", "16000x16000"], status: 2,
             message: "--window 16000x16000 is too large"),
        Case(name: "run --record x.png", arguments: ["run", "--record", "$D/x.png"], status: 2, message: "--record must name a .gif file"),
        Case(name: "trace --until -1", arguments: ["trace", "fling-one-page", "--until", "-1"], status: 2,
             message: "--until must be a number of seconds from 0 to 3600 (got -1)"),
        Case(name: "trace --behavior nope", arguments: ["trace", "fling-one-page", "--behavior", "nope"], status: 2,
             message: "unknown behavior \"nope\""),
        Case(name: "qa --behavior nope", arguments: ["qa", "--behavior", "nope"], status: 2, message: "unknown behavior \"nope\""),
        // A small file must not ask for huge memory: 2,000 drags of 60 s each asked for 5.9 GB and
        // aborted; their raw events are counted without expanding them, and
        // the file is refused at once.
        Case(name: "trace of 2,000 long drags", arguments: ["trace", "$D/drags.json"], status: 2,
             message: "brings the scenario to more than 1000000 raw events",
             setup: ["drags.json": ReliabilityCatalogueTests.manyLongDrags]),
        Case(name: "run --replay of a 16384 px window", arguments: ["run", "--replay", "$D/huge.json"], status: 2,
             message: "--replay: the scenario's window 16384×16384 is too large: at most 8192 px a side",
             setup: ["huge.json": #"{"version": 1, "name": "huge", "preset": "rainbow", "window": [16384, 16384], "events": []}"#]),

        // Output paths: checked before any work, only regular files replaced.
        Case(name: "record into a missing directory", arguments: ["record", "fling-one-page", "--out", "$D/nodir/x.gif"], status: 2,
             message: "--out: cannot write $D/nodir/x.gif: the directory '$D/nodir' does not exist"),
        Case(name: "record onto a symbolic link", arguments: ["record", "fling-one-page", "--out", "$D/link.gif"], status: 2,
             message: "--out: cannot write $D/link.gif: it is a symbolic link", setup: ["link.gif": "->target.gif"]),
        Case(name: "record onto a FIFO", arguments: ["record", "fling-one-page", "--out", "$D/pipe.gif"], status: 2,
             message: "it is a FIFO, and only regular files are replaced", setup: ["pipe.gif": "|"]),
        Case(name: "record onto a directory", arguments: ["record", "fling-one-page", "--out", "$D/dir.gif"], status: 2,
             message: "$D/dir.gif: it is a directory", setup: ["dir.gif": "/"]),
        Case(name: "record below a regular file", arguments: ["record", "fling-one-page", "--out", "$D/plain/x.gif"], status: 2,
             message: "--out: cannot write $D/plain/x.gif", setup: ["plain": "text"]),
        Case(name: "record --out a device", arguments: ["record", "fling-one-page", "--out", "/dev/null", "--at", "1"], status: 2,
             message: "--out must name a .gif, .mp4, .webm, .apng, .webp or .png file"),
        Case(name: "qa --junit /dev/null", arguments: ["qa", bundled("fling-one-page"), "--junit", "/dev/null"], status: 2,
             message: "--junit: cannot write /dev/null: it is a character device"),
        Case(name: "qa --junit in a missing directory", arguments: ["qa", "--junit", "$D/nodir/r.xml"], status: 2,
             message: "--junit: cannot write $D/nodir/r.xml: the directory '$D/nodir' does not exist"),
        Case(name: "qa --junit a symbolic link", arguments: ["qa", "--junit", "$D/r.xml"], status: 2,
             message: "it is a symbolic link", setup: ["r.xml": "->elsewhere.xml"]),
        Case(name: "run --screenshot in a missing directory with --record and --trace",
             arguments: ["run", "--exit-after", "2", "--screenshot", "/nonexistent/x.png", "--record", "$D/s.gif", "--trace", "$D/s.jsonl"],
             status: 2, message: "--screenshot: cannot write /nonexistent/x.png: the directory '/nonexistent' does not exist"),
        Case(name: "run --trace a symbolic link", arguments: ["run", "--trace", "$D/t.jsonl"], status: 2,
             message: "--trace: cannot write $D/t.jsonl: it is a symbolic link", setup: ["t.jsonl": "->/etc/passwd"]),
        Case(name: "run --record - ", arguments: ["run", "--record", "-"], status: 2, message: "--record must name a .gif file"),

        // Standard output: every write checked.
        Case(name: "trace > /dev/full", arguments: ["trace", "fling-one-page"], status: 3,
             message: "cannot write standard output: No space left on device", stdoutPath: "/dev/full"),
        Case(name: "list > /dev/full", arguments: ["list"], status: 3,
             message: "cannot write standard output: No space left on device", stdoutPath: "/dev/full"),
        Case(name: "qa > /dev/full", arguments: ["qa", bundled("fling-one-page")], status: 3,
             message: "cannot write standard output: No space left on device", stdoutPath: "/dev/full"),
        Case(name: "probe > /dev/full", arguments: ["probe", "--behavior", "paging"], status: 3,
             message: "cannot write standard output: No space left on device",
             stdin: #"{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [0, 0], "proposedOffset": [100, 0], "velocity": [0, 0]}"# + "\n",
             stdoutPath: "/dev/full"),
        Case(name: "record summary > /dev/full", arguments: ["record", "fling-one-page", "--out", "$D/ok.png", "--at", "0.5"], status: 3,
             message: "cannot write standard output", stdoutPath: "/dev/full"),

        // Scenario files: the file and the field named.
        Case(name: "scenario window below a pixel", arguments: ["trace", "$D/s.json"], status: 2, message: "s.json",
             setup: ["s.json": scenarioHead + #", "window": [390, 0.5]}"#]),
        Case(name: "scenario unknown field", arguments: ["trace", "$D/s.json"], status: 2, message: "spin",
             setup: ["s.json": scenarioHead + #", "spin": 1}"#]),
        Case(name: "scenario negative time", arguments: ["record", "$D/s.json", "--out", "$D/x.gif"], status: 2, message: "events[0]",
             setup: ["s.json": #"{"version": 1, "name": "bad", "preset": "pages", "events": [{"at": -1, "wheel": [0, -1]}]}"#]),
        Case(name: "scenario subnormal window", arguments: ["record", "$D/s.json", "--out", "$D/x.gif"], status: 2,
             message: "s.json:1:80: window[1] must be a size from 1 to 16384 px (got 5e-324)", setup: ["s.json": scenarioHead + #", "window": [390, 5e-324]}"#]),
        Case(name: "scenario malformed JSON", arguments: ["qa", "$D/s.json"], status: 2, message: "s.json",
             setup: ["s.json": #"{"version": 1,"#]),
        Case(name: "scenario version 2", arguments: ["trace", "$D/s.json"], status: 2, message: "version",
             setup: ["s.json": #"{"version": 2, "name": "bad", "events": []}"#]),

        // Probe lines: the line and the field named, the run goes on, exit 2.
        Case(name: "probe subnormal containerSize", arguments: ["probe", "--behavior", "seed-v3"], status: 2,
             message: #"{"error": "line 1: containerSize must be at least 1 logical pixel a side"#,
             stdin: #"{"axes": "horizontal", "containerSize": [390, 5e-324], "contentSize": [7800, 844], "originalOffset": [780, 0], "proposedOffset": [950, 0], "velocity": [420, 0]}"# + "\n"),
        Case(name: "probe half-pixel containerSize", arguments: ["probe", "--behavior", "paging"], status: 2,
             message: "line 1: containerSize must be at least 1 logical pixel a side",
             stdin: #"{"axes": "horizontal", "containerSize": [0.5, 844], "contentSize": [7800, 844], "originalOffset": [0, 0], "proposedOffset": [0, 0], "velocity": [0, 0]}"# + "\n"),
        Case(name: "probe malformed line 2", arguments: ["probe", "--behavior", "paging"], status: 2, message: "line 2: malformed JSON",
             stdin: "\n{\n"),
        Case(name: "probe NaN literal", arguments: ["probe", "--behavior", "paging"], status: 2, message: "line 1: malformed JSON",
             stdin: #"{"axes": "horizontal", "containerSize": [NaN, 844]}"# + "\n"),
        Case(name: "probe huge offset", arguments: ["probe", "--behavior", "paging"], status: 2,
             message: "line 1: proposedOffset[0] must be within ±1000000000",
             stdin: #"{"axes": "horizontal", "containerSize": [390, 844], "contentSize": [7800, 844], "originalOffset": [0, 0], "proposedOffset": [1e300, 0], "velocity": [0, 0]}"# + "\n"),
    ]

    @Test func theCatalogueHasAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func badInput(_ bad: Case) throws {
        let dir = NSTemporaryDirectory() + "sk-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, contents) in bad.setup {
            let path = dir + "/" + name
            if contents.hasPrefix("->") {
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: String(contents.dropFirst(2)))
            } else if contents == "/" {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            } else if contents == "|" {
                #expect(mkfifo(path, 0o644) == 0)
            } else {
                try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        let before = Self.listing(dir)
        let arguments = bad.arguments.map { $0.replacingOccurrences(of: "$D", with: dir) }
        let message = bad.message.replacingOccurrences(of: "$D", with: dir)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":9999"   // `run` cases must fail on their options, never open a window
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        let result: Tools.Result
        if let stdoutPath = bad.stdoutPath {
            let errPath = dir + ".err"
            defer { try? FileManager.default.removeItem(atPath: errPath) }
            var inPath: String?
            if let stdin = bad.stdin {
                inPath = dir + ".in"
                try Data(stdin.utf8).write(to: URL(fileURLWithPath: inPath!))
            }
            defer { if let inPath { try? FileManager.default.removeItem(atPath: inPath) } }
            let child = try Tools.spawn(Tools.playground, arguments, environment: environment, stdinPath: inPath,
                                        stdoutPath: stdoutPath, stderrPath: errPath)
            let status = child.wait(timeout: 60)
            let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            result = Tools.Result(status: status, stdout: "", stderr: stderr, seconds: 0)
        } else {
            result = try Tools.run(Tools.playground, arguments, environment: environment, stdin: bad.stdin)
        }
        #expect(result.status == bad.status, "\(bad.name): status \(result.status)\n\(result.stderr)")
        #expect(result.stderr.contains(message) || result.stdout.contains(message),
                "\(bad.name): expected the message to contain «\(message)»\nstderr: \(result.stderr)\nstdout: \(result.stdout.prefix(400))")
        var after = Self.listing(dir)
        if bad.name.hasPrefix("record summary") { after.removeAll { $0 == "ok.png" } }  // written; only stdout failed
        #expect(after == before, "\(bad.name): nothing half-written remains")
        #expect(!after.contains { $0.contains(".tmp-") })
        if let target = bad.setup.first(where: { $0.value.hasPrefix("->") }) {
            var info = stat()
            #expect(lstat(dir + "/" + target.key, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        }
    }

    /// Every entry under `dir`, hidden ones included, recursively.
    static func listing(_ dir: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: dir) else { return [] }
        return (walker.allObjects as? [String] ?? []).sorted()
    }

    /// The trace's hue is documented in [0, 1): a hue just below 1 must not round up to 1.
    @Test func huePrintsBelowOne() {
        var record = ScrollEngine(
            configuration: ScrollConfiguration(axes: .vertical),
            layout: StackLayout(axis: .vertical, itemCount: 10, itemLength: 60, containerSize: Size(width: 390, height: 844)),
            containerSize: Size(width: 390, height: 844), behavior: FreeScrollTargetBehavior()).lastRecord
        for hue in [0.99996, 0.99995, 0.999999999, RainbowHue.hue(forOffset: 3499.9)] {
            record.hue = hue
            #expect(record.traceLine.contains("\"hue\": 0.9999,"), "\(hue)")
        }
        record.hue = 0.12345
        #expect(record.traceLine.contains("\"hue\": 0.1235,"))
        #expect(TraceNumber.belowOne(0.5) == 0.5)
    }

    /// A closed pipe ends `trace` quietly: no message, and it stops early.
    @Test func closedPipeEndsQuietly() throws {
        let result = try Tools.run("/bin/sh", ["-c", "'\(Tools.playground)' trace fling-one-page --until 600 | head -c 100 > /dev/null; echo \"status ${PIPESTATUS:-}\""])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.seconds < Tools.stretched(30), "stops when the reader is gone")
    }

    /// A scenario of 2,000 drags, each 60 s long (a 128 KB file that once asked for 5.9 GB).
    static let manyLongDrags: String = {
        let drags = (0..<2000).map { i in
            #"{"at": \#(Double(i) * 0.25), "drag": {"from": [300, 400], "to": [100, 400], "duration": 60, "hold": 0}}"#
        }
        return #"{"version": 1, "name": "drags", "preset": "pages", "events": ["# + drags.joined(separator: ", ") + "]}"
    }()
}
