import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

@Suite("Layout: seed 004") struct LayoutSeed004Tests {
    typealias T = LayoutTestSupport
    static let red = Color.red.light.rgb

    /// The red page borders drawn, in screen coordinates.
    static func pageEdges(_ list: DisplayList) -> [Rect] {
        T.shapes(list).filter { $0.paint == .stroke(red, lineWidth: 2, placement: .inside) }.map(\.frame)
    }

    @Test func step0PagesAreTheContainerWide() {
        let layout = ViewLayoutEngine.layout(Step0(), in: T.phone)
        // 20 pages of 393 points, 200 high, centred vertically: (852 − 200) / 2 = 326.
        #expect(layout.contentSize?.width == CGFloat(20 * 393))
        #expect(layout.scrollViews.first?.targetBehavior is ScrollKitUI.PagingScrollTargetBehavior)
        #expect(layout.scrollViews.first?.axes == .horizontal)
        #expect(LayoutSeed004Tests.pageEdges(layout.displayList) == [T.rect(0, 326, 393, 200)])
        let texts = T.texts(layout.displayList)
        #expect(texts.map(\.lines) == [["0"]])
        #expect(texts.first?.fontSize == 28 && texts.first?.lineHeight == 34)
    }

    @Test func step0HalfwayShowsTwoPages() {
        let layout = ViewLayoutEngine.layout(Step0(), in: T.phone, scrollOffset: CGPoint(x: 393 * 7.5, y: 0))
        #expect(LayoutSeed004Tests.pageEdges(layout.displayList) == [T.rect(-196.5, 326, 393, 200), T.rect(196.5, 326, 393, 200)])
        #expect(T.texts(layout.displayList).map(\.lines) == [["7"], ["8"]])
    }

    @Test func step0InLandscapeUsesTheSafeAreaWidth() {
        // iPhone 15 in landscape: 852 × 393 with 59-point side insets and 21 at the bottom.
        let insets = ScrollKitUI.EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        let layout = ViewLayoutEngine.layout(Step0(), in: CGSize(width: 852, height: 393), safeAreaInsets: insets)
        #expect(layout.contentSize?.width == CGFloat(20 * 734))
        #expect(LayoutSeed004Tests.pageEdges(layout.displayList).first == T.rect(59, 86, 734, 200))
    }

    @Test func step1TargetsAreThePages() {
        let layout = ViewLayoutEngine.layout(Step1(), in: T.phone)
        // scrollTargetLayout on the lazy stack: all 20 pages are targets,
        // built or not, in content coordinates (the stack fills the 852-point
        // height, pages centred in it).
        #expect(layout.scrollTargets == (0..<20).map { CGRect(x: CGFloat($0) * 393, y: 326, width: 393, height: 200) })
        #expect(layout.scrollViews.first?.targetBehavior is ScrollKitUI.ViewAlignedScrollTargetBehavior)
        #expect(layout.bodiesEvaluated == 1)
    }

    @Test func step2PagesAreThirds() {
        let layout = ViewLayoutEngine.layout(Step2(), in: T.phone)
        // 393 / 3 = 131 per page, ten pages.
        #expect(layout.contentSize?.width == 1310)
        #expect(LayoutSeed004Tests.pageEdges(layout.displayList) == [0, 131, 262].map { T.rect($0, 326, 131, 200) })
        #expect(layout.scrollViews.first?.targetBehavior is CustomHorizontalPagingBehavior)
        // The behavior is asked with the scroll view's own sizes.
        #expect(settle(layout.scrollViews.first!, from: 0, proposed: 400) == 393)
    }

    @Test func theVisibleListSurvivesTheProcessBoundary() throws {
        let layout = ViewLayoutEngine.layout(Step0(), in: T.phone, scrollOffset: CGPoint(x: 100, y: 0))
        #expect(try DisplayList(decoding: layout.encodedDisplayList) == layout.displayList)
    }
}
