import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A navigation stack with a large title over thirty 100-pt blue rows.
struct LargeTitleRows: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30) { _ in Color.blue.frame(height: 100) } }
            }
            .navigationTitle("Title")
        }
    }
}

/// A large title over a lazy stack whose one section pins its 30-pt red
/// header above forty 100-pt blue rows.
struct LargeTitlePinnedHeader: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<40) { _ in Color.blue.frame(height: 100) }
                    } header: {
                        Color.red.frame(height: 30)
                    }
                }
            }
            .navigationTitle("Title")
        }
    }
}

/// iOS's large-title bar collapses as its scroll view scrolls: scrolled by
/// d points the bar is max(44, 96 − d) tall, the large title's line box 8
/// points above its bottom (16 from the leading edge), the rows from
/// 96 − d; once 96 − d < 44 the inline title (`.headline`) is centred in
/// the 44-point bar, drawn over the rows on the bar's background. On the
/// 393 × 852 phone without safe areas.
@Suite("Navigation: the large title collapses as the content scrolls") struct LargeTitleCollapseTests {
    typealias T = LayoutTestSupport

    static func title(_ list: DisplayList) -> [DisplayText] {
        T.texts(list).filter { $0.lines == ["Title"] }
    }

    @Test(arguments: [0.0, 30.0, -40.0]) func theLargeTitleMovesWithTheContent(d: Double) {
        let layout = ViewLayoutEngine.layout(LargeTitleRows(), in: T.phone, scrollOffset: CGPoint(x: 0, y: d))
        let titles = Self.title(layout.displayList)
        #expect(titles.count == 1)
        guard let t = titles.first else { return }
        #expect(t.fontSize == 34)
        #expect(t.frame.origin.x == 16)
        #expect(t.frame.origin.y == 96 - d - 8 - t.frame.size.height)
        // The rows start at the bar's bottom (lower on a pull); no bar background.
        #expect(T.fills(layout.displayList, .blue).first?.origin.y == 96 - d)
        #expect(T.fills(layout.displayList, NavigationStack<EmptyView>.barBackground).isEmpty)
    }

    @Test func pastFiftyTwoPointsTheInlineTitleSitsOverTheRows() {
        let layout = ViewLayoutEngine.layout(LargeTitleRows(), in: T.phone, scrollOffset: CGPoint(x: 0, y: 70))
        let titles = Self.title(layout.displayList)
        #expect(titles.count == 1)
        guard let t = titles.first else { return }
        #expect(t.fontSize == 17)
        #expect(t.frame.origin.y == (44 - t.frame.size.height) / 2)
        #expect(t.frame.origin.x == (393 - t.frame.size.width) / 2)
        // Row 0 runs from 96 − 70 = 26 under the 44-point bar's background.
        #expect(T.fills(layout.displayList, .blue).first?.origin.y == 26)
        #expect(T.fills(layout.displayList, NavigationStack<EmptyView>.barBackground) == [T.rect(0, 0, 393, 44)])
    }

    /// A pinned header sticks at the bar's bottom as the bar collapses: at
    /// 96 − d while the title is large (the header then sits at its own
    /// place, the content's top moved up by d), at 44 once the bar is
    /// inline, never 52 points lower where the large bar ended.
    @Test(arguments: [(0.0, 96.0), (30.0, 66.0), (52.0, 44.0), (70.0, 44.0), (1234.0, 44.0)])
    func aPinnedHeaderSticksUnderTheCollapsingBar(d: Double, headerTop: Double) {
        let layout = ViewLayoutEngine.layout(LargeTitlePinnedHeader(), in: T.phone, scrollOffset: CGPoint(x: 0, y: d))
        #expect(T.fills(layout.displayList, .red).map(\.origin.y) == [headerTop])
    }
}
