/// iOS's blur materials as fills: drawn as the flat tint a material shows
/// over a plain background (no blur), light or dark.
public struct Material: ShapeStyle, Sendable {
    let lightWhite: Double
    let opacity: Double

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        let c = context.isDark ? Color(white: 1 - lightWhite, opacity: opacity) : Color(white: lightWhite, opacity: opacity)
        return c._resolve(in: context)
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
