/// A shape filled with one of iOS's materials (`.ultraThinMaterial` …
/// `.bar`): what is already drawn under the shape, blurred, with `tint`
/// laid over it, as a `UIVisualEffectView` shows the content scrolling
/// under a bar.
public struct DisplayMaterial: Hashable, Sendable {
    /// The blur's standard deviation, points (a Gaussian; 0: no blur).
    public var blurRadius: Double
    /// The colour laid over the blurred backdrop (its alpha is how much of
    /// it shows).
    public var tint: RGBColor

    public init(blurRadius: Double, tint: RGBColor) {
        self.blurRadius = blurRadius
        self.tint = tint
    }
}
