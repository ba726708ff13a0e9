import ScrollKitCore

extension RGBColor {
    /// This colour laid over the opaque colour `under` (source-over, as
    /// SDL_BLENDMODE_BLEND mixes it, to ±1 rounding), as an opaque colour:
    /// each channel `self × a + under × (1 − a)`, a = `self.a` / 255,
    /// rounded. Drawing the result opaque over a known flat background gives
    /// the blended look at the cost of an opaque fill.
    func composited(over under: RGBColor) -> RGBColor {
        guard a < 255 else { return self }
        let alpha = Int(a)
        func mix(_ over: UInt8, _ below: UInt8) -> UInt8 {
            UInt8((Int(over) * alpha + Int(below) * (255 - alpha) + 127) / 255)
        }
        return RGBColor(r: mix(r, under.r), g: mix(g, under.g), b: mix(b, under.b))
    }
}
