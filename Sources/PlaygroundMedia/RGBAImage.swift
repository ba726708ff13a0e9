/// An 8-bit RGBA image: `pixels` holds R, G, B, A bytes in memory order,
/// row-major, top row first, no row padding. `pixels.count == width * height * 4`.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    /// A `width`×`height` image filled with `fill` (transparent black by default).
    package init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "image sizes are non-negative")
        self.width = width
        self.height = height
        let count = width * height * 4
        pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var i = 0
            while i < count {
                buffer[i] = fill.0
                buffer[i + 1] = fill.1
                buffer[i + 2] = fill.2
                buffer[i + 3] = fill.3
                i += 4
            }
            initialized = count
        }
    }

    /// Wraps existing bytes; `pixels.count` must be `width * height * 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a).
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
