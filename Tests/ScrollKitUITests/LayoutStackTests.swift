import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Stacks, spacing and alignment, against SwiftUI's documented rules. The
/// root is offered the whole 393 × 852 screen and centred in it.
@Suite("Layout: stacks") struct LayoutStackTests {
    typealias T = LayoutTestSupport

    @Test func vStackDefaultSpacingIs8AndCentres() {
        let view = VStack {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 30)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        // 100 × (50 + 8 + 30) centred: x = (393 − 100) / 2, y = (852 − 88) / 2.
        #expect(T.fills(list, .red) == [T.rect(146.5, 382, 100, 50)])
        #expect(T.fills(list, .blue) == [T.rect(166.5, 440, 60, 30)])
    }

    @Test func vStackLeadingWithExplicitSpacing() {
        let view = VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 30)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .blue) == [T.rect(146.5, 384 + 54, 60, 30)])
    }

    @Test func hStackGivesTheLeastFlexibleChildItsShareFirst() {
        // 300 − 2 × 10 spacing = 280. The fixed 50 goes first (flexibility 0)
        // and takes 50 of its 93.3 share; the two colours split 230.
        let view = HStack(spacing: 10) {
            Color.red
            Color.blue.frame(width: 50)
            Color.green
        }.frame(width: 300, height: 40)
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(46.5, 406, 115, 40)])
        #expect(T.fills(list, .blue) == [T.rect(171.5, 406, 50, 40)])
        #expect(T.fills(list, .green) == [T.rect(231.5, 406, 115, 40)])
    }

    @Test func hStackBottomAlignment() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        // 20 × 40 at (186.5, 406); the short one sits on the bottom edge.
        #expect(T.fills(list, .blue) == [T.rect(196.5, 436, 10, 10)])
    }

    @Test func spacerPushesToTheEnds() {
        let view = HStack {
            Color.red.frame(width: 50, height: 20)
            Spacer()
            Color.blue.frame(width: 50, height: 20)
        }.frame(width: 200)
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(96.5, 416, 50, 20)])
        #expect(T.fills(list, .blue) == [T.rect(246.5, 416, 50, 20)])
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        func layout(_ priority: Double) -> [Rect] {
            let view = HStack(spacing: 0) {
                Color.red.frame(maxWidth: 300)
                // The priority survives a modifier after it.
                Color.blue.frame(maxWidth: 300).layoutPriority(priority).padding(0)
            }.frame(width: 400, height: 10)
            let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
            return T.fills(list, .red) + T.fills(list, .blue)
        }
        // Equal priority: 200 each. Blue first: it takes its 300 of 400.
        #expect(layout(0).map(\.width) == [200, 200])
        #expect(layout(1).map(\.width) == [100, 300])
    }

    @Test func zStackAndOverlayAlignment() {
        let z = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 80)
            Color.blue.frame(width: 20, height: 10)
        }
        #expect(T.fills(ViewLayoutEngine.layout(z, in: T.phone).displayList, .blue) == [T.rect(146.5, 386, 20, 10)])
        let o = Color.red.frame(width: 100, height: 80).overlay(alignment: .bottomTrailing) {
            Color.blue.frame(width: 20, height: 10)
        }
        #expect(T.fills(ViewLayoutEngine.layout(o, in: T.phone).displayList, .blue) == [T.rect(226.5, 456, 20, 10)])
        let b = Color.red.frame(width: 100, height: 80).background(Color.blue)
        let list = ViewLayoutEngine.layout(b, in: T.phone).displayList
        // The background is drawn first and fills the frame.
        #expect(T.shapes(list).map(\.frame) == [T.rect(146.5, 386, 100, 80), T.rect(146.5, 386, 100, 80)])
        #expect(T.shapes(list).first?.paint == .fill(Color.blue.light.rgb))
    }

    @Test func emptyViewsTakeNoSpacing() {
        let show = false
        let view = VStack {
            Color.red.frame(width: 10, height: 10)
            if show { Color.green.frame(width: 10, height: 10) }
            EmptyView()
            Color.blue.frame(width: 10, height: 10)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .blue).first?.minY == T.fills(list, .red).first!.minY + 18)
    }
}
