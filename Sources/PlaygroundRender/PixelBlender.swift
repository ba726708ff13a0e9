import ScrollKitCore

/// One translucent colour blended over pixel words (bytes R, G, B, A in
/// memory order) with SDL 2's software `SDL_BLENDMODE_BLEND` formula: each
/// colour channel `c × a / 255 + d × (255 − a) / 255`, alpha
/// `a + d × (255 − a) / 255`, integer divisions.
///
/// It remembers the last pixel it blended, so a run of equal pixels (a flat
/// background, panel or card under a halo or a glyph) costs one computation:
/// the bytes are the formula's whatever the pixels.
struct PixelBlender {
    /// The colour's channels premultiplied by its opacity (`c × a / 255`), and the opacity.
    private let r: UInt32, g: UInt32, b: UInt32, a: UInt32
    /// `255 − a`.
    private let inverse: UInt32
    /// The last pixel word blended and its result.
    private var lastIn: UInt32 = 0
    private var lastOut: UInt32 = 0

    init(_ color: RGBColor) {
        a = UInt32(color.a)
        inverse = 255 - a
        r = UInt32(color.r) * a / 255
        g = UInt32(color.g) * a / 255
        b = UInt32(color.b) * a / 255
        lastOut = compute(0)
    }

    /// `color` over the pixel `word`.
    @inline(__always)
    mutating func over(_ word: UInt32) -> UInt32 {
        if word != lastIn {
            lastIn = word
            lastOut = compute(word)
        }
        return lastOut
    }

    private func compute(_ word: UInt32) -> UInt32 {
        let d = UInt32(littleEndian: word)
        let dr = d & 0xFF, dg = d >> 8 & 0xFF, db = d >> 16 & 0xFF, da = d >> 24
        let out = (r + dr * inverse / 255) | (g + dg * inverse / 255) << 8
            | (b + db * inverse / 255) << 16 | (a + da * inverse / 255) << 24
        return out.littleEndian
    }
}
