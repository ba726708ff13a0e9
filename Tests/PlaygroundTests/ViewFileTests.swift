import Foundation
import Testing
@testable import Playground
@testable import PlaygroundApp
@testable import PlaygroundStage
@testable import UserCodeHost
@testable import PlaygroundRender
@testable import PlaygroundMedia
import ScrollKitCore
import PlaygroundTestSupport

/// `--view-file`: SwiftUI views compiled with the behavior-file pipeline,
/// laid out in their host, scrolled by the engine (docs/view-files.md).
/// Seed 004's Step0 as the article writes it (20 pages, `.paging`, red
/// borders: examples/views/Step0.swift) and, in Tests/ViewFiles, a pager
/// with a page count and a file that does not compile.
/// Expected offsets follow from the container (390 points) and the
/// behaviors' documented rules, never from printed output.
@Suite(.serialized) struct ViewFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ViewFiles").path

    /// Step0 is the example users are pointed to (examples/views), the others are test fixtures.
    static func fixture(_ name: String) -> String {
        name == "Step0.swift" ? URL(fileURLWithPath: fixtures).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/views/Step0.swift").path : "\(fixtures)/\(name)"
    }

    static let cache = BehaviorFileFixtures.freshCache()

    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLKIT_BEHAVIOR_CACHE"] = cache
        environment["SCROLLKIT_BEHAVIOR_HOST"] = Tools.playground
        return environment
    }

    static func toolchain() throws -> BehaviorToolchain {
        try BehaviorToolchain.locate(for: "test", environment: environment())
    }

    static let phone = Size(width: 390, height: 844)

    static func scene(_ arguments: [String]) throws -> ViewFileScene {
        try ViewFileScene.load(arguments, screen: phone, toolchain: toolchain(), reportsWarnings: false)
    }

    /// The resting offset of `scenarioName` run on `scene` with `behavior` (nil: the view's own).
    static func restingOffset(_ scenarioName: String, on scene: ViewFileScene, behavior: String? = nil) throws -> Point {
        var scenario = try ScenarioPaths.load(scenarioName)
        scene.apply(to: &scenario, keepsBehavior: false)
        let runner = try ScenarioRunner(scenario: scenario, behavior: behavior, catalog: scene.catalog)
        var last: Point?
        _ = try runner.run { (tick: ScenarioTick) throws(TraceStop) in last = tick.record.offset }
        return try #require(last)
    }

    // MARK: Seed 004 Step0

    @Test func step0MeasuresTwentyPagesAndPagesByOne() throws {
        let scene = try Self.scene([Self.fixture("Step0.swift")])
        defer { scene.view.stop() }
        let scroll = try #require(scene.scroll)
        // 20 pages, each .containerRelativeFrame(.horizontal) = the container's 390 points.
        #expect(scroll.contentSize.width == 20 * 390)
        #expect(scroll.axes == .horizontal)
        #expect(scroll.behavior == .paging)
        #expect(scene.preset.defaultBehavior == "view")
        // A 150 px fling at 1500 px/s: .paging turns at most one page in the
        // velocity's direction, so it rests on the page edge at 1 × 390.
        #expect(try Self.restingOffset("fling-one-page", on: scene) == Point(x: 390, y: 0))
        // A faster fling still turns one page at most (SwiftUI's paging limit).
        let fast = try Self.restingOffset("multi-page-fast-fling", on: scene)
        #expect(fast.x.truncatingRemainder(dividingBy: 390) == 0 && fast.x == 390)
        // Free scrolling on the same geometry rests where UIKit's
        // deceleration puts it: r + 0.4995·v = 132 + 0.4995 × 1500 = 881.25.
        let free = try Self.restingOffset("fling-one-page", on: scene, behavior: "free")
        #expect(abs(free.x - 881.25) < 0.5)
    }

    /// Step2 (thirds) with the article's own behavior declared in a second
    /// file compiled with it: the view's custom behavior runs in the view's
    /// host and agrees with the built-in `seed-v3` on the `thirds` preset.
    @Test func step2WithItsCustomBehaviorAgreesWithTheThirdsPreset() throws {
        let root = URL(fileURLWithPath: Self.fixtures).deletingLastPathComponent().deletingLastPathComponent().path
        let scene = try Self.scene(["\(root)/examples/views/Step2.swift", "\(root)/Tests/BehaviorFiles/seed-004-v3.swift"])
        defer { scene.view.stop() }
        let scroll = try #require(scene.scroll)
        // Ten items of a third of 390 points each.
        #expect(scroll.contentSize.width == 1300)
        #expect(scroll.targets.count == 10)
        #expect(scroll.behavior == .custom("CustomHorizontalPagingBehavior"))
        for name in ["flick-thirds", "quarter-page-drag-returns"] {
            var preset = try ScenarioPaths.load(name)
            preset.preset = "thirds"
            preset.items = 10
            preset.axes = .horizontal
            var last: Point?
            _ = try ScenarioRunner(scenario: preset, behavior: "seed-v3").run { (tick: ScenarioTick) throws(TraceStop) in last = tick.record.offset }
            #expect(try Self.restingOffset(name, on: scene) == #require(last), "\(name)")
        }
        #expect(scene.view.failure == nil)
    }

    @Test func recordingAViewFileIsByteIdentical() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var outputs: [Data] = []
        for run in 0..<2 {
            let out = "\(dir)/step0-\(run).png"
            let result = try Tools.run(
                Tools.playground,
                ["record", "fling-one-page", "--view-file", Self.fixture("Step0.swift"), "--filmstrip", "--every", "24", "--out", out],
                environment: Self.environment(), timeout: 120)
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].count > 1000)
    }

    // MARK: Which view

    @Test func selectionPicksPreviewsExpressionsAndTheOneView() throws {
        let carousel = Self.fixture("Carousel.swift")
        let automatic = try ViewSourceSet(arguments: [carousel])
        #expect(automatic.previews.map(\.name) == ["Three", "Seven"])
        #expect(automatic.expression == "_scrollKitPreview0()")
        #expect(automatic.label == "#Preview(\"Three\")")
        let named = try ViewSourceSet(arguments: [carousel + "=#Preview(\"Seven\")"])
        #expect(named.expression == "_scrollKitPreview1()")
        let expression = try ViewSourceSet(arguments: [carousel + "=CarouselView(count: 12)"])
        #expect(expression.expression == "CarouselView(count: 12)")
        let onlyView = try ViewSourceSet(files: [("A.swift", "import SwiftUI\nstruct A: View { var body: some View { Color.red } }\n")], selection: .automatic)
        #expect(onlyView.expression == "A()")
        // The preview's header becomes a function on the same line: later lines keep their numbers.
        let compiled = automatic.files[0].compiledText
        #expect(compiled.split(separator: "\n", omittingEmptySubsequences: false).count
                == automatic.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(compiled.contains("@MainActor @ViewBuilder func _scrollKitPreview1() -> some View {"))
    }

    @Test func expressionAndNamedPreviewChooseThePageCount() throws {
        let carousel = Self.fixture("Carousel.swift")
        for (argument, pages) in [(carousel + "=CarouselView(count: 12)", 12.0), (carousel + "=#Preview(\"Seven\")", 7), (carousel, 3)] {
            let scene = try Self.scene([argument])
            defer { scene.view.stop() }
            let scroll = try #require(scene.scroll)
            #expect(scroll.contentSize.width == pages * 390)
            // .scrollTargetLayout(): one target per page, at page multiples.
            #expect(scroll.targets.map(\.minX) == (0..<Int(pages)).map { Double($0) * 390 })
            #expect(scroll.behavior == .viewAligned("view-aligned-by-one"))
        }
    }

    // MARK: Errors

    @Test func loadErrorsNameTheFile() throws {
        func message(_ files: [(String, String)], _ selection: ViewSelection = .automatic) -> String? {
            do {
                _ = try ViewSourceSet(files: files, selection: selection)
                return nil
            } catch {
                return error.description
            }
        }
        let two = "import SwiftUI\nstruct A: View { var body: some View { Color.red } }\nstruct B: View { var body: some View { Color.blue } }\n"
        #expect(message([("Two.swift", two)])?.hasPrefix("Two.swift: no #Preview and several View types that can be made with init():\n  A()\n  B()") == true)
        #expect(message([("None.swift", "let x = 1\n")])?.hasPrefix("None.swift: no #Preview and no type conforming to View") == true)
        #expect(message([("Two.swift", two)], .preview(named: "Dark"))?.hasPrefix("Two.swift: no #Preview named \"Dark\"") == true)
        let missing = try? ViewSourceSet(arguments: ["/nonexistent/View.swift"])
        #expect(missing == nil)
        do {
            _ = try ViewSourceSet(arguments: [Self.fixture("Step0.swift") + "=Step0()", Self.fixture("Carousel.swift") + "=CarouselView(count: 2)"])
            Issue.record("two selections were accepted")
        } catch {
            #expect(error.description.contains("only one --view-file may say which view to show"))
        }
    }

    @Test func aCompileErrorPointsIntoTheUsersFileAndExitsTwo() throws {
        let result = try Tools.run(
            Tools.playground, ["trace", "fling-one-page", "--view-file", Self.fixture("Broken.swift")],
            environment: Self.environment(), timeout: 120)
        #expect(result.status == 2)
        // `      Text(undefinedName)`: line 6, the name at column 12.
        #expect(result.stderr.contains("Broken.swift:6:12: error: cannot find 'undefinedName' in scope"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aViewThatTrapsIsNamedAndNothingIsWritten() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("crashing-\(UUID().uuidString).png").path
        let result = try Tools.run(
            Tools.playground, ["record", "wheel-notches-rainbow", "--view-file", Self.fixture("Crashing.swift"), "--out", out, "--at", "1"],
            environment: Self.environment(), timeout: 120)
        #expect(result.status == 2)
        // The call that failed is the view's layout, not a behavior's updateTarget.
        #expect(result.stderr.contains("the view Crashing crashed"), "\(result.stderr)")
        #expect(result.stderr.contains("Fatal error: Index out of range"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    // MARK: Hot reload

    @Test func aSaveReloadsTheViewWithItsNewLayout() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-reload-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/Carousel.swift"
        let original = try String(contentsOfFile: Self.fixture("Carousel.swift"), encoding: .utf8)
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try Self.scene([path])
        defer { scene.view.stop() }
        let layout = ViewContentLayout(scene: scene, request: ViewLayoutRequest(size: Self.phone))
        #expect(layout.contentSize.width == 3 * 390)
        try original.replacingOccurrences(of: "CarouselView(count: 3)", with: "CarouselView(count: 5)")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(scene.poll(wall: 1) == false)  // the compile starts in the background
        #expect(scene.waitForReload(timeout: 120))
        #expect(scene.poll(wall: 1.01) == true)
        #expect(scene.reloadCount == 1)
        // The same layout value reads the new version: the engine sees 5 pages on its next tick.
        #expect(layout.contentSize.width == 5 * 390)
        #expect(layout.targetCount == 5)
    }
}
