import CSDL2
import ScrollKitCore

/// Colour images (emoji), blended over the pixels already down.
extension Canvas {
    /// Blends `image` over the canvas with its top-left corner at device
    /// pixel (`x`, `y`), only inside `limit` (device pixels), its alpha
    /// scaled by `opacity` / 255 (the text colour's, so a faded label fades
    /// its emoji too; the colour itself does not tint them, as on iOS).
    func draw(_ image: ColorImage, x: Int32, y: Int32, within limit: SDL_Rect, opacity: UInt8) {
        guard opacity > 0 else { return }
        let area = Canvas.intersection(SDL_Rect(x: x, y: y, w: image.width, h: image.height), limit)
        guard area.w > 0, area.h > 0 else { return }
        commitPendingClear()
        var pixels = backend.read(area)
        guard pixels.count == Int(area.w) * Int(area.h) else { return }
        let w = Int(area.w)
        for row in 0..<Int(area.h) {
            let sy = Int(area.y - y) + row
            for col in 0..<w {
                let sx = Int(area.x - x) + col
                pixels[row * w + col] = ColorImage.over(image.pixels[sy * Int(image.width) + sx], pixels[row * w + col], opacity: opacity)
            }
        }
        backend.write(pixels, to: area)
    }
}
