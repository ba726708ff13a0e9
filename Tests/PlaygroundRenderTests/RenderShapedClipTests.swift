import Testing
import Foundation
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
/// Rounded, circular and elliptical clips and masks cut what is drawn
/// inside them, anti-aliased: checked pixel by pixel against the shape's
/// equation.
@Suite("Shaped clips and masks") struct RenderShapedClipTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let red = RGBColor(r: 255, g: 0, b: 0)

    /// `kind` clipping a red fill of its whole frame, on white, scale 1.
    func render(_ kind: DisplayShapeKind, frame: Rect, mask: [DisplayItem]? = nil, size: Int = 140) throws -> RGBAImage {
        let surface = try OffscreenSurface(width: size, height: size, scale: 1)
        surface.canvas.clear(white)
        let list = DisplayList([
            .group(DisplayGroup([.fill(frame.insetBy(dx: -5, dy: -5), color: red)], clip: DisplayClip(kind, frame: frame, mask: mask))),
        ])
        DisplayListRenderer().draw(list, on: surface.canvas)
        return surface.readImage()
    }

    /// The share of pixel (x, y) inside `inside`, by 16 × 16 sample points.
    func coverage(_ x: Int, _ y: Int, _ inside: (Double, Double) -> Bool) -> Double {
        var n = 0
        for sy in 0..<16 {
            for sx in 0..<16 where inside(Double(x) + (Double(sx) + 0.5) / 16, Double(y) + (Double(sy) + 0.5) / 16) { n += 1 }
        }
        return Double(n) / 256
    }

    /// Every pixel of `region`: background where the shape misses it, the
    /// fill where it covers it, strictly between where it covers 25–75 %
    /// (the canvas rounds coverage to quarters); returns the pixels in between.
    func check(_ image: RGBAImage, _ region: (x: Int, y: Int, w: Int, h: Int), _ inside: (Double, Double) -> Bool) -> Int {
        var between = 0
        for y in region.y..<(region.y + region.h) {
            for x in region.x..<(region.x + region.w) {
                let c = coverage(x, y, inside)
                let p = image[x, y]
                if c == 0 {
                    #expect(RenderTestSupport.distance(p, white) == 0, "(\(x), \(y)) outside is not background: \(p)")
                } else if c == 1 {
                    #expect(RenderTestSupport.distance(p, red) == 0, "(\(x), \(y)) inside is not the fill: \(p)")
                } else if c > 0.25, c < 0.75 {
                    #expect(p.r == 255 && p.g > 0 && p.g < 255, "(\(x), \(y)) on the edge (\(c)) is not blended: \(p)")
                    between += 1
                }
            }
        }
        return between
    }

    @Test func roundedRectangleCornersFollowTheCircle() throws {
        // Frame (10, 10, 100, 60), radius 20: the top-left corner's circle
        // is centred at (30, 30); (x − 30)² + (y − 30)² ≤ 20² inside it.
        let image = try render(.roundedRectangle(cornerRadius: 20, style: .circular), frame: Rect(x: 10, y: 10, width: 100, height: 60))
        let between = check(image, (10, 10, 20, 20)) { x, y in x >= 30 || y >= 30 || (x - 30) * (x - 30) + (y - 30) * (y - 30) <= 400 }
        #expect(between > 5)
        // The bottom-right corner mirrors it: centre (90, 50).
        _ = check(image, (90, 50, 20, 20)) { x, y in x <= 90 || y <= 50 || (x - 90) * (x - 90) + (y - 50) * (y - 50) <= 400 }
        #expect(RenderTestSupport.distance(image[10, 10], white) == 0)
        #expect(RenderTestSupport.distance(image[60, 40], red) == 0)
        // Nothing outside the frame.
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 140, h: 10, from: white) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 110, y: 0, w: 30, h: 140, from: white) == 0)
    }

    @Test func continuousCornersAndCapsulesClipToo() throws {
        // A capsule 100 × 40 at (20, 50): ends of radius 20, centres (40, 70) and (100, 70).
        let image = try render(.capsule(style: .continuous), frame: Rect(x: 20, y: 50, width: 100, height: 40))
        let between = check(image, (20, 50, 100, 40)) { x, y in
            let cx = Swift.min(Swift.max(x, 40), 100)
            return (x - cx) * (x - cx) + (y - 70) * (y - 70) <= 400
        }
        #expect(between > 10)
    }

    @Test func circleClipMatchesACircleFill() throws {
        // A circle of radius 30 centred at (50, 50).
        let frame = Rect(x: 20, y: 20, width: 60, height: 60)
        let clipped = try render(.ellipse, frame: frame)
        let between = check(clipped, (20, 20, 60, 60)) { x, y in (x - 50) * (x - 50) + (y - 50) * (y - 50) <= 900 }
        #expect(between > 20)
        // Anti-aliased as the canvas fills circles: the same pixels as a red circle drawn on white.
        let surface = try OffscreenSurface(width: 140, height: 140, scale: 1)
        surface.canvas.clear(white)
        DisplayListRenderer().draw(DisplayList([.shape(DisplayShape(.ellipse, frame: frame, paint: .fill(red)))]), on: surface.canvas)
        #expect(surface.readImage().pixels == clipped.pixels)
    }

    @Test func ellipseClipFollowsItsEquation() throws {
        // 100 × 50 at (20, 40): (x − 70)²/50² + (y − 65)²/25² ≤ 1.
        let image = try render(.ellipse, frame: Rect(x: 20, y: 40, width: 100, height: 50))
        let between = check(image, (20, 40, 100, 50)) { x, y in (x - 70) * (x - 70) / 2500 + (y - 65) * (y - 65) / 625 <= 1 }
        #expect(between > 20)
    }

    @Test func aMaskLetsDrawingThroughByItsAlpha() throws {
        // The mask: its left half opaque (any colour), its right half at 50 %.
        let frame = Rect(x: 20, y: 20, width: 100, height: 40)
        let mask: [DisplayItem] = [
            .fill(Rect(x: 20, y: 20, width: 50, height: 40), color: RGBColor(r: 0, g: 0, b: 255)),
            .fill(Rect(x: 70, y: 20, width: 50, height: 40), color: RGBColor(r: 0, g: 200, b: 0, a: 128)),
        ]
        let image = try render(.rectangle, frame: frame, mask: mask)
        #expect(RenderTestSupport.countDiffering(image, x: 20, y: 20, w: 50, h: 40, from: red) == 0)
        // Red at 128/255 over white: g = b = 255 − 128 = 127.
        #expect(RenderTestSupport.countDiffering(image, x: 70, y: 20, w: 50, h: 40, from: RGBColor(r: 255, g: 127, b: 127), tolerance: 2) == 0)
        // Outside the mask's frame: nothing.
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 0, w: 140, h: 20, from: white) == 0)
        // A circle as the mask cuts as a circle clip does (inside fill, outside background).
        let circle = try render(.rectangle, frame: Rect(x: 20, y: 20, width: 60, height: 60),
                                mask: [.shape(DisplayShape(.ellipse, frame: Rect(x: 20, y: 20, width: 60, height: 60), paint: .fill(RGBColor(r: 0, g: 0, b: 0))))])
        #expect(RenderTestSupport.distance(circle[50, 50], red) == 0)
        #expect(RenderTestSupport.distance(circle[21, 21], white) == 0)
    }

    @Test func aMaskClipSurvivesTheBinaryForm() throws {
        let mask: [DisplayItem] = [.shape(DisplayShape(.ellipse, frame: Rect(x: 0, y: 0, width: 10, height: 10), paint: .fill(red)))]
        let list = DisplayList([.group(DisplayGroup([.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red)],
                                                     clip: DisplayClip(.rectangle, frame: Rect(x: 0, y: 0, width: 10, height: 10), mask: mask)))])
        #expect(try DisplayList(decoding: list.encoded()) == list)
    }
}
}
