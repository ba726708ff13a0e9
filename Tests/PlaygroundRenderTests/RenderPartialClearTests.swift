import CSDL2
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia

extension RenderSDLSuite {
/// A clear pending when a scene announces that it covers only part of the
/// output (`Canvas.willCoverOpaquely`) is drawn on a pixel target around
/// that part only: the bytes are the same as SDL's full clear painted over,
/// at fractional edges, under a translation and a clip, at 1× and 2×.
@Suite("Canvas partial clear") struct RenderPartialClearTests {
    static func draw(on canvas: Canvas) {
        canvas.clear(RGBColor(r: 200, g: 20, b: 20))
        canvas.withTranslation(Vector(dx: 3.25, dy: -1.5)) {
            canvas.withClip(Rect(x: 0, y: 0, width: 170.7, height: 200)) {
                let scene = Rect(x: 10.4, y: 20.6, width: 180.3, height: 95.55)
                canvas.willCoverOpaquely(scene)
                canvas.fill(scene, RGBColor(r: 20, g: 40, b: 220))
            }
        }
        // Translucent over the scene's edge: blends over the clear and the scene alike.
        canvas.fill(Rect(x: 5.5, y: 110.25, width: 200, height: 20), RGBColor(r: 255, g: 255, b: 255, a: 120))
    }

    @Test(arguments: [1.0, 2.0])
    func partialClearMatchesSDL(scale: Double) throws {
        let (a, differing) = try RenderCanvasBlendTests.directAgainstSDL(width: 240, height: 160, scale: scale) { Self.draw(on: $0) }
        #expect(differing == 0, "\(differing) bytes differ at \(scale)×")
        // Both the clear and the scene show.
        var red = 0, blue = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            if a.pixels[i] == 200, a.pixels[i + 1] == 20 { red += 1 }
            if a.pixels[i] == 20, a.pixels[i + 2] == 220 { blue += 1 }
        }
        #expect(red > 1000 && blue > 1000, "red \(red), blue \(blue)")
    }

    @Test("the parts of a rectangle around a hole tile it exactly")
    func partsTile() {
        let outer = SDL_Rect(x: 0, y: 0, w: 9, h: 7)
        for hole in [SDL_Rect(x: 2, y: 1, w: 3, h: 4), SDL_Rect(x: 0, y: 0, w: 9, h: 3), SDL_Rect(x: 4, y: 2, w: 5, h: 5), SDL_Rect(x: 0, y: 3, w: 2, h: 4)] {
            var count = [Int](repeating: 0, count: 63)
            for p in Canvas.parts(of: outer, outside: hole) {
                for y in p.y..<(p.y + p.h) { for x in p.x..<(p.x + p.w) { count[Int(y) * 9 + Int(x)] += 1 } }
            }
            for y in 0..<7 {
                for x in 0..<9 {
                    let inHole = x >= hole.x && x < hole.x + hole.w && y >= hole.y && y < hole.y + hole.h
                    #expect(count[Int(y) * 9 + Int(x)] == (inHole ? 0 : 1), "(\(x), \(y)) around \(hole)")
                }
            }
        }
    }
}
}
