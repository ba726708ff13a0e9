import Foundation
import Testing
import ScrollKitCore
import ScrollKitUI
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// A list of rounded cards with labels, scrolled part way.
private struct Cards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<6) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.blue)
                        .frame(height: 60)
                        .overlay { Text("Row \(i)").foregroundStyle(.white) }
                }
            }
            .padding(16)
        }
    }
}

extension RenderSDLSuite {
@Suite("A laid-out view on the canvas") struct RenderViewLayoutTests {
    @Test func cardsDrawWhereTheLayoutPutThem() throws {
        // Cards are 168 × 60 (200 − 2 × 16 wide), 72 apart from y = 16;
        // scrolled by 100, card 2 spans y 60 … 120 and card 1 ends at 48.
        let layout = ViewLayoutEngine.layout(Cards(), in: CGSize(width: 200, height: 300), scrollOffset: CGPoint(x: 0, y: 100))
        #expect(layout.contentSize == CGSize(width: 200, height: 6 * 60 + 5 * 12 + 32))
        let list = try DisplayList(decoding: layout.encodedDisplayList)
        let surface = try OffscreenSurface(width: 200, height: 300, scale: 2)
        let white = RGBColor(r: 255, g: 255, b: 255)
        let blue = RGBColor(hex: 0x007AFF)
        surface.canvas.clear(white)
        DisplayListRenderer().draw(list, on: surface.canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "view-layout-cards")
        #expect(RenderTestSupport.countDiffering(image, x: 40, y: 130, w: 20, h: 100, from: blue) == 0)  // card 2, left of its label
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 98, w: 400, h: 22, from: white) == 0)  // the gap 49 … 60
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 130, w: 30, h: 100, from: white) == 0)  // the padding
        #expect(RenderTestSupport.distance(image[34, 122], white) == 0)  // outside card 2's rounded corner
        // The white label is centred on card 2 (centre 100, 90).
        #expect(RenderTestSupport.countDiffering(image, x: 150, y: 160, w: 100, h: 40, from: blue, tolerance: 60) > 20)
    }
}
}
