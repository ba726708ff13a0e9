import Foundation
import Testing
@testable import UserCodeHost
@testable import PlaygroundApp
import ScrollKitCore
import PlaygroundTestSupport

/// The seeds' offset readers as view files (examples/views), run through the
/// playground's view host: seed 000's header, seed 001's readout, seed 003's
/// `.local`/named/global readers, its `-8` padding and its iOS 13 convention.
/// Expected values come from the articles' formulas and SwiftUI's rules: a
/// content origin in the scroll view's own space is minus the offset, a
/// `.local` frame starts at 0, 0, `.global` adds what sits above the scroll
/// view, a `GeometryReader` proposed no height is 10 points tall, an
/// implicit stack puts 8 points between views.
@Suite(.serialized) struct ViewFileSeedReactionTests {
    static let example = ViewFileSeedTests.example
    static let phone = ViewFileTests.phone
    static let iPhone16 = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// The layout of `scene` at content offset `y` (one host call: a state
    /// written by `onPreferenceChange` is laid out again in the same call).
    static func displayList(_ scene: ViewFileScene, offset y: Double, safeArea: EdgeInsets = .zero) throws -> DisplayList {
        var request = ViewLayoutRequest(size: phone, safeArea: safeArea)
        request.offset = Point(x: 0, y: y)
        return try #require(scene.view.layout(request)).displayList
    }

    /// The text runs of `list` with their frames on the screen (group transforms applied).
    static func texts(_ list: DisplayList) -> [(lines: [String], frame: Rect)] {
        var found: [(lines: [String], frame: Rect)] = []
        func visit(_ items: [DisplayItem], _ place: (Rect) -> Rect) {
            for item in items {
                switch item {
                case let .text(text): found.append((text.lines, place(text.frame)))
                case let .group(group): visit(group.children) { place(group.transform.apply($0)) }
                default: break
                }
            }
        }
        visit(list.items) { $0 }
        return found
    }

    // MARK: Seed 000: the collapsible header

    /// The gist's screen: `.frame(height: max(50, 150 - offset.y))` above
    /// the scroll view, the offset from `OffsetObservingScrollView`'s
    /// binding (minus the content origin in its UUID-named space). The rows
    /// ("Line at k", 40 points each) start at the header's bottom edge, so
    /// row k's centre is at height + 40k + 20 − offset: as the header
    /// shrinks the scroll view grows, and a row moves by the offset plus the
    /// header's change. Pulled past the start (−40) nothing clamps from above:
    /// 150 + 40 = 190.
    @Test(arguments: [(0.0, 150.0), (50, 100), (100, 50), (640, 50), (-40, 190)])
    func seed000HeaderHeightFollowsTheOffset(offset: Double, height: Double) throws {
        let scene = try ViewFileSeedTests.scene([Self.example("seed-000-position-observing.swift")])
        defer { scene.view.stop() }
        let list = try Self.displayList(scene, offset: offset)
        // iOS's system orange (255, 149, 0) in light.
        let header = ViewFileSeedTests.shapes(list).filter { shape, _ in
            if case let .fill(c) = shape.paint { return c.r == 255 && c.g == 149 && c.b == 0 } else { return false }
        }.map(\.frame)
        #expect(header == [Rect(x: 0, y: 0, width: 390, height: height)], "offset \(offset)")
        // The first row wholly below the header's edge.
        let k = Int((max(0, offset) / 40).rounded(.up)) + 1
        let row = try #require(Self.texts(list).first { $0.lines == ["Line at \(k)"] }, "offset \(offset): no row \(k)")
        #expect(row.frame.midY == height + 40 * Double(k) + 20 - offset, "offset \(offset)")
        #expect(row.frame.minX == 16, "`.padding(.horizontal)`: 16 from the leading edge")
    }

    // MARK: Seed 001: the offset read back as text

    /// Seed 001's screen prints `Int(offset.y)` (Swift's `Int` truncates
    /// toward zero): 182 after a drag, −75 while pulled 75.2 past the start;
    /// one line each, however the padding's arithmetic rounds the frame.
    @Test(arguments: [(182.0, "offset.y = 182"), (-75.2, "offset.y = -75"), (0, "offset.y = 0")])
    func seed001ReadoutPrintsTheBoundOffset(offset: Double, text: String) throws {
        let scene = try ViewFileSeedTests.scene([Self.example("seed-001-offset-observing-scroll-view.swift")])
        defer { scene.view.stop() }
        let list = try Self.displayList(scene, offset: offset)
        let readout = Self.texts(list).filter { $0.lines.first?.hasPrefix("offset.y") == true }
        #expect(readout.map(\.lines) == [[text]])
    }

    // MARK: Seed 003: ScrollViewOffset's −8 padding

    /// `ScrollViewOffset` stacks a zero-height reader above the content: the
    /// implicit stack puts 8 points after it and `.padding(.top, -8)` takes
    /// them back, so the first row starts where the scroll view does (0;
    /// 59 below an iPhone 16's top safe area) and moves with the offset.
    @Test func theMinus8PaddingLeavesTheFirstRowAtTheTop() throws {
        let statusBar = try ViewFileSeedTests.scene(ViewFileSeedTests.seed003, safeArea: Self.iPhone16)
        defer { statusBar.view.stop() }
        for (offset, top) in [(0.0, 59.0), (10, 49)] {
            let list = try Self.displayList(statusBar, offset: offset, safeArea: Self.iPhone16)
            let zero = try #require(Self.texts(list).first { $0.lines == ["0"] })
            #expect(zero.frame.minY == top, "offset \(offset)")
        }
        // The rainbow's LazyVStack(spacing: 8): row 0 at 0, row 1 8 points below row 0.
        let rainbow = try ViewFileSeedTests.scene([Self.example("seed-003-rainbow.swift"), Self.example("seed-003-scroll-view-offset.swift")])
        defer { rainbow.view.stop() }
        let texts = Self.texts(try Self.displayList(rainbow, offset: 0))
        let row0 = try #require(texts.first { $0.lines == ["0"] })
        let row1 = try #require(texts.first { $0.lines == ["1"] })
        #expect(row0.frame.minY == 0)
        #expect(row1.frame.minY == row0.frame.maxY + 8)
    }

    // MARK: Seed 003: which space reads the offset

    static let firstAttempts = ViewFileSeedTests.root + "/Tests/ViewFiles/seed003-first-attempts.json"

    /// The article's readers (examples/views/seed-003-first-attempts.swift)
    /// on an iPhone 16, scrolled 100 px by two notches: qa checks the values
    /// at rest and after the notches (the scenario's notes give the sums).
    @Test func qaChecksTheReadersOfEachSpace() throws {
        let run = try ViewTickTests.playground(["qa", Self.firstAttempts])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1 passed, 0 failed"), "\(run.stdout)")
    }

    /// Tick by tick: the `.local` readers write their 0 once (the first
    /// layout) and never change; the named space reads 18 − offset and the
    /// window's 59 + 18 − offset at every tick the offset moves. The same
    /// files and scenario give the same bytes again.
    @Test func everyTickTheNamedSpaceFollowsTheOffsetAndLocalStaysZero() throws {
        let first = try ViewTickTests.playground(["trace", Self.firstAttempts])
        #expect(first.status == 0, "\(first.stderr)")
        let lines = try ViewTickTests.lines(first.stdout)
        let viewed = lines.compactMap { line -> (tick: Int, y: Double, view: [String])? in
            guard let view = line["view"] as? [String], let tick = line["tick"] as? Int,
                  let y = (line["offset"] as? [Double])?.last else { return nil }
            return (tick, y, view)
        }
        func writes(_ property: String) -> [(tick: Int, y: Double, value: Double)] {
            viewed.flatMap { tick in
                tick.view.compactMap { event -> (tick: Int, y: Double, value: Double)? in
                    let prefix = "FirstAttemptsScreen.\(property) = "
                    guard event.hasPrefix(prefix), let value = Double(event.dropFirst(prefix.count)) else { return nil }
                    return (tick.tick, tick.y, value)
                }
            }
        }
        for property in ["local", "localAbove"] {
            let local = writes(property)
            #expect(local.count == 1 && local.first?.tick == 1 && local.first?.value == 0, "\(property): \(local)")
        }
        let named = writes("frameLayer")
        let global = writes("global")
        // Two notches of 50 px eased over many ticks: far more than a handful of writes.
        #expect(named.count > 20 && named.count == global.count)
        // The trace rounds offsets to 4 decimals; the view sees them whole.
        for write in named { #expect(abs(write.value - (18 - write.y)) <= 1e-4, "tick \(write.tick)") }
        for write in global { #expect(abs(write.value - (59 + 18 - write.y)) <= 1e-4, "tick \(write.tick)") }
        #expect(named.last.map { abs($0.value - -82) <= 1e-9 } == true, "at rest 100 px down: 18 − 100")
        let second = try ViewTickTests.playground(["trace", Self.firstAttempts])
        #expect(second.stdout == first.stdout)
    }

    // MARK: Outside-style code: onScrollGeometryChange

    /// Tests/ViewFiles/ReactingHeader.swift, written as public iOS 18 code
    /// writes a collapsing header: `onScrollGeometryChange` stores
    /// `contentOffset.y` in `@State`, the header is clamp(150 − offset, 50,
    /// 150) tall. qa checks the state after each notch; the recorded frame
    /// after the first (offset 50) is indigo (#5856D6) down to 150 − 50 = 100.
    @Test func anOnScrollGeometryChangeHeaderFollowsTheFormula() throws {
        let scenario = ViewFileSeedTests.root + "/Tests/ViewFiles/reacting-header.json"
        let qa = try ViewTickTests.playground(["qa", scenario])
        #expect(qa.status == 0 && qa.stdout.contains("1 passed, 0 failed"), "\(qa.stdout)\(qa.stderr)")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("view-header-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let record = try ViewTickTests.playground(["record", scenario, "--at", "0.9", "--no-hud", "--out", dir + "/header.png"])
        #expect(record.status == 0, "\(record.stderr)")
        let image = try RecordTestSupport.decode(dir + "/header.png")
        let indigo = (r: 0x58, g: 0x56, b: 0xD6)
        // The left edge (no text there): rows 0 and 99 are the header's, row 100 is not.
        #expect(RecordTestSupport.distance(image[2, 0], indigo) == 0)
        #expect(RecordTestSupport.distance(image[2, 99], indigo) == 0)
        #expect(RecordTestSupport.distance(image[2, 100], indigo) > 100)
    }

    // MARK: Outside-style code: a scrollTransition carousel

    /// The drawn opacity of the first fill of colour `rgb` (r, g, b) in
    /// `list`: the fill's alpha times its groups' opacities; nil when absent.
    static func opacity(of rgb: (Int, Int, Int), in list: DisplayList) -> Double? {
        var found: Double?
        func visit(_ items: [DisplayItem], _ opacity: Double) {
            for item in items where found == nil {
                switch item {
                case let .shape(shape):
                    if case let .fill(c) = shape.paint, (Int(c.r), Int(c.g), Int(c.b)) == rgb { found = opacity * Double(c.a) / 255 }
                case let .group(group): visit(group.children, opacity * group.opacity)
                default: break
                }
            }
        }
        visit(list.items, 1)
        return found
    }

    /// Tests/ViewFiles/FadingCarousel.swift: 300-point cards 16 apart, 45
    /// of margin, in a 390-point scroll view. Card k's centre is 195 + 316k
    /// − x on the screen at offset x, so d = 316k − x from the scroll view's
    /// centre; H = (390 + 300) / 2 = 345 and the `.visible` threshold
    /// D = H − min(390, 300) = 45. `.animated`: identity (opacity 1) when
    /// |d| ≤ 45, else the edge phase (0.5). Card 0 (red) and card 1
    /// (orange, iOS's #FF9500) either side of the thresholds.
    @Test(arguments: [(0.0, 1.0, 0.5), (44, 1, 0.5), (46, 0.5, 0.5), (270, 0.5, 0.5), (272, 0.5, 1), (316, 0.5, 1)])
    func aScrollTransitionCarouselFadesPastTheThreshold(offset: Double, card0: Double, card1: Double) throws {
        let scene = try ViewFileSeedTests.scene(["\(ViewFileTests.fixtures)/FadingCarousel.swift"])
        defer { scene.view.stop() }
        var request = ViewLayoutRequest(size: Self.phone)
        request.offset = Point(x: offset, y: 0)
        let list = try #require(scene.view.layout(request)).displayList
        // iOS's system red (#FF3B30) and orange (#FF9500) in light.
        #expect(Self.opacity(of: (0xFF, 0x3B, 0x30), in: list) == card0, "offset \(offset)")
        #expect(Self.opacity(of: (0xFF, 0x95, 0x00), in: list) == card1, "offset \(offset)")
    }

    // MARK: Seed 003: the iOS 13 convention

    /// `--convention uikit` (the scenario's `"convention": "uikit"`) on an
    /// iPhone 16's safe area (top 59): the scroll view reaches under the
    /// status bar and takes the 59 points as a content inset, so UIKit's
    /// offset starts at −59 and, as on iOS 13, `ScrollViewOffset` at +59;
    /// one 50-point wheel notch gives −59 + 50 = −9 and 59 − 50 = 9.
    @Test func theUIKitConventionStartsAtTheTopInset() throws {
        let run = try ViewTickTests.playground([
            "qa", ViewFileSeedTests.root + "/Tests/ViewFiles/seed003-status-bar-uikit.json",
            "--view-file", Self.example("seed-003-status-bar.swift"), "--view-file", Self.example("seed-003-scroll-view-offset.swift"),
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1 passed, 0 failed"))
    }

    /// The request's flags (1 dark, 2 `uikit`) carry the convention
    /// to the host: by default the scroll view stays inside the iPhone 16's
    /// safe area (y 59…818, no insets); under `uikit` it fills the screen
    /// and takes the 59 and 34 it covers as content insets.
    @Test func theRequestCarriesTheConvention() throws {
        let scene = try ViewFileSeedTests.scene([
            Self.example("seed-003-status-bar.swift"), Self.example("seed-003-scroll-view-offset.swift"),
        ])
        defer { scene.view.stop() }
        var request = ViewLayoutRequest(size: Self.iPhone16Screen, safeArea: Self.iPhone16)
        #expect(try ViewLayoutRequest(decoding: request.encoded()).convention == .swiftUI)
        #expect(scene.view.layout(request)?.scrollViews.first?.contentInsets == .zero)
        #expect(scene.view.layout(request)?.scrollViews.first?.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        request.convention = .uiKit
        #expect(try ViewLayoutRequest(decoding: request.encoded()) == request)
        let under = scene.view.layout(request)?.scrollViews.first
        #expect(under?.contentInsets == Self.iPhone16)
        #expect(under?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// iPhone 16's screen in points (the device table's; `iPhone16` is its safe area).
    static let iPhone16Screen = Size(width: 393, height: 852)
}
