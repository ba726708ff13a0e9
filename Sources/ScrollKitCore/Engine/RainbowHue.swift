/// Seed 003's rainbow: the background hue follows the scroll offset,
/// `hue = abs(offset mod 3500) / 3500`, saturation 1, brightness 1.
public enum RainbowHue {
    /// The offset span of one full turn of the hue circle, in logical pixels.
    public static let period = 3500.0

    /// The hue in [0, 1) for a content offset on the main axis.
    /// Non-finite offsets (never produced by the engine) give 0.
    public static func hue(forOffset offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        let h = abs(offset.truncatingRemainder(dividingBy: period)) / period
        return h < 1 ? h : 0
    }
}
