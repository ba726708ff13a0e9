import ScrollKitCore

/// A plain RGBA8 pixel buffer with a clipped rectangle fill.
struct Canvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt32]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: RGBColor) {
        let x0 = Swift.max(0, x), x1 = Swift.min(width, x + w)
        let y0 = Swift.max(0, y), y1 = Swift.min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let value = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in y0..<y1 {
                let base = row * width
                for column in x0..<x1 { buffer[base + column] = value }
            }
        }
    }
}
