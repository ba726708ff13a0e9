import Testing
import Foundation
@testable import ScrollKitUI

/// The safe area: the root stays inside it; `.ignoresSafeArea` grows a view
/// that touches it out to the screen's edges.
@Suite("Layout: safe area") struct LayoutSafeAreaTests {
    typealias T = LayoutTestSupport
    /// iPhone 15 in portrait: 59 points of status bar, 34 of home indicator.
    static let insets = ScrollKitUI.EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    @Test func aBackgroundUnderTheBars() {
        let view = ZStack {
            Color.blue.ignoresSafeArea()
            Color.red.frame(width: 10, height: 10)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone, safeAreaInsets: LayoutSafeAreaTests.insets).displayList
        #expect(T.fills(list, .blue) == [T.rect(0, 0, 393, 852)])
        // The rest stays centred in the safe area: 59 + (759 − 10) / 2.
        #expect(T.fills(list, .red) == [T.rect(191.5, 433.5, 10, 10)])
    }

    @Test func aFullScreenPager() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<5) { _ in Color.red.containerRelativeFrame(.vertical) }
            }
        }
        .ignoresSafeArea()
        let layout = ViewLayoutEngine.layout(view, in: T.phone, safeAreaInsets: LayoutSafeAreaTests.insets)
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(layout.contentSize == CGSize(width: 393, height: 5 * 852))
        #expect(T.fills(layout.displayList, .red) == [T.rect(0, 0, 393, 852)])
    }

    @Test func aViewAwayFromTheEdgesDoesNotGrow() {
        let view = Color.red.frame(width: 10, height: 10).ignoresSafeArea()
        let list = ViewLayoutEngine.layout(view, in: T.phone, safeAreaInsets: LayoutSafeAreaTests.insets).displayList
        #expect(T.fills(list, .red) == [T.rect(191.5, 433.5, 10, 10)])
        let topOnly = VStack(spacing: 0) {
            Color.green.ignoresSafeArea(edges: .top).frame(height: 100)
            Spacer()
        }
        let grown = ViewLayoutEngine.layout(topOnly, in: T.phone, safeAreaInsets: LayoutSafeAreaTests.insets).displayList
        #expect(T.fills(grown, .green) == [T.rect(0, 0, 393, 159)])
    }
}
