import ScrollKitCore
import PlaygroundMedia

/// Deterministic test images shaped like the playground's frames: flat
/// background, inset rows, blocky "text", a HUD strip; and a smooth gradient
/// with far more than 256 colours.
package enum MediaSamples {
    /// A UI-like frame scrolled by `offset` pixels: background hue from the
    /// offset (seed 003's rainbow), 80-px rows with an 8-px gap, each with a
    /// title of 2-px "glyph" blocks, and a fixed HUD at the top.
    package static func uiFrame(width: Int = 390, height: Int = 844, offset: Int = 0,
                        background: RGBColor? = nil) -> RGBAImage {
        let bg = background ?? RGBColor(hue: Double(abs(offset) % 3500) / 3500, saturation: 1, brightness: 1)
        var image = RGBAImage(width: width, height: height, fill: (bg.r, bg.g, bg.b, 255))
        let rowColors = [RGBColor(hex: 0xF2F2F7), RGBColor(hex: 0xFFFFFF), RGBColor(hex: 0xE5E5EA)]
        let ink = RGBColor(hex: 0x1C1C1E)
        let pitch = 88
        let first = offset / pitch
        for row in max(0, first - 1)...(first + height / pitch + 1) {
            let top = row * pitch - offset + 60
            let rect = PixelRect(x: 16, y: top, width: width - 32, height: 80)
            image.fill(rect, with: rowColors[row % rowColors.count])
            // "Text": a pseudo-random pattern of 2×2 glyph cells, stable per row.
            var seed = UInt32(truncatingIfNeeded: row &* 2_654_435_761 &+ 12345)
            for gx in 0..<max(0, min(24, (width - 64) / 12)) {
                for cell in 0..<15 {
                    seed = seed &* 1_103_515_245 &+ 12345
                    if (seed >> 16) & 3 == 0 {
                        let cx = 32 + gx * 12 + (cell % 3) * 2
                        let cy = top + 20 + (cell / 3) * 2
                        image.fill(PixelRect(x: cx, y: cy, width: 2, height: 2), with: ink)
                    }
                }
            }
        }
        // HUD: dark strip with a bar whose length follows the offset.
        image.fill(PixelRect(x: 0, y: 0, width: width, height: 44), with: RGBColor(hex: 0x111111))
        image.fill(PixelRect(x: 8, y: 18, width: offset % max(1, width - 16), height: 8),
                   with: RGBColor(hex: 0x30D158))
        return image
    }

    /// A smooth two-axis gradient: red across, green down, blue diagonal.
    /// Up to width × height distinct colours.
    package static func gradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8(x * 255 / max(1, width - 1))
                let g = UInt8(y * 255 / max(1, height - 1))
                let b = UInt8((x + y) * 255 / max(1, width + height - 2))
                image.setColor(RGBColor(r: r, g: g, b: b), x: x, y: y)
            }
        }
        return image
    }

    /// Deterministic pseudo-random bytes (xorshift), for incompressible input.
    package static func noise(count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var s = seed
        return (0..<count).map { _ in
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return UInt8(truncatingIfNeeded: s >> 24)
        }
    }
}
