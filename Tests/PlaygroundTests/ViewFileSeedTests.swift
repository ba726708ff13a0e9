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

/// The seeds' code as view files (examples/views): seed 004's three steps
/// run with a fling and a drag, their page edges (the red borders) and the
/// landscape resize; a 100,000-row lazy feed; seed 003's status bar and
/// rainbow; seeds 000, 001 and 002 load. Expected values follow from the
/// container (390 points), the articles' formulas and the behaviors'
/// documented rules.
@Suite(.serialized) struct ViewFileSeedTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func example(_ name: String) -> String { "\(root)/examples/views/\(name)" }

    static func scene(_ arguments: [String], safeArea: EdgeInsets = .zero) throws -> ViewFileScene {
        try ViewFileScene.load(
            arguments, screen: ViewFileTests.phone, safeArea: safeArea, toolchain: ViewFileTests.toolchain(), reportsWarnings: false)
    }

    /// Every offset of `scenarioName` run on `scene` (the view's own behavior), by time.
    static func run(_ scenarioName: String, on scene: ViewFileScene) throws -> [(time: Double, offset: Point, decision: TargetDecision?)] {
        var scenario = try ScenarioPaths.load(scenarioName)
        scene.apply(to: &scenario, keepsBehavior: false)
        var ticks: [(time: Double, offset: Point, decision: TargetDecision?)] = []
        _ = try ScenarioRunner(scenario: scenario, behavior: nil, catalog: scene.catalog).run { (tick: ScenarioTick) throws(TraceStop) in
            ticks.append((tick.record.time, tick.record.offset, tick.record.decision))
        }
        return ticks
    }

    /// The shapes of `list` with their frames on the screen (group transforms applied).
    static func shapes(_ list: DisplayList) -> [(shape: DisplayShape, frame: Rect)] {
        var found: [(DisplayShape, Rect)] = []
        func visit(_ items: [DisplayItem], _ place: (Rect) -> Rect) {
            for item in items {
                switch item {
                case let .shape(shape): found.append((shape, place(shape.frame)))
                case let .group(group): visit(group.children) { place(group.transform.apply($0)) }
                default: break
                }
            }
        }
        visit(list.items) { $0 }
        return found
    }

    /// The leading edges of the red 2-point borders drawn at content offset `x`.
    static func redBorderEdges(_ scene: ViewFileScene, atOffset x: Double) throws -> [Double] {
        var request = ViewLayoutRequest(size: ViewFileTests.phone)
        request.offset = Point(x: x, y: 0)
        let layout = try #require(scene.view.layout(request))
        return shapes(layout.displayList).compactMap { shape, frame in
            guard case let .stroke(color, lineWidth, _) = shape.paint, lineWidth == 2,
                  color.r > 200, color.g < 100, color.b < 100 else { return nil }
            return frame.minX
        }.sorted()
    }

    // MARK: Seed 004: content, page edges, fling and drag

    /// Step0 (`.paging`), Step1 (`.viewAligned(limitBehavior: .alwaysByOne)`)
    /// and Step2 (thirds, the article's v3) with the same fling and drag as the
    /// `pages`/`thirds` presets' scenarios.
    @Test func step0PagesAndItsBordersSitOnPageMultiples() throws {
        let scene = try Self.scene([Self.example("Step0.swift")])
        defer { scene.view.stop() }
        let scroll = try #require(scene.scroll)
        #expect(scroll.contentSize.width == 20 * 390)
        // At rest on page 1 (offset 390): page 1's border at 0, its neighbours one width away.
        let edges = try Self.redBorderEdges(scene, atOffset: 390)
        #expect(edges.contains(0))
        #expect(edges.allSatisfy { $0.truncatingRemainder(dividingBy: 390) == 0 }, "\(edges)")
        // Half-way (195): the borders move with the content, k × 390 − 195.
        let moving = try Self.redBorderEdges(scene, atOffset: 195)
        #expect(moving.contains(-195) && moving.contains(195), "\(moving)")
        // fling-one-page: .paging turns one page: 390. quarter-page-drag-returns:
        // a slow 97 px drag stays under half a page, back to 0.
        #expect(try Self.run("fling-one-page", on: scene).last?.offset == Point(x: 390, y: 0))
        #expect(try Self.run("quarter-page-drag-returns", on: scene).last?.offset == Point(x: 0, y: 0))
    }

    @Test func step1AlignsToTheLaidOutPagesByOne() throws {
        let scene = try Self.scene([Self.example("Step1.swift")])
        defer { scene.view.stop() }
        let scroll = try #require(scene.scroll)
        #expect(scroll.contentSize.width == 20 * 390)
        // .scrollTargetLayout(): the 20 pages are the targets, at k × 390.
        #expect(scroll.targets.map(\.minX) == (0..<20).map { Double($0) * 390 })
        #expect(scroll.targets.allSatisfy { $0.width == 390 && $0.height == 200 })
        #expect(scroll.behavior == .viewAligned("view-aligned-by-one"))
        let edges = try Self.redBorderEdges(scene, atOffset: 390)
        #expect(edges.contains(0))
        #expect(edges.allSatisfy { $0.truncatingRemainder(dividingBy: 390) == 0 }, "\(edges)")
        // .alwaysByOne: at most the adjacent view edge from the start: 390, as .paging.
        #expect(try Self.run("fling-one-page", on: scene).last?.offset == Point(x: 390, y: 0))
        #expect(try Self.run("quarter-page-drag-returns", on: scene).last?.offset == Point(x: 0, y: 0))
    }

    @Test func step2ThirdsHaveBordersAtThirdsAndRestOnThem() throws {
        let scene = try Self.scene([Self.example("Step2.swift"), "\(Self.root)/Tests/BehaviorFiles/seed-004-v3.swift"])
        defer { scene.view.stop() }
        let scroll = try #require(scene.scroll)
        // Ten items, count 3: (390 − 2 × 0) / 3 = 130 each.
        #expect(scroll.contentSize.width == 1300)
        #expect(scroll.targets.map(\.minX) == (0..<10).map { Double($0) * 130 })
        let edges = try Self.redBorderEdges(scene, atOffset: 130)
        #expect(edges.contains(0) && edges.contains(130) && edges.contains(260), "\(edges)")
        #expect(edges.allSatisfy { $0.truncatingRemainder(dividingBy: 130) == 0 }, "\(edges)")
        // Both rest on a multiple of the container (v3 pages by 390): the fling one page on, the short drag back.
        for (name, expected) in [("fling-one-page", 390.0), ("quarter-page-drag-returns", 0)] {
            let rest = try #require(try Self.run(name, on: scene).last?.offset)
            #expect(rest == Point(x: expected, y: 0), "\(name)")
        }
    }

    /// The README's comparison: the same demo scenario on the view file and
    /// on the preset with the behavior the view declares gives the same
    /// offset at every tick (Step0 and `.paging`; Step1 and
    /// `.viewAligned(limitBehavior: .alwaysByOne)`; Step2 with the article's
    /// v3 and `thirds` with `seed-v3`).
    @Test func theReadmeDemosAgreeTickByTick() throws {
        let demos = "\(Self.root)/demos/scenarios"
        let cases: [([String], String, String)] = [
            ([Self.example("Step0.swift")], "demo-pages-fling.json", "paging"),
            ([Self.example("Step1.swift")], "demo-pages-fling.json", "view-aligned-by-one"),
            ([Self.example("Step2.swift"), "\(Self.root)/Tests/BehaviorFiles/seed-004-v3.swift"], "demo-thirds-lanes.json", "seed-v3"),
        ]
        for (files, demo, behavior) in cases {
            let scene = try Self.scene(files)
            defer { scene.view.stop() }
            let view = try Self.run("\(demos)/\(demo)", on: scene).map(\.offset)
            var preset: [Point] = []
            _ = try ScenarioRunner(scenario: ScenarioPaths.load("\(demos)/\(demo)"), behavior: behavior)
                .run { (tick: ScenarioTick) throws(TraceStop) in preset.append(tick.record.offset) }
            #expect(view.count == preset.count && view == preset, "\(files[0]) vs \(behavior)")
            #expect(view.count > 100)
        }
    }

    // MARK: The landscape resize

    /// Seed 004's landscape case: on page 3 (1170), the window turns to
    /// 844 × 390 and back. The host lays the view out again (pages 844 wide,
    /// then 390) and the engine asks the behavior again (reason resize) each
    /// time.
    ///
    /// Step1 has `.scrollTargetLayout()`: the engine keeps the leading page
    /// (page 3) through the turn, 3 × 844 = 2532 in landscape, 3 × 390 = 1170
    /// back, as the `pages` preset does. Step0 has no target layout: nothing
    /// tells the engine which view leads, so the offset stays 1170 and
    /// `.paging` rounds it to the nearest page of the new width:
    /// round(1170 / 844) = 1 → 844, then round(844 / 390) = 2 → 780. Page 3
    /// is lost, as the article's landscape report says of `.paging`.
    @Test func aResizeLaysOutAgainAndAsksTheBehaviorAgain() throws {
        for (file, landscape, back) in [("Step1.swift", 2532.0, 1170.0), ("Step0.swift", 844, 780)] {
            let scene = try Self.scene([Self.example(file)])
            defer { scene.view.stop() }
            let ticks = try Self.run("resize-keeps-page-paging", on: scene)
            let turned = try #require(ticks.last { $0.time <= 0.9 })
            #expect(abs(turned.offset.x - landscape) <= 0.5, "\(file) \(turned)")
            #expect(abs((ticks.last?.offset.x ?? 0) - back) <= 0.5, "\(file)")
            let decisions: [TargetDecision] = ticks.compactMap { $0.decision }
            let resizes = decisions.filter { (decision: TargetDecision) -> Bool in decision.reason == .containerResized }
            #expect(resizes.count == 2, "\(file)")
        }
    }

    // MARK: A large lazy feed

    /// 100,000 rows of 56 points, 8 apart: 100,000 × 64 − 8 points of
    /// content; the lazy stack draws only the rows on screen, so the screen's
    /// display list holds as many items as with 100 rows.
    @Test func aHundredThousandLazyRowsLoadAndDrawWhatIsVisible() throws {
        let file = "\(Self.root)/examples/views/LazyRows.swift"
        let large = try Self.scene(["\(file)=LazyRows(count: 100_000)"])
        defer { large.view.stop() }
        let largeHeight = try #require(large.scroll?.contentSize.height)
        #expect(largeHeight == 100_000 * 64 - 8)
        let small = try Self.scene(["\(file)=LazyRows(count: 100)"])
        defer { small.view.stop() }
        #expect(try #require(small.scroll?.contentSize.height) == 100 * 64 - 8)
        var request = ViewLayoutRequest(size: ViewFileTests.phone)
        request.offset = Point(x: 0, y: 3200)
        let deep = try #require(large.view.layout(request))
        let shallow = try #require(small.view.layout(request))
        #expect(deep.displayList.totalItemCount == shallow.displayList.totalItemCount)
        // Deep in the feed (row 50,000 at 3,200,000) the screen is as full.
        request.offset.y = 3_200_000
        #expect(try #require(large.view.layout(request)).displayList.totalItemCount == shallow.displayList.totalItemCount)
    }

    @Test func aHundredThousandLazyRowsRecord() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-rows-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Row 50,000 starts at 50,000 × 64 = 3,200,000: a jump there, then a fling on.
        let scenario = "\(dir)/deep.json"
        try Data(#"""
            {"version": 1, "preset": "rainbow", "window": [390, 844], "behavior": "free",
             "events": [{"at": 0.05, "scroll-to": {"offset": [0, 3200000]}, "animated": false},
                        {"at": 0.2, "drag": {"from": [195, 700], "to": [195, 400], "duration": 0.1, "hold": 0}}]}
            """#.utf8).write(to: URL(fileURLWithPath: scenario))
        let file = "\(Self.root)/examples/views/LazyRows.swift=LazyRows(count: 100_000)"
        let out = "\(dir)/rows.png"
        let result = try Tools.run(
            Tools.playground, ["record", scenario, "--view-file", file, "--filmstrip", "--every", "24", "--out", out],
            environment: ViewFileTests.environment(), timeout: 180)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        // The trace of the same run passes row 50,000: offsets past 3,200,000.
        let trace = try Tools.run(
            Tools.playground, ["trace", scenario, "--view-file", file], environment: ViewFileTests.environment(), timeout: 180)
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout.contains("\"offset\": [0, 3200000]"))
    }

    // MARK: Seed 003

    static let seed003 = [example("seed-003-status-bar.swift"), example("seed-003-scroll-view-offset.swift")]

    /// The status bar's red over the top safe area (59 points on an
    /// iPhone 16) at content offset `y`: its opacity.
    static func statusBarOpacity(_ scene: ViewFileScene, offset y: Double) throws -> Double? {
        var request = ViewLayoutRequest(size: ViewFileTests.phone, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        request.offset = Point(x: 0, y: y)
        // Twice: the first answer delivers the preference to @State, the second draws with it.
        _ = scene.view.layout(request)
        let layout = try #require(scene.view.layout(request))
        var found: Double?
        func visit(_ items: [DisplayItem], opacity: Double) {
            for item in items {
                switch item {
                case let .shape(shape):
                    if case let .fill(color) = shape.paint, color.r > 200, color.g < 100, color.b < 100, shape.frame.height == 59 {
                        found = opacity * Double(color.a) / 255
                    }
                case let .group(group): visit(group.children, opacity: opacity * group.opacity)
                default: break
                }
            }
        }
        visit(layout.displayList.items, opacity: 1)
        return found
    }

    /// The article's formula: opacity = −offset / 100 on −100…0, 1 below, 0
    /// above; the offset `ScrollViewOffset` reports is −(content offset).
    @Test func statusBarOpacityFollowsTheArticlesFormula() throws {
        let scene = try Self.scene(Self.seed003, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        defer { scene.view.stop() }
        for (reported, expected) in [(-150.0, 1.0), (-50, 0.5), (0, 0), (40, 0)] {
            let opacity = try Self.statusBarOpacity(scene, offset: -reported) ?? 0
            #expect(abs(opacity - expected) <= 1.0 / 255, "offset \(reported): \(opacity)")
        }
    }

    /// The rainbow's background: hue |offset mod 3500| / 3500 at full
    /// saturation and brightness. Recorded after a jump to 875 (a quarter
    /// turn: hue 0.25, RGB (127.5, 255, 0)), a pixel of the background is read from the PNG.
    @Test func rainbowBackgroundHueIsTheArticlesFormula() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-rainbow-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenario = "\(dir)/jump.json"
        try Data(#"""
            {"version": 1, "preset": "rainbow", "window": [390, 844],
             "events": [{"at": 0.1, "scroll-to": {"offset": [0, 875]}, "animated": false}]}
            """#.utf8).write(to: URL(fileURLWithPath: scenario))
        let out = "\(dir)/rainbow.png"
        let result = try Tools.run(
            Tools.playground,
            ["record", scenario, "--view-file", Self.example("seed-003-rainbow.swift"),
             "--view-file", Self.example("seed-003-scroll-view-offset.swift"), "--at", "0.5", "--out", out],
            environment: ViewFileTests.environment(), timeout: 180)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RecordTestSupport.decode(out)
        // The right edge, half-way down: no row's text reaches it.
        let pixel = image[image.width - 4, image.height / 2]
        let expected = RecordTestSupport.rainbowColor(hue: 875.0 / 3500)
        #expect(RecordTestSupport.distance(pixel, expected) <= 1, "\(pixel) vs \(expected)")
    }

    // MARK: Seeds 000, 001, 002 load

    @Test(arguments: ["seed-000-position-observing.swift", "seed-001-offset-observing-scroll-view.swift", "seed-002-combine-debounce.swift"])
    func theOtherSeedsCompileAndLoad(_ file: String) throws {
        let scene = try Self.scene([Self.example(file)])
        defer { scene.view.stop() }
        #expect(scene.scroll?.axes == .vertical)
        #expect(scene.view.failure == nil)
    }
}
