import Foundation
import Testing
import ScrollKitCore
import ScrollKitUI
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

/// A titled feed whose rows fade and shrink as they leave (`.scrollTransition`).
private struct FadingFeed: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { _ in
                        Color.blue.frame(height: 100)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                    }
                }
            }
            .navigationTitle("Feed")
        }
    }
}

extension RenderSDLSuite {
@Suite("Scroll effects on the canvas") struct RenderScrollEffectsTests {
    @Test func aTransitionHalfwayDrawsHalfFadedAndThreeQuartersWide() throws {
        // The scroll view spans 96 … 852 (a 96-point large-title bar): C = 756,
        // centre 474. At offset −6 row 7 spans 802 … 902: d = 852 − 474 = 378,
        // H = 428, D = 328: progress 0.5, easeInOut 0.5: opacity 0.5, scale
        // 0.75 about (196.5, 852): x 49.1 … 343.9, y 814.5 … 889.5 (cut at 852).
        let layout = ViewLayoutEngine.layout(FadingFeed(), in: CGSize(width: 393, height: 852), scrollOffset: CGPoint(x: 0, y: -6))
        let white = RGBColor(r: 255, g: 255, b: 255)
        let image = try Self.draw(layout, 393, 852, on: white, as: "scroll-transition-feed")
        // Blue 0x007AFF at half over white: (127.5, 188.5, 255).
        #expect(RenderTestSupport.distance(image[196, 830], RGBColor(r: 128, g: 189, b: 255)) <= 3)
        #expect(RenderTestSupport.distance(image[30, 830], white) == 0)  // outside the shrunk row
        #expect(RenderTestSupport.distance(image[30, 500], RGBColor(hex: 0x007AFF)) == 0)  // an identity row
        // The title's ink sits in the bar (y 47 … 88), left of x = 120.
        #expect(RenderTestSupport.countDiffering(image, x: 16, y: 47, w: 100, h: 41, from: white) > 50)
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 393, h: 40, from: white) == 0)
    }

    /// `layout`'s display list, through its bytes, drawn at scale 1 on
    /// `background` (saved as NAME.png for a look).
    static func draw(_ layout: ViewLayout, _ w: Int, _ h: Int, on background: RGBColor, as name: String) throws -> RGBAImage {
        let list = try DisplayList(decoding: layout.encodedDisplayList)
        let surface = try OffscreenSurface(width: w, height: h, scale: 1)
        surface.canvas.clear(background)
        DisplayListRenderer().draw(list, on: surface.canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: name)
        return image
    }

    @Test func aShadowIsATintedCopyBehind() throws {
        let view = Color.white.frame(width: 100, height: 100).shadow(color: .black, radius: 0, x: 10, y: 10)
        let layout = ViewLayoutEngine.layout(view, in: CGSize(width: 200, height: 200))
        let gray = RGBColor(r: 200, g: 200, b: 200)
        let image = try Self.draw(layout, 200, 200, on: gray, as: "shadow")
        // The card 50 … 150, its black copy 60 … 160 behind it.
        #expect(RenderTestSupport.distance(image[155, 155], RGBColor(r: 0, g: 0, b: 0)) == 0)
        #expect(RenderTestSupport.distance(image[100, 100], RGBColor(r: 255, g: 255, b: 255)) == 0)
        #expect(RenderTestSupport.distance(image[55, 155], gray) == 0)
    }
}
}

/// Cards that shrink and turn away from the middle, for a look.
private struct TiltCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(0..<10) { i in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color(hue: Double(i) / 10, saturation: 0.8, brightness: 0.9))
                        .frame(width: 240, height: 160)
                        .shadow(radius: 6, y: 4)
                        .scrollTransition(axis: .horizontal) { content, phase in
                            content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5)
                                .rotation3DEffect(.degrees(phase.value * -40), axis: (x: 0, y: 1, z: 0))
                        }
                }
            }
        }
        .contentMargins(.horizontal, 76.5)
    }
}

extension RenderSDLSuite.RenderScrollEffectsTests {
    @Test func aTiltedCarouselKeepsTheMiddleCardWhole() throws {
        // Card i spans 76.5 + 256 i … + 240 in content: at offset 256 card 1 is at 76.5 … 316.5, centred in 393.
        let layout = ViewLayoutEngine.layout(TiltCards(), in: CGSize(width: 393, height: 300), scrollOffset: CGPoint(x: 256, y: 0))
        let white = RGBColor(r: 255, g: 255, b: 255)
        let image = try Self.draw(layout, 393, 300, on: white, as: "tilt-carousel")
        // The middle card is whole: 76.5 … 316.5, 70 … 230; its centre is its own colour.
        let hue1 = RGBColor(hue: 0.1, saturation: 0.8, brightness: 0.9)
        #expect(RenderTestSupport.distance(image[196, 150], hue1) <= 2)
        #expect(RenderTestSupport.distance(image[80, 75], white) == 0)  // a rounded corner
    }
}
