/// How a shape is painted. Colours are 8-bit sRGB with alpha.
public enum DisplayPaint: Hashable, Sendable {
    /// The inside of the shape in one colour.
    case fill(RGBColor)
    /// The outline, `lineWidth` points wide, centred on the outline
    /// (SwiftUI's `.stroke`) or inside it (`.strokeBorder`, `.border`).
    case stroke(RGBColor, lineWidth: Double, placement: StrokePlacement)
    /// The inside with a linear gradient along `axis`, from `start` at the
    /// frame's leading (top) edge to `end` at its trailing (bottom) edge.
    case linearGradient(start: RGBColor, end: RGBColor, axis: Axis)
    /// The inside with a gradient of any stops along any line (SwiftUI's
    /// `LinearGradient` as a fill).
    case gradient(DisplayGradient)
    /// The inside as a material: the pixels under it blurred, then tinted.
    case material(DisplayMaterial)
}
