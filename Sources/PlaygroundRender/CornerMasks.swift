import CSDL2

/// Anti-aliased corner pieces for rounded rectangles, made once per
/// (radius, border) and kept as `CoverageRuns`.
///
/// A mask is the top-left corner of a rounded rectangle: a square of
/// `size` device pixels whose coverage by the shape (a filled corner, or the ring between the outer corner and the
/// inner one `border` pixels in), measured with `samples × samples` points
/// per pixel and then rounded to `CoverageRuns.levels` steps, so the same
/// radius gives the same pixels on every run and a corner adds at most
/// `levels − 1` colours to a frame. The other corners are its mirror
/// images. Radii are quantised to a quarter of a device pixel.
package final class CornerMasks {
    /// The corner pieces of one (radius, border): four masks, top-left,
    /// top-right, bottom-left, bottom-right (mirror images of one another),
    /// and their side, device pixels.
    package struct Mask {
        var corners: [CoverageRuns]
        package var size: Int32
    }

    private struct Key: Hashable {
        /// Radius in quarter device pixels.
        var quarters: Int
        /// Border width in device pixels; 0 for a filled corner.
        var border: Int32
    }

    /// Sample points per pixel side.
    package static let samples = 8
    /// Largest radius a mask is made for, device pixels.
    static let maximumRadius = 256.0

    private var masks: [Key: Mask] = [:]
    /// The coverage steps of filled top-left corners, by radius in quarter pixels.
    private var stepTables: [Int: [UInt8]] = [:]

    package init() {}

    /// Forgets the masks made so far.
    package func release() {
        masks.removeAll()
        stepTables.removeAll()
    }

    /// `radius` rounded to the quarter device pixel masks are made for.
    static func quantized(_ radius: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return (Swift.min(radius, maximumRadius) * 4).rounded() / 4
    }

    /// The side of the corner square for `radius` and `border`, device pixels.
    static func side(radius: Double, border: Int32) -> Int32 {
        Swift.max(Int32(radius.rounded(.up)), border)
    }

    /// The coverage in [0, 1] of device pixel (x, y) of a top-left corner
    /// with `radius` (centre at (radius, radius)), filled when `border` is
    /// 0, else the ring `border` pixels wide inside its edge.
    static func coverage(x: Int, y: Int, radius: Double, border: Int32) -> Double {
        let n = samples
        var inside = 0
        let b = Double(border)
        let inner = Swift.max(0, radius - b)
        for sy in 0..<n {
            let py = Double(y) + (Double(sy) + 0.5) / Double(n)
            for sx in 0..<n {
                let px = Double(x) + (Double(sx) + 0.5) / Double(n)
                let dx = px - radius
                let dy = py - radius
                let inOuter = px >= radius || py >= radius || dx * dx + dy * dy <= radius * radius
                guard inOuter else { continue }
                if border == 0 {
                    inside += 1
                    continue
                }
                let inInner = px >= b && py >= b
                    && (inner == 0 ? true : (px >= radius || py >= radius || dx * dx + dy * dy <= inner * inner))
                if !inInner { inside += 1 }
            }
        }
        return Double(inside) / Double(n * n)
    }

    /// The mask for `radius` (device pixels, quantised) and `border` (device
    /// pixels, 0 for a fill), made on first use; nil when it is empty.
    package func mask(radius: Double, border: Int32) -> Mask? {
        let r = CornerMasks.quantized(radius)
        let key = Key(quarters: Int(r * 4), border: border)
        if let mask = masks[key] { return mask }
        let side = CornerMasks.side(radius: r, border: border)
        guard side > 0 else { return nil }
        let n = Int(side)
        var coverage = [UInt8](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                coverage[y * n + x] = UInt8((CornerMasks.coverage(x: x, y: y, radius: r, border: border) * 255).rounded())
            }
        }
        let corners = [(false, false), (true, false), (false, true), (true, true)].map { mirrorX, mirrorY in
            CoverageRuns(width: n, height: n) { x, y in coverage[(mirrorY ? n - 1 - y : y) * n + (mirrorX ? n - 1 - x : x)] }
        }
        let mask = Mask(corners: corners, size: side)
        masks[key] = mask
        return mask
    }

    /// The coverage step (0 … `CoverageRuns.levels`) of each pixel of the
    /// filled top-left corner for `radius` (device pixels, quantised), rows
    /// top first, `side × side` (`side(radius:border: 0)`): the steps the
    /// filled corner's mask is drawn with, for clips that must cut exactly
    /// where a fill of the same shape would end. Made on first use.
    package func steps(radius: Double) -> [UInt8] {
        let r = CornerMasks.quantized(radius)
        let key = Int(r * 4)
        if let known = stepTables[key] { return known }
        let n = Int(CornerMasks.side(radius: r, border: 0))
        var out = [UInt8](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                let coverage = UInt8((CornerMasks.coverage(x: x, y: y, radius: r, border: 0) * 255).rounded())
                out[y * n + x] = UInt8(CoverageRuns.level(ofCoverage: coverage))
            }
        }
        stepTables[key] = out
        return out
    }
}
