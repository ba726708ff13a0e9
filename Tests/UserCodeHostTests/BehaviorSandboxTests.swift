import Foundation
import Testing
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore
import PlaygroundTestSupport

/// The sandbox a behavior file runs in, tried from outside: each hostile
/// behavior in Tests/BehaviorFiles/hostile runs through `playground probe`
/// (the real host, sandboxed as on this machine) and must be contained
/// while the playground keeps running and says what happened
/// (docs/behavior-files.md, "Sandbox").
@Suite struct BehaviorSandboxTests {
    static func hostile(_ name: String) -> String { BehaviorFileFixtures.fixture("hostile/\(name)") }

    static var bubblewrap: Bool {
        if case .bubblewrap = SandboxedProcess.mode { return true }
        return false
    }

    /// A probe request with the given original x and velocity.
    static func request(x: Double = 0, dx: Double = 0, dy: Double = 0) -> String {
        "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [\(x), 0], \"proposedOffset\": [\(x), 0], \"velocity\": [\(dx), \(dy)]}\n"
    }

    static func probe(_ file: String, _ stdin: String, environment extra: [String: String] = [:]) throws -> Tools.Result {
        var environment = BehaviorFileFixtures.environment()
        for (key, value) in extra { environment[key] = value }
        return try Tools.run(Tools.playground, ["probe", "--behavior-file", hostile(file)], environment: environment, stdin: stdin, timeout: 120)
    }

    /// The x of every `{"offset": [x, y]}` line.
    static func answers(_ stdout: String) -> [Double] {
        stdout.split(separator: "\n").compactMap { line in
            guard let value = try? JSONParser.parse(String(line)), let offset = value["offset"]?.array else { return nil }
            return offset.first?.number
        }
    }

    @Test func anEnvironmentVariableIsNotVisible() throws {
        let result = try Self.probe("reads-environment.swift", Self.request(), environment: ["SCROLLKIT_TEST_SECRET": "hunter2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.answers(result.stdout) == [0], "the secret's length would be 7")
        // What it printed is shown, prefixed with the file.
        #expect(result.stderr.contains("reads-environment.swift: environment variables seen: "))
        #expect(result.stderr.contains("secret: none"))
        #expect(!result.stderr.contains("hunter2"))
    }

    @Test func aFileOutsideItsTemporaryFolderIsNotWritten() throws {
        // Beside the build products: not a temporary folder, writable by the user.
        let target = URL(fileURLWithPath: Tools.playground).deletingLastPathComponent().appendingPathComponent("hostile-write-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: target) }
        // The behavior cannot read SCROLLKIT_TEST_WRITE (empty environment),
        // so it falls back to /var/tmp; neither may appear.
        try? FileManager.default.removeItem(atPath: "/var/tmp/scrollkit-hostile-write")
        let result = try Self.probe("writes-outside.swift", Self.request(), environment: ["SCROLLKIT_TEST_WRITE": target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
        if Self.bubblewrap {
            #expect(Self.answers(result.stdout) == [0])
            #expect(!FileManager.default.fileExists(atPath: "/var/tmp/scrollkit-hostile-write"))
            // Not even there: /var is not in the sandbox at all.
            #expect(result.stderr.contains("writes-outside.swift: cannot write /var/tmp/scrollkit-hostile-write: No such file or directory"), "\(result.stderr)")
        } else {
            // Without bubblewrap the file system is not isolated, and the playground says so.
            try? FileManager.default.removeItem(atPath: "/var/tmp/scrollkit-hostile-write")
            #expect(result.stderr.contains("NOT in force: file-system isolation"))
        }
    }

    @Test func aConnectionToLoopbackIsRefused() throws {
        // A listener on 127.0.0.1 only, on a port the kernel picks.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        try #require(bound)
        let port = Double(UInt16(bigEndian: address.sin_port))
        let result = try Self.probe("connects.swift", Self.request(dy: port))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.answers(result.stdout) == [-1], "no socket at all (1 would be a connection)")
        #expect(result.stderr.contains("connects.swift: socket: Operation not permitted"))
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 0) == 0, "nothing connected to the listener")
    }

    @Test func aChildProcessIsNotStartedAndNothingOutlivesTheHost() throws {
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", Self.hostile("forks.swift")],
            environment: BehaviorFileFixtures.environment().merging(["SCROLLKIT_BEHAVIOR_CACHE": cache]) { $1 },
            stdin: Self.request(), timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.answers(result.stdout) == [-1])
        #expect(result.stderr.contains("forks.swift: fork: Operation not permitted"))
        #expect(Self.survivors(mentioning: cache).isEmpty, "a process of this behavior outlived the playground")
    }

    @Test func unboundedAllocationStopsAtTheMemoryLimit() throws {
        let result = try Self.probe("allocates.swift", Self.request(), environment: ["SCROLLKIT_BEHAVIOR_MEMORY": "256"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("allocates.swift: AllocatesBehavior.updateTarget crashed"))
        // 64 MB blocks: at most 3 fit in 256 MB of address space beside the host itself.
        let reached = result.stderr.firstMatch(of: /out of memory after (\d+) MB/).flatMap { Int($0.1) }
        #expect(reached != nil && reached! < 256, "\(result.stderr.suffix(400))")
        #expect(result.seconds < Tools.stretched(30))
    }

    @Test func theMemoryOptionWinsOverTheVariableAndTheMessageNamesTheLimit() throws {
        // The variable alone would allow 4 GB; the option's 128 MB applies.
        var environment = BehaviorFileFixtures.environment()
        environment["SCROLLKIT_BEHAVIOR_MEMORY"] = "4096"
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", Self.hostile("allocates.swift"), "--behavior-memory", "128"],
            environment: environment, stdin: Self.request(), timeout: 120)
        #expect(result.status == 2)
        // 128 MB is near what the host itself needs: the behavior is stopped
        // either on its first 64 MB block or while its library loads; both
        // messages name the file and the limit.
        let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("Error: "), "\(last)")
        #expect(last.contains("\(Self.hostile("allocates.swift")): "), "\(last)")
        #expect(last.hasSuffix("(the memory limit of a behavior is 128 MB: --behavior-memory MB changes it)"), "\(last)")
        if let reached = last.firstMatch(of: /out of memory after (\d+) MB/).flatMap({ Int($0.1) }) {
            #expect(reached < 128)
        }
        #expect(result.seconds < Tools.stretched(30))
    }

    @Test func limitOptionsOutOfRangeAreUsageErrorsNamingTheOption() throws {
        let cases: [([String], String)] = [
            (["probe", "--behavior-memory", "12"], "Error: --behavior-memory must be a whole number of MB from 64 to 65536 (got 12)"),
            (["run", "--behavior-memory", "70000"], "Error: --behavior-memory must be a whole number of MB from 64 to 65536 (got 70000)"),
            (["trace", "nothing.json", "--behavior-cpu", "0"], "Error: --behavior-cpu must be a whole number of seconds from 1 to 86400 (got 0)"),
            (["qa", "nothing.json", "--behavior-cpu", "100000"], "Error: --behavior-cpu must be a whole number of seconds from 1 to 86400 (got 100000)"),
            (["record", "--behavior-memory", "lots"], "Error: The value 'lots' is invalid for '--behavior-memory <MB>'"),
        ]
        for (arguments, message) in cases {
            let result = try Tools.run(Tools.playground, arguments, environment: BehaviorFileFixtures.environment(), stdin: "", timeout: 60)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr.prefix(300))")
        }
    }

    @Test func everyCommandWithBehaviorFilesShowsTheLimitOptionsAndTheExpressionInItsHelp() throws {
        for command in ["run", "record", "trace", "qa", "probe"] {
            let result = try Tools.run(Tools.playground, [command, "--help"], environment: BehaviorFileFixtures.environment(), stdin: "", timeout: 60)
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout.contains("--behavior-memory <MB>"), "\(command)")
            #expect(result.stdout.contains("--behavior-cpu <SECONDS>"), "\(command)")
            #expect(result.stdout.contains("--behavior-file <file.swift[=EXPR]>"), "\(command)")
            // Help wraps its lines: compare the words.
            let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("FILE.swift=EXPR constructs it as an app does: 'snap.swift=SnapScrollBehavior(step: 10)'"), "\(command)")
        }
    }

    @Test func aFailureFromALimitNamesTheLimitAndItsOption() {
        var limits = BehaviorLimits(environment: [:])
        limits.memoryMB = 300
        limits.cpuSeconds = 7
        #expect(HostedScrollTargetBehavior.limitHint(for: "x: Fatal error: Could not allocate memory.", limits: limits)
            == " (the memory limit of a behavior is 300 MB: --behavior-memory MB changes it)")
        #expect(HostedScrollTargetBehavior.limitHint(for: "cannot load x.so: failed to map segment from shared object", limits: limits)
            == " (the memory limit of a behavior is 300 MB: --behavior-memory MB changes it)")
        #expect(HostedScrollTargetBehavior.limitHint(for: "the host was killed by signal 24 (SIGXCPU: the CPU-time limit)", limits: limits)
            == " (the CPU-time limit of a behavior is 7 s: --behavior-cpu SECONDS changes it)")
        #expect(HostedScrollTargetBehavior.limitHint(for: "Fatal error: Index out of range", limits: limits) == "")
    }

    @Test func printingDoesNotCorruptTheAnswers() throws {
        let requests = (0..<300).map { Self.request(x: Double($0 % 10) * 390, dx: 100) }.joined()
        let result = try Self.probe("prints.swift", requests)
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        let expected = (0..<300).map { Double($0 % 10) * 390 + 390 }
        #expect(Self.answers(result.stdout) == expected)
        let echoed = result.stderr.split(separator: "\n").filter { $0.hasPrefix("\(Self.hostile("prints.swift")): ") }
        #expect(echoed.count == 900)
        #expect(echoed.first == "\(Self.hostile("prints.swift")): updateTarget from 0.0")
    }

    @Test func floodingStderrDoesNotBlockTheHost() throws {
        let requests = (0..<300).map { Self.request(x: Double($0 % 10) * 390, dx: 100) }.joined()
        let result = try Self.probe("floods-stderr.swift", requests)
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        #expect(Self.answers(result.stdout).count == 300)
        let echoed = result.stderr.split(separator: "\n").filter { $0.hasPrefix("\(Self.hostile("floods-stderr.swift")): x") }
        #expect(echoed.count == 1200, "4 lines of 1 KB per call")
        #expect(echoed.allSatisfy { $0.hasSuffix(String(repeating: "x", count: 1023)) }, "whole lines")
        #expect(result.seconds < Tools.stretched(30))
    }

    @Test func aThreadLeftSpinningIsStoppedByTheCPULimit() throws {
        let result = try Self.probe(
            "spins.swift", Self.request(),
            environment: ["SCROLLKIT_BEHAVIOR_CPU": "1", "SCROLLKIT_BEHAVIOR_TIMEOUT": "30"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("spins.swift: SpinsBehavior.updateTarget crashed: the host was killed by signal 24 (SIGXCPU: the CPU-time limit)"), "\(result.stderr)")
    }

    @Test func aLongSessionKeepsItsHost() throws {
        // A shortened clock: a 1 s budget, calls of 0.2 CPU-s every 0.5 s of
        // wall time (the rate of a busy session, many times an ordinary
        // one's): 2.4 CPU-s in all, which a lifetime budget of 1 s would end
        // at the fifth call.
        let result = try Self.probe(
            "burns.swift", String(repeating: Self.request(), count: 12),
            environment: ["SCROLLKIT_BEHAVIOR_CPU": "1", "SCROLLKIT_BEHAVIOR_TIMEOUT": "30"])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        #expect(Self.answers(result.stdout).count == 12)
    }

    @Test func theCPUBudgetGrowsWithWallTimeNotWithCalls() {
        var limits = BehaviorLimits(environment: [:])
        limits.cpuSeconds = 30
        let budget = HostCPUBudget(pid: 0, limits: limits, now: 100)
        #expect(budget.limit(at: 100) == 30)
        // An hour at rest or scrolling (about 0.03 CPU-s a second: some 100 CPU-s) stays far inside.
        #expect(budget.limit(at: 100 + 3600) == 30 + 1800)
        // A thread spinning a whole core reaches it after 60 s.
        #expect(budget.limit(at: 160) == 60)
    }

    @Test func theCPUOptionWinsOverTheVariableAndTheMessageNamesTheLimit() throws {
        var environment = BehaviorFileFixtures.environment()
        environment["SCROLLKIT_BEHAVIOR_CPU"] = "600"
        environment["SCROLLKIT_BEHAVIOR_TIMEOUT"] = "30"
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", Self.hostile("spins.swift"), "--behavior-cpu", "1"],
            environment: environment, stdin: Self.request(), timeout: 120)
        #expect(result.status == 2)
        #expect(result.stderr.contains(
            "spins.swift: SpinsBehavior.updateTarget crashed: the host was killed by signal 24 (SIGXCPU: the CPU-time limit) (the CPU-time limit of a behavior is 1 s: --behavior-cpu SECONDS changes it)"),
            "\(result.stderr.suffix(400))")
        #expect(result.seconds < Tools.stretched(30), "the variable's 600 s did not apply")
    }

    /// Pids whose command line mentions `text` after up to `grace` seconds
    /// (a killed compiler takes a moment to release a large memory).
    static func survivors(mentioning text: String, grace: Double = 5) -> [Int32] {
        let deadline = Date().addingTimeInterval(Tools.stretched(grace))
        var left = processes(mentioning: text)
        while !left.isEmpty, Date() < deadline {
            usleep(50_000)
            left = processes(mentioning: text)
        }
        return left
    }

    /// Pids whose command line mentions `text`.
    static func processes(mentioning text: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(text)
        }
    }

    /// A behavior file that takes the compiler a while (thousands of functions).
    static func slowFile(in dir: String) throws -> String {
        let file = "\(dir)/slow.swift"
        var text = "import ScrollKitUI\n\nstruct SlowBehavior: ScrollTargetBehavior {\n  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}\n}\n"
        for i in 0..<4000 {
            text += "func helper\(i)(_ x: CGFloat) -> CGFloat { let a = [x, x * 2, x / 3].map { $0 + \(i) }; return a.reduce(0, +) }\n"
        }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func ctrlCDuringACompileLeavesNoCompilerAndNoBuildFolder() throws {
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let file = try Self.slowFile(in: cache)
        var environment = BehaviorFileFixtures.environment()
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = "\(cache)/c"
        let child = try Tools.spawn(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: environment)
        // Wait for the build folder and its compiler.
        let deadline = Date().addingTimeInterval(Tools.stretched(60))
        var building: [String] = []
        while Date() < deadline {
            building = ((try? FileManager.default.contentsOfDirectory(atPath: "\(cache)/c")) ?? []).filter { $0.hasPrefix(".build-") }
            if !building.isEmpty, !Self.processes(mentioning: "\(cache)/c/.build-").isEmpty { break }
            usleep(20_000)
        }
        try #require(!building.isEmpty, "the compile did not start")
        usleep(300_000)
        kill(child.pid, SIGINT)
        let status = child.wait(timeout: 30)
        #expect(status == 130)
        #expect(Self.survivors(mentioning: "\(cache)/c/.build-").isEmpty, "a compiler outlived the playground")
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: "\(cache)/c")) ?? []).filter { $0.hasPrefix(".build-") }
        #expect(left.isEmpty, "build folders left: \(left)")
    }

    /// `trace` with `slowFile` and `extra` environment in a fresh cache:
    /// the result and the build folders left in that cache.
    static func compileSlowly(_ extra: [String: String]) throws -> (result: Tools.Result, left: [String], cache: String) {
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let file = try slowFile(in: cache)
        var environment = BehaviorFileFixtures.environment()
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = "\(cache)/c"
        for (key, value) in extra { environment[key] = value }
        let result = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: environment, timeout: 600)
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: "\(cache)/c")) ?? []).filter { $0.hasPrefix(".build-") }
        return (result, left, cache)
    }

    @Test func aCompileOverTheTimeLimitIsStopped() throws {
        let (result, left, cache) = try Self.compileSlowly(["SCROLLKIT_COMPILE_TIMEOUT": "1"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("slow.swift: the compiler took longer than 1 s and was stopped"))
        #expect(result.seconds < Tools.stretched(15))
        #expect(Self.survivors(mentioning: "\(cache)/c/.build-").isEmpty)
        #expect(left.isEmpty)
    }

    @Test func aCompileOverTheMemoryLimitIsStopped() throws {
        // The time limit is not what is tested: on a loaded machine the compiler
        // reaches 256 MB slowly, and the default 120 s must not stop it first.
        let (result, left, _) = try Self.compileSlowly(["SCROLLKIT_COMPILE_MEMORY": "256", "SCROLLKIT_COMPILE_TIMEOUT": "\(Int(Tools.stretched(600)))"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("slow.swift: the compiler ran out of memory at its limit of 256 MB per process"), "\(result.stderr.prefix(600))")
        #expect(left.isEmpty)
    }

    @Test func aHostStartedFromAThreadThatEndsKeepsRunning() throws {
        // The window starts a reloaded version on a thread of its own, which ends.
        nonisolated(unsafe) var hosted: HostedScrollTargetBehavior?
        let loader = try BehaviorFileFixtures.loader()
        let thread = Thread { hosted = try? loader.load(BehaviorFileFixtures.fixture("seed-004-v3.swift")) }
        thread.start()
        while !thread.isFinished { usleep(10_000) }
        usleep(300_000)
        let behavior = try #require(hosted)
        defer { behavior.stop() }
        let request = ProbeRequest(
            axes: .horizontal, containerSize: Size(width: 390, height: 844), contentSize: Size(width: 7800, height: 844),
            originalOffset: Point(x: 780, y: 0), proposedOffset: Point(x: 950, y: 0), velocity: Vector(dx: 420, dy: 0))
        #expect(request.answer(behavior) == Point(x: 1170, y: 0))
        #expect(behavior.failure == nil)
    }

    @Test func staleBuildFoldersAreSwept() throws {
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let fm = FileManager.default
        // A dead pid (pid_max is at most 2^22), a live one that is old, a live fresh one (kept).
        let dead = ".build-0123456789abcdef-\(1 << 23)-1"
        let old = ".build-0123456789abcdef-\(getppid())-2"
        let fresh = ".build-0123456789abcdef-\(getppid())-3"
        for name in [dead, old, fresh] { try fm.createDirectory(atPath: "\(cache)/\(name)", withIntermediateDirectories: true) }
        try fm.setAttributes([.modificationDate: Date().addingTimeInterval(-CompilerRegistry.staleSeconds - 60)], ofItemAtPath: "\(cache)/\(old)")
        let swept = CompilerRegistry.sweepStale(in: cache)
        #expect(Set(swept) == [dead, old])
        #expect(fm.fileExists(atPath: "\(cache)/\(fresh)"))
    }

    @Test func aChangedLibraryInTheCacheIsRebuilt() throws {
        let cache = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let file = "\(cache)/copy.swift"
        try FileManager.default.copyItem(atPath: BehaviorFileFixtures.fixture("seed-004-v1.swift"), toPath: file)
        let loader = try BehaviorFileFixtures.loader(cache: cache)
        let first = try loader.compile(file)
        #expect(!first.wasCached)
        let recorded = try String(contentsOfFile: "\((first.libraryPath as NSString).deletingLastPathComponent)/behavior.so.hash", encoding: .utf8)
        #expect(recorded.trimmingCharacters(in: .whitespacesAndNewlines).count == 16)
        #expect(try loader.compile(file).wasCached)
        // Someone changes the library: the hash no longer matches, so it is built again.
        let handle = try #require(FileHandle(forWritingAtPath: first.libraryPath))
        handle.seekToEndOfFile()
        handle.write(Data([0x90]))
        handle.closeFile()
        let again = try loader.compile(file)
        #expect(!again.wasCached)
        #expect(BehaviorCompiler.libraryIsIntact(in: (again.libraryPath as NSString).deletingLastPathComponent))
    }

    @Test func theCacheFolderIsPrivateAndNeverShared() throws {
        let base = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: base) }
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_HOST"] = Tools.playground
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = nil
        environment["HOME"] = nil
        environment["XDG_CACHE_HOME"] = "\(base)/xdg"
        let toolchain = try BehaviorToolchain.locate(for: "test", environment: environment)
        #expect(toolchain.cacheDirectory == "\(base)/xdg/scrollkit-playground/behaviors")
        try toolchain.prepareCacheDirectory(for: "test")
        let mode = try FileManager.default.attributesOfItem(atPath: toolchain.cacheDirectory)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        // Without HOME and XDG_CACHE_HOME: the account's home, never a temporary folder.
        environment["XDG_CACHE_HOME"] = nil
        let fallback = try BehaviorToolchain.locate(for: "test", environment: environment)
        #expect(!fallback.cacheDirectory.hasPrefix("/tmp"))
        #expect(fallback.cacheDirectory.hasSuffix("/.cache/scrollkit-playground/behaviors"))
        // A folder others can write is refused.
        let shared = "\(base)/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        chmod(shared, 0o777)
        var unsafe = toolchain
        unsafe.cacheDirectory = shared
        #expect {
            try unsafe.prepareCacheDirectory(for: "x.swift")
        } throws: { error in
            (error as? BehaviorFileError)?.description.contains("refusing the behavior cache \(shared): it can be written by others (mode 777)") == true
        }
    }

    @Test func limitsComeFromTheEnvironment() {
        let limits = BehaviorLimits(environment: ["SCROLLKIT_BEHAVIOR_MEMORY": "1024", "SCROLLKIT_COMPILE_TIMEOUT": "abc"])
        #expect(limits.memoryMB == 1024)
        #expect(limits.compileSeconds == 120)
        #expect(limits.warnings == ["ignoring SCROLLKIT_COMPILE_TIMEOUT=abc: not a whole number of seconds from 1 to 3600 (using 120)"])
        #expect(BehaviorLimits(environment: [:]) == BehaviorLimits(environment: ["SCROLLKIT_BEHAVIOR_CPU": "30"]))
    }
}
