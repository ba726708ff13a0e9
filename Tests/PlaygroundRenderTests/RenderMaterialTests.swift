import Foundation
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// A material's backdrop: what is drawn under the shape blurred by a
/// Gaussian (three box blurs), checked against the Gaussian's own formula.
@Suite("Material backdrops") struct RenderMaterialTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let black = RGBColor(r: 0, g: 0, b: 0)
    let clear = RGBColor(r: 0, g: 0, b: 0, a: 0)

    /// A 200 × 100 canvas, black left of x = 100 and white right of it, a
    /// material of blur `sigma` and tint `tint` filling `frame` over it.
    func render(frame: Rect, sigma: Double, tint: RGBColor, kind: DisplayShapeKind = .rectangle) throws -> RGBAImage {
        let surface = try OffscreenSurface(width: 200, height: 100, scale: 1)
        surface.canvas.clear(black)
        DisplayListRenderer().draw(DisplayList([
            .shape(DisplayShape(.rectangle, frame: Rect(x: 100, y: 0, width: 100, height: 100), paint: .fill(white))),
            .shape(DisplayShape(kind, frame: frame, paint: .material(DisplayMaterial(blurRadius: sigma, tint: tint)))),
        ]), on: surface.canvas)
        return surface.readImage()
    }

    /// A sharp edge blurred by a Gaussian of standard deviation σ is the
    /// normal distribution's CDF across it: the pixel whose centre is d
    /// from the edge is 255 · Φ(d / σ), Φ(z) = (1 + erf(z / √2)) / 2.
    /// Three box blurs approximate it within 2 % of full scale.
    @Test func anEdgeBlursAsTheGaussianSays() throws {
        let sigma = 6.0
        let image = try render(frame: Rect(x: 0, y: 0, width: 200, height: 100), sigma: sigma, tint: clear)
        for x in [80, 90, 95, 98, 99, 100, 101, 104, 110, 120] {
            let d = Double(x) + 0.5 - 100
            let expected = 255 * (1 + erf(d / sigma / 2.0.squareRoot())) / 2
            let got = Double(image[x, 50].r)
            #expect(abs(got - expected) <= 5.1, "x \(x): \(got) vs Φ \(expected)")
            #expect(image[x, 50].r == image[x, 50].g && image[x, 50].g == image[x, 50].b)
        }
    }

    /// Only the shape's pixels change; the content beyond its edge feeds
    /// the blur inside it (the backdrop of a bar over a scrolled list).
    @Test func outsideTheShapeNothingChangesAndTheEdgeFeedsTheBlur() throws {
        let image = try render(frame: Rect(x: 0, y: 0, width: 97, height: 100), sigma: 6, tint: clear)
        #expect(RenderTestSupport.distance(image[97, 50], black) == 0 && RenderTestSupport.distance(image[99, 50], black) == 0)
        #expect(RenderTestSupport.distance(image[100, 50], white) == 0)
        // Inside at x = 96, 3.5 px from the edge: Φ(−3.5 / 6) · 255 ≈ 71, from the white beyond.
        #expect(abs(Double(image[96, 50].r) - 255 * (1 + erf(-3.5 / 6 / 2.0.squareRoot())) / 2) <= 5.1)
    }

    /// Over a plain colour the blur changes nothing: the material is its tint.
    @Test func overAPlainColourTheMaterialIsItsTint() throws {
        let tint = RGBColor(r: 247, g: 247, b: 247, a: 140)
        let image = try render(frame: Rect(x: 110, y: 10, width: 60, height: 60), sigma: 10, tint: tint)
        // 247 · 140/255 + 255 · 115/255 ≈ 250.6 over white.
        #expect(RenderTestSupport.distance(image[140, 40], RGBColor(r: 251, g: 251, b: 251)) <= 1)
        let dark = try render(frame: Rect(x: 10, y: 10, width: 60, height: 60), sigma: 10, tint: tint)
        // 247 · 140/255 ≈ 135.6 over black.
        #expect(RenderTestSupport.distance(dark[40, 40], RGBColor(r: 136, g: 136, b: 136)) <= 1)
    }

    /// A rounded material keeps the backdrop sharp outside its corners.
    @Test func aRoundedMaterialBlursInsideItsCornersOnly() throws {
        let image = try render(frame: Rect(x: 80, y: 20, width: 40, height: 60), sigma: 6, tint: clear,
                               kind: .roundedRectangle(cornerRadius: 15, style: .circular))
        #expect(RenderTestSupport.distance(image[80, 20], black) == 0, "the corner pixel, outside the arc, stays sharp")
        #expect(image[99, 50].r > 60 && image[100, 50].r < 200, "inside, across the edge, blurred")
    }

    /// The box widths' variances add up to σ² (within one pixel's worth).
    @Test func theThreeBoxesHaveTheGaussiansVariance() {
        for sigma in [1.0, 2.5, 6, 10, 20, 30] {
            let variance = Canvas.boxRadii(sigma: sigma).map { r -> Double in let w = Double(2 * r + 1); return (w * w - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.6, "σ \(sigma): \(variance.squareRoot())")
        }
    }
}
}
