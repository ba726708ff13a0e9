/// A small colour image drawn over the canvas as it is (an emoji glyph):
/// `width × height` device pixels, words whose bytes in memory are R, G,
/// B, A (straight, not premultiplied, alpha), rows top first, placed at
/// (`x`, `y`) relative to what holds it.
package struct ColorImage {
    package var x: Int32
    package var y: Int32
    package var width: Int32
    package var height: Int32
    package var pixels: [UInt32]

    /// `source` (`sourceWidth × sourceHeight`, the same layout) scaled to
    /// `width × height` by averaging the source pixels each device pixel
    /// covers, weighted by their alpha (so transparent pixels lend no
    /// colour to the edge); by the nearest source pixel when enlarging.
    init(scaling source: [UInt32], sourceWidth: Int, sourceHeight: Int, toWidth width: Int, height: Int, x: Int32 = 0, y: Int32 = 0) {
        self.x = x
        self.y = y
        self.width = Int32(Swift.max(0, width))
        self.height = Int32(Swift.max(0, height))
        var out = [UInt32](repeating: 0, count: Swift.max(0, width) * Swift.max(0, height))
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else {
            pixels = out
            return
        }
        let fx = Double(sourceWidth) / Double(width), fy = Double(sourceHeight) / Double(height)
        for dy in 0..<height {
            let sy0 = Swift.min(sourceHeight - 1, Int(Double(dy) * fy))
            let sy1 = Swift.min(sourceHeight, Swift.max(sy0 + 1, Int(Double(dy + 1) * fy)))
            for dx in 0..<width {
                let sx0 = Swift.min(sourceWidth - 1, Int(Double(dx) * fx))
                let sx1 = Swift.min(sourceWidth, Swift.max(sx0 + 1, Int(Double(dx + 1) * fx)))
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for sy in sy0..<sy1 {
                    for sx in sx0..<sx1 {
                        let p = UInt32(littleEndian: source[sy * sourceWidth + sx])
                        let pa = Int(p >> 24)
                        r += Int(p & 0xFF) * pa
                        g += Int(p >> 8 & 0xFF) * pa
                        b += Int(p >> 16 & 0xFF) * pa
                        a += pa
                        n += 1
                    }
                }
                guard a > 0 else { continue }
                let word = UInt32(r / a) | UInt32(g / a) << 8 | UInt32(b / a) << 16 | UInt32((a + n / 2) / n) << 24
                out[dy * width + dx] = word.littleEndian
            }
        }
        pixels = out
    }

    /// `pixel` (as `pixels` holds them) blended over `under` with its alpha
    /// scaled by `opacity` / 255: each channel `(s·a + d·(255 − a)) / 255`,
    /// rounded; the result is opaque where `under` is.
    static func over(_ pixel: UInt32, _ under: UInt32, opacity: UInt8) -> UInt32 {
        let p = UInt32(littleEndian: pixel), d = UInt32(littleEndian: under)
        let a = (Int(p >> 24) * Int(opacity) + 127) / 255
        guard a > 0 else { return under }
        func mix(_ shift: UInt32) -> UInt32 {
            let s = Int(p >> shift & 0xFF), o = Int(d >> shift & 0xFF)
            return UInt32((s * a + o * (255 - a) + 127) / 255) << shift
        }
        let da = Int(d >> 24)
        let alpha = UInt32(a + (da * (255 - a) + 127) / 255) << 24
        return (mix(0) | mix(8) | mix(16) | alpha).littleEndian
    }
}
