/// Drawing effects the display list has no item for, done on the items a
/// view drew: colour filters, the blur approximation, the shadow
/// approximation. Colours are 8-bit sRGB; results are rounded.
enum DisplayItemFilters {
    /// `item` with every colour (fills, strokes, gradient ends, text,
    /// image placeholders) passed through `f`; groups keep their opacity,
    /// clip and transform.
    static func recolor(_ item: DisplayItem, _ f: (RGBColor) -> RGBColor) -> DisplayItem {
        switch item {
        case .shape(var s):
            switch s.paint {
            case .fill(let c): s.paint = .fill(f(c))
            case .stroke(let c, let w, let p): s.paint = .stroke(f(c), lineWidth: w, placement: p)
            case .linearGradient(let a, let b, let axis): s.paint = .linearGradient(start: f(a), end: f(b), axis: axis)
            case .gradient(let g): s.paint = .gradient(g.mapColors(f))
            case .material(var m): m.tint = f(m.tint); s.paint = .material(m)
            }
            return .shape(s)
        case .text(var t):
            t.color = f(t.color)
            return .text(t)
        case .image(var i):
            i.color = f(i.color)
            return .image(i)
        case .group(var g):
            g.children = g.children.map { recolor($0, f) }
            return .group(g)
        case .box(var b):
            b.fill = f(b.fill)
            b.border = f(b.border)
            return .box(b)
        case .backdrop(var b):
            b.color = f(b.color)
            return .backdrop(b)
        }
    }

    /// `.brightness(amount)`: `amount` (−1 … 1) added to each channel.
    static func brightness(_ amount: Double) -> (RGBColor) -> RGBColor {
        { c in map(c) { $0 + amount } }
    }

    /// `.saturation(amount)`: each channel moved toward the Rec. 709
    /// luminance `Y = 0.2126 R + 0.7152 G + 0.0722 B`: `Y + amount · (c − Y)`
    /// (0 grey, 1 unchanged, above 1 more saturated).
    static func saturation(_ amount: Double) -> (RGBColor) -> RGBColor {
        { c in
            let y = (0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)) / 255
            return map(c) { y + amount * ($0 - y) }
        }
    }

    /// `.hueRotation(degrees)`: the colour's HSB hue turned by `degrees`,
    /// saturation and brightness kept.
    static func hueRotation(_ degrees: Double) -> (RGBColor) -> RGBColor {
        { c in
            let r = Double(c.r) / 255, g = Double(c.g) / 255, b = Double(c.b) / 255
            let v = Swift.max(r, g, b), m = Swift.min(r, g, b), d = v - m
            guard d > 0 else { return c }
            var h: Double
            if v == r { h = (g - b) / d } else if v == g { h = 2 + (b - r) / d } else { h = 4 + (r - g) / d }
            h = h / 6 + degrees / 360
            return RGBColor(hue: h, saturation: d / v, brightness: v, alpha: Double(c.a) / 255)
        }
    }

    /// `c` with `f` applied to r, g and b in 0 … 1, clamped and rounded.
    private static func map(_ c: RGBColor, _ f: (Double) -> Double) -> RGBColor {
        func ch(_ v: UInt8) -> UInt8 { UInt8((Swift.min(Swift.max(f(Double(v) / 255), 0), 1) * 255).rounded()) }
        return RGBColor(r: ch(c.r), g: ch(c.g), b: ch(c.b), a: c.a)
    }

    /// The blur approximation: the items drawn five times, each copy a
    /// group at opacity 0.4: in place and moved by (±r/2, ±r/2). Where all
    /// five overlap the coverage is 1 − 0.6⁵ ≈ 0.92; edges soften over r.
    /// Nothing changes for r ≤ 0.
    static func blur(_ items: [DisplayItem], radius r: CGFloat) -> [DisplayItem] {
        guard r > 0, !items.isEmpty else { return items }
        let h = Double(r) / 2
        return [(0.0, 0.0), (-h, -h), (h, -h), (-h, h), (h, h)].map { dx, dy in
            .group(DisplayGroup(items, opacity: 0.4, transform: DisplayTransform(offset: Vector(dx: dx, dy: dy))))
        }
    }

    /// The shadow approximation: a copy of the items with every colour
    /// replaced by `color` (its alpha times the item's), moved by (x, y),
    /// blurred as `blur` with `radius`, behind the items.
    static func shadow(_ items: [DisplayItem], color: RGBColor, radius: CGFloat, x: CGFloat, y: CGFloat) -> [DisplayItem] {
        guard !items.isEmpty, color.a > 0 else { return items }
        let tinted = items.map { recolor($0) { c in
            RGBColor(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * Double(c.a) / 255).rounded()))
        } }
        let moved = DisplayItem.group(DisplayGroup(tinted, transform: DisplayTransform(offset: Vector(dx: Double(x), dy: Double(y)))))
        return blur([moved], radius: radius) + items
    }
}
