/// A colour as components in [0, 1] (sRGB, straight alpha).
public struct _ResolvedColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// From a 0xRRGGBB literal.
    init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            opacity: opacity)
    }

    /// The display list's 8-bit colour, channels rounded.
    var rgb: RGBColor {
        func byte(_ v: Double) -> UInt8 { UInt8(Swift.min(Swift.max((v.isFinite ? v : 0) * 255, 0), 255).rounded()) }
        return RGBColor(r: byte(red), g: byte(green), b: byte(blue), a: byte(opacity))
    }
}
