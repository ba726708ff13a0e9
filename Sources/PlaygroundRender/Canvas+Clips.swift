import CSDL2
import ScrollKitCore

/// Clips shaped by a curve: what is drawn inside is cut to a rounded
/// rectangle, a capsule, a circle or an ellipse, anti-aliased.
///
/// How: the pixels where the shape's edge may cut (its corner squares; for
/// an ellipse its whole frame) are read before the children draw and again
/// after, and each is put back as `after·c + before·(1 − c)`, c the
/// shape's coverage of that pixel in `CoverageRuns.levels` steps. That is
/// exactly what drawing the children into a layer of their own and
/// compositing the layer through the shape's coverage would give:
/// `before·(1 − c·a) + c·L` for a layer of premultiplied colour L and alpha
/// a, either way. Inside, the children draw straight onto the canvas (cut
/// to the frame's rectangle as a rectangular clip), so a rounded card costs
/// four corner squares, not a layer of its size.
extension Canvas {
    /// A region whose pixels are put back through coverage after drawing.
    struct ShapedRegion {
        /// Device pixels, inside the output.
        var rect: SDL_Rect
        /// Coverage step (0 … levels) of pixel (x, y), device coordinates.
        var step: (Int32, Int32) -> UInt8
    }

    /// Runs `body` with drawing clipped to `kind` in `frame` (current
    /// coordinates, upright), corner radii multiplied by `radiusScale`.
    /// Rectangles, and shapes whose corners are under half a device pixel,
    /// clip as `withClip`.
    func withClip(_ kind: DisplayShapeKind, in frame: Rect, radiusScale: Double = 1, _ body: () -> Void) {
        guard !isClippedAway, let d = deviceRect(frame.offsetBy(translation)) else { return }
        var regions: [ShapedRegion] = []
        let isCircular: Bool
        if case .ellipse = kind { isCircular = abs(frame.width - frame.height) <= 1e-9 } else { isCircular = true }
        if isCircular {
            let half = Double(Swift.min(d.w, d.h) / 2)
            let radii = DisplayListRenderer.cornerRadii(kind, frame: frame, scale: radiusScale).map { CornerMasks.quantized(Swift.min($0 * scale, half)) }
            regions = cornerRegions(d, radii: radii)
        } else {
            regions = [ellipseRegion(d)]
        }
        guard !regions.isEmpty, let limit = deviceLimit else { return withClip(frame, body) }
        let cut = regions.compactMap { region -> ShapedRegion? in
            var region = region
            region.rect = Canvas.intersection(region.rect, limit)
            return region.rect.w > 0 && region.rect.h > 0 ? region : nil
        }
        commitPendingClear()
        let before = cut.map { backend.read($0.rect) }
        withClip(frame, body)
        commitPendingClear()
        for (region, saved) in zip(cut, before) {
            let r = region.rect
            var pixels = backend.read(r)
            guard pixels.count == saved.count, !pixels.isEmpty else { continue }
            let w = Int(r.w)
            var changed = false
            for row in 0..<Int(r.h) {
                for col in 0..<w {
                    let i = row * w + col
                    guard pixels[i] != saved[i] else { continue }
                    let step = region.step(r.x + Int32(col), r.y + Int32(row))
                    guard step < CoverageRuns.levels else { continue }
                    pixels[i] = Canvas.mix(saved[i], pixels[i], step: Int(step))
                    changed = true
                }
            }
            if changed { backend.write(pixels, to: r) }
        }
    }

    /// `after` over `before` at the opacity a fill of coverage `step` gets
    /// (`CoverageRuns.alpha(level:under: 255)`), with the canvas's blend
    /// formula per byte (`PixelBlender`: `x × a / 255 + y × (255 − a) / 255`,
    /// integer divisions): a clipped fill's edge has the bytes of the same
    /// shape filled.
    static func mix(_ before: UInt32, _ after: UInt32, step: Int) -> UInt32 {
        let a = Int(CoverageRuns.alpha(level: step, under: 255))
        let x = UInt32(littleEndian: after), y = UInt32(littleEndian: before)
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let v = Int(x >> shift & 0xFF) * a / 255 + Int(y >> shift & 0xFF) * (255 - a) / 255
            out |= UInt32(v) << shift
        }
        return out.littleEndian
    }

    /// The corner squares of a rounded rectangle over device rectangle
    /// `d`, radii `radii` device pixels (quantised; top leading, top
    /// trailing, bottom leading, bottom trailing), corners under half a
    /// pixel left out: the steps of the filled corner mask
    /// (`CornerMasks.steps`), mirrored, so a clip cuts exactly where a fill
    /// of the same rounded rectangle ends.
    func cornerRegions(_ d: SDL_Rect, radii: [Double]) -> [ShapedRegion] {
        let x1 = d.x + d.w, y1 = d.y + d.h
        var out: [ShapedRegion] = []
        for (corner, r) in radii.enumerated() where r >= 0.5 {
            let steps = corners.steps(radius: r)
            let s = CornerMasks.side(radius: r, border: 0)
            let n = Int(s)
            let mirrorX = corner == 1 || corner == 3, mirrorY = corner >= 2
            let x = mirrorX ? x1 - s : d.x, y = mirrorY ? y1 - s : d.y
            out.append(ShapedRegion(rect: SDL_Rect(x: x, y: y, w: s, h: s)) { px, py in
                let cx = Int(px - x), cy = Int(py - y)
                guard cx >= 0, cy >= 0, cx < n, cy < n else { return UInt8(CoverageRuns.levels) }
                return steps[(mirrorY ? n - 1 - cy : cy) * n + (mirrorX ? n - 1 - cx : cx)]
            })
        }
        return out
    }

    /// The ellipse inscribed in device rectangle `d`: a pixel's coverage is
    /// the share of its 4 × 4 sample points with (x/a)² + (y/b)² ≤ 1 about
    /// the centre, in steps; pixels farther than two pixels from the edge
    /// (by the implicit function's first-order distance) are not sampled.
    func ellipseRegion(_ d: SDL_Rect) -> ShapedRegion {
        let a = Double(d.w) / 2, b = Double(d.h) / 2
        let cx = Double(d.x) + a, cy = Double(d.y) + b
        let full = UInt8(CoverageRuns.levels)
        return ShapedRegion(rect: d) { px, py in
            let x = Double(px) + 0.5 - cx, y = Double(py) + 0.5 - cy
            let f = x * x / (a * a) + y * y / (b * b)
            let g = 2 * ((x / (a * a)) * (x / (a * a)) + (y / (b * b)) * (y / (b * b))).squareRoot()
            let distance = g > 0 ? (f - 1) / g : -a
            if distance < -2 { return full }
            if distance > 2 { return 0 }
            var inside = 0
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let qx = Double(px) + (Double(sx) + 0.5) / 4 - cx, qy = Double(py) + (Double(sy) + 0.5) / 4 - cy
                    if qx * qx / (a * a) + qy * qy / (b * b) <= 1 { inside += 1 }
                }
            }
            return UInt8(CoverageRuns.level(ofCoverage: UInt8(inside * 255 / 16)))
        }
    }
}

/// Masks: drawing let through by the alpha of another drawing.
extension Canvas {
    /// Runs `body` with drawing clipped to `bounds` (current coordinates)
    /// and let through, pixel by pixel, by the alpha of what `drawMask`
    /// draws (SwiftUI's `.mask`).
    ///
    /// The mask's alpha is read without a layer of its own, on any target
    /// (a window's has no alpha channel): the mask is drawn once over
    /// opaque black and once over opaque white; where it has alpha a and
    /// colour c the two read c·a and c·a + 255·(1 − a), so
    /// a = 1 − (white − black) / 255 (the mean of the three channels).
    /// The pixels under `bounds` are put back, `body` draws, and each pixel
    /// becomes `before + (after − before) × a` (as `withClip(_:in:_:)`).
    func withMask(_ bounds: Rect, drawMask: () -> Void, _ body: () -> Void) {
        guard !isClippedAway, let d = deviceRect(bounds.offsetBy(translation)), let limit = deviceLimit else { return }
        let r = Canvas.intersection(d, limit)
        guard r.w > 0, r.h > 0 else { return }
        commitPendingClear()
        let before = backend.read(r)
        let count = Int(r.w) * Int(r.h)
        guard before.count == count else { return withClip(bounds, body) }
        func maskOver(_ word: UInt32) -> [UInt32] {
            backend.write([UInt32](repeating: word, count: count), to: r)
            withClip(bounds, drawMask)
            commitPendingClear()
            return backend.read(r)
        }
        let black = maskOver(PixelTarget.word(RGBColor(r: 0, g: 0, b: 0)))
        let white = maskOver(PixelTarget.word(RGBColor(r: 255, g: 255, b: 255)))
        backend.write(before, to: r)
        withClip(bounds, body)
        commitPendingClear()
        var after = backend.read(r)
        guard after.count == count, black.count == count, white.count == count else { return }
        for i in 0..<count where after[i] != before[i] {
            let b = UInt32(littleEndian: black[i]), w = UInt32(littleEndian: white[i])
            var diff = 0
            for shift in stride(from: UInt32(0), to: 24, by: 8) { diff += Int(w >> shift & 0xFF) - Int(b >> shift & 0xFF) }
            let alpha = Swift.min(255, Swift.max(0, 255 - (diff + 1) / 3))
            after[i] = Canvas.mix(before[i], after[i], alpha: alpha)
        }
        backend.write(after, to: r)
    }

    /// `before + (after − before) × alpha / 255` per byte, rounded.
    static func mix(_ before: UInt32, _ after: UInt32, alpha: Int) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let b = Int(before >> shift & 0xFF), a = Int(after >> shift & 0xFF)
            out |= UInt32((b * (255 - alpha) + a * alpha + 127) / 255) << shift
        }
        return out
    }
}
