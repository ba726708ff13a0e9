import CSDL2
import ScrollKitCore

/// The pixels of a software render target in SDL's RGBA32 layout (bytes R,
/// G, B, A; rows `pitch` bytes apart), which `Canvas` fills and blends into
/// directly instead of queueing SDL fills.
///
/// Why not SDL: its software renderer fills opaque rectangles with
/// non-temporal (cache-bypassing) stores, so the blends drawn over them and
/// the read back that follows fetch the frame from memory again, and it
/// blends translucent fills through a generic per-pixel path. Here opaque
/// fills are plain 32-bit stores (the frame stays in cache) and a blend over
/// a run of equal pixels (the flat backgrounds, panels and cards under the
/// overlays and text) is computed once per run. The bytes are exactly
/// SDL's (`RenderCanvasBlendTests` compares the two byte for byte).
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

    /// The part of `rect` (device pixels) inside the target, as half-open
    /// pixel ranges; nil when nothing is left.
    private func cut(_ rect: SDL_Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let x0 = Swift.max(0, Int(rect.x)), y0 = Swift.max(0, Int(rect.y))
        let x1 = Swift.min(width, Int(rect.x) + Int(rect.w)), y1 = Swift.min(height, Int(rect.y) + Int(rect.h))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
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
            let row = UnsafeMutableRawPointer(base + y * pitch + x0 * 4)
            for i in 0..<count { row.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
        }
    }

    /// Blends `color` over every pixel of `rect` (device pixels, cut to the
    /// target) as SDL_BLENDMODE_BLEND fills do in SDL 2's software renderer:
    /// each colour channel `c × a / 255 + d × (255 − a) / 255`, alpha
    /// `a + d × (255 − a) / 255`, integer divisions (checked against SDL's
    /// own output byte for byte in `RenderCanvasBlendTests`). A pixel equal
    /// to the one before it reuses that one's result.
    func blend(_ rect: SDL_Rect, _ color: RGBColor) {
        guard let (x0, y0, x1, y1) = cut(rect) else { return }
        let a = UInt32(color.a)
        let inverse = 255 - a
        let r = UInt32(color.r) * a / 255, g = UInt32(color.g) * a / 255, b = UInt32(color.b) * a / 255
        // The blend of one pixel word (bytes R, G, B, A in memory order).
        func blended(_ word: UInt32) -> UInt32 {
            let d = UInt32(littleEndian: word)
            let dr = d & 0xFF, dg = d >> 8 & 0xFF, db = d >> 16 & 0xFF, da = d >> 24
            let out = (r + dr * inverse / 255) | (g + dg * inverse / 255) << 8
                | (b + db * inverse / 255) << 16 | (a + da * inverse / 255) << 24
            return out.littleEndian
        }
        var lastIn = UInt32(0)
        var lastOut = blended(0)
        for y in y0..<y1 {
            let row = UnsafeMutableRawPointer(base + y * pitch + x0 * 4)
            for i in 0..<(x1 - x0) {
                let word = row.load(fromByteOffset: i * 4, as: UInt32.self)
                if word != lastIn {
                    lastIn = word
                    lastOut = blended(word)
                }
                row.storeBytes(of: lastOut, toByteOffset: i * 4, as: UInt32.self)
            }
        }
    }
}
