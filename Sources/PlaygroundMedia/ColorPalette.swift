import ScrollKitCore

/// An ordered list of at most 256 colours, each at the index a pixel stores.
struct ColorPalette: Equatable, Sendable {
    var colors: [RGBColor]

    init(colors: [RGBColor]) {
        self.colors = colors
    }

    var count: Int { colors.count }

    /// A lookup from packed pixels to indices (the first index wins for a
    /// colour listed twice).
    func makeLookup() -> ColorIndexMap {
        var map = ColorIndexMap(capacity: max(colors.count, 16))
        for (i, c) in colors.enumerated().reversed() { map.set(i, forRawPixel: ColorIndexMap.rawPixel(c)) }
        return map
    }

    /// Every distinct colour (all four channels) of `image`, in order of first
    /// appearance scanning rows top to bottom, or nil when there are more
    /// than `limit`.
    static func exact(of image: RGBAImage, limit: Int) -> ColorPalette? {
        var map = ColorIndexMap(capacity: max(limit, 16))
        var colors: [RGBColor] = []
        let tooMany: Bool = image.pixels.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { px in
                guard !px.isEmpty else { return false }
                var last = ~px[0]
                for key in px where key != last {
                    last = key
                    if map.index(ofRawPixel: key) == nil {
                        if colors.count == limit { return true }
                        map.set(colors.count, forRawPixel: key)
                        colors.append(ColorIndexMap.color(ofRawPixel: key))
                    }
                }
                return false
            }
        }
        return tooMany ? nil : ColorPalette(colors: colors)
    }
}
