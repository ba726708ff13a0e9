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
/// one pass over its pixels. The bytes are exactly SDL's
/// (`RenderCanvasBlendTests` compares the two byte for byte).
///
/// The pointer must stay valid (the surface alive and unlocked-free: a plain
/// `SDL_CreateRGBSurfaceWithFormat` surface) for as long as the canvas draws.
struct PixelTarget {
    /// The first byte of the top row; rows start 4-byte aligned.
    var base: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next (a multiple of 4).
    var pitch: Int
    /// Size, device pixels.
    var width: Int
    var height: Int

    /// The whole target, device pixels.
    var bounds: SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)) }

    /// The part of `rect` (device pixels) inside the target, as half-open
    /// pixel ranges; nil when nothing is left.
    private func cut(_ rect: SDL_Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = Swift.max(0, Int(rect.x)), y0 = Swift.max(0, Int(rect.y))
        let x1 = Swift.min(width, Int(rect.x) + Int(rect.w)), y1 = Swift.min(height, Int(rect.y) + Int(rect.h))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// The first pixel word of row `y`, column `x`.
    @inline(__always)
    private func pixel(_ x: Int, _ y: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(base + y * pitch + x * 4)
    }

    /// `color` as the 32-bit word whose bytes in memory are R, G, B, A.
    static func word(_ color: RGBColor) -> UInt32 {
        (UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24).littleEndian
    }

    /// Writes `color` (its alpha byte included, no blending) to every pixel
    /// of `rect` (device pixels, cut to the target): what SDL's
    /// `SDL_BLENDMODE_NONE` fill and `SDL_RenderClear` write.
    func fill(_ rect: SDL_Rect, _ color: RGBColor) {
        guard let (x0, y0, x1, y1) = cut(rect) else { return }
        let word = PixelTarget.word(color)
        let count = x1 - x0
        for y in y0..<y1 {
            let row = pixel(x0, y)
            for i in 0..<count { row.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
        }
    }

    /// Blends `color` over every pixel of `rect` (device pixels, cut to the
    /// target) as SDL_BLENDMODE_BLEND fills do in SDL 2's software renderer
    /// (`PixelBlender`; checked against SDL's own output byte for byte in
    /// `RenderCanvasBlendTests`).
    func blend(_ rect: SDL_Rect, _ color: RGBColor) {
        guard let (x0, y0, x1, y1) = cut(rect) else { return }
        var blender = PixelBlender(color)
        for y in y0..<y1 {
            let row = pixel(x0, y)
            for i in 0..<(x1 - x0) {
                let word = row.load(fromByteOffset: i * 4, as: UInt32.self)
                row.storeBytes(of: blender.over(word), toByteOffset: i * 4, as: UInt32.self)
            }
        }
    }

    /// Draws `mask` with its top-left corner at device pixel (`x`, `y`),
    /// only inside `limit` (device pixels): each pixel of coverage step k in
    /// `color` at `CoverageRuns.alpha(level: k, under: color.a)`, written when
    /// that is opaque, blended otherwise, skipped when 0. The same bytes as
    /// filling each step's runs in turn (the runs of a mask never overlap).
    func fill(_ mask: CoverageRuns, x: Int, y: Int, within limit: SDL_Rect, _ color: RGBColor) {
        let area = SDL_Rect(x: Int32(clamping: x), y: Int32(clamping: y), w: mask.width, h: mask.height)
        let x0 = Swift.max(Int(area.x), Int(limit.x)), y0 = Swift.max(Int(area.y), Int(limit.y))
        let x1 = Swift.min(Int(area.x) + Int(area.w), Int(limit.x) + Int(limit.w))
        let y1 = Swift.min(Int(area.y) + Int(area.h), Int(limit.y) + Int(limit.h))
        guard let (x0, y0, x1, y1) = cut(SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(Swift.max(0, x1 - x0)), h: Int32(Swift.max(0, y1 - y0)))) else { return }
        let levels = CoverageRuns.levels
        withUnsafeTemporaryAllocation(of: PixelBlender.self, capacity: levels + 1) { blenders in
            // Per step: 0 skip, 1 write `words[step]`, 2 blend with `blenders[step]`.
            withUnsafeTemporaryAllocation(of: (UInt8, UInt32).self, capacity: levels + 1) { modes in
                modes[0] = (0, 0)
                for level in 1...levels {
                    let alpha = CoverageRuns.alpha(level: level, under: color.a)
                    let stepColor = RGBColor(r: color.r, g: color.g, b: color.b, a: alpha)
                    blenders.initializeElement(at: level, to: PixelBlender(stepColor))
                    modes[level] = alpha == 0 ? (0, 0) : (alpha == 255 ? (1, PixelTarget.word(stepColor)) : (2, 0))
                }
                blenders.initializeElement(at: 0, to: PixelBlender(color))
                mask.levelMap.withUnsafeBufferPointer { map in
                    let stride = Int(mask.width)
                    for py in y0..<y1 {
                        let row = pixel(x0, py)
                        let source = (py - Int(area.y)) * stride - Int(area.x)
                        for px in x0..<x1 {
                            let level = Int(map[source + px])
                            let (mode, word) = modes[level]
                            if mode == 0 { continue }
                            let offset = (px - x0) * 4
                            if mode == 1 {
                                row.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                            } else {
                                let old = row.load(fromByteOffset: offset, as: UInt32.self)
                                row.storeBytes(of: blenders[level].over(old), toByteOffset: offset, as: UInt32.self)
                            }
                        }
                    }
                }
            }
        }
    }
}
