import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Sections in a lazy grid, as SwiftUI lays them out: a header or footer is
/// a line of its own across the whole grid, each section's views start a
/// new line, and with `pinnedViews:` a header sticks to the top while its
/// section scrolls under it. Golden values are worked out by hand in the
/// comments (393 × 852 points, no safe area).
@Suite("Lazy grid sections") struct LazyGridSectionsTests {
    typealias T = LayoutTestSupport

    /// Two fixed 100-point columns, 10 points apart (line spacing 10): a
    /// 30-point blue header over 3 gray cells 50 tall, then an orange
    /// header over 2. The grid is as wide as the scroll view (393), its
    /// tracks 210 wide, centred: columns at (393 − 210) / 2 = 91.5 and 201.5.
    struct Grid: View {
        var pinned: PinnedScrollableViews = []
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(100), spacing: 10), GridItem(.fixed(100))], spacing: 10, pinnedViews: pinned) {
                    Section {
                        ForEach(0..<3) { _ in Color.gray.frame(height: 50) }
                    } header: {
                        Color.blue.frame(height: 30)
                    }
                    Section {
                        ForEach(0..<2) { _ in Color.gray.frame(height: 50) }
                    } header: {
                        Color.orange.frame(height: 30)
                    }
                }
            }
        }
    }

    /// The fills of `color` with the view scrolled to `y` (as the lazy stacks' section tests read them).
    static func fills(_ view: some View, at y: Double, _ color: Color) -> [Rect] {
        ScrollRulesTests.fills(view, at: y, color)
    }

    @Test func aHeaderIsALineAcrossTheWholeGrid() {
        // Header 0..30, full width (a Color takes the 393 offered).
        #expect(Self.fills(Grid(), at: 0, .blue) == [T.rect(0, 0, 393, 30)])
        // Then lines at 30 + 10 = 40 and 40 + 60 = 100 (the third cell
        // alone); the next header at 100 + 60 = 160, its cells at 200.
        #expect(Self.fills(Grid(), at: 0, .orange) == [T.rect(0, 160, 393, 30)])
        #expect(Self.fills(Grid(), at: 0, .gray) == [
            T.rect(91.5, 40, 100, 50), T.rect(201.5, 40, 100, 50), T.rect(91.5, 100, 100, 50),
            T.rect(91.5, 200, 100, 50), T.rect(201.5, 200, 100, 50),
        ])
    }

    @Test func theContentIsAsTallAsItsLines() {
        // 30 + 10 + 50 + 10 + 50 + 10 + 30 + 10 + 50 = 250.
        let sv = ViewLayoutEngine.layout(Grid(), in: T.phone).scrollViews[0]
        #expect(sv.contentSize.height == 250)
    }

    @Test func aPinnedHeaderSticksUntilTheNextSectionPushesIt() {
        // At 60 the first header's own place is −60; its section ends at
        // 150 − 60 = 90: pinned at max(−60, min(0, 90 − 30)) = 0. The
        // orange header is at 160 − 60 = 100.
        #expect(Self.fills(Grid(pinned: .sectionHeaders), at: 60, .blue) == [T.rect(0, 0, 393, 30)])
        #expect(Self.fills(Grid(pinned: .sectionHeaders), at: 60, .orange) == [T.rect(0, 100, 393, 30)])
        // At 130 the first section ends at 150 − 130 = 20: the header is
        // pushed up to 20 − 30 = −10.
        #expect(Self.fills(Grid(pinned: .sectionHeaders), at: 130, .blue) == [T.rect(0, -10, 393, 30)])
        // Without pinnedViews it scrolls away with its section: at 20 it is
        // at 0 − 20 = −20 (at 60 it is out of sight and not drawn at all).
        #expect(Self.fills(Grid(), at: 20, .blue) == [T.rect(0, -20, 393, 30)])
        #expect(Self.fills(Grid(), at: 60, .blue).isEmpty)
    }

    /// Three 100-point columns with no gaps (300 wide, centred in 393: from
    /// 46.5), lines 10 apart; two sections of 4 and 2 red cells 50 tall
    /// under 30-point blue headers. A lazy grid, like a lazy stack, takes
    /// the whole width it is offered (393), and a header spans the grid.
    struct ThreeColumns: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(100), spacing: 0), count: 3), spacing: 10) {
                    Section(header: Color.blue.frame(height: 30)) {
                        ForEach(0..<4) { _ in Color.red.frame(height: 50) }
                    }
                    Section(header: Color.blue.frame(height: 30)) {
                        ForEach(0..<2) { _ in Color.red.frame(height: 50) }
                    }
                }
            }
        }
    }

    @Test func headersTakeAWholeLineAndSectionsStartANewOne() {
        let layout = ViewLayoutEngine.layout(ThreeColumns(), in: T.phone)
        // Header 0…30; cells' lines at 40 and 100 (50 + 10); the block ends
        // at 150; the second header at 160; its cells at 200.
        #expect(T.fills(layout.displayList, .blue) == [T.rect(0, 0, 393, 30), T.rect(0, 160, 393, 30)])
        #expect(T.fills(layout.displayList, .red) == [
            T.rect(46.5, 40, 100, 50), T.rect(146.5, 40, 100, 50), T.rect(246.5, 40, 100, 50),
            T.rect(46.5, 100, 100, 50),
            T.rect(46.5, 200, 100, 50), T.rect(146.5, 200, 100, 50),
        ])
        // 200 + 50.
        #expect(layout.contentSize?.height == 250)
    }
}
