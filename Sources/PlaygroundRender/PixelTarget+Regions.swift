import CSDL2

/// Reading and writing a rectangle of a pixel target whole (colour glyphs
/// and shaped clips, `Canvas+Clips`, `Canvas+Images`).
extension PixelTarget {
    /// The pixels of `rect` (device pixels), rows top first; those outside
    /// the target read 0.
    func read(_ rect: SDL_Rect) -> [UInt32] {
        guard rect.w > 0, rect.h > 0 else { return [] }
        var out = [UInt32](repeating: 0, count: Int(rect.w) * Int(rect.h))
        eachPixel(rect) { i, p in out[i] = p.load(as: UInt32.self) }
        return out
    }

    /// Writes `pixels` (as `read` gives them) over `rect`, cut to the target.
    func write(_ pixels: [UInt32], to rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0, pixels.count == Int(rect.w) * Int(rect.h) else { return }
        eachPixel(rect) { i, p in p.storeBytes(of: pixels[i], as: UInt32.self) }
    }

    /// Calls `body` with each pixel of `rect` inside the target: its index
    /// in a `rect.w × rect.h` buffer, rows top first, and its address.
    private func eachPixel(_ rect: SDL_Rect, _ body: (Int, UnsafeMutableRawPointer) -> Void) {
        let w = Int(rect.w)
        for row in 0..<Int(rect.h) {
            let y = Int(rect.y) + row
            guard y >= 0, y < height else { continue }
            for col in 0..<w {
                let x = Int(rect.x) + col
                guard x >= 0, x < width else { continue }
                body(row * w + col, UnsafeMutableRawPointer(base + y * pitch + x * 4))
            }
        }
    }
}
