import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia
import PlaygroundTestSupport

extension RenderSDLSuite {
@Suite("Display list on the canvas") struct RenderDisplayListTests {
    let white = RGBColor(r: 255, g: 255, b: 255)
    let red = RGBColor(r: 255, g: 0, b: 0)
    let blue = RGBColor(r: 0, g: 0, b: 255)
    let green = RGBColor(r: 0, g: 200, b: 0)
    let black = RGBColor(r: 0, g: 0, b: 0)

    @Test func fillsGroupsClipsBordersAndText() throws {
        let surface = try OffscreenSurface(width: 100, height: 60, scale: 1)
        let canvas = surface.canvas
        canvas.clear(white)
        let list = DisplayList([
            .fill(Rect(x: 10, y: 10, width: 20, height: 20), color: red),
            .group(DisplayGroup([.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: blue)],
                                opacity: 0.5, transform: DisplayTransform(offset: Vector(dx: 40, dy: 0)))),
            .group(DisplayGroup([.fill(Rect(x: 60, y: 0, width: 40, height: 40), color: green)],
                                clip: DisplayClip(.rectangle, frame: Rect(x: 70, y: 10, width: 10, height: 10)))),
            .border(Rect(x: 0, y: 40, width: 30, height: 20), color: black, width: 2),
            .text(DisplayText(lines: ["Hi"], frame: Rect(x: 40, y: 40, width: 60, height: 20), fontSize: 17, lineHeight: 20, color: black, alignment: .center)),
        ])
        DisplayListRenderer().draw(list, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "display-list")
        #expect(RenderTestSupport.countDiffering(image, x: 10, y: 10, w: 20, h: 20, from: red) == 0)
        // The offset group: blue at half opacity over white, 40 to the right.
        let halfBlue = RenderTestSupport.blend(blue.withAlpha(0.5), onto: white)
        #expect(RenderTestSupport.countDiffering(image, x: 50, y: 10, w: 20, h: 20, from: halfBlue, tolerance: 1) == 0)
        // Green only inside its clip.
        #expect(RenderTestSupport.countDiffering(image, x: 70, y: 10, w: 10, h: 10, from: green) == 0)
        #expect(RenderTestSupport.distance(image[85, 15], white) == 0)
        #expect(RenderTestSupport.distance(image[75, 25], white) == 0)
        // A 2-point border inside its frame, nothing inside it.
        #expect(RenderTestSupport.countDiffering(image, x: 0, y: 40, w: 30, h: 2, from: black) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 2, y: 42, w: 26, h: 16, from: white) == 0)
        // The text is drawn, centred in its frame: ink on both sides of x = 70, none at the frame's ends.
        let ink = RenderTestSupport.countDiffering(image, x: 40, y: 40, w: 60, h: 20, from: white, tolerance: 40)
        #expect(ink > 20)
        #expect(RenderTestSupport.countDiffering(image, x: 40, y: 40, w: 18, h: 20, from: white) == 0)
        #expect(RenderTestSupport.countDiffering(image, x: 82, y: 40, w: 18, h: 20, from: white) == 0)
    }

    @Test func roundedShapesCirclesAndRotation() throws {
        let surface = try OffscreenSurface(width: 100, height: 60, scale: 1)
        let canvas = surface.canvas
        canvas.clear(white)
        let list = DisplayList([
            .shape(DisplayShape(.ellipse, frame: Rect(x: 0, y: 0, width: 40, height: 40), paint: .fill(red))),
            // A 30 × 6 bar turned a quarter about its centre (70, 30): 6 × 30, upright.
            .group(DisplayGroup([.fill(Rect(x: 55, y: 27, width: 30, height: 6), color: blue)],
                                transform: DisplayTransform(rotation: 90, anchor: Point(x: 70, y: 30)))),
        ])
        DisplayListRenderer().draw(list, on: canvas)
        let image = surface.readImage()
        RenderTestSupport.save(image, as: "display-list-shapes")
        // The circle covers its centre but not its frame's corners.
        #expect(RenderTestSupport.distance(image[20, 20], red) == 0)
        #expect(RenderTestSupport.distance(image[1, 1], white) == 0)
        #expect(RenderTestSupport.distance(image[38, 38], white) == 0)
        #expect(RenderTestSupport.distance(image[70, 18], blue) == 0)
        #expect(RenderTestSupport.distance(image[70, 42], blue) == 0)
        #expect(RenderTestSupport.distance(image[58, 30], white) == 0)
    }

    @Test func opticallyCentredTextIsTheCanvasCentredText() throws {
        // The presets' labels: the same pixels as Canvas.text(_:centeredIn:).
        let frame = Rect(x: 5, y: 5, width: 90, height: 50)
        func draw(_ body: (Canvas) -> Void) throws -> RGBAImage {
            let surface = try OffscreenSurface(width: 100, height: 60, scale: 2)
            surface.canvas.clear(white)
            body(surface.canvas)
            return surface.readImage()
        }
        let direct = try draw { $0.text("Page 7", centeredIn: frame, color: black, size: .large, weight: .semibold) }
        let listed = try draw {
            DisplayListRenderer().draw(DisplayList([.text(DisplayText(
                lines: ["Page 7"], frame: frame, fontSize: 28, weight: .semibold, lineHeight: 34, color: black,
                alignment: .center, placement: .opticallyCentered))]), on: $0)
        }
        #expect(direct.pixels == listed.pixels)
        #expect(RenderTestSupport.countDiffering(direct, x: 0, y: 0, w: 200, h: 120, from: white) > 100)
    }

    @Test func textSizeAndAffineComposition() {
        #expect(DisplayListRenderer.textSize(forPoints: 28) == .large)
        #expect(DisplayListRenderer.textSize(forPoints: 17) == .regular)
        // Any other size is its own (12 was once drawn as 11).
        #expect(DisplayListRenderer.textSize(forPoints: 12) == TextSize(points: 12))
        let offset = DisplayListRenderer.Affine(DisplayTransform(offset: Vector(dx: 5, dy: 0)))
        let scale = DisplayListRenderer.Affine(DisplayTransform(scaleX: 2, scaleY: 2))
        // Scale first, then move: (1, 1) → (2, 2) → (7, 2).
        #expect(offset.concatenating(scale).apply(Point(x: 1, y: 1)) == Point(x: 7, y: 2))
    }
}
}
