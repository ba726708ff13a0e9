import CSDL2

/// Reading and writing a rectangle of a pixel target whole (colour glyphs
/// and shaped clips, `Canvas+Clips`, `Canvas+Images`).
extension PixelTarget {
    /// The pixels of `rect` (device pixels), rows top first; those outside
    /// the target read 0.
    func read(_ rect: SDL_Rect) -> [UInt32] {
        let w = Int(rect.w), h = Int(rect.h)
        guard w > 0, h > 0 else { return [] }
        var out = [UInt32](repeating: 0, count: w * h)
        for row in 0..<h {
            let y = Int(rect.y) + row
            guard y >= 0, y < height else { continue }
            for col in 0..<w {
                let x = Int(rect.x) + col
                guard x >= 0, x < width else { continue }
                out[row * w + col] = UnsafeRawPointer(base + y * pitch + x * 4).load(as: UInt32.self)
            }
        }
        return out
    }

    /// Writes `pixels` (as `read` gives them) over `rect`, cut to the target.
    func write(_ pixels: [UInt32], to rect: SDL_Rect) {
        let w = Int(rect.w), h = Int(rect.h)
        guard w > 0, h > 0, pixels.count == w * h else { return }
        for row in 0..<h {
            let y = Int(rect.y) + row
            guard y >= 0, y < height else { continue }
            for col in 0..<w {
                let x = Int(rect.x) + col
                guard x >= 0, x < width else { continue }
                UnsafeMutableRawPointer(base + y * pitch + x * 4).storeBytes(of: pixels[row * w + col], as: UInt32.self)
            }
        }
    }
}
