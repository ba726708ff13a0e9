import CSDL2
import ScrollKitCore

/// Fills whose colour changes from pixel to pixel along a curve (radial
/// and angular gradients): each device pixel in the colour at its centre,
/// laid over what is drawn there. No SDL primitive draws them; a pixel
/// each is exact and the same on every backend that can read its pixels.
extension Canvas {
    /// Fills `rect` (current coordinates, upright), cut to the output and
    /// the clip, with each device pixel in `color` at the pixel's centre
    /// (current coordinates), source-over.
    func shade(_ rect: Rect, _ color: (Point) -> RGBColor) {
        guard let area = deviceRectCulled(rect.offsetBy(translation)) else { return }
        commitPendingClear()
        var pixels = backend.read(area)
        let width = Int(area.w)
        guard pixels.count == width * Int(area.h) else { return }
        for row in 0..<Int(area.h) {
            let y = (Double(Int(area.y) + row) + 0.5) / scale - translation.dy
            for col in 0..<width {
                let x = (Double(Int(area.x) + col) + 0.5) / scale - translation.dx
                let c = color(Point(x: x, y: y))
                guard c.a > 0 else { continue }
                let i = row * width + col
                let word = pixels[i]
                let under = RGBColor(r: UInt8(word & 0xFF), g: UInt8((word >> 8) & 0xFF), b: UInt8((word >> 16) & 0xFF))
                let out = c.composited(over: under)
                pixels[i] = UInt32(out.r) | UInt32(out.g) << 8 | UInt32(out.b) << 16 | (word & 0xFF00_0000)
            }
        }
        backend.write(pixels, to: area)
    }
}
