import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Scroll views, `containerRelativeFrame`, scroll targets and margins.
@Suite("Layout: scroll views") struct LayoutScrollTests {
    typealias T = LayoutTestSupport

    @Test func severalChildrenStackInAnImplicitVStack() {
        let view = ScrollView {
            Color.red.frame(height: 50)
            Color.blue.frame(width: 100, height: 30)
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        // Content offered (393, unspecified): red 393 × 50, blue centred, 8 apart.
        #expect(layout.contentSize == CGSize(width: 393, height: 88))
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(T.fills(layout.displayList, .blue) == [T.rect(146.5, 58, 100, 30)])
    }

    @Test func narrowerContentIsCentredAcrossAndStartsAtTheTop() {
        let layout = ViewLayoutEngine.layout(ScrollView { Color.red.frame(width: 100, height: 50) }, in: T.phone)
        // The scroll view takes the whole height offered and its content's
        // width (SwiftUI Field Guide, "Scroll View"), centred by the root:
        // (393 − 100) / 2 = 146.5; its content sits at its top.
        #expect(layout.scrollViews.first?.frame == CGRect(x: 146.5, y: 0, width: 100, height: 852))
        #expect(layout.contentSize == CGSize(width: 100, height: 50))
        #expect(T.fills(layout.displayList, .red) == [T.rect(146.5, 0, 100, 50)])
    }

    @Test func horizontalScrollViewStacksItsChildrenVerticallyToo() {
        let view = ScrollView(.horizontal) {
            Color.red.frame(width: 500, height: 50)
            Color.blue.frame(width: 100, height: 30)
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(layout.contentSize == CGSize(width: 500, height: 88))
    }

    @Test func theOffsetMovesTheContentAndOnlyVisibleRowsAreDrawn() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { i in
                    Color(hue: Double(i) / 20, saturation: 1, brightness: 1).frame(height: 100)
                }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 250))
        #expect(layout.contentSize == CGSize(width: 393, height: 2000))
        // Row i spans y = 100 i − 250 … + 100: rows 2 … 11 meet 0 … 852.
        let frames = T.shapes(layout.displayList).map(\.frame)
        #expect(frames.count == 10)
        #expect(frames.first == T.rect(0, -50, 393, 100))
        #expect(frames.last == T.rect(0, 850, 393, 100))
    }

    @Test func containerRelativeFrameCountSpanSpacing() {
        // L = 400: (400 − 10 · 3) / 4 · s + 10 · (s − 1): 92.5 for s = 1, 195 for s = 2.
        #expect(ContainerRelativeFrameNode.length(container: 400, count: 4, span: 1, spacing: 10) == 92.5)
        #expect(ContainerRelativeFrameNode.length(container: 400, count: 4, span: 2, spacing: 10) == 195)
        #expect(ContainerRelativeFrameNode.length(container: 400, count: 1, span: 1, spacing: 0) == 400)
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<6) { _ in
                    Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 10).frame(height: 100)
                }
            }
            .scrollTargetLayout()
        }
        let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 400, height: 300))
        #expect(layout.contentSize?.width == 6 * 92.5 + 5 * 10)
        #expect(layout.scrollTargets.map(\.minX) == [0, 102.5, 205, 307.5, 410, 512.5])
        #expect(layout.scrollTargets.allSatisfy { $0.width == 92.5 && $0.height == 100 })
    }

    @Test func containerRelativeFrameWholeLengthAndClosure() {
        let whole = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal).frame(height: 10) } }
        }
        #expect(ViewLayoutEngine.layout(whole, in: CGSize(width: 400, height: 300)).contentSize?.width == 1200)
        let closure = ScrollView {
            Color.red.containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length * 0.25 : 0 }
        }
        #expect(ViewLayoutEngine.layout(closure, in: CGSize(width: 400, height: 300)).contentSize == CGSize(width: 400, height: 75))
    }

    @Test func contentMarginsInsetTheContentAndShrinkTheContainer() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<6) { _ in Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 10).frame(height: 100) }
            }
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 400, height: 300))
        // L = 400 − 2 × 20 = 360: (360 − 30) / 4 = 82.5; the first page starts at the margin.
        #expect(layout.contentSize?.width == 6 * 82.5 + 50)
        #expect(layout.scrollViews.first?.contentInsets == ScrollKitUI.EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(T.fills(layout.displayList, .red).first?.minX == 20)
        #expect(T.fills(layout.displayList, .red).first?.width == 82.5)
    }

    @Test func safeAreaPaddingOnAScrollViewInsetsItsContent() {
        let view = ScrollView { Color.red.frame(height: 100) }.safeAreaPadding(.top, 30)
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(layout.scrollViews.first?.contentInsets.top == 30)
        #expect(T.fills(layout.displayList, .red) == [T.rect(0, 30, 393, 100)])
        // On any other view it pads.
        #expect(ViewLayoutEngine.layout(Color.red.frame(width: 10, height: 10).safeAreaPadding(), in: T.phone).rootFrame.size == CGSize(width: 42, height: 42))
    }

    @Test func theRootStaysInsideTheSafeArea() {
        let insets = ScrollKitUI.EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let layout = ViewLayoutEngine.layout(ScrollView { Color.red.frame(height: 10) }, in: T.phone, safeAreaInsets: insets)
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func nestedScrollViewsAreRecordedOutermostFirst() {
        let view = ScrollView {
            Color.red.frame(height: 50)
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(width: 100, height: 80) } }
            }
        }
        let layout = ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: 20))
        #expect(layout.scrollViews.count == 2)
        #expect(layout.scrollViews[1].contentSize == CGSize(width: 1000, height: 80))
        // The rail hugs its content's height and sits below the red row, moved by the outer offset.
        #expect(layout.scrollViews[1].frame == CGRect(x: 0, y: 58 - 20, width: 393, height: 80))
        #expect(layout.scrollViews[1].offset == .zero)
    }

    @Test func scrollTargetBehaviorAndIndicatorsAreRecorded() {
        let view = ScrollView(.horizontal, showsIndicators: true) { Color.red.frame(width: 1000, height: 10) }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(HalfPages())
        let layout = ViewLayoutEngine.layout(view, in: T.phone)
        #expect(layout.scrollViews.first?.targetBehavior is HalfPages)
        #expect(layout.scrollViews.first?.showsIndicators == false)
    }
}
