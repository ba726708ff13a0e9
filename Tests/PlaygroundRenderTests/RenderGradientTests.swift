import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// Gradient fills drawn pixel by pixel: each pixel in the gradient's
/// colour at the pixel's centre (computed here from the stops by hand).
@Suite("Gradient fills") struct RenderGradientTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let black = RGBColor(r: 0, g: 0, b: 0)
    let red = RGBColor(r: 255, g: 0, b: 0)

    /// `paint` on a 100 × 100 `kind` at the origin over `under`, scale 1.
    func render(_ gradient: DisplayGradient, kind: DisplayShapeKind = .rectangle, under: RGBColor) throws -> RGBAImage {
        let surface = try OffscreenSurface(width: 100, height: 100, scale: 1)
        surface.canvas.clear(under)
        DisplayListRenderer().draw(DisplayList([
            .shape(DisplayShape(kind, frame: Rect(x: 0, y: 0, width: 100, height: 100), paint: .gradient(gradient))),
        ]), on: surface.canvas)
        return surface.readImage()
    }

    /// Radial, black at the centre to white 50 pt out: pixel (x, y) is
    /// 255 × min(d / 50, 1), d its centre's distance from (50, 50).
    @Test func aRadialGradientFollowsTheDistance() throws {
        let image = try render(DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5),
                                               kind: .radial(startRadius: 0, endRadius: 50)), under: red)
        for (x, y) in [(50, 50), (60, 50), (30, 80), (5, 5), (99, 0), (74, 49)] {
            let d = ((Double(x) + 0.5 - 50) * (Double(x) + 0.5 - 50) + (Double(y) + 0.5 - 50) * (Double(y) + 0.5 - 50)).squareRoot()
            let v = UInt8((255 * Swift.min(d / 50, 1)).rounded())
            #expect(RenderTestSupport.distance(image[x, y], RGBColor(r: v, g: v, b: v)) <= 1, "(\(x), \(y)): \(image[x, y]) vs \(v)")
        }
    }

    /// Angular, a whole turn from black (trailing) to white, clockwise (y
    /// down): pixel (x, y) is 255 × θ / 2π, θ its centre's angle around (50, 50).
    @Test func anAngularGradientFollowsTheAngleClockwise() throws {
        let image = try render(DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5),
                                               kind: .angular(startAngle: 0, endAngle: 0)), under: red)
        for (x, y) in [(90, 60), (50, 90), (10, 50), (50, 10), (80, 20)] {
            var theta = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if theta < 0 { theta += 2 * Double.pi }
            let v = UInt8((255 * theta / (2 * Double.pi)).rounded())
            #expect(RenderTestSupport.distance(image[x, y], RGBColor(r: v, g: v, b: v)) <= 1, "(\(x), \(y)): \(image[x, y]) vs \(v)")
        }
    }

    /// Less than a turn (0 to 90°): past it, half the gap in the last
    /// colour, the other half in the first, as SwiftUI documents.
    @Test func anAngularGradientsGapIsHalfLastHalfFirst() throws {
        let g = DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0.5),
                                kind: .angular(startAngle: 0, endAngle: Double.pi / 2))
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(g.location(of: Point(x: 50, y: 100), in: frame) == 1)   // 90°: the end
        #expect(g.location(of: Point(x: 0, y: 51), in: frame) == 1)     // just past 180°: in the first half of the gap
        #expect(g.location(of: Point(x: 51, y: 0), in: frame) == 0)     // just before 270°: the second half
        #expect(abs(g.location(of: Point(x: 100, y: 100), in: frame) - 0.5) < 1e-12)  // 45°
    }

    /// Top to bottom, black to white: row y is 255 × (y + 0.5) / 100, exactly.
    @Test func topToBottomIsExactPerRow() throws {
        let image = try render(DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)), under: red)
        for y in [0, 25, 50, 99] {
            let v = UInt8((255 * (Double(y) + 0.5) / 100).rounded())
            for x in [0, 50, 99] { #expect(RenderTestSupport.distance(image[x, y], RGBColor(r: v, g: v, b: v)) == 0, "(\(x), \(y))") }
        }
    }

    /// Stops at 0.25 and 0.75 along x: solid before and after, a ramp between.
    @Test func beforeAndAfterTheStopsTheirColours() throws {
        let image = try render(DisplayGradient(stops: [.init(red, at: 0.25), .init(white, at: 0.75)], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)), under: black)
        #expect(RenderTestSupport.distance(image[10, 40], red) == 0)
        #expect(RenderTestSupport.distance(image[90, 40], white) == 0)
        // Column 50 (centre 50.5): 0.505 → (0.505 − 0.25) / 0.5 = 0.51 of the way: 255 × 0.51 = 130.05 → 130.
        #expect(RenderTestSupport.distance(image[50, 40], RGBColor(r: 255, g: 130, b: 130)) == 0)
    }

    /// Clear to white over red fades to white, never through grey: at
    /// location a (the pixel's centre projected on the diagonal,
    /// (x + y + 1) / 200) it is white at alpha a over red, (255, 255a, 255a);
    /// through grey, (49, 50) would be (191, 64, 64) rather than (255, 128, 128).
    @Test func clearFadesToTheOtherStopsHue() throws {
        let image = try render(DisplayGradient(stops: [.init(RGBColor(r: 0, g: 0, b: 0, a: 0), at: 0), .init(white, at: 1)], start: .zero, end: Point(x: 1, y: 1)), under: red)
        for (x, y) in [(1, 1), (49, 50), (20, 80), (98, 98)] {
            let v = UInt8((255 * Double(x + y + 1) / 200).rounded())
            #expect(RenderTestSupport.distance(image[x, y], RGBColor(r: 255, g: v, b: v)) <= 3, "(\(x), \(y)): \(image[x, y]) vs \(v)")
        }
    }

    /// Diagonal, black to white: pixel (x, y) is 255 × (x + y + 1) / 200
    /// (its centre projected onto the diagonal), within SDL's interpolation.
    @Test func aDiagonalFollowsTheProjection() throws {
        let image = try render(DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: .zero, end: Point(x: 1, y: 1)), under: red)
        for (x, y) in [(5, 5), (20, 70), (50, 50), (90, 30), (95, 95)] {
            let v = UInt8((255 * Double(x + y + 1) / 200).rounded())
            #expect(RenderTestSupport.distance(image[x, y], RGBColor(r: v, g: v, b: v)) <= 6, "(\(x), \(y)): \(image[x, y]) vs \(v)")
        }
    }

    /// A rounded rectangle's gradient stays inside its corners.
    @Test func aRoundedShapeClipsItsGradient() throws {
        let image = try render(DisplayGradient(stops: [.init(black, at: 0), .init(white, at: 1)], start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                               kind: .roundedRectangle(cornerRadius: 30, style: .circular), under: red)
        #expect(RenderTestSupport.distance(image[1, 1], red) == 0)
        #expect(RenderTestSupport.distance(image[98, 98], red) == 0)
        let v = UInt8((255 * 50.5 / 100).rounded())
        #expect(RenderTestSupport.distance(image[50, 50], RGBColor(r: v, g: v, b: v)) == 0)
    }
}
}
