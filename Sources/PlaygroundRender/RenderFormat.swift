import ScrollKitCore

/// Number formatting for the HUD, overlays and timeline: a fixed number of
/// decimals (so values do not jitter in width as they change), no `-0`,
/// `nan`/`inf` for non-finite values, deterministic (no locale, no Foundation).
package enum RenderFormat {
    /// `value` with exactly `decimals` digits after the point (0…6), e.g.
    /// `number(1750, decimals: 1) == "1750.0"`, `number(-0.04, decimals: 1) == "0.0"`.
    package static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let decimals = Swift.min(Swift.max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return value > 0 ? "huge" : "-huge" }
        let units = Int64(scaled)
        let intScale = Int64(scale)
        let whole = units / intScale
        var out = units == 0 || value >= 0 ? "" : "-"
        out += String(whole)
        if decimals > 0 {
            let frac = String(units % intScale)
            out += "." + String(repeating: "0", count: decimals - frac.count) + frac
        }
        return out
    }

    /// `(x, y)` with `decimals` each.
    package static func point(_ p: Point, decimals: Int = 1) -> String {
        "(\(number(p.x, decimals: decimals)), \(number(p.y, decimals: decimals)))"
    }

    /// `(dx, dy)` with `decimals` each.
    package static func vector(_ v: Vector, decimals: Int = 0) -> String {
        "(\(number(v.dx, decimals: decimals)), \(number(v.dy, decimals: decimals)))"
    }

    /// `text` padded with spaces on the left to `width` characters.
    static func leftPad(_ text: String, to width: Int) -> String {
        let n = text.unicodeScalars.count
        return n >= width ? text : String(repeating: " ", count: width - n) + text
    }
}
