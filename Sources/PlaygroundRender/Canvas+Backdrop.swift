import CSDL2
import ScrollKitCore

/// The backdrop of a material: the pixels already drawn under a rectangle,
/// blurred in place.
///
/// The blur is a Gaussian of standard deviation σ approximated by three box
/// blurs in a row on each axis (the sum of three uniform distributions is
/// close to a normal one; box widths chosen so their variances add up to
/// σ², as Kovesi's "Fast almost-Gaussian filtering" gives them). Pixels
/// around the rectangle, up to 3σ, feed the blur but are not changed, so a
/// bar's backdrop at its edge blurs the content beyond it, as iOS's does.
/// Deterministic: integer running sums, the same pixels on every backend
/// that can read its pixels (one that cannot leaves them sharp).
extension Canvas {
    /// Blurs what is drawn under `rect` (current coordinates, upright) with
    /// standard deviation `sigma` logical pixels, mixed over the sharp
    /// pixels at `strength` in [0, 1]; cut to the output and the clip.
    func blurBehind(_ rect: Rect, sigma: Double, strength: Double = 1) {
        let deviceSigma = sigma * scale
        guard deviceSigma.isFinite, deviceSigma >= 0.5, strength > 0,
              let area = deviceRectCulled(rect.offsetBy(translation)) else { return }
        let margin = Int32(Swift.min((3 * deviceSigma).rounded(.up), 4096))
        let source = Canvas.intersection(
            SDL_Rect(x: area.x - margin, y: area.y - margin, w: area.w + 2 * margin, h: area.h + 2 * margin), deviceOutputRect)
        guard source.w > 0, source.h > 0 else { return }
        commitPendingClear()
        let sharp = backend.read(source)
        let width = Int(source.w), height = Int(source.h)
        guard sharp.count == width * height else { return }
        var channels = [[Int32]](repeating: [Int32](repeating: 0, count: sharp.count), count: 3)
        for (i, word) in sharp.enumerated() {
            channels[0][i] = Int32(word & 0xFF)
            channels[1][i] = Int32((word >> 8) & 0xFF)
            channels[2][i] = Int32((word >> 16) & 0xFF)
        }
        for radius in Canvas.boxRadii(sigma: deviceSigma) {
            for c in 0..<3 {
                Canvas.boxBlur(&channels[c], width: width, height: height, radius: radius, alongRows: true)
                Canvas.boxBlur(&channels[c], width: width, height: height, radius: radius, alongRows: false)
            }
        }
        let mix = Int32((Swift.min(strength, 1) * 256).rounded())
        var out = [UInt32](repeating: 0, count: Int(area.w) * Int(area.h))
        for row in 0..<Int(area.h) {
            let sy = Int(area.y - source.y) + row
            for col in 0..<Int(area.w) {
                let i = sy * width + Int(area.x - source.x) + col
                let word = sharp[i]
                func channel(_ c: Int, _ shift: UInt32) -> UInt32 {
                    let s = Int32((word >> shift) & 0xFF)
                    return UInt32(s + ((channels[c][i] - s) * mix + 128) >> 8) << shift
                }
                out[row * Int(area.w) + col] = channel(0, 0) | channel(1, 8) | channel(2, 16) | (word & 0xFF00_0000)
            }
        }
        backend.write(out, to: area)
    }

    /// The radii (half widths less a half) of three odd box widths whose
    /// variances, (w² − 1) / 12 each, add up to about `sigma`².
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(lower, 1)
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { pass in
            let w = pass < m ? lower : lower + 2
            return (w - 1) / 2
        }
    }

    /// A box blur of `radius` pixels each side along rows or columns, the
    /// edge pixels repeated beyond the edge; rounded to the nearest.
    static func boxBlur(_ values: inout [Int32], width: Int, height: Int, radius: Int, alongRows: Bool) {
        guard radius > 0 else { return }
        let (count, lines) = alongRows ? (width, height) : (height, width)
        let (step, lineStep) = alongRows ? (1, width) : (width, 1)
        let span = Int32(2 * radius + 1)
        var line = [Int32](repeating: 0, count: count)
        for l in 0..<lines {
            let base = l * lineStep
            for k in 0..<count { line[k] = values[base + k * step] }
            var sum: Int32 = 0
            for k in -radius...radius { sum += line[Swift.min(Swift.max(k, 0), count - 1)] }
            for k in 0..<count {
                values[base + k * step] = (sum + span / 2) / span
                sum += line[Swift.min(k + radius + 1, count - 1)] - line[Swift.max(k - radius, 0)]
            }
        }
    }
}
