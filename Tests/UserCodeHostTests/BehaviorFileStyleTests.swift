import Foundation
import Testing
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore
import PlaygroundTestSupport

/// Behavior files written as iOS projects write them (Tests/BehaviorFiles/styles),
/// compiled unchanged: `import SwiftUI` + `import UIKit`, private types with
/// init arguments constructed by `FILE.swift=EXPR`, `properties(context:)`,
/// wrappers of the built-ins, `@MainActor`, environment values. Every
/// expected answer is worked out by hand from the file's formula.
@Suite struct BehaviorFileStyleTests {
    static func style(_ name: String) -> String { BehaviorFileFixtures.fixture("styles/\(name)") }

    /// A horizontal context: container 390 × 844, content 7800 (20 pages).
    static func request(original: Double = 780, proposed: Double, container: Double = 390, velocity: Double = 420) -> ProbeRequest {
        ProbeRequest(
            axes: .horizontal, containerSize: Size(width: container, height: 844),
            contentSize: Size(width: container * 20, height: 844), originalOffset: Point(x: original, y: 0),
            proposedOffset: Point(x: proposed, y: 0), velocity: Vector(dx: velocity, dy: 0))
    }

    static func answer(_ spec: String, _ request: ProbeRequest) throws -> Double {
        let hosted = try BehaviorFileFixtures.loader().load(spec)
        defer { hosted.stop() }
        let x = request.answer(hosted).x
        #expect(hosted.failure == nil, "\(hosted.failure?.description ?? "")")
        return x
    }

    @Test func aPrivateTypeWithAnInitArgumentIsConstructedAsTheAppDoes() throws {
        let file = Self.style("private-snap.swift")
        // step 50: 953 / 50 = 19.06 → 19 → 950; step 100 via the static member: 9.53 → 10 → 1000.
        #expect(try Self.answer("\(file)=SnapBehavior(step: 50)", Self.request(proposed: 953)) == 950)
        #expect(try Self.answer("\(file)=.snap(step: 100)", Self.request(proposed: 953)) == 1000)
        // Without =EXPR: Swift's own words and a line to copy.
        #expect {
            _ = try BehaviorFileFixtures.loader().compile(file)
        } throws: { error in
            let text = (error as? BehaviorFileError)?.description ?? ""
            return text.contains("SnapBehavior() does not compile: missing argument for parameter 'step' in call")
                && text.contains("--behavior-file '\(file)=SnapBehavior(step: 1)'")
        }
        // A wrong expression is quoted with the compiler's reason.
        #expect {
            _ = try BehaviorFileFixtures.loader().compile("\(file)=.snap(stepp: 1)")
        } throws: { error in
            (error as? BehaviorFileError)?.description.contains("`.snap(stepp: 1)` does not compile: incorrect argument label in call (have 'stepp:', expected 'step:')") == true
        }
    }

    @Test func limitsScrollsLimitsTheProposalToOneContainer() throws {
        let file = Self.style("limits-scrolls.swift")
        // Limited: the proposal lies within [780 − 390, 780 + 390] = [390, 1170].
        #expect(try Self.answer(file, Self.request(proposed: 2953)) == 1170)
        #expect(try Self.answer(file, Self.request(proposed: 100)) == 390)
        #expect(try Self.answer(file, Self.request(proposed: 1000)) == 1000)
        // Not limited: a fling passes where the motion would rest.
        #expect(try Self.answer("\(file)=LimitedFreeBehavior(limits: false)", Self.request(proposed: 2953)) == 2953)
    }

    @Test func wrappersOfTheBuiltInsAnswerExactlyAsTheBuiltIns() throws {
        let file = Self.style("wrappers.swift")
        // Two behaviors in the file: the message lists them.
        #expect {
            _ = try BehaviorFileFixtures.loader().compile(file)
        } throws: { error in
            (error as? BehaviorFileError)?.description.contains("several types conform to ScrollTargetBehavior (PagingWrapper, AlignedWrapper)") == true
        }
        var rng = BehaviorFileFixtures.SplitMix64(state: 23)
        // Items 130 wide (thirds of 390) with a 10 gap: view-aligned has edges to find.
        let targets = (0..<60).map { Rect(x: Double($0) * 140, y: 0, width: 130, height: 844) }
        let requests = BehaviorFileFixtures.randomRequests(count: 400, seed: 2323).map { r -> ProbeRequest in
            var r = r
            r.targets = targets
            r.contentSize = Size(width: 60 * 140 - 10, height: r.contentSize.height)
            if Bool.random(using: &rng) { r.releaseOffset = Point(x: Double.random(in: 0...8000, using: &rng).rounded(), y: 0) }
            return r
        }
        for (spec, builtIn) in [("\(file)=PagingWrapper()", "paging"), ("\(file)=AlignedWrapper()", "view-aligned-always"),
                                ("\(file)=.viewAligned", "view-aligned"), ("\(file)=.paging", "paging")] {
            let hosted = try BehaviorFileFixtures.loader().load(spec)
            defer { hosted.stop() }
            let reference = try #require(BehaviorCatalog.behavior(named: builtIn))
            let differ = requests.filter { $0.answer(hosted) != $0.answer(reference) }
            let first = differ.first.map { "original \($0.originalOffset), proposed \($0.proposedOffset), container \($0.containerSize.width), v \($0.velocity.dx): \($0.answer(hosted)) vs \($0.answer(reference))" }
            #expect(differ.isEmpty, "\(spec) vs \(builtIn): \(differ.count) of \(requests.count) differ; first: \(first ?? "")")
            #expect(hosted.failure == nil)
        }
    }

    @Test func mainActorTypesWork() throws {
        let file = Self.style("main-actor.swift")
        // step 50 rounded up: 953 / 50 = 19.06 → 20 → 1000; rounded down → 19 → 950.
        #expect(try Self.answer("\(file)=MainActorSnap()", Self.request(proposed: 953)) == 1000)
        #expect(try Self.answer("\(file)=IsolatedSnap(store: StepStore())", Self.request(proposed: 953)) == 950)
    }

    @Test func environmentValuesAreReadThroughTheContext() throws {
        let file = Self.style("environment.swift")
        // Own key 25 × display scale 1; left to right; 390 < 600 is compact (+0):
        // 953 / 25 = 38.12 → 38 → 950.
        #expect(try Self.answer(file, Self.request(proposed: 953)) == 950)
        // An 800-wide container is regular (+1): 950 + 1.
        #expect(try Self.answer(file, Self.request(original: 800, proposed: 953, container: 800)) == 951)
    }

    @Test func anUnavailableImportIsNamedWithItsLine() throws {
        let file = Self.style("unknown-import.swift")
        let result = try Tools.run(
            Tools.playground, ["probe", "--behavior-file", file], environment: BehaviorFileFixtures.environment(),
            stdin: "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [100, 0], \"velocity\": [0, 0]}\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(file):2:8: error: module 'Charts' is not available to behavior files"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func errorsAreSortedRootFirstAndWarningsKept() throws {
        #expect {
            _ = try BehaviorFileFixtures.loader().compile(Self.style("knock-on.swift"))
        } throws: { error in
            guard let error = error as? BehaviorFileError else { return false }
            let errors = error.diagnostics.filter { $0.severity == .error }
            return errors.first?.line == 4 && errors.first?.message == "cannot find type 'MissingLayout' in scope"
                && errors.map(\.line) == errors.map(\.line).sorted()
        }
        let cache = BehaviorFileFixtures.freshCache()
        let loader = try BehaviorFileFixtures.loader(cache: cache)
        let file = Self.style("warns.swift")
        let first = try loader.compile(file)
        let again = try loader.compile(file)
        #expect(!first.wasCached && again.wasCached)
        for compiled in [first, again] {
            #expect(compiled.warnings.count == 1)
            #expect(compiled.warnings.first?.description == "\(file):5:13: warning: variable 'width' was never mutated; consider changing to 'let' constant")
        }
    }

    @Test func aFileNamedAfterABuiltInIsRefused() throws {
        #expect {
            _ = try BehaviorSourceFile(path: "dir/paging.swift", text: "")
        } throws: { error in
            (error as? BehaviorFileError)?.description == "dir/paging.swift: its lane would be named \"paging\", the name of a built-in behavior; rename the file (e.g. my-paging.swift) so that both can be compared"
        }
    }

    @Test func theCompiledCopyKeepsEveryLineAndColumn() throws {
        let text = """
            import SwiftUI
            @preconcurrency import UIKit
            import Combine // for nothing
            struct A: ScrollTargetBehavior {
              func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
            }
            #Preview("x") {
              Text("}")
              Text(\"\"\"
                {
                \"\"\")
            }
            let after = 1
            """
        let source = try BehaviorSourceFile(path: "a.swift", text: text)
        let lines = source.compiledText.split(separator: "\n", omittingEmptySubsequences: false)
        let original = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(original.count)).map(\.count) == original.map(\.count))
        #expect(lines[0] == "import SwiftUI")
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[2].trimmingCharacters(in: .whitespaces) == "// for nothing")
        #expect(lines[3] == original[3])
        for i in 6...11 { #expect(lines[i].trimmingCharacters(in: .whitespaces).isEmpty, "line \(i + 1): \(lines[i])") }
        #expect(lines[12] == "let after = 1")
        #expect(source.entryFirstLine == 14)
        #expect(lines[source.expressionLine - 1] == "A()")
        #expect(source.expression == "A()")
    }

    @Test func specsSplitAtTheFirstSwiftEquals() {
        #expect(BehaviorFileSpec("a/b.swift") == BehaviorFileSpec(path: "a/b.swift"))
        #expect(BehaviorFileSpec("a/snap.swift=Snap(step: 10)") == BehaviorFileSpec(path: "a/snap.swift", expression: "Snap(step: 10)"))
        #expect(BehaviorFileSpec("x=y/c.swift=.carousel(count: 5, a: \"=\")").expression == ".carousel(count: 5, a: \"=\")")
        #expect(HostedScrollTargetBehavior.behaviorName(forFile: "a/snap.swift=Snap(step: 10)") == "snap")
    }

    @Test func headlessCommandsShowWarningsOnceAndBlameANonFiniteAnswerOnTheBehavior() throws {
        let line = "{\"axes\": \"horizontal\", \"containerSize\": [390, 844], \"contentSize\": [7800, 844], \"originalOffset\": [0, 0], \"proposedOffset\": [500, 0], \"velocity\": [0, 0]}\n"
        let warns = Self.style("warns.swift")
        let probe = try Tools.run(Tools.playground, ["probe", "--behavior-file", warns], environment: BehaviorFileFixtures.environment(), stdin: line + line)
        #expect(probe.status == 0, "\(probe.stderr)")
        // 500 / 390 = 1.28 → 1 → 390, twice; the warning once.
        #expect(probe.stdout == "{\"offset\": [390, 0]}\n{\"offset\": [390, 0]}\n")
        #expect(probe.stderr.components(separatedBy: "warns.swift:5:13: warning: variable 'width' was never mutated").count == 2, "\(probe.stderr)")

        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let nan = "\(dir)/divides.swift"
        try """
            import SwiftUI
            struct Divides: ScrollTargetBehavior {
                func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                    target.rect.origin.x = context.velocity.dx / context.velocity.dx
                }
            }
            """.write(toFile: nan, atomically: true, encoding: .utf8)
        let answer = try Tools.run(Tools.playground, ["probe", "--behavior-file", nan], environment: BehaviorFileFixtures.environment(), stdin: line)
        #expect(answer.status == 2)
        #expect(answer.stdout.contains("line 1: divides answered a non-finite offset (nan, 0.0) for containerSize 390.0×844.0, contentSize 7800.0×844.0, originalOffset (0.0, 0.0), proposedOffset (500.0, 0.0), velocity (0.0, 0.0)"), "\(answer.stdout)")
        #expect(!answer.stdout.contains("in proportion"))
    }

    @Test func aScenarioStatesExpectationsForABehaviorFileByItsLaneName() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = try String(contentsOfFile: BehaviorFileFixtures.fixturesScenario, encoding: .utf8)
        // The pasted seed v3 turns exactly one page on this swipe (its own rule:
        // a drag past a third of the page): page 1 passes, page 2 and offset 780 fail.
        func write(_ name: String, _ expectations: String) throws -> String {
            let path = "\(dir)/\(name).json"
            let text = scenario.replacingOccurrences(of: "\"name\": \"fling-one-page\"", with: "\"name\": \"\(name)\"")
                .replacingOccurrences(of: "\"expect\": [", with: "\"expect\": [\n    \(expectations),")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let v3 = BehaviorFileFixtures.fixture("seed-004-v3.swift")
        let passing = try write("v3-passes", "{\"at\": \"settled\", \"page\": 1, \"behavior\": \"seed-004-v3\"}")
        let pass = try Tools.run(Tools.playground, ["qa", passing, "--behavior-file", v3], environment: BehaviorFileFixtures.environment())
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        #expect(pass.stdout.contains("1 passed, 0 failed"), "\(pass.stdout)")
        let failing = try write("v3-fails", "{\"at\": \"settled\", \"page\": 2, \"behavior\": \"seed-004-v3\"}, {\"at\": \"settled\", \"offset\": [780, 0], \"behavior\": [\"seed-004-v3\"]}")
        let fail = try Tools.run(Tools.playground, ["qa", failing, "--behavior-file", v3], environment: BehaviorFileFixtures.environment())
        #expect(fail.status == 1, "\(fail.stdout)\(fail.stderr)")
        #expect(fail.stdout.contains("0 passed, 1 failed"), "\(fail.stdout)")
        // Without the file the lane name is unknown to the scenario: a bad file.
        let unknown = try Tools.run(Tools.playground, ["qa", failing], environment: BehaviorFileFixtures.environment())
        #expect(unknown.status == 2)
        #expect(unknown.stdout.contains("seed-004-v3"), "\(unknown.stdout)")
    }

    @Test func theWindowReloadsAFileGivenWithAnExpressionAndKeepsIt() throws {
        let dir = BehaviorFileFixtures.freshCache()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "\(dir)/snap.swift"
        let text = try String(contentsOfFile: Self.style("private-snap.swift"), encoding: .utf8)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let live = try LiveBehaviorFile(path: "\(file)=.snap(step: 100)", loader: try BehaviorFileFixtures.loader(cache: dir))
        #expect(live.path == file)
        #expect(live.name == "snap")
        #expect(live.label == "snap = .snap(step: 100)")
        #expect(BehaviorFileSet.title(of: live) == "snap = .snap(step: 100)")
        // 953 / 100 → 10 → 1000.
        #expect(Self.request(proposed: 953).answer(live).x == 1000)
        // A save that rounds down instead: the expression still constructs it; 9.53 → 9 → 900.
        try text.replacingOccurrences(of: ".rounded() * step", with: ".rounded(.down) * step")
            .write(toFile: file, atomically: true, encoding: .utf8)
        _ = live.poll(wall: 100)
        #expect(live.waitForReload(timeout: 60))
        let events = live.poll(wall: 100.01)
        #expect(events.contains { if case .reloaded = $0 { return true } else { return false } }, "\(events)")
        #expect(Self.request(proposed: 953).answer(live).x == 900)
    }
}
