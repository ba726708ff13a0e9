import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// What draws under the safe area on an iPhone 16 (393 × 852 points, 59 of
/// status bar, 34 of home indicator; safe area y 59 to 818): a scroll view
/// does not clip to it on its scrolling axes (it reaches under the insets it
/// touches and insets its content), and a style background or overlay fills
/// under it (`ignoresSafeAreaEdges: .all`, SwiftUI's default).
@Suite("Layout: drawing under the safe area") struct LayoutSafeAreaDrawingTests {
    typealias T = LayoutTestSupport
    static let safe = ScrollKitUI.EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    static func layout<V: View>(_ view: V, at offset: Double = 0) -> ViewLayout {
        ViewLayoutEngine.layout(view, in: T.phone, scrollOffset: CGPoint(x: 0, y: offset), safeAreaInsets: safe)
    }

    /// The clips of the groups drawn, outermost first.
    static func clips(_ list: DisplayList) -> [Rect] {
        T.collect(list) { if case .group(let g) = $0 { return g.clip?.frame } else { return nil } }
    }

    /// Twelve 120-point orange rows 8 apart: row i's top is 59 + 128 i − offset.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack { ForEach(0..<12) { _ in Color.orange.frame(height: 120) } }
            }
        }
    }

    @Test func aScrollViewClipsAtTheScreenNotTheSafeArea() {
        let layout = Self.layout(Rows())
        #expect(Self.clips(layout.displayList) == [T.rect(0, 0, 393, 852)])
        // Its layout frame stays in the safe area: offset 0 shows row 0 at 59.
        #expect(layout.scrollViews.first?.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        // Rows 0…6 meet the screen (row 6 at 827, under the home indicator;
        // clipped at 818 it would be left out).
        #expect(T.fills(layout.displayList, .orange) == (0...6).map { T.rect(0, 59 + 128 * Double($0), 393, 120) })
    }

    @Test func rowsScrolledUpShowUnderTheStatusBar() {
        // At 150 row 0 spans −91…29, wholly above the safe area, still drawn.
        let fills = T.fills(Self.layout(Rows(), at: 150).displayList, .orange)
        #expect(fills.first == T.rect(0, -91, 393, 120))
    }

    @Test func onlyEdgesOnTheSafeAreaGrow() {
        // 20 points below the status bar the top stays; the bottom still reaches the screen.
        let padded = Self.layout(Rows().padding(.top, 20))
        #expect(Self.clips(padded.displayList) == [T.rect(0, 79, 393, 773)])
        // A horizontal scroll view does not grow vertically: 759 tall, from 59.
        let rail = ScrollView(.horizontal) { HStack { Color.red.frame(width: 500) } }
        #expect(Self.clips(Self.layout(rail).displayList) == [T.rect(0, 59, 393, 759)])
    }

    @Test func aStyleBackgroundFillsTheScreen() {
        let filler = Spacer().frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(T.fills(Self.layout(filler.background(.blue)).displayList, .blue) == [T.rect(0, 0, 393, 852)])
        #expect(T.fills(Self.layout(filler.background(Color.blue)).displayList, .blue) == [T.rect(0, 0, 393, 852)])
        #expect(T.fills(Self.layout(filler.overlay(.blue)).displayList, .blue) == [T.rect(0, 0, 393, 852)])
        // Only the top edge: 0 to 818.
        #expect(T.fills(Self.layout(filler.background(.blue, ignoresSafeAreaEdges: .top)).displayList, .blue)
            == [T.rect(0, 0, 393, 818)])
        #expect(T.fills(Self.layout(filler.background(.blue, ignoresSafeAreaEdges: [])).displayList, .blue)
            == [T.rect(0, 59, 393, 759)])
        // A view background (the closure form) keeps the frame.
        #expect(T.fills(Self.layout(filler.background { Color.blue }).displayList, .blue) == [T.rect(0, 59, 393, 759)])
    }

    @Test func aBackgroundInsideAScrollViewKeepsItsFrame() {
        // The first row touches the safe area at rest, but a scroll view's
        // content does not reach into it: 40 points from 59.
        let row = ScrollView { Color.clear.frame(height: 40).background(.blue) }
        #expect(T.fills(Self.layout(row).displayList, .blue) == [T.rect(0, 59, 393, 40)])
    }
}
