import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// A flow layout as Apple's documentation and WWDC22's "Compose custom
/// layouts with SwiftUI" write one: ideal sizes, left to right, a new row
/// when the next subview would pass the proposed width.
private struct Flow: Layout {
    var spacing: CGFloat

    /// Each subview's origin relative to the layout's, and the total size.
    func arrange(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = arrange(subviews, width: proposal.width ?? .infinity).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}

/// Which column a subview goes in (`Columns`).
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Subviews side by side in 100-point columns chosen by `Column`, centred
/// on the column's middle (anchor `.center`); one subview left unplaced.
private struct Columns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 300, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews.dropLast() {
            let column = CGFloat(subview[Column.self])
            subview.place(at: CGPoint(x: bounds.minX + 100 * column + 50, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }
}

/// A card's look, as apps write a `ViewModifier`.
private struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).background(Color.yellow)
    }
}

/// SwiftUI's `Layout` protocol as a user writes it, and the built-in
/// layouts through it; `ViewModifier`. Frames are worked out by hand from
/// the layouts' rules; the root is centred on the 393 × 852 screen.
@Suite("Layout: the Layout protocol and ViewModifier") struct LayoutProtocolTests {
    typealias T = LayoutTestSupport

    static func boxes() -> some View {
        Group {
            Color.red.frame(width: 100, height: 30)
            Color.green.frame(width: 80, height: 40)
            Color.blue.frame(width: 150, height: 30)
            Color.orange.frame(width: 60, height: 20)
            Color.purple.frame(width: 120, height: 30)
        }
    }

    @Test func aFlowLayoutWrapsAtTheProposedWidth() {
        // In a 300 × 400 frame at (46.5, 226), flow at its top leading corner.
        // Row 1: red 0…100, green 110…190 (blue would end at 350 > 300); 40 high.
        // Row 2 at 40 + 10: blue 0…150, orange 160…220 (purple: 350); 30 high.
        // Row 3 at 50 + 30 + 10 = 90: purple.
        let view = Flow(spacing: 10) { Self.boxes() }.frame(width: 300, height: 400, alignment: .topLeading)
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(46.5, 226, 100, 30)])
        #expect(T.fills(list, .green) == [T.rect(156.5, 226, 80, 40)])
        #expect(T.fills(list, .blue) == [T.rect(46.5, 276, 150, 30)])
        #expect(T.fills(list, .orange) == [T.rect(206.5, 276, 60, 20)])
        #expect(T.fills(list, .purple) == [T.rect(46.5, 316, 120, 30)])
    }

    @Test func aFlowLayoutChoosesTheWidthOfItsWidestRow() {
        // Rows 190, 220 and 120 wide: the flow is 220 × 120, centred in a
        // 300-wide frame whose height is the flow's: x = 46.5 + 40, y = (852 − 120) / 2.
        let view = Flow(spacing: 10) { Self.boxes() }.frame(width: 300)
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(86.5, 366, 100, 30)])
        #expect(T.fills(list, .purple) == [T.rect(86.5, 456, 120, 30)])
    }

    @Test func anUnspecifiedWidthIsOneRow() {
        // `.fixedSize()` proposes nil: one row 100 + 80 + 150 + 60 + 120 + 4 × 10
        // = 550 wide and 40 high, centred: x = (393 − 550) / 2, y = (852 − 40) / 2.
        let view = Flow(spacing: 10) { Self.boxes() }.fixedSize()
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(-78.5, 406, 100, 30)])
        #expect(T.fills(list, .blue) == [T.rect(121.5, 406, 150, 30)])
    }

    @Test func layoutValuesAnchorsAndUnplacedSubviews() {
        // Columns is 300 × 100 at (46.5, 376): middle y 426. Red in column 2
        // (centre x 46.5 + 250), blue in column 0 (46.5 + 50); green is not
        // placed, so it sits at the centre of the layout's bounds.
        let view = Columns {
            Color.red.frame(width: 40, height: 20).layoutValue(key: Column.self, value: 2)
            Color.blue.frame(width: 60, height: 10)
            Color.green.frame(width: 30, height: 30)
        }
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .red) == [T.rect(276.5, 416, 40, 20)])
        #expect(T.fills(list, .blue) == [T.rect(66.5, 421, 60, 10)])
        #expect(T.fills(list, .green) == [T.rect(181.5, 411, 30, 30)])
    }

    @Test func builtInStackLayoutsLayOutAsTheirStacks() {
        func frames<V: View>(_ view: V) -> [Rect] {
            T.shapes(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.frame)
        }
        let content = { Group { Color.red.frame(width: 50, height: 20); Spacer(); Color.blue.frame(width: 30, height: 60) } }
        #expect(frames(HStackLayout(alignment: .top) { content() }) == frames(HStack(alignment: .top) { content() }))
        #expect(frames(AnyLayout(VStackLayout(spacing: 3)) { content() }) == frames(VStack(spacing: 3) { content() }))
        #expect(frames(AnyLayout(ZStackLayout(alignment: .bottomTrailing)) { content() })
            == frames(ZStack(alignment: .bottomTrailing) { content() }))
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    }

    @Test func spacingBetweenViewsAndNextToSpacers() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    }

    @Test func aViewModifierWrapsItsContent() {
        // 100 × 40 padded by 10: a 120 × 60 yellow card, centred; the red box inside.
        let view = Color.red.frame(width: 100, height: 40).modifier(CardStyle())
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        #expect(T.fills(list, .yellow) == [T.rect(136.5, 396, 120, 60)])
        #expect(T.fills(list, .red) == [T.rect(146.5, 406, 100, 40)])
        let plain = Color.red.frame(width: 100, height: 40).modifier(EmptyModifier())
        #expect(T.fills(ViewLayoutEngine.layout(plain, in: T.phone).displayList, .red) == [T.rect(146.5, 406, 100, 40)])
        // Two in a row: the card, then the card around it (140 × 80).
        let twice = Color.red.frame(width: 100, height: 40).modifier(CardStyle().concat(CardStyle()))
        #expect(T.fills(ViewLayoutEngine.layout(twice, in: T.phone).displayList, .yellow)
            == [T.rect(126.5, 386, 140, 80), T.rect(136.5, 396, 120, 60)])
    }
}
