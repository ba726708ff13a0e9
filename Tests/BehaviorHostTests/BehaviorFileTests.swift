import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundBench
@testable import PlaygroundRecording
@testable import BehaviorHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore

/// `--behavior-file`: user behaviors compiled against ScrollKitUI, cached,
/// and run in a host process (docs/behavior-files.md). The fixtures are in
/// Tests/BehaviorFiles (seed 004's three behaviors copied from the article).
@Suite struct BehaviorFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BehaviorFiles").path

    static func fixture(_ name: String) -> String { "\(fixtures)/\(name)" }

    /// A fresh cache directory, so each test sees its own compiles.
    static func freshCache() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("behavior-cache-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A cache shared by the tests that only need the seed files compiled once.
    static let sharedCache = freshCache()

    static func loader(cache: String = sharedCache, callTimeout: Double = 2) throws -> BehaviorFileLoader {
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = cache
        environment["SCROLLKIT_BEHAVIOR_HOST"] = Tools.playground
        var loader = BehaviorFileLoader(toolchain: try BehaviorToolchain.locate(for: "test", environment: environment))
        loader.callTimeout = callTimeout
        return loader
    }

    /// A deterministic generator (SplitMix64), so a failure names a reproducible case.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    /// Random horizontal contexts (the article's code reads x and width
    /// only), with the edge cases the three versions branch on: content
    /// shorter than the container, offsets on page multiples, proposed ==
    /// original, zero velocity, starts and ends outside the valid range.
    static func randomRequests(count: Int, seed: UInt64) -> [ProbeRequest] {
        var rng = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let width = [390.0, 844, 320, 1000, Double.random(in: 50...1200, using: &rng).rounded()].randomElement(using: &rng)!
            let pages = [0.5, 1, 3, 10.0 / 3, 20, Double.random(in: 0...30, using: &rng)].randomElement(using: &rng)!
            let content = (width * pages).rounded()
            let maxOffset = max(content - width, 0)
            func offset() -> Double {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: return (Double(Int.random(in: 0...max(Int(pages), 1), using: &rng)) * width)
                case 1: return Double.random(in: -width...(maxOffset + width), using: &rng)
                case 2: return Double.random(in: 0...max(maxOffset, 1), using: &rng).rounded()
                default: return [0, maxOffset, maxOffset * 0.95, width * 0.05, width / 3].randomElement(using: &rng)!
                }
            }
            let original = offset()
            let proposed = Int.random(in: 0..<8, using: &rng) == 0 ? original : offset()
            let vx = [0, Double.random(in: -6000...6000, using: &rng), 420, -420].randomElement(using: &rng)!
            return ProbeRequest(
                axes: .horizontal, containerSize: Size(width: width, height: 844),
                contentSize: Size(width: content, height: 844), originalOffset: Point(x: original, y: 0),
                proposedOffset: Point(x: proposed, y: 0), velocity: Vector(dx: vx, dy: 0))
        }
    }

    @Test(arguments: [(1, "seed-v1"), (2, "seed-v2"), (3, "seed-v3")])
    func seedFilesGiveTheBuiltInTargets(version: Int, builtIn: String) throws {
        let hosted = try Self.loader().load(Self.fixture("seed-004-v\(version).swift"))
        defer { hosted.stop() }
        let reference = try #require(BehaviorCatalog.behavior(named: builtIn))
        let requests = Self.randomRequests(count: 3000, seed: UInt64(version) * 7919)
        var mismatches: [String] = []
        for (i, request) in requests.enumerated() {
            let expected = request.answer(reference)
            let got = request.answer(hosted)
            if !(expected == got || (expected.x.isNaN && got.x.isNaN)) {
                mismatches.append("#\(i) \(request): expected \(expected), got \(got)")
            }
        }
        #expect(hosted.failure == nil)
        #expect(hosted.callCount == requests.count)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(requests.count) differ; first: \(mismatches.prefix(3))")
        #expect(hosted.compiled.typeName == "CustomHorizontalPagingBehavior")
    }

    @Test func compileErrorNamesFileLineAndColumn() throws {
        let file = Self.fixture("does-not-compile.swift")
        #expect {
            _ = try Self.loader().compile(file)
        } throws: { error in
            guard let error = error as? BehaviorFileError, error.kind == .compile else { return false }
            let first = error.diagnostics.first { $0.severity == .error }
            return first?.file == file && first?.line == 6 && first?.column == 28
                && first?.message.contains("widht") == true
                && error.description.contains("\(file):6:28: error: cannot find 'widht' in scope")
        }
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", file], environment: Self.environment(),
            stdin: "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [100, 0], \"velocity\": [0, 0]}\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("does-not-compile.swift:6:28: error: cannot find 'widht' in scope"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aTypeWithoutInitIsExplained() throws {
        let dir = Self.freshCache()
        let file = "\(dir)/needs-width.swift"
        try """
            import ScrollKitUI
            struct Snap: ScrollTargetBehavior {
              let width: CGFloat
              func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try Self.loader(cache: dir).compile(file)
        } throws: { error in
            let text = (error as? BehaviorFileError)?.description ?? ""
            return text.contains("Snap() does not compile: missing argument for parameter 'width' in call")
                && text.contains("--behavior-file '\(file)=Snap(width: 1)'")
        }
    }

    @Test func aTrapFallsBackToFreeScrollingAndSaysSo() throws {
        let hosted = try Self.loader().load(Self.fixture("traps.swift"))
        let request = Self.randomRequests(count: 1, seed: 1)[0]
        let start = Date()
        let answer = request.answer(hosted)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(answer == request.proposedOffset, "free scrolling: the target is left where it was")
        let failure = try #require(hosted.failure)
        #expect(failure.kind == .host)
        #expect(failure.description.contains("traps.swift: TrappingBehavior.updateTarget crashed"))
        #expect(failure.description.contains("Fatal error: Index out of range"))
        // Later calls do not restart it: still free scrolling.
        #expect(request.answer(hosted) == request.proposedOffset)
    }

    @Test func anEndlessLoopIsKilledWithinTheTimeLimit() throws {
        let hosted = try Self.loader(callTimeout: 0.5).load(Self.fixture("loops.swift"))
        let request = Self.randomRequests(count: 1, seed: 2)[0]
        let start = Date()
        let answer = request.answer(hosted)
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed >= 0.5 && elapsed < 3, "killed after the 0.5 s limit, took \(elapsed) s")
        #expect(answer == request.proposedOffset)
        #expect(hosted.failure?.description.contains("loops.swift: LoopingBehavior.updateTarget did not return within 0.5 s") == true)
    }

    @Test(arguments: ["traps.swift", "loops.swift"])
    func headlessCommandsExit2OnAFailingBehavior(file: String) throws {
        let trace = try Tools.run(
            Tools.playground, ["trace", "fling-one-page", "--behavior-file", Self.fixture(file)],
            environment: Self.environment(), timeout: 30)
        #expect(trace.status == 2)
        #expect(trace.stderr.contains("\(Self.fixture(file)):"))
        #expect(trace.seconds < 20)
        let probe = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", Self.fixture(file)], environment: Self.environment(),
            stdin: "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [100, 0], \"velocity\": [50, 0]}\n",
            timeout: 30)
        #expect(probe.status == 2)
        #expect(probe.stderr.contains("line 1: \(Self.fixture(file)):"))
    }

    @Test func anUnchangedFileIsNotRecompiled() throws {
        let cache = Self.freshCache()
        let file = "\(cache)/copy.swift"
        try FileManager.default.copyItem(atPath: Self.fixture("seed-004-v2.swift"), toPath: file)
        let loader = try Self.loader(cache: cache)
        let first = try loader.compile(file)
        #expect(!first.wasCached)
        let start = Date()
        let second = try loader.compile(file)
        #expect(second.wasCached)
        #expect(second.libraryPath == first.libraryPath)
        #expect(Date().timeIntervalSince(start) < 0.5)
        // Any edit is a miss.
        try (String(contentsOfFile: file, encoding: .utf8) + "\n// edited\n").write(toFile: file, atomically: true, encoding: .utf8)
        let third = try loader.compile(file)
        #expect(!third.wasCached)
        #expect(third.hash != first.hash)
    }

    @Test func theTraceIsDeterministicAndEqualsTheBuiltIn() throws {
        let file = Self.fixture("seed-004-v3.swift")
        let a = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: Self.environment())
        let b = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: Self.environment())
        let builtIn = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior", "seed-v3"], environment: Self.environment())
        #expect(a.status == 0, "\(a.stderr)")
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains("\"decision\": {\"behavior\": \"seed-004-v3\""))
        #expect(a.stdout.replacingOccurrences(of: "\"seed-004-v3\"", with: "\"seed-v3\"") == builtIn.stdout)
    }

    @Test func qaAndRecordRunFilesBesideBuiltIns() throws {
        let v3 = Self.fixture("seed-004-v3.swift")
        let qa = try Tools.run(
            Tools.playground, ["qa", Self.fixturesScenario, "--behavior", "seed-v3", "--behavior-file", v3],
            environment: Self.environment())
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
        // The scenario states where the built-in seed-v3 rests (it passes);
        // nothing is expected of the pasted file's lane (another name): it is
        // observed, and rests where the built-in does.
        #expect(qa.stdout.contains("PASS  fling-one-page  seed-v3       +1.200s"))
        #expect(qa.stdout.contains("fling-one-page  seed-004-v3   +1.200s  (observed: nothing expected of seed-004-v3 here; rests at p1)"))
        #expect(qa.stdout.contains("1 passed, 0 failed, 1 observed"))
        let trapping = try Tools.run(
            Tools.playground, ["qa", Self.fixturesScenario, "--behavior-file", Self.fixture("traps.swift")],
            environment: Self.environment())
        #expect(trapping.status == 2)
        #expect(trapping.stdout.contains("traps.swift: TrappingBehavior.updateTarget crashed"))
        // Said once, and counted as one failed behavior file, not as bad scenario files.
        #expect(trapping.stdout.components(separatedBy: "updateTarget crashed").count == 2, "\(trapping.stdout)")
        #expect(trapping.stdout.contains("1 behavior file failed"), "\(trapping.stdout)")
        #expect(!trapping.stdout.contains("bad file"))
        #expect(!trapping.stdout.contains("falling back"))

        let dir = Self.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let gif = "\(dir)/lanes.gif"
        let record = try Tools.run(
            Tools.playground, ["record", "fling-one-page", "--out", gif, "--behavior", "paging", "--behavior-file", v3],
            environment: Self.environment(), timeout: 120)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("wrote \(gif)"))
        // Two lanes of 390 px plus the divider: wider than one lane.
        #expect(record.stdout.contains("×"), "\(record.stdout)")
        let width = Int(record.stdout.split(separator: ":")[1].split(separator: "×")[0].trimmingCharacters(in: .whitespaces)) ?? 0
        #expect(width > 2 * 390 - 10, "two lanes: \(record.stdout)")
    }

    static var fixturesScenario: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/scenarios/fling-one-page.json").path
    }

    @Test func findsTheConformingType() throws {
        let names = BehaviorSourceFile.conformingTypeNames(in: """
            // struct Commented: ScrollTargetBehavior {}
            let s = "struct InString: ScrollTargetBehavior {"
            public struct Snap<T>: Sendable, ScrollTargetBehavior where T: Hashable {
            extension ScrollTargetBehavior where Self == Snap<Int> {
            extension Other: ScrollTargetBehavior {}
            struct NotOne: ScrollTargetBehaviorish {}
            """)
        #expect(names == ["Snap", "Other"])
    }

    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = sharedCache
        return environment
    }
}

/// `playground new-behavior NAME`.
@Suite struct NewBehaviorTests {
    @Test func writesACommentedFileThatCompilesAndPages() throws {
        let dir = BehaviorFileTests.freshCache()
        let made = try Tools.run(Tools.playground, ["new-behavior", "my-paging", "--directory", dir])
        #expect(made.status == 0, "\(made.stderr)")
        let file = "\(dir)/my-paging.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("struct MyPagingBehavior: ScrollTargetBehavior"))
        #expect(text.contains("import SwiftUI"))
        // It pages by one container past a third, snaps back below it.
        let hosted = try BehaviorFileTests.loader(cache: dir).load(file)
        defer { hosted.stop() }
        func answer(from original: Double, to proposed: Double) -> Double {
            ProbeRequest(
                axes: .horizontal, containerSize: Size(width: 390, height: 844), contentSize: Size(width: 7800, height: 844),
                originalOffset: Point(x: original, y: 0), proposedOffset: Point(x: proposed, y: 0),
                velocity: Vector(dx: 0, dy: 0)).answer(hosted).x
        }
        #expect(answer(from: 390, to: 390 + 131) == 780)
        #expect(answer(from: 390, to: 390 + 129) == 390)
        #expect(answer(from: 390, to: 390 - 131) == 0)
        #expect(answer(from: 7410, to: 7800) == 7410)
        // Never overwrites, and refuses a name that is not kebab-case.
        #expect(try Tools.run(Tools.playground, ["new-behavior", "my-paging", "--directory", dir]).status == 2)
        let bad = try Tools.run(Tools.playground, ["new-behavior", "My_Paging", "--directory", dir])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("kebab-case"))
    }

    @Test func typeNames() {
        #expect(BehaviorTemplate.typeName(for: "my-paging") == "MyPagingBehavior")
        #expect(BehaviorTemplate.typeName(for: "snap-behavior") == "SnapBehavior")
        #expect(BehaviorTemplate.typeName(for: "v3") == "V3Behavior")
        #expect(BehaviorTemplate.typeName(for: "3d") == nil)
        #expect(BehaviorTemplate.typeName(for: "a--b") == nil)
    }
}
