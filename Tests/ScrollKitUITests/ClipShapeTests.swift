import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// The clips and masks of a view as the display list carries them to the
/// canvas: the shorthand shapes, uneven corners and masks.
@Suite("Clips, shape shorthands and masks") struct ClipShapeTests {
    typealias T = LayoutTestSupport

    /// The clips of every group in `view`'s display list.
    func clips<V: View>(_ view: V) -> [DisplayClip] {
        T.collect(ViewLayoutEngine.layout(view, in: T.phone).displayList) { item -> DisplayClip? in
            if case .group(let g) = item { return g.clip } else { return nil }
        }
    }

    /// A 200 × 100 card centred on the phone: x = (393 − 200) / 2, y = (852 − 100) / 2.
    let card = Rect(x: 96.5, y: 376, width: 200, height: 100)

    @Test func shorthandsAreTheShapes() {
        let card = Color.red.frame(width: 200, height: 100)
        #expect(clips(card.clipShape(.rect(cornerRadius: 12))).map(\.kind) == [.roundedRectangle(cornerRadius: 12, style: .continuous)])
        #expect(clips(card.clipShape(.rect(cornerRadius: 12, style: .circular))).map(\.kind) == [.roundedRectangle(cornerRadius: 12, style: .circular)])
        #expect(clips(card.clipShape(.rect)).map(\.kind) == [.rectangle])
        #expect(clips(card.clipShape(.capsule)).map(\.kind) == [.capsule(style: .continuous)])
        #expect(clips(card.clipShape(.ellipse)).map(\.kind) == [.ellipse])
        // A circle is the largest one centred in the frame: 100 × 100 in the middle.
        #expect(clips(card.clipShape(.circle)).map(\.frame) == [Rect(x: 146.5, y: 376, width: 100, height: 100)])
        #expect(clips(card.cornerRadius(8)).map(\.frame) == [self.card])
    }

    @Test func unevenCornersKeepEachRadius() {
        let bubble = Color.blue.frame(width: 200, height: 100)
            .clipShape(.rect(topLeadingRadius: 18, bottomLeadingRadius: 4, bottomTrailingRadius: 18, topTrailingRadius: 18))
        #expect(clips(bubble).map(\.kind) == [
            .unevenRoundedRectangle(topLeading: 18, bottomLeading: 4, bottomTrailing: 18, topTrailing: 18, style: .continuous),
        ])
        let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 10, topTrailing: 2), style: .circular)
        let drawn = T.shapes(ViewLayoutEngine.layout(shape.fill(.red).frame(width: 200, height: 100), in: T.phone).displayList)
        #expect(drawn.map(\.kind) == [.unevenRoundedRectangle(topLeading: 10, bottomLeading: 0, bottomTrailing: 0, topTrailing: 2, style: .circular)])
    }

    @Test func aMaskCarriesTheMaskViewsDrawing() {
        let view = Color.red.frame(width: 200, height: 100).mask { Circle() }
        let clip = try! #require(clips(view).first)
        #expect(clip.kind == .rectangle)
        #expect(clip.frame == card)
        // The mask view is offered the card's size: a 100-point circle in its middle.
        let mask = clip.mask ?? []
        #expect(mask.count == 1)
        if case .shape(let s) = mask.first {
            #expect(s.kind == .ellipse)
            #expect(s.frame == Rect(x: 146.5, y: 376, width: 100, height: 100))
        } else {
            Issue.record("the mask is not the circle: \(mask)")
        }
        // The children are drawn, under the mask.
        #expect(T.fills(ViewLayoutEngine.layout(view, in: T.phone).displayList, .red) == [card])
    }
}
