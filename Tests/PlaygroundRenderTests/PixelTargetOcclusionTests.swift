import CSDL2
import Testing
import ScrollKitCore
@testable import PlaygroundRender
@testable import PlaygroundMedia

/// `PixelTarget.occluded` holds several rectangles (the timeline, legend and
/// HUD panels): a fill, a blend or a mask writes exactly the pixels of its
/// area outside all of them, however they overlap one another or the area.
@Suite("Pixel target occlusion") struct PixelTargetOcclusionTests {
    static let width = 40, height = 30

    /// True when device pixel (x, y) lies in `r`.
    static func contains(_ r: SDL_Rect, _ x: Int, _ y: Int) -> Bool {
        x >= Int(r.x) && x < Int(r.x) + Int(r.w) && y >= Int(r.y) && y < Int(r.y) + Int(r.h)
    }

    /// Draws with `draw` on a zeroed target with `occluded`, and counts the
    /// pixels whose being written disagrees with `expected(x, y)`.
    static func mismatches(
        occluded: [SDL_Rect], draw: (PixelTarget) -> Void, expected: (Int, Int) -> Bool
    ) -> Int {
        var pixels = [UInt32](repeating: 0, count: width * height)
        return pixels.withUnsafeMutableBytes { raw -> Int in
            var target = PixelTarget(base: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), pitch: width * 4, width: width, height: height)
            target.occluded = occluded
            draw(target)
            let words = raw.bindMemory(to: UInt32.self)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width where (words[y * width + x] != 0) != expected(x, y) { wrong += 1 }
            }
            return wrong
        }
    }

    /// Overlapping occluders: after the first, one in each of the four parts
    /// around it (above, left, right, below), one reaching past the target,
    /// one inside the first, one missing the area.
    static let occluders = [
        SDL_Rect(x: 5, y: 4, w: 12, h: 9), SDL_Rect(x: 25, y: 0, w: 4, h: 6), SDL_Rect(x: 1, y: 10, w: 2, h: 2),
        SDL_Rect(x: 12, y: 8, w: 40, h: 5), SDL_Rect(x: 20, y: 20, w: 6, h: 6),
        SDL_Rect(x: 7, y: 5, w: 3, h: 3), SDL_Rect(x: 0, y: 28, w: 3, h: 1),
    ]

    @Test func fillsAndBlendsSkipExactlyTheOccludedPixels() {
        let area = SDL_Rect(x: 2, y: 1, w: 30, h: 25)
        let expected = { (x: Int, y: Int) in
            Self.contains(area, x, y) && !Self.occluders.contains { Self.contains($0, x, y) }
        }
        #expect(Self.mismatches(occluded: Self.occluders, draw: { $0.fill(area, RGBColor(r: 9, g: 8, b: 7)) }, expected: expected) == 0)
        #expect(Self.mismatches(occluded: Self.occluders, draw: { $0.blend(area, RGBColor(r: 200, g: 100, b: 50, a: 128)) }, expected: expected) == 0)
        // Without occluders the whole area is written (the check can fail).
        #expect(Self.mismatches(occluded: [], draw: { $0.fill(area, RGBColor(r: 9, g: 8, b: 7)) }, expected: expected) > 0)
    }

    @Test func masksSkipExactlyTheOccludedPixels() {
        // A checkerboard of opaque and partial steps over the whole target, drawn at (-3, -2).
        let mask = CoverageRuns(width: Self.width + 6, height: Self.height + 4) { x, y in (x + y) % 3 == 0 ? 0 : ((x / 2 + y) % 2 == 0 ? 255 : 140) }
        let limit = SDL_Rect(x: 1, y: 1, w: 35, h: 27)
        let expected = { (x: Int, y: Int) in
            let covered = ((x + 3) + (y + 2)) % 3 != 0
            return covered && Self.contains(limit, x, y) && !Self.occluders.contains { Self.contains($0, x, y) }
        }
        let draw = { (t: PixelTarget) in t.fill(mask, x: -3, y: -2, within: limit, RGBColor(r: 30, g: 60, b: 90)) }
        #expect(Self.mismatches(occluded: Self.occluders, draw: draw, expected: expected) == 0)
    }
}
