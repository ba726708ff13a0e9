import CSDL2
import ScrollKitCore

/// The pixels of a software render target in SDL's RGBA32 layout (bytes R,
/// G, B, A; rows `pitch` bytes apart), which `Canvas` blends translucent
/// fills into directly.
///
/// The pointer must stay valid (the surface alive and unlocked-free: a plain
/// `SDL_CreateRGBSurfaceWithFormat` surface) for as long as the canvas draws.
struct PixelTarget {
    /// The first byte of the top row.
    var base: UnsafeMutablePointer<UInt8>
    /// Bytes from one row to the next.
    var pitch: Int
    /// Size, device pixels.
    var width: Int
    var height: Int

    /// Blends `color` over every pixel of `rect` (device pixels, inside the
    /// target) as SDL_BLENDMODE_BLEND fills do in SDL 2's software renderer:
    /// each colour channel `c × a / 255 + d × (255 − a) / 255`, alpha
    /// `a + d × (255 − a) / 255`, integer divisions (checked against SDL's
    /// own output byte for byte in `RenderCanvasBlendTests`).
    func blend(_ rect: SDL_Rect, _ color: RGBColor) {
        let x0 = Swift.max(0, Int(rect.x)), y0 = Swift.max(0, Int(rect.y))
        let x1 = Swift.min(width, Int(rect.x) + Int(rect.w)), y1 = Swift.min(height, Int(rect.y) + Int(rect.h))
        guard x1 > x0, y1 > y0 else { return }
        let a = UInt32(color.a)
        let inverse = 255 - a
        let r = UInt32(color.r) * a / 255, g = UInt32(color.g) * a / 255, b = UInt32(color.b) * a / 255
        for y in y0..<y1 {
            var p = base + y * pitch + x0 * 4
            for _ in x0..<x1 {
                p[0] = UInt8(truncatingIfNeeded: r + UInt32(p[0]) * inverse / 255)
                p[1] = UInt8(truncatingIfNeeded: g + UInt32(p[1]) * inverse / 255)
                p[2] = UInt8(truncatingIfNeeded: b + UInt32(p[2]) * inverse / 255)
                p[3] = UInt8(truncatingIfNeeded: a + UInt32(p[3]) * inverse / 255)
                p += 4
            }
        }
    }
}
