import Foundation
import Testing
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore
import PlaygroundTestSupport

/// `--behavior-file`: user behaviors compiled against ScrollKitUI, cached,
/// and run in a host process (docs/behavior-files.md). The fixtures are in
/// Tests/BehaviorFiles (seed 004's three behaviors copied from the article).
@Suite struct BehaviorFileTests {
    @Test(arguments: [(1, "seed-v1"), (2, "seed-v2"), (3, "seed-v3")])
    func seedFilesGiveTheBuiltInTargets(version: Int, builtIn: String) throws {
        let hosted = try BehaviorFileFixtures.loader().load(BehaviorFileFixtures.fixture("seed-004-v\(version).swift"))
        defer { hosted.stop() }
        let reference = try #require(BehaviorCatalog.behavior(named: builtIn))
        let requests = BehaviorFileFixtures.randomRequests(count: 3000, seed: UInt64(version) * 7919)
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
        let file = BehaviorFileFixtures.fixture("does-not-compile.swift")
        #expect {
            _ = try BehaviorFileFixtures.loader().compile(file)
        } throws: { error in
            guard let error = error as? BehaviorFileError, error.kind == .compile else { return false }
            let first = error.diagnostics.first { $0.severity == .error }
            return first?.file == file && first?.line == 6 && first?.column == 28
                && first?.message.contains("widht") == true
                && error.description.contains("\(file):6:28: error: cannot find 'widht' in scope")
        }
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", file], environment: BehaviorFileFixtures.environment(),
            stdin: "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [100, 0], \"velocity\": [0, 0]}\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("does-not-compile.swift:6:28: error: cannot find 'widht' in scope"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aTypeWithoutInitIsExplained() throws {
        let dir = BehaviorFileFixtures.freshCache()
        let file = "\(dir)/needs-width.swift"
        try """
            import ScrollKitUI
            struct Snap: ScrollTargetBehavior {
              let width: CGFloat
              func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try BehaviorFileFixtures.loader(cache: dir).compile(file)
        } throws: { error in
            let text = (error as? BehaviorFileError)?.description ?? ""
            return text.contains("Snap() does not compile: missing argument for parameter 'width' in call")
                && text.contains("--behavior-file '\(file)=Snap(width: 1)'")
        }
    }

    @Test func aTrapFallsBackToFreeScrollingAndSaysSo() throws {
        // The crash's backtrace is kept (and checked), not echoed into the test log.
        var loader = try BehaviorFileFixtures.loader()
        loader.echoesOutput = false
        let hosted = try loader.load(BehaviorFileFixtures.fixture("traps.swift"))
        let request = BehaviorFileFixtures.randomRequests(count: 1, seed: 1)[0]
        let start = Date()
        let answer = request.answer(hosted)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(answer == request.proposedOffset, "free scrolling: the target is left where it was")
        let failure = try #require(hosted.failure)
        #expect(failure.kind == .host)
        #expect(failure.description.contains("traps.swift: TrappingBehavior.updateTarget crashed"))
        #expect(failure.description.contains("Fatal error: Index out of range"))
        #expect(hosted.output.errorText.contains("Fatal error: Index out of range"), "the host's stderr is kept")
        // Later calls do not restart it: still free scrolling.
        #expect(request.answer(hosted) == request.proposedOffset)
    }

    @Test func anEndlessLoopIsKilledWithinTheTimeLimit() throws {
        let hosted = try BehaviorFileFixtures.loader(callTimeout: 0.5).load(BehaviorFileFixtures.fixture("loops.swift"))
        let request = BehaviorFileFixtures.randomRequests(count: 1, seed: 2)[0]
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
            Tools.playground, ["trace", "fling-one-page", "--behavior-file", BehaviorFileFixtures.fixture(file)],
            environment: BehaviorFileFixtures.environment(), timeout: 30)
        #expect(trace.status == 2)
        #expect(trace.stderr.contains("\(BehaviorFileFixtures.fixture(file)):"))
        #expect(trace.seconds < Tools.stretched(20))
        let probe = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", BehaviorFileFixtures.fixture(file)], environment: BehaviorFileFixtures.environment(),
            stdin: "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [100, 0], \"velocity\": [50, 0]}\n",
            timeout: 30)
        #expect(probe.status == 2)
        #expect(probe.stderr.contains("line 1: \(BehaviorFileFixtures.fixture(file)):"))
    }

    @Test func anUnchangedFileIsNotRecompiled() throws {
        let cache = BehaviorFileFixtures.freshCache()
        let file = "\(cache)/copy.swift"
        try FileManager.default.copyItem(atPath: BehaviorFileFixtures.fixture("seed-004-v2.swift"), toPath: file)
        let loader = try BehaviorFileFixtures.loader(cache: cache)
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
        let file = BehaviorFileFixtures.fixture("seed-004-v3.swift")
        let a = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: BehaviorFileFixtures.environment())
        let b = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior-file", file], environment: BehaviorFileFixtures.environment())
        let builtIn = try Tools.run(Tools.playground, ["trace", "fling-one-page", "--behavior", "seed-v3"], environment: BehaviorFileFixtures.environment())
        #expect(a.status == 0, "\(a.stderr)")
        #expect(a.stdout == b.stdout)
        #expect(a.stdout.contains("\"decision\": {\"behavior\": \"seed-004-v3\""))
        #expect(a.stdout.replacingOccurrences(of: "\"seed-004-v3\"", with: "\"seed-v3\"") == builtIn.stdout)
    }

    @Test func qaAndRecordRunFilesBesideBuiltIns() throws {
        let v3 = BehaviorFileFixtures.fixture("seed-004-v3.swift")
        let qa = try Tools.run(
            Tools.playground, ["qa", BehaviorFileFixtures.fixturesScenario, "--behavior", "seed-v3", "--behavior-file", v3],
            environment: BehaviorFileFixtures.environment())
        #expect(qa.status == 0, "\(qa.stdout)\(qa.stderr)")
        // The scenario states where the built-in seed-v3 rests (it passes);
        // nothing is said of the pasted file's lane (another name): it is
        // judged as a paging behavior by what the scenario expects of
        // paging (at rest on a page, in time, within the content), and
        // passes, resting where the built-in does.
        #expect(qa.stdout.contains("PASS  fling-one-page  seed-v3       +1.200s"))
        #expect(qa.stdout.contains("PASS  fling-one-page  seed-004-v3   +1.200s"), "\(qa.stdout)")
        #expect(qa.stdout.contains("2 passed, 0 failed"))
        #expect(!qa.stdout.contains("nothing is expected of seed-004-v3"))
        let trapping = try Tools.run(
            Tools.playground, ["qa", BehaviorFileFixtures.fixturesScenario, "--behavior-file", BehaviorFileFixtures.fixture("traps.swift")],
            environment: BehaviorFileFixtures.environment())
        #expect(trapping.status == 2)
        #expect(trapping.stdout.contains("traps.swift: TrappingBehavior.updateTarget crashed"))
        // Said once, and counted as one failed behavior file, not as bad scenario files.
        #expect(trapping.stdout.components(separatedBy: "updateTarget crashed").count == 2, "\(trapping.stdout)")
        #expect(trapping.stdout.contains("1 behavior file failed"), "\(trapping.stdout)")
        #expect(!trapping.stdout.contains("bad file"))
        #expect(!trapping.stdout.contains("falling back"))

        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let gif = "\(dir)/lanes.gif"
        let record = try Tools.run(
            Tools.playground, ["record", "fling-one-page", "--out", gif, "--behavior", "paging", "--behavior-file", v3],
            environment: BehaviorFileFixtures.environment(), timeout: 120)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("wrote \(gif)"))
        // Two lanes of 390 px plus the divider: wider than one lane.
        #expect(record.stdout.contains("×"), "\(record.stdout)")
        let width = Int(record.stdout.split(separator: ":")[1].split(separator: "×")[0].trimmingCharacters(in: .whitespaces)) ?? 0
        #expect(width > 2 * 390 - 10, "two lanes: \(record.stdout)")
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
}

/// `playground new-behavior NAME`.
@Suite struct NewBehaviorTests {
    @Test func writesACommentedFileThatCompilesAndPages() throws {
        let dir = BehaviorFileFixtures.freshCache()
        let made = try Tools.run(Tools.playground, ["new-behavior", "my-paging", "--directory", dir])
        #expect(made.status == 0, "\(made.stderr)")
        let file = "\(dir)/my-paging.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("struct MyPagingBehavior: ScrollTargetBehavior"))
        #expect(text.contains("import SwiftUI"))
        // It pages by one container past a third, snaps back below it.
        let hosted = try BehaviorFileFixtures.loader(cache: dir).load(file)
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
