import Foundation
import Testing
import ScrollKitCore
import ScrollKitUI
@testable import Playground

/// Seed 004's Step0 page strip as the article writes it (without its
/// behavior, which only matters when scrolling).
private struct PageStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0 ..< 20) { page in
                    Text(page, format: .number)
                        .font(.title)
                        .containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0, alignment: .center)
                        .frame(height: 200)
                        .background(.secondary.opacity(0.3))
                        .border(.red, width: 2)
                }
            }
        }
        .border(.blue, width: 2)
    }
}

extension RenderSDLSuite {
@Suite("A laid-out view on the canvas") struct RenderViewLayoutTests {
    @Test func seedPagesDrawWhereTheLayoutPutThem() throws {
        let size = CGSize(width: 393, height: 400)
        // Halfway between pages 7 and 8: their shared edge is at x = 196.5.
        let layout = ViewLayoutEngine.layout(PageStrip(), in: size, scrollOffset: CGPoint(x: 393 * 7.5, y: 0))
        let list = try DisplayList(decoding: layout.encodedDisplayList)
        let surface = try OffscreenSurface(width: 393, height: 400, scale: 2)
        surface.canvas.clear(RGBColor(r: 255, g: 255, b: 255))
        DisplayListRenderer().draw(list, on: surface.canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "view-layout-step0")
        // Pages are 200 high, centred: y 100 … 300; the red borders are 2 wide
        // inside each page, so x 194.5 … 198.5 is red (device pixels ×2).
        let red = RGBColor(hex: 0xFF3B30)
        #expect(RenderTestSupport.countDiffering(image, x: 389, y: 220, w: 8, h: 360, from: red) == 0)
        // Inside a page: the grey of .secondary at 30 % of 60 % over white.
        let grey = RenderTestSupport.blend(RGBColor(r: 0x3C, g: 0x3C, b: 0x43, a: 46), onto: RGBColor(r: 255, g: 255, b: 255))
        #expect(RenderTestSupport.distance(image[100, 300], grey) <= 1)
        // Above the pages: only the scroll view's blue border at the edge.
        #expect(RenderTestSupport.distance(image[100, 100], RGBColor(r: 255, g: 255, b: 255)) == 0)
        #expect(RenderTestSupport.distance(image[100, 1], RGBColor(hex: 0x007AFF)) == 0)
    }
}
}
