/// An 8-bit sRGB colour with alpha, as the renderer and the image writers use it.
public struct RGBColor: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// From a 0xRRGGBB literal, opaque.
    public init(hex: UInt32) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF))
    }

    /// SwiftUI's `Color(hue:saturation:brightness:)`: all three in [0, 1]
    /// (hue wraps), channels rounded to the nearest 8-bit value.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? hue - hue.rounded(.down) : 0
        let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        func byte(_ x: Double) -> UInt8 { UInt8(min(max((x * 255).rounded(), 0), 255)) }
        self.init(r: byte(r), g: byte(g), b: byte(b), a: byte(min(max(alpha, 0), 1)))
    }

    /// This colour with its alpha replaced.
    public func withAlpha(_ alpha: Double) -> RGBColor {
        var c = self
        c.a = UInt8(min(max((alpha * 255).rounded(), 0), 255))
        return c
    }
}
