import Testing
import Foundation
@testable import ScrollKitUI

/// iOS 13's scroll view (`ScrollViewSafeAreaLayout.underSafeArea`, the
/// playground's `uikit` offset convention) on an iPhone 16: 393 × 852
/// points, 59 of status bar, 34 of home indicator. The scroll view whose
/// edges lie on the safe area's reaches the screen's edges and takes the
/// 59 and 34 it now covers as content insets; its content stays where
/// iOS 14's is. Offsets given are the engine's (0 at the start).
@Suite("Layout: iOS 13's scroll view under the safe area") struct LayoutUnderSafeAreaTests {
    typealias T = LayoutTestSupport
    static let safe = ScrollKitUI.EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    static func layout<V: View>(
        _ view: V, at offset: Double, _ mode: ScrollViewSafeAreaLayout = .underSafeArea, graph: ViewGraph = ViewGraph()
    ) -> ViewLayout {
        ViewLayoutEngine.layout(
            view, in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), safeAreaInsets: safe, graph: graph, scrollViewSafeArea: mode)
    }

    /// Seed 003's `ScrollViewOffset` (SeedObservingViews.swift): the reader
    /// sits at the content's top, the content starts 59 below the grown
    /// frame, so minY in "frameLayer" is 59 − offset (iOS 14: −offset).
    @Test(arguments: [(0.0, 59.0), (50, 9), (59, 0), (159, -100), (-40, 99)])
    func seed003ReaderStartsAtTheTopInset(offset: Double, reading: Double) {
        let graph = ViewGraph()
        _ = Self.layout(ContentView(), at: offset, graph: graph)
        #expect(StateGeometryPreferenceTests.number(graph, "._scrollOffset") == reading)
    }

    @Test func theFrameGrowsTheInsetsTakeTheSafeAreaAndTheContentStays() {
        let under = Self.layout(ContentView(), at: 10)
        let inside = Self.layout(ContentView(), at: 10, .insideSafeArea)
        #expect(under.scrollViews.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(under.scrollViews.first?.contentInsets == Self.safe)
        #expect(inside.scrollViews.first?.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(inside.scrollViews.first?.contentInsets == ScrollKitUI.EdgeInsets())
        // Row "0" at 59 − 10 on the screen either way (the −8 padding cancels the spacing).
        for layout in [under, inside] {
            #expect(T.texts(layout.displayList).first { $0.lines == ["0"] }?.frame.minY == Double(59 - 10))
        }
        // The scroll range is the same: content + insets − frame.
        #expect(under.contentSize == inside.contentSize)
    }

    /// The content scrolls under the status bar: rows wholly above the safe
    /// area are drawn, under either layout (iOS 14's frame stays in the
    /// safe area, but the scroll view does not clip to it), the same rows.
    @Test func rowsShowUnderTheStatusBar() {
        func rowsAbove(_ layout: ViewLayout) -> [[String]] {
            T.texts(layout.displayList).filter { $0.frame.maxY <= 59 }.map(\.lines)
        }
        let under = rowsAbove(Self.layout(ContentView(), at: 200))
        #expect(!under.isEmpty)
        #expect(rowsAbove(Self.layout(ContentView(), at: 200, .insideSafeArea)) == under)
    }

    /// The article's opacity under iOS 13: scrollOffset = 59 − offset, so the
    /// bar stays clear for the first 59 points, is half red at 109 and red from 159.
    @Test(arguments: [(0.0, 0.0), (50, 0), (59, 0), (109, 0.5), (159, 1), (300, 1)])
    func theStatusBarWaitsForTheInset(offset: Double, opacity: Double) {
        let layout = Self.layout(ContentView(), at: offset)
        let bar = T.shapes(layout.displayList).filter { $0.frame == T.rect(0, 0, 393, 59) }
        #expect(bar.count == 1, "offset \(offset)")
        guard case .fill(let c)? = bar.first?.paint else { Issue.record("no bar"); return }
        #expect(c.a == UInt8((opacity * 255).rounded()), "offset \(offset)")
    }

    /// SwiftUI's `ScrollGeometry` counts the insets (UIKit's offset): −59 at rest.
    @Test func scrollGeometryStartsAtMinusTheTopInset() {
        final class Seen: @unchecked Sendable { var values: [(Double, Double)] = [] }
        let seen = Seen()
        let view = ScrollView { HundredPointRows() }
            .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y) }) { old, new in seen.values.append((old, new)) }
        let graph = ViewGraph()
        _ = Self.layout(view, at: 0, graph: graph)
        _ = Self.layout(view, at: 50, graph: graph)
        #expect(seen.values.count == 1)
        #expect(seen.values.first.map { $0.0 == -59 && $0.1 == -9 } == true)
    }

    /// Only the edges on the safe area's grow: under a 100-point header the
    /// top stays (a reader in `.scrollView` reads −offset) and the bottom grows.
    @Test(arguments: [(0.0, 59.0, 0.0), (100, 0, 0), (0, 59, 40), (100, 0, 40)])
    func onlyEdgesOnTheSafeAreaGrow(header: Double, top: Double, offset: Double) {
        let graph = ViewGraph()
        let layout = Self.layout(SpaceReaderScreen(space: .scrollView, headerHeight: header), at: offset, graph: graph)
        #expect(StateGeometryPreferenceTests.number(graph, "._reported") == top - offset)
        let frame = layout.scrollViews.first?.frame
        #expect(frame.map { Double($0.minY) } == (header == 0 ? 0 : 59 + header))
        #expect(frame.map { Double($0.maxY) } == 852)
        #expect(layout.scrollViews.first?.contentInsets == ScrollKitUI.EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0))
    }

    /// A scroll view that already ignores the safe area, and one inside
    /// another, keep their frames and insets.
    @Test func ignoringOrNestedScrollViewsStayAsTheyAre() {
        let pager = ScrollView { HundredPointRows() }.ignoresSafeArea()
        let full = Self.layout(pager, at: 0)
        #expect(full.scrollViews.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(full.scrollViews.first?.contentInsets == ScrollKitUI.EdgeInsets())
        let nested = ScrollView {
            ScrollView(.horizontal) { Color.red.frame(width: 800, height: 100) }
            HundredPointRows()
        }
        let both = Self.layout(nested, at: 0)
        #expect(both.scrollViews.count == 2)
        #expect(both.scrollViews.last?.contentInsets == ScrollKitUI.EdgeInsets())
        #expect(both.scrollViews.last?.frame.minY == 59)
    }

    /// A scroll view below a large-title navigation bar (96 points) reaches
    /// under it and the status bar, as iOS 13's did: the reader reads the
    /// status bar plus the bar at rest (iOS 13 read 140 = 44 + 96 on a
    /// phone with a 44-point status bar; here 59 + 96).
    @Test func aScrollViewBelowANavigationBarReachesUnderIt() {
        let graph = ViewGraph()
        let view = NavigationView { SpaceReaderScreen(space: .scrollView).navigationTitle("Title") }
        let layout = Self.layout(view, at: 0, graph: graph)
        #expect(StateGeometryPreferenceTests.number(graph, "._reported") == Double(59 + 96))
        #expect(layout.scrollViews.first.map { Double($0.frame.minY) } == 0)
    }
}
