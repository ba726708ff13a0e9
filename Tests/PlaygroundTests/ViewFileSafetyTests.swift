import Foundation
import Testing
@testable import UserCodeHost
import ScrollKitCore
import PlaygroundTestSupport

/// A user's view that breaks, hangs, pries or lives long, headless
/// (`trace`, `record`, `qa`, `run --capture`) against the real sandboxed
/// host: each fails safely and says why, and every capture replays
/// (docs/view-files.md, "What a view can see, its limits, and when it
/// breaks"). The window's side is `ViewFileSafetyWindowSmokeTests`.
@Suite(.serialized) struct ViewFileSafetyTests {
    static func hostile(_ name: String) -> String { "\(ViewFileTests.fixtures)/hostile/\(name)" }
    static func environment() -> [String: String] { ViewFileTests.environment() }

    static func trace(_ arguments: [String], environment: [String: String] = environment()) throws -> Tools.Result {
        try Tools.run(Tools.playground, ["trace"] + arguments, environment: environment, timeout: 180)
    }

    // MARK: What a view can see

    @Test func aViewReadsNeitherShadowNorARootOnlyFile() throws {
        // Beside the build products (the project): a file only its owner may read.
        let secret = URL(fileURLWithPath: Tools.playground).deletingLastPathComponent()
            .appendingPathComponent("root-only-\(UUID().uuidString)").path
        try "hunter2-secret".write(toFile: secret, atomically: true, encoding: .utf8)
        chmod(secret, 0o600)
        defer { try? FileManager.default.removeItem(atPath: secret) }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        let view = #"\#(Self.hostile("Reads.swift"))=Reads(paths: ["/etc/shadow", "\#(secret)", "\#(home)/.bashrc"])"#
        let result = try Self.trace(["fling-one-page", "--view-file", view])
        #expect(result.status == 0, "\(result.stderr)")
        // What it got is in the trace's view events and on stderr: never a file's bytes.
        #expect(result.stdout.contains("Reads.seen"), "\(result.stdout.prefix(2000))")
        #expect(!result.stdout.contains("READ") && !result.stderr.contains("READ"), "\(result.stderr)")
        #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
        if case .bubblewrap = SandboxedProcess.mode {
            #expect(result.stderr.contains("/etc/shadow: cannot read (No such file or directory)"), "\(result.stderr)")
            #expect(result.stderr.contains("\(secret): cannot read (No such file or directory)"), "\(result.stderr)")
        }
    }

    @Test func theSandboxBindsNoProjectNoHomeNoEtc() {
        let arguments = SandboxedProcess.bubblewrapArguments(keeping: ["/opt/x/lib/libA.so", "/work/p/.build/debug/playground"])
        #expect(!arguments.contains("/etc") && !zip(arguments, arguments.dropFirst()).contains { $0 == ("--ro-bind", "/") })
        #expect(arguments.contains("/etc/ld.so.cache"))
        // Each needed file alone, not its folder.
        #expect(arguments.contains("/work/p/.build/debug/playground") == FileManager.default.fileExists(atPath: "/work/p/.build/debug/playground"))
        #expect(!arguments.contains("/work/p/.build/debug"))
        // The private /tmp comes before the bound files (a file under /tmp stays visible).
        let tmp = arguments.firstIndex(of: "--tmpfs")!
        #expect(arguments[tmp + 1] == "/tmp")
    }

    // MARK: When it breaks

    /// Each way a view breaks, headless: exit 2, and the message says the cause in words.
    @Test(arguments: [
        ("trap", "Fatal error: Index out of range"),
        ("overflow", "Fatal error: stack overflow"),
        ("memory", "--behavior-memory MB changes it"),
        ("abort", "SIGABRT"),
    ])
    func aViewThatBreaksSaysWhy(how: String, said: String) throws {
        let view = #"\#(Self.hostile("Breaks.swift"))=Breaks(how: "\#(how)")"#
        let result = try Self.trace(["fling-one-page", "--view-file", view])
        #expect(result.status == 2, "\(how): \(result.stderr)")
        #expect(result.stderr.contains("the view Breaks"), "\(how): \(result.stderr)")
        #expect(result.stderr.contains(said), "\(how): \(result.stderr)")
    }

    @Test func aMemoryExhaustedViewNamesTheLimit() throws {
        let view = #"\#(Self.hostile("Breaks.swift"))=Breaks(how: "memory")"#
        let result = try Self.trace(["fling-one-page", "--view-file", view, "--behavior-memory", "300"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("(the memory limit of a behavior is 300 MB: --behavior-memory MB changes it)"), "\(result.stderr)")
    }

    // MARK: SwiftUI's lifetimes

    static func count(_ line: String, in text: String) -> Int {
        text.components(separatedBy: "\n").filter { $0.hasSuffix(line) }.count
    }

    @Test func initOnAppearAndTaskRunOncePerRun() throws {
        let traced = try Self.trace(["fling-one-page", "--view-file", Self.hostile("Lifetimes.swift")])
        #expect(traced.status == 0, "\(traced.stderr)")
        for event in ["init", "onAppear", "task"] {
            #expect(Self.count("Lifetimes: \(event)", in: traced.stderr) == 1, "trace, \(event): \(traced.stderr)")
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lifetimes-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let recorded = try Tools.run(
            Tools.playground, ["record", "fling-one-page", "--view-file", Self.hostile("Lifetimes.swift"), "--out", out, "--at", "0.5"],
            environment: Self.environment(), timeout: 180)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        for event in ["init", "onAppear", "task"] {
            #expect(Self.count("Lifetimes: \(event)", in: recorded.stderr) == 1, "record, \(event): \(recorded.stderr)")
        }
    }

    // MARK: Small items

    @Test func aSymlinkLoopIsNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        symlink("\(dir)/b.swift", "\(dir)/a.swift")
        symlink("\(dir)/a.swift", "\(dir)/b.swift")
        let result = try Self.trace(["fling-one-page", "--behavior-file", "\(dir)/a.swift"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(dir)/a.swift: cannot read the file: too many levels of symbolic links"), "\(result.stderr)")
        let view = try Self.trace(["fling-one-page", "--view-file", "\(dir)/a.swift"])
        #expect(view.status == 2)
        #expect(view.stderr.contains("too many levels of symbolic links"), "\(view.stderr)")
    }

    @Test func aCaptureThatIsNotJSONIsRefusedAtTheStart() throws {
        let result = try Tools.run(Tools.playground, ["run", "--capture", "/tmp/c-\(UUID().uuidString).gif"], timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--capture"), "\(result.stderr)")
        #expect(result.stderr.contains("a capture is a scenario (JSON), not .gif"), "\(result.stderr)")
    }

    @Test(arguments: ["-", "/dev/stdout"])
    func qaWritesJUnitToStandardOutput(path: String) throws {
        let scenario = URL(fileURLWithPath: ViewFileTests.fixtures).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/scenarios/fling-one-page.json").path
        let result = try Tools.run(Tools.playground, ["qa", scenario, "--junit", path], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml"), "\(result.stdout.prefix(300))")
        #expect(result.stdout.contains("<testsuite"))
        // The table goes to stderr, out of the XML's way.
        #expect(result.stderr.contains("0 failed"), "\(result.stderr)")
    }

    // MARK: Captures

    @Test func aCaptureWithAViewFileReplays() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/h_ok.swift"
        try FileManager.default.copyItem(atPath: ViewFileTests.fixture("Carousel.swift"), toPath: file)
        let capture = "\(dir)/capture.json"
        let windowTrace = "\(dir)/window.jsonl"
        let server = try XvfbServer()
        defer { server.stop() }
        var environment = Self.environment()
        for (key, value) in server.environment { environment[key] = value }
        let run = try Tools.run(
            Tools.playground,
            ["run", "--view-file", file, "--replay", "fling-one-page", "--capture", capture, "--trace", windowTrace, "--exit-after", "3"],
            environment: environment, timeout: 180)
        #expect(run.status == 0, "\(run.stderr)")
        let scenario = try Scenario.load(path: capture)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(scenario.view == file)
        #expect(scenario.viewHash == CapturedBehaviorFiles.hash(of: text))

        let trace = try Self.trace([capture])
        #expect(trace.status == 0, "\(trace.stderr)")
        let named = try Self.trace([capture, "--view-file", file])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == trace.stdout)
        // Bit for bit as the window ran it: the window's own trace.
        #expect(trace.stdout == (try String(contentsOfFile: windowTrace, encoding: .utf8)))

        let qa = try Tools.run(Tools.playground, ["qa", capture], environment: Self.environment(), timeout: 180)
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
        let gif = "\(dir)/capture.gif"
        let record = try Tools.run(Tools.playground, ["record", capture, "--out", gif], environment: Self.environment(), timeout: 180)
        #expect(record.status == 0, "\(record.stderr)")

        // Changed since: replayed as it is now, with a warning.
        try (text + "\n// edited\n").write(toFile: file, atomically: true, encoding: .utf8)
        let changed = try Self.trace([capture])
        #expect(changed.status == 0)
        #expect(changed.stderr.contains("warning: \(file) changed since \(capture) was captured"), "\(changed.stderr)")
    }

    // MARK: The compiler dies with its parent

    /// The processes whose command line mentions `text`.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line.prefix(120))" : nil
        }
    }

    @Test func killingThePlaygroundDuringACompileLeavesNoCompiler() throws {
        guard case .bubblewrap = SandboxedProcess.mode else { return }
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var environment = Self.environment()
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = cache
        let child = try Tools.spawn(
            Tools.playground, ["trace", "fling-one-page", "--view-file", ViewFileTests.fixture("Carousel.swift")], environment: environment)
        // Wait until the compiler runs (its command line names the cache), then kill -9.
        let deadline = Date().addingTimeInterval(Tools.stretched(60))
        while Self.processes(mentioning: cache).filter({ $0.contains("swift-frontend") }).isEmpty, Date() < deadline { usleep(50_000) }
        #expect(!Self.processes(mentioning: cache).isEmpty, "the compiler never started")
        kill(child.pid, SIGKILL)
        child.wait(timeout: 5)
        Thread.sleep(forTimeInterval: 1)
        #expect(Self.processes(mentioning: cache).isEmpty, "\(Self.processes(mentioning: cache))")
    }
}
