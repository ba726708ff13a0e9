/// iOS's blur materials. A shape filled with one blurs what is drawn under
/// it and lays the material's tint over the blur, light or dark: over a
/// plain background that is the tint alone, over content scrolling under a
/// bar the content shows through, blurred. Used as a colour (text,
/// strokes) a material is its tint.
///
/// Apple documents neither the blur nor the tints. The blur is a Gaussian
/// of standard deviation `blurRadius` (10 points, what Flutter's Cupertino
/// bars use to imitate iOS's); the tints are the colours a material shows
/// over a plain white or black background, thinner materials more
/// translucent.
public struct Material: ShapeStyle, Sendable {
    let lightWhite: Double
    let opacity: Double
    /// The blur's standard deviation, points.
    static let blurRadius = 10.0

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        let c = context.isDark ? Color(white: 1 - lightWhite, opacity: opacity) : Color(white: lightWhite, opacity: opacity)
        return c._resolve(in: context)
    }

    public func _resolveMaterial(in context: _ShapeStyleContext) -> _ResolvedMaterial? {
        _ResolvedMaterial(blurRadius: Self.blurRadius, tint: _resolve(in: context))
    }

    public static let ultraThinMaterial = Material(lightWhite: 0.97, opacity: 0.55)
    public static let thinMaterial = Material(lightWhite: 0.96, opacity: 0.7)
    public static let regularMaterial = Material(lightWhite: 0.95, opacity: 0.8)
    public static let thickMaterial = Material(lightWhite: 0.94, opacity: 0.9)
    public static let ultraThickMaterial = Material(lightWhite: 0.93, opacity: 0.95)
    public static let bar = Material(lightWhite: 0.97, opacity: 0.85)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
