/// A colour, as SwiftUI's `Color`: a view that fills what it is offered,
/// and a style. System colours have iOS's light and dark values.
public struct Color: View, ShapeStyle, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let light: _ResolvedColor
    let dark: _ResolvedColor
    /// `.primary` follows the foreground style rather than a fixed colour.
    let isPrimary: Bool

    init(light: _ResolvedColor, dark: _ResolvedColor, isPrimary: Bool = false) {
        self.light = light
        self.dark = dark
        self.isPrimary = isPrimary
    }

    init(lightHex: UInt32, darkHex: UInt32) {
        self.init(light: _ResolvedColor(hex: lightHex), dark: _ResolvedColor(hex: darkHex))
    }

    /// sRGB components in [0, 1].
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = _ResolvedColor(red: red, green: green, blue: blue, opacity: opacity)
        self.init(light: c, dark: c)
    }

    /// A grey, `white` in [0, 1].
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Hue, saturation and brightness in [0, 1] (hue wraps).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let c = RGBColor(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let o = Swift.min(Swift.max(opacity, 0), 1)
        var l = light
        var d = dark
        l.opacity *= o
        d.opacity *= o
        return Color(light: l, dark: d, isPrimary: isPrimary)
    }

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        if isPrimary {
            var c = HierarchicalShapeStyle.primary._resolve(in: context)
            c.opacity *= light.opacity
            return c
        }
        return context.isDark ? dark : light
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(ShapeNode(kind: .rectangle, paint: .fill(env.resolve(self).rgb)))]
    }
}
