import CSDL2
import ScrollKitCore

/// The pixels of a software render target in SDL's RGBA32 layout (bytes R,
/// G, B, A; rows `pitch` bytes apart), which `Canvas` fills and blends into
/// directly instead of queueing SDL fills.
///
/// Why not SDL: its software renderer fills opaque rectangles with
/// non-temporal (cache-bypassing) stores, so the blends drawn over them and
/// the read back that follows fetch the frame from memory again; it blends
/// translucent fills through a generic per-pixel path; and each run of a
/// glyph's coverage is one queued command. Here opaque fills are plain
/// 32-bit stores (the frame stays in cache), a blend over a run of equal
/// pixels is computed once (`PixelBlender`), and a coverage mask is drawn in
/// one pass, span by span (`CoverageRuns.spans`). The bytes are exactly SDL's
/// (`RenderCanvasBlendTests` compares the two byte for byte).
///
/// The pointer must stay valid (the surface alive and unlocked-free: a plain
/// `SDL_CreateRGBSurfaceWithFormat` surface) for as long as the canvas draws.
package struct PixelTarget {
    /// The first byte of the top row; rows start 4-byte aligned.
    package var base: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next (a multiple of 4).
    package var pitch: Int
    /// Size, device pixels.
    package var width: Int
    package var height: Int
    /// Device pixels that something drawn later in the frame paints over
    /// opaquely (the timeline, legend and HUD panels over the lanes,
    /// `Canvas.withOcclusion`): fills, blends and masks skip them, since
    /// nobody would see them. Empty: nothing is skipped.
    var occluded: [SDL_Rect] = []

    /// The whole target, device pixels.
    package var bounds: SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)) }

    /// The part of `rect` (device pixels) inside the target, as half-open
    /// pixel ranges; nil when nothing is left.
    private func cut(_ rect: SDL_Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = Swift.max(0, Int(rect.x)), y0 = Swift.max(0, Int(rect.y))
        let x1 = Swift.min(width, Int(rect.x) + Int(rect.w)), y1 = Swift.min(height, Int(rect.y) + Int(rect.h))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// Calls `body` with the parts of the half-open pixel ranges outside
    /// every rectangle of `occluded` (the ranges themselves when they miss
    /// them all): rectangles that do not overlap, at most four per occluder.
    @inline(__always)
    private func visibleParts(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ body: (Int, Int, Int, Int) -> Void) {
        guard !occluded.isEmpty else { return body(x0, y0, x1, y1) }
        visibleParts(x0, y0, x1, y1, from: 0, body)
    }

    /// `visibleParts` against `occluded[index...]`.
    private func visibleParts(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, from index: Int, _ body: (Int, Int, Int, Int) -> Void) {
        guard index < occluded.count else { return body(x0, y0, x1, y1) }
        let o = occluded[index]
        let ox0 = Int(o.x), oy0 = Int(o.y), ox1 = Int(o.x) + Int(o.w), oy1 = Int(o.y) + Int(o.h)
        guard ox0 < x1, x0 < ox1, oy0 < y1, y0 < oy1 else { return visibleParts(x0, y0, x1, y1, from: index + 1, body) }
        if y0 < oy0 { visibleParts(x0, y0, x1, oy0, from: index + 1, body) }
        let my0 = Swift.max(y0, oy0), my1 = Swift.min(y1, oy1)
        if x0 < ox0 { visibleParts(x0, my0, ox0, my1, from: index + 1, body) }
        if ox1 < x1 { visibleParts(ox1, my0, x1, my1, from: index + 1, body) }
        if oy1 < y1 { visibleParts(x0, oy1, x1, y1, from: index + 1, body) }
    }

    /// The first pixel word of row `y`, column `x`.
    @inline(__always)
    private func pixel(_ x: Int, _ y: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(base + y * pitch + x * 4)
    }

    /// `color` as the 32-bit word whose bytes in memory are R, G, B, A.
    package static func word(_ color: RGBColor) -> UInt32 {
        (UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24).littleEndian
    }

    /// Writes `color` (its alpha byte included, no blending) to every pixel
    /// of `rect` (device pixels, cut to the target): what SDL's
    /// `SDL_BLENDMODE_NONE` fill and `SDL_RenderClear` write.
    package func fill(_ rect: SDL_Rect, _ color: RGBColor) {
        guard let (cx0, cy0, cx1, cy1) = cut(rect) else { return }
        let word = PixelTarget.word(color)
        visibleParts(cx0, cy0, cx1, cy1) { x0, y0, x1, y1 in
            let count = x1 - x0
            for y in y0..<y1 {
                let row = pixel(x0, y)
                for i in 0..<count { row.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
            }
        }
    }

    /// Blends `color` over every pixel of `rect` (device pixels, cut to the
    /// target) as SDL_BLENDMODE_BLEND fills do in SDL 2's software renderer
    /// (`PixelBlender`; checked against SDL's own output byte for byte in
    /// `RenderCanvasBlendTests`).
    package func blend(_ rect: SDL_Rect, _ color: RGBColor) {
        guard let (cx0, cy0, cx1, cy1) = cut(rect) else { return }
        var blender = PixelBlender(color)
        visibleParts(cx0, cy0, cx1, cy1) { x0, y0, x1, y1 in
            for y in y0..<y1 {
                let row = pixel(x0, y)
                for i in 0..<(x1 - x0) {
                    let word = row.load(fromByteOffset: i * 4, as: UInt32.self)
                    row.storeBytes(of: blender.over(word), toByteOffset: i * 4, as: UInt32.self)
                }
            }
        }
    }

    /// Draws `mask` with its top-left corner at device pixel (`x`, `y`),
    /// only inside `limit` (device pixels): each pixel of coverage step k in
    /// `color` at `CoverageRuns.alpha(level: k, under: color.a)`, written when
    /// that is opaque, blended otherwise, skipped when 0. The same bytes as
    /// filling each step's runs in turn (the runs of a mask never overlap).
    package func fill(_ mask: CoverageRuns, x: Int, y: Int, within limit: SDL_Rect, _ color: RGBColor) {
        let x0 = Swift.max(0, x, Int(limit.x)), y0 = Swift.max(0, y, Int(limit.y))
        let x1 = Swift.min(width, x + Int(mask.width), Int(limit.x) + Int(limit.w))
        let y1 = Swift.min(height, y + Int(mask.height), Int(limit.y) + Int(limit.h))
        guard x1 > x0, y1 > y0 else { return }
        let levels = CoverageRuns.levels
        withUnsafeTemporaryAllocation(of: PixelBlender.self, capacity: levels + 1) { blenders in
            // Per step: alpha 0 skips, 255 writes `steps[step].word`, else `blenders[step]` blends.
            withUnsafeTemporaryAllocation(of: (alpha: UInt8, word: UInt32).self, capacity: levels + 1) { steps in
                for level in 0...levels {
                    let alpha = CoverageRuns.alpha(level: level, under: color.a)
                    let stepColor = RGBColor(r: color.r, g: color.g, b: color.b, a: alpha)
                    blenders.initializeElement(at: level, to: PixelBlender(stepColor))
                    steps.initializeElement(at: level, to: (alpha, PixelTarget.word(stepColor)))
                }
                mask.spans.withUnsafeBufferPointer { spans in
                    mask.rowStarts.withUnsafeBufferPointer { rowStarts in
                        visibleParts(x0, y0, x1, y1) { x0, y0, x1, y1 in
                            for py in y0..<y1 {
                                let row = pixel(0, py)
                                for span in spans[Int(rowStarts[py - y])..<Int(rowStarts[py - y + 1])] {
                                    let sx0 = Swift.max(x0, x + Int(span.x0)), sx1 = Swift.min(x1, x + Int(span.x1))
                                    guard sx1 > sx0 else { continue }
                                    let level = Int(span.level)
                                    let (alpha, word) = steps[level]
                                    if alpha == 0 { continue }
                                    if alpha == 255 {
                                        for px in sx0..<sx1 { row.storeBytes(of: word, toByteOffset: px * 4, as: UInt32.self) }
                                    } else {
                                        for px in sx0..<sx1 {
                                            let old = row.load(fromByteOffset: px * 4, as: UInt32.self)
                                            row.storeBytes(of: blenders[level].over(old), toByteOffset: px * 4, as: UInt32.self)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
