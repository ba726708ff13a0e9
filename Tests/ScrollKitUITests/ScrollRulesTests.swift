import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// SwiftUI's rules for a scroll view's size, its pinned section headers and
/// footers, and its position binding. Every golden value is worked out by
/// hand in the comment beside it (iPhone 15: 393 × 852 points, no safe area).
@Suite("Scroll view rules: size, pinned sections, position") struct ScrollRulesTests {
    typealias T = LayoutTestSupport
    typealias ScrollPhase = ScrollKitUI.ScrollPhase
    typealias UnitPoint = ScrollKitUI.UnitPoint

    // MARK: The size: the proposal along the axis, the content's across it

    @Test func horizontalCarouselIsAsTallAsItsCardsAndCentred() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<6) { _ in Color.blue.frame(width: 150, height: 200) } }
        }
        let sv = ViewLayoutEngine.layout(view, in: T.phone).scrollViews[0]
        // Along x: the 393 offered. Across: the cards' 200. The root centres
        // the band: (852 − 200) / 2 = 326.
        #expect(sv.frame == CGRect(x: 0, y: 326, width: 393, height: 200))
        // Content: 6 · 150 + 5 · 10 = 950 wide.
        #expect(sv.contentSize == CGSize(width: 950, height: 200))
    }

    @Test func step0FillsTheHeightBecauseItsLazyStackDoes() {
        let layout = ViewLayoutEngine.layout(Step0(), in: T.phone)
        let sv = layout.scrollViews[0]
        // A lazy stack fills the cross size offered (852), so the scroll
        // view, sized to its content across, is 852 tall.
        #expect(sv.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // The blue border (2 points, inside) is the scroll view's frame; the
        // pages' red borders are the 200-point band centred in it:
        // (852 − 200) / 2 = 326.
        let blue = T.shapes(layout.displayList).filter { $0.paint == .stroke(Color.blue.light.rgb, lineWidth: 2, placement: .inside) }
        #expect(blue.map(\.frame) == [T.rect(0, 0, 393, 852)])
        #expect(LayoutSeed004Tests.pageEdges(layout.displayList).first == T.rect(0, 326, 393, 200))
    }

    @Test func aBandOfPagesInAnEagerStackIsCentredInTheSafeArea() {
        // Step0's pages in an `HStack`: the content is 200 tall, so is the
        // scroll view. iPhone 16: 390 × 844 with 47 points on top and 34 at
        // the bottom; the safe area is 844 − 47 − 34 = 763 tall, the band
        // centred in it: 47 + (763 − 200) / 2 = 328.5.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<20) { page in
                    Text(page, format: .number).containerRelativeFrame(.horizontal).frame(height: 200)
                }
            }
        }
        let insets = ScrollKitUI.EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let sv = ViewLayoutEngine.layout(view, in: CGSize(width: 390, height: 844), safeAreaInsets: insets).scrollViews[0]
        #expect(sv.frame == CGRect(x: 0, y: 328.5, width: 390, height: 200))
        #expect(sv.contentSize == CGSize(width: 20 * 390, height: 200))
    }

    @Test func horizontalPickerContainerIsItsContentTall() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 8) { ForEach(0..<10) { _ in Color.gray.frame(width: 60, height: 22) } }
        }
        let sv = ViewLayoutEngine.layout(view, in: CGSize(width: 390, height: 844)).scrollViews[0]
        // container [390, 22]: the content's height; y = (844 − 22) / 2 = 411.
        #expect(sv.frame == CGRect(x: 0, y: 411, width: 390, height: 22))
        // content: 10 · 60 + 9 · 8 = 672.
        #expect(sv.contentSize.width == 672)
    }

    @Test func verticalScrollViewIsAsWideAsItsContent() {
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 50) } } }
        let sv = ViewLayoutEngine.layout(view, in: T.phone).scrollViews[0]
        // Along y: the 852 offered. Across: the content's 100, centred by the
        // root: x = (393 − 100) / 2 = 146.5.
        #expect(sv.frame == CGRect(x: 146.5, y: 0, width: 100, height: 852))
    }

    @Test func verticalScrollViewOfFlexibleRowsFillsTheWidth() {
        // `Color` takes the width it is offered: the content is 393 wide, so
        // is the scroll view (the usual feed).
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<30) { _ in Color.red.frame(height: 50) } } }
        let sv = ViewLayoutEngine.layout(view, in: T.phone).scrollViews[0]
        #expect(sv.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func marginsAcrossAreAddedToTheContent() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6) { _ in Color.blue.frame(width: 150, height: 100) } }
        }
        .contentMargins(.vertical, 10)
        let sv = ViewLayoutEngine.layout(view, in: T.phone).scrollViews[0]
        // 100 + 10 + 10 = 120 tall; y = (852 − 120) / 2 = 366.
        #expect(sv.frame == CGRect(x: 0, y: 366, width: 393, height: 120))
    }

    // MARK: Pinned section headers and footers

    /// Three sections of a 40-point header, ten 50-point rows and a
    /// 30-point footer, no spacing: section k starts at 570 k (40 + 500 + 30).
    struct Sections: View {
        var pinned: PinnedScrollableViews = [.sectionHeaders, .sectionFooters]
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<3) { s in
                        Section {
                            ForEach(0..<10) { _ in Color.gray.frame(height: 50) }
                        } header: {
                            Color.blue.frame(height: 40)
                        } footer: {
                            Color.green.frame(height: 30)
                        }
                    }
                }
            }
        }
    }

    /// Sections written in the stack itself (each one's rows among the
    /// stack's rows), as in `Sections`.
    struct FlatSections: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<10) { _ in Color.gray.frame(height: 50) }
                    } header: {
                        Color.blue.frame(height: 40)
                    }
                    Section {
                        ForEach(0..<10) { _ in Color.gray.frame(height: 50) }
                    } header: {
                        Color.orange.frame(height: 40)
                    }
                }
            }
        }
    }

    static func fills(_ view: some View, at y: Double, _ color: Color) -> [Rect] {
        T.fills(ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: y)).displayList, color)
    }

    @Test func headerSticksToTheTopWhileItsSectionScrollsUnder() {
        // At 200 the first header's own place is −200, its section ends at
        // 570 − 200 = 370: pinned at max(−200, min(0, 370 − 40)) = 0.
        #expect(Self.fills(Sections(), at: 200, .blue).first == T.rect(0, 0, 393, 40))
        // It is drawn after (above) the rows that scroll under it.
        let list = ViewLayoutEngine.layout(Sections(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 200)).displayList
        let fills = T.shapes(list).map(\.paint)
        let lastGray = fills.lastIndex(of: .fill(Color.gray.light.rgb))!
        let firstBlue = fills.firstIndex(of: .fill(Color.blue.light.rgb))!
        #expect(firstBlue > lastGray)
    }

    @Test func theFooterPushesItsHeaderOut() {
        // With a footer the header ends where the footer starts (540 in
        // section 0). At 520 that is 20 on screen: header 0 at
        // max(−520, min(0, 20 − 40)) = −20; section 1's header at its own
        // place 570 − 520 = 50, section 2's at 1140 − 520 = 620.
        #expect(Self.fills(Sections(), at: 520, .blue) == [T.rect(0, -20, 393, 40), T.rect(0, 50, 393, 40), T.rect(0, 620, 393, 40)])
        // At 600 header 0 would be at 540 − 600 − 40 = −100, out of sight;
        // section 1's header (own place −30, its footer at 1110 − 600 = 510)
        // pins at 0; section 2's at 540.
        #expect(Self.fills(Sections(), at: 600, .blue) == [T.rect(0, 0, 393, 40), T.rect(0, 540, 393, 40)])
    }

    @Test func footerSticksToTheBottomWhileItsSectionShows() {
        // At 0 section 0's footer is at 540, on screen at its place; section
        // 1 (570 … 1140) shows from 570, its header ending at 610: its
        // footer's own place is 1110, pinned at the bottom:
        // min(1110, max(852 − 30, 610)) = 822.
        #expect(Self.fills(Sections(), at: 0, .green) == [T.rect(0, 540, 393, 30), T.rect(0, 822, 393, 30)])
        // Unpinned, the footer stays at its place (1110 is off screen).
        #expect(Self.fills(Sections(pinned: []), at: 0, .green) == [T.rect(0, 540, 393, 30)])
    }

    @Test func headersOfSectionsWrittenInTheStackPin() {
        // Section 0: 0 … 540 (40 + 500); section 1 from 540.
        // At 300: header 0 pinned at the top (own place −300).
        #expect(Self.fills(FlatSections(), at: 300, .blue) == [T.rect(0, 0, 393, 40)])
        // At 520: section 0 ends at 540 − 520 = 20: pushed to −20; header 1 at 20.
        #expect(Self.fills(FlatSections(), at: 520, .blue) == [T.rect(0, -20, 393, 40)])
        #expect(Self.fills(FlatSections(), at: 520, .orange) == [T.rect(0, 20, 393, 40)])
        // At 800 header 1's own place is 540 − 800 = −260, above the rows
        // built; its section ends at 1040 − 800 = 240: pinned at
        // max(−260, min(0, 240 − 40)) = 0.
        #expect(Self.fills(FlatSections(), at: 800, .orange) == [T.rect(0, 0, 393, 40)])
        #expect(Self.fills(FlatSections(), at: 800, .blue).isEmpty)
    }

    @Test func pinnedHeadersStopAtTheContentMargin() {
        // With a 20-point top margin the visible area starts 20 below the frame.
        let view = Sections().contentMargins(.top, 20)
        // At offset 200 (engine convention) the content's 0 is at 20 − 200 =
        // −180; header 0 pins at max(−180, min(20, 390 − 40)) = 20.
        #expect(Self.fills(view, at: 200, .blue).first == T.rect(0, 20, 393, 40))
    }

    // MARK: The position binding

    struct Pager: View {
        let id: Binding<Int?>
        var anchor: ScrollKitUI.UnitPoint?
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5) { _ in Color.red.containerRelativeFrame(.horizontal).frame(height: 300) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: id, anchor: anchor)
        }
    }

    static func at(_ x: Double, _ phase: ScrollPhase) -> [ScrollViewState] {
        [ScrollViewState(offset: CGPoint(x: x, y: 0), phase: phase)]
    }

    @Test func positionNamesTheCardAtRestOnItsEdge() {
        let id = Box<Int?>(nil)
        let view = Pager(id: Binding(get: { id.value }, set: { id.value = $0 }))
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0, .idle), graph: graph)
        #expect(id.value == nil)  // nothing moved: nothing written
        // A forward swipe: cards are 393 wide. Mid-fling at 200, card 0
        // (0 … 393) is the first visible.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(200, .decelerating), graph: graph)
        #expect(id.value == 0)
        // The landing animation passes 393 − 0.5: card 0 still shows.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(392.5, .animating), graph: graph)
        #expect(id.value == 0)
        // At rest exactly on card 1's edge (393): card 0 (0 … 393) shows
        // nothing, card 1 is the first visible.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(393, .idle), graph: graph)
        #expect(id.value == 1)
    }

    @Test func positionWithAnAnchorTakesFramesHalfOpen() {
        let id = Box<Int?>(nil)
        let view = Pager(id: Binding(get: { id.value }, set: { id.value = $0 }), anchor: .leading)
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0, .idle), graph: graph)
        // The leading point at 786 = 2 · 393 is card 2's first point, not card 1's last.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(786, .idle), graph: graph)
        #expect(id.value == 2)
        // A trailing anchor at rest on 786: the point 786 + 393 = 1179 is card 2's last.
        let trailing = Box<Int?>(nil)
        let other = Pager(id: Binding(get: { trailing.value }, set: { trailing.value = $0 }), anchor: .trailing)
        let g2 = ViewGraph()
        _ = ViewLayoutEngine.layout(other, in: T.phone, scrollStates: Self.at(0, .idle), graph: g2)
        _ = ViewLayoutEngine.layout(other, in: T.phone, scrollStates: Self.at(786, .idle), graph: g2)
        #expect(trailing.value == 2)
    }

    @Test func positionSetByCodeScrollsAndIsKeptDuringThatScroll() {
        let id = Box<Int?>(nil)
        let view = Pager(id: Binding(get: { id.value }, set: { id.value = $0 }))
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0, .idle), graph: graph)
        id.value = 3
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0, .idle), graph: graph)
        // Card 3 at the leading edge: 3 · 393 = 1179.
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 1179, y: 0)])
        // While the engine animates there the binding keeps 3, though card 1 passes.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(500, .animating), graph: graph)
        #expect(id.value == 3)
        // The user takes it again: it follows.
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(800, .tracking), graph: graph)
        #expect(id.value == 2)  // 800 lies in card 2 (786 … 1179)
    }

    @Test func scrollPositionStructFollowsAtRestToo() {
        let position = Box(ScrollPosition(idType: Int.self))
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.containerRelativeFrame(.horizontal) } }
                .scrollTargetLayout()
        }
        .scrollPosition(Binding(get: { position.value }, set: { position.value = $0 }))
        let graph = ViewGraph()
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(0, .idle), graph: graph)
        _ = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(786, .idle), graph: graph)
        // At rest on 2 · 393: card 2, and the user put it there.
        #expect(position.value.viewID(type: Int.self) == 2)
        #expect(position.value.isPositionedByUser)
        position.value.scrollTo(x: 393)
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollStates: Self.at(786, .idle), graph: graph)
        #expect(layout.scrollRequests.map(\.offset) == [CGPoint(x: 393, y: 0)])
        #expect(position.value.isPositionedByUser == false)
    }

    // MARK: A navigation title inside a GeometryReader

    @Test func navigationTitleInsideAGeometryReaderIsKept() {
        let view = NavigationStack {
            GeometryReader { proxy in
                ScrollView { Color.red.frame(height: proxy.size.height * 2) }
                    .navigationTitle("Feed")
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // The large title bar: "Feed" in `.largeTitle` (34 points).
        let title = T.texts(layout.displayList).first { $0.lines == ["Feed"] }
        #expect(title?.fontSize == 34)
        // The reader is below the 96-point bar: 852 − 96 = 756 tall, and so
        // is the scroll view in it.
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: 96, width: 393, height: 756))
    }
}
