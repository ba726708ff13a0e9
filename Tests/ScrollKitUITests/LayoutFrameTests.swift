import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Frames, padding, fixed size, aspect ratio and text, from SwiftUI's rules.
@Suite("Layout: frames and padding") struct LayoutFrameTests {
    typealias T = LayoutTestSupport

    private func rootSize<V: View>(_ view: V, in size: CGSize = LayoutTestSupport.phone) -> CGSize {
        ViewLayoutEngine.layout(view, in: size).rootFrame.size
    }

    @Test func paddingDefaultIs16AndEdgesAdd() {
        let box = Color.red.frame(width: 100, height: 50)
        #expect(rootSize(box.padding()) == CGSize(width: 132, height: 82))
        #expect(rootSize(box.padding(.horizontal, 10)) == CGSize(width: 120, height: 50))
        #expect(rootSize(box.padding(5)) == CGSize(width: 110, height: 60))
        let inset = box.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let layout = ViewLayoutEngine.layout(inset, in: T.phone)
        #expect(layout.rootFrame.size == CGSize(width: 106, height: 54))
        #expect(T.fills(layout.displayList, .red) == [Rect(x: layout.rootFrame.minX + 2, y: layout.rootFrame.minY + 1, width: 100, height: 50)])
    }

    @Test func paddingShrinksWhatAGreedyChildIsOffered() {
        #expect(rootSize(Color.red.padding(20)) == T.phone)
        let list = ViewLayoutEngine.layout(Color.red.padding(20), in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(20, 20, 353, 812)])
    }

    @Test func flexibleFrameMinAndMax() {
        // maxWidth .infinity takes the 393 offered; minHeight lifts 20 to 100.
        let wide = Color.red.frame(width: 40, height: 20).frame(maxWidth: .infinity, minHeight: 100)
        let layout = ViewLayoutEngine.layout(wide, in: T.phone)
        #expect(layout.rootFrame == CGRect(x: 0, y: 376, width: 393, height: 100))
        #expect(T.fills(layout.displayList, .red) == [T.rect(176.5, 416, 40, 20)])
        // A max below the child's size: the frame is 200, the child overflows centred.
        let narrow = Color.red.frame(width: 300, height: 20).frame(maxWidth: 200)
        #expect(rootSize(narrow).width == 200)
        #expect(T.fills(ViewLayoutEngine.layout(narrow, in: T.phone).displayList, .red).first?.minX == 46.5)
        // A greedy child is offered the proposal clamped to [min, max].
        #expect(rootSize(Color.red.frame(minWidth: 50, maxWidth: 80)).width == 80)
        #expect(rootSize(Color.red.frame(minWidth: 500)).width == 500)
    }

    @Test func fixedSizeTakesTheIdealSize() {
        let view = Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize()
        #expect(rootSize(view) == CGSize(width: 120, height: 30))
        // Without an ideal, a shape's ideal size is 10 × 10.
        #expect(rootSize(Rectangle().fixedSize()) == CGSize(width: 10, height: 10))
        #expect(rootSize(Color.red.fixedSize(horizontal: false, vertical: true)) == CGSize(width: 393, height: 10))
    }

    @Test func aspectRatioFitsAndFills() {
        #expect(rootSize(Color.red.aspectRatio(2, contentMode: .fit)) == CGSize(width: 393, height: 196.5))
        #expect(rootSize(Color.red.aspectRatio(2, contentMode: .fill)) == CGSize(width: 1704, height: 852))
        #expect(rootSize(Color.red.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit)) == CGSize(width: 393, height: 393))
    }

    @Test func textLineHeightsFollowTheIOSTextStyles() {
        // DESIGN.md's table of iOS text styles: line heights in points.
        let styles: [(Font, CGFloat)] = [(.largeTitle, 41), (.title, 34), (.title2, 28), (.title3, 25), (.headline, 22), (.body, 22),
                                         (.callout, 21), (.subheadline, 20), (.footnote, 18), (.caption, 16), (.caption2, 13)]
        for (font, height) in styles {
            #expect(rootSize(Text("Hi").font(font)).height == height)
        }
        let texts = LayoutTestSupport.texts(ViewLayoutEngine.layout(Text("Hi").font(.headline), in: T.phone).displayList)
        #expect(texts.first?.fontSize == 17 && texts.first?.weight == .semibold && texts.first?.lineHeight == 22)
    }

    @Test func textWrapsWhenOfferedLessThanItsWidth() {
        let text = Text("one two three four")
        let natural = rootSize(text)
        #expect(natural.height == 22)
        let wrapped = rootSize(text.frame(width: natural.width * 0.6))
        #expect(wrapped.height == 44)
        let texts = LayoutTestSupport.texts(ViewLayoutEngine.layout(text.frame(width: natural.width * 0.6), in: T.phone).displayList)
        #expect(texts.first?.lines == ["one two", "three four"])
        #expect(rootSize(text.frame(width: natural.width * 0.6).lineLimit(1)).height == 22)
    }

    @Test func textFormatsNumbers() {
        let texts = LayoutTestSupport.texts(ViewLayoutEngine.layout(Text(7, format: .number), in: T.phone).displayList)
        #expect(texts.first?.lines == ["7"])
    }
}
