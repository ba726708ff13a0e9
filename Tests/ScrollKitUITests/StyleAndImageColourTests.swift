import Testing
import Foundation
@testable import ScrollKitUI
import ScrollKitCore

/// Colours SwiftUI gives images and gradients, and the names screens use.
@Suite("Styles: image tint, gradient colour, system colours") struct StyleAndImageColourTests {
    typealias T = LayoutTestSupport
    static let light = _ShapeStyleContext(isDark: false, foreground: nil)
    static let gray = _ResolvedColor(hex: 0x8E8E93).rgb
    static let white = RGBColor(r: 255, g: 255, b: 255, a: 255)

    static func imageColors<V: View>(_ view: V) -> [RGBColor] {
        let list = ViewLayoutEngine.layout(view, in: T.phone).displayList
        return T.collect(list) { if case .image(let i) = $0 { return i.color } else { return nil } }
    }

    /// Only templates take the foreground: symbols by default, assets when
    /// asked (`.renderingMode(.template)`).
    @Test func onlyTemplateImagesTakeTheForeground() {
        #expect(Self.imageColors(Image("sunset").foregroundStyle(.white)) == [Self.gray])
        #expect(Self.imageColors(Image("sunset").renderingMode(.template).foregroundStyle(.white)) == [Self.white])
        #expect(Self.imageColors(Image(systemName: "star").foregroundStyle(.white)) == [Self.white])
        #expect(Self.imageColors(Image(systemName: "star").renderingMode(.original).foregroundStyle(.white)) == [Self.gray])
    }

    /// Half way along, interpolated in premultiplied colour: clear → black
    /// is black at 50 % (0.5 × 255 = 127.5, rounded 128); clear → white is
    /// white at 50 %, not gray.
    @Test func aGradientDrawsTheColourHalfWay() {
        #expect(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)._resolve(in: Self.light).rgb
            == RGBColor(r: 0, g: 0, b: 0, a: 128))
        #expect(Gradient(colors: [.clear, .white]).resolvedColor(at: 0.5, in: Self.light).rgb == RGBColor(r: 255, g: 255, b: 255, a: 128))
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(Gradient(colors: [red, blue]).resolvedColor(at: 0.5, in: Self.light).rgb == RGBColor(r: 128, g: 0, b: 128, a: 255))
        // Three stops: the middle one sits at 0.5.
        #expect(Gradient(colors: [red, .black, blue]).resolvedColor(at: 0.5, in: Self.light).rgb == RGBColor(r: 0, g: 0, b: 0, a: 255))
        // Past the last stop, its colour: stops at 0 and 0.25.
        let early = Gradient(stops: [.init(color: red, location: 0), .init(color: blue, location: 0.25)])
        #expect(early.resolvedColor(at: 0.5, in: Self.light).rgb == RGBColor(r: 0, g: 0, b: 255, a: 255))
        // A quarter of the way from red to blue: 0.75 × 255 = 191.25 → 191, 63.75 → 64.
        #expect(Gradient(colors: [red, blue]).resolvedColor(at: 0.25, in: Self.light).rgb == RGBColor(r: 191, g: 0, b: 64, a: 255))
        let shorthand: LinearGradient = .linearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
        #expect(shorthand._resolve(in: Self.light).rgb == RGBColor(r: 0, g: 0, b: 0, a: 128))
    }

    /// iOS's light values: tertiarySystemFill #767680 at 12 % (0.12 × 255 =
    /// 30.6 → 31); the background style white in light, black in dark.
    @Test func systemColoursAndTheBackgroundStyle() {
        #expect(Color(uiColor: .tertiarySystemFill)._resolve(in: Self.light).rgb == RGBColor(r: 118, g: 118, b: 128, a: 31))
        #expect(Color(.systemYellow)._resolve(in: Self.light).rgb == RGBColor(r: 255, g: 204, b: 0, a: 255))
        #expect(BackgroundStyle()._resolve(in: Self.light).rgb == Self.white)
        #expect(BackgroundStyle()._resolve(in: _ShapeStyleContext(isDark: true, foreground: nil)).rgb == RGBColor(r: 0, g: 0, b: 0, a: 255))
        let filled = Spacer().frame(maxWidth: .infinity, maxHeight: .infinity).background(.background)
        let list = ViewLayoutEngine.layout(filled, in: T.phone).displayList
        #expect(T.shapes(list).map(\.paint) == [.fill(Self.white)])
    }

    /// Lines that only have to compile: `Text.monospaced()` and UIKit's appearance proxy.
    @Test func namesScreensUse() {
        UIScrollView.appearance().isPagingEnabled = true
        let text = Text("12:00").monospaced()
        #expect(T.texts(ViewLayoutEngine.layout(text, in: T.phone).displayList).map(\.lines) == [["12:00"]])
    }

    /// A shape filled with a `LinearGradient` draws the gradient: its stops
    /// in their colours and places, along the line between its unit points;
    /// `.opacity` scales every stop's alpha (0.5 × 255 = 127.5 → 128).
    @Test func aLinearGradientFillIsTheGradient() {
        let red = Color(red: 1, green: 0, blue: 0)
        let view = Rectangle()
            .fill(LinearGradient(stops: [.init(color: red, location: 0.2), .init(color: .clear, location: 0.9)], startPoint: .topLeading, endPoint: .bottom))
            .frame(width: 100, height: 40)
        let paints = T.shapes(ViewLayoutEngine.layout(view, in: T.phone).displayList).map(\.paint)
        let expected = DisplayGradient(
            stops: [.init(RGBColor(r: 255, g: 0, b: 0), at: 0.2), .init(RGBColor(r: 0, g: 0, b: 0, a: 0), at: 0.9)],
            start: Point(x: 0, y: 0), end: Point(x: 0.5, y: 1))
        #expect(paints == [.gradient(expected)])
        let faded = Circle().fill(LinearGradient(colors: [red, .black], startPoint: .leading, endPoint: .trailing).opacity(0.5))
        let fadedPaints = T.shapes(ViewLayoutEngine.layout(faded, in: T.phone).displayList).map(\.paint)
        #expect(fadedPaints == [.gradient(DisplayGradient(
            stops: [.init(RGBColor(r: 255, g: 0, b: 0, a: 128), at: 0), .init(RGBColor(r: 0, g: 0, b: 0, a: 128), at: 1)],
            start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))])
        // As a colour (text, strokes) it is still the colour half way.
        #expect(LinearGradient(colors: [red, .black], startPoint: .leading, endPoint: .trailing)._resolve(in: Self.light).rgb == RGBColor(r: 128, g: 0, b: 0, a: 255))
    }
}
