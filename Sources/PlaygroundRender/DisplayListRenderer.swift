import Foundation
import ScrollKitCore

/// Draws a `DisplayList` (what a scene or a laid-out SwiftUI view shows)
/// onto a `Canvas`, in the canvas's current coordinates, using only the
/// canvas's drawing calls.
///
/// Exact where the canvas is: rectangles, rounded rectangles and capsules
/// (filled or stroked, inside or centred: a centred stroke is an inside
/// stroke of the shape grown by half the line), circles, linear gradients,
/// opacity (multiplied into each colour), rectangular clips, offsets and
/// scales. Approximated, and why:
/// - ellipses that are not circles, and any shape under a rotation, are
///   filled as 64-sided polygons of triangles (the canvas has no path fill);
/// - text is drawn at its own size (its font size times the transform's
///   scale, rasterised at whole device pixels per em: TextSize) in the
///   regular or semibold face, each line centred in its line height and
///   aligned in the frame's width; rotated text is drawn upright at its
///   rotated place;
/// - a rounded, capsule or elliptical clip is anti-aliased as fills are
///   (`Canvas.withClip(_:in:radiusScale:_:)`) while the transform keeps
///   rectangles upright; a rotated clip clips to the bounding box of its
///   corners; continuous corners are cut as circular ones;
/// - group opacity fades each item on its own, so overlapping children of
///   a faded group show through each other (SwiftUI composites the group
///   first).
package struct DisplayListRenderer {
    /// True for a view file's list: its text is drawn at its own size in
    /// the UI faces only. False for the playground's own lists (presets,
    /// device frame), whose 11-point text is `TextSize.small` (numbers in
    /// the monospaced face, as the HUD draws them).
    var isViewText = false

    /// An affine map (a, b, c, d, tx, ty): (x, y) ↦ (a x + c y + tx, b x + d y + ty).
    package struct Affine: Equatable {
        package var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        package static let identity = Affine()

        package init() {}

        package init(_ t: DisplayTransform) {
            let m = t.matrix()
            (a, b, c, d, tx, ty) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
        }

        /// First `inner`, then `self`.
        func concatenating(_ inner: Affine) -> Affine {
            var r = Affine()
            r.a = a * inner.a + c * inner.b
            r.b = b * inner.a + d * inner.b
            r.c = a * inner.c + c * inner.d
            r.d = b * inner.c + d * inner.d
            r.tx = a * inner.tx + c * inner.ty + tx
            r.ty = b * inner.tx + d * inner.ty + ty
            return r
        }

        package func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

        /// True when rectangles map to upright rectangles, not flipped.
        var keepsAxes: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

        /// The upright rectangle `r` maps to when `keepsAxes`, else the
        /// bounding box of its corners.
        package func apply(_ r: Rect) -> Rect {
            // The identity keeps the rectangle bit for bit (maxX − minX
            // need not give back the width).
            if self == .identity { return r }
            let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
            let x0 = ps.map(\.x).min()!, y0 = ps.map(\.y).min()!
            return Rect(x: x0, y: y0, width: ps.map(\.x).max()! - x0, height: ps.map(\.y).max()! - y0)
        }

        /// How much lengths grow (the geometric mean of the axes' scales).
        var lengthScale: Double { (abs(a * d - b * c)).squareRoot() }
    }

    /// Sides of the polygons that stand in for curves.
    static let polygonSides = 64

    /// Draws `list`.
    package func draw(_ list: DisplayList, on canvas: Canvas) {
        draw(list.items, transform: .identity, opacity: 1, on: canvas)
    }

    private func draw(_ items: [DisplayItem], transform: Affine, opacity: Double, on canvas: Canvas) {
        for item in items {
            switch item {
            case .shape(let shape): draw(shape, transform, opacity, canvas)
            case .text(let text): draw(text, transform, opacity, canvas)
            case .image(let image): draw(image, transform, opacity, canvas)
            case .box(let box): draw(box, transform, opacity, canvas)
            case .backdrop(let backdrop): draw(backdrop, transform, opacity, canvas)
            case .group(let group):
                let inner = transform.concatenating(Affine(group.transform))
                let alpha = opacity * (group.opacity.isFinite ? Swift.min(Swift.max(group.opacity, 0), 1) : 0)
                guard alpha > 0 else { continue }
                if let clip = group.clip {
                    // The clip is in the children's space, before their
                    // transform; a curved one is anti-aliased while the
                    // transform keeps rectangles upright.
                    if let mask = clip.mask {
                        canvas.withMask(inner.apply(clip.frame), drawMask: { draw(mask, transform: inner, opacity: 1, on: canvas) }) {
                            draw(group.children, transform: inner, opacity: alpha, on: canvas)
                        }
                    } else if inner.keepsAxes, clip.kind != .rectangle {
                        canvas.withClip(clip.kind, in: inner.apply(clip.frame), radiusScale: inner.lengthScale) {
                            draw(group.children, transform: inner, opacity: alpha, on: canvas)
                        }
                    } else {
                        canvas.withClip(inner.apply(clip.frame)) {
                            draw(group.children, transform: inner, opacity: alpha, on: canvas)
                        }
                    }
                } else {
                    draw(group.children, transform: inner, opacity: alpha, on: canvas)
                }
            }
        }
    }

    // MARK: - Shapes

    private func draw(_ shape: DisplayShape, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        guard t.keepsAxes else {
            drawPolygon(shape, t, opacity, canvas)
            return
        }
        let frame = t.apply(shape.frame)
        let scale = t.lengthScale
        let radius = DisplayListRenderer.cornerRadius(shape.kind, frame: frame, scale: scale)
        switch shape.paint {
        case .fill(let color):
            let c = SceneShapes.faded(color, by: opacity)
            if case .ellipse = shape.kind, abs(frame.width - frame.height) > 1e-9 {
                drawPolygon(shape, t, opacity, canvas)
            } else if case .unevenRoundedRectangle = shape.kind {
                // Each corner its own: the rectangle cut by the shape's clip.
                canvas.withClip(shape.kind, in: frame, radiusScale: scale) { canvas.fill(frame, c) }
            } else if radius > 0 {
                canvas.fillRoundedRect(frame, radius: radius, color: c)
            } else {
                canvas.fill(frame, c)
            }
        case .stroke(let color, let lineWidth, let placement):
            let w = lineWidth * scale
            guard w.isFinite, w > 0 else { return }
            let c = SceneShapes.faded(color, by: opacity)
            let outer = placement == .inside ? frame : frame.insetBy(dx: -w / 2, dy: -w / 2)
            let r = placement == .inside || radius == 0 ? radius : radius + w / 2
            if case .unevenRoundedRectangle = shape.kind {
                drawPolygon(shape, t, opacity, canvas)
            } else if case .ellipse = shape.kind, abs(frame.width - frame.height) > 1e-9 {
                let ring = DisplayListRenderer.ellipse(outer.insetBy(dx: w / 2, dy: w / 2))
                canvas.polyline(ring + [ring[0]], color: c, width: w)
            } else if r > 0 {
                canvas.strokeRoundedRect(outer, radius: r, color: c, width: w)
            } else {
                canvas.stroke(outer, c, width: w)
            }
        case .linearGradient(let start, let end, let axis):
            SceneShapes.gradient(frame, from: SceneShapes.faded(start, by: opacity), to: SceneShapes.faded(end, by: opacity), along: axis, on: canvas)
        case .gradient(let gradient):
            let faded = gradient.mapColors { SceneShapes.faded($0, by: opacity) }
            if case .rectangle = shape.kind {
                SceneShapes.gradient(frame, faded, on: canvas)
            } else {
                canvas.withClip(shape.kind, in: frame, radiusScale: scale) { SceneShapes.gradient(frame, faded, on: canvas) }
            }
        case .material(let material):
            // The backdrop blurred inside the shape, then the tint over it.
            let sigma = material.blurRadius * scale
            if case .rectangle = shape.kind {
                canvas.blurBehind(frame, sigma: sigma, strength: opacity)
            } else {
                canvas.withClip(shape.kind, in: frame, radiusScale: scale) { canvas.blurBehind(frame, sigma: sigma, strength: opacity) }
            }
            draw(DisplayShape(shape.kind, frame: shape.frame, paint: .fill(material.tint)), t, opacity, canvas)
        }
    }

    /// The corner radius of `kind` drawn in `frame` (already transformed),
    /// limited to half the shorter side; 0 for rectangles.
    package static func cornerRadius(_ kind: DisplayShapeKind, frame: Rect, scale: Double) -> Double {
        let half = Swift.min(frame.width, frame.height) / 2
        switch kind {
        case .rectangle: return 0
        case .roundedRectangle(let r, _): return r.isFinite ? Swift.min(Swift.max(0, r * scale), half) : 0
        case .ellipse, .capsule: return half
        case .unevenRoundedRectangle: return 0
        }
    }

    /// The corner radii of `kind` in `frame` (already transformed), top
    /// leading, top trailing, bottom leading, bottom trailing, each limited
    /// to half the shorter side (all equal but for an uneven rectangle).
    package static func cornerRadii(_ kind: DisplayShapeKind, frame: Rect, scale: Double) -> [Double] {
        guard case .unevenRoundedRectangle(let tl, let bl, let br, let tr, _) = kind else {
            return Array(repeating: cornerRadius(kind, frame: frame, scale: scale), count: 4)
        }
        let half = Swift.min(frame.width, frame.height) / 2
        return [tl, tr, bl, br].map { $0.isFinite ? Swift.min(Swift.max(0, $0 * scale), half) : 0 }
    }

    /// The outline of `kind` in `frame` as a polygon (untransformed).
    static func outline(_ kind: DisplayShapeKind, in frame: Rect) -> [Point] {
        switch kind {
        case .rectangle:
            return [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY)]
        case .ellipse: return ellipse(frame)
        case .roundedRectangle, .capsule, .unevenRoundedRectangle:
            let radii = cornerRadii(kind, frame: frame, scale: 1)
            guard radii.contains(where: { $0 > 0 }) else { return outline(.rectangle, in: frame) }
            let quarter = polygonSides / 4
            // Top trailing, bottom trailing, bottom leading, top leading.
            let (tl, tr, bl, br) = (radii[0], radii[1], radii[2], radii[3])
            let corners = [
                (Point(x: frame.maxX - tr, y: frame.minY + tr), tr), (Point(x: frame.maxX - br, y: frame.maxY - br), br),
                (Point(x: frame.minX + bl, y: frame.maxY - bl), bl), (Point(x: frame.minX + tl, y: frame.minY + tl), tl),
            ]
            var points: [Point] = []
            for (corner, (centre, r)) in corners.enumerated() {
                for step in 0...quarter {
                    let angle = (Double(corner) - 1 + Double(step) / Double(quarter)) * Double.pi / 2
                    points.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
                }
            }
            return points
        }
    }

    /// `polygonSides` points around the ellipse inscribed in `frame`.
    package static func ellipse(_ frame: Rect) -> [Point] {
        (0..<polygonSides).map { i in
            let angle = Double(i) / Double(polygonSides) * 2 * Double.pi
            return Point(x: frame.midX + frame.width / 2 * cos(angle), y: frame.midY + frame.height / 2 * sin(angle))
        }
    }

    /// A shape as a transformed polygon: filled as a triangle fan, stroked
    /// as a closed polyline centred on the outline (an inside stroke moves
    /// in by half its width).
    private func drawPolygon(_ shape: DisplayShape, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        switch shape.paint {
        case .fill(let color):
            let ps = DisplayListRenderer.outline(shape.kind, in: shape.frame).map(t.apply)
            let c = SceneShapes.faded(color, by: opacity)
            let centre = t.apply(Point(x: shape.frame.midX, y: shape.frame.midY))
            for i in ps.indices { canvas.triangle(centre, ps[i], ps[(i + 1) % ps.count], color: c) }
        case .linearGradient(let start, let end, _):
            // A transformed gradient is drawn in its middle colour.
            let mid = SceneShapes.mix(start, end, 0.5)
            drawPolygon(DisplayShape(shape.kind, frame: shape.frame, paint: .fill(mid)), t, opacity, canvas)
        case .gradient(let gradient):
            drawPolygon(DisplayShape(shape.kind, frame: shape.frame, paint: .fill(gradient.color(at: 0.5))), t, opacity, canvas)
        case .material(let material):
            // A rotated or skewed material is drawn as its tint.
            drawPolygon(DisplayShape(shape.kind, frame: shape.frame, paint: .fill(material.tint)), t, opacity, canvas)
        case .stroke(let color, let lineWidth, let placement):
            let inset = placement == .inside ? lineWidth / 2 : 0
            let ps = DisplayListRenderer.outline(shape.kind, in: shape.frame.insetBy(dx: inset, dy: inset)).map(t.apply)
            guard let first = ps.first else { return }
            canvas.polyline(ps + [first], color: SceneShapes.faded(color, by: opacity), width: lineWidth * t.lengthScale)
        }
    }

    // MARK: - Boxes and backdrops

    /// A box: through `SceneShapes.roundedRect` (device-grid rows, or the
    /// canvas's anti-aliased corners) when it stays upright, else as its
    /// fill and inside border shapes.
    private func draw(_ box: DisplayBox, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        guard t.keepsAxes else {
            let kind = DisplayShapeKind.roundedRectangle(cornerRadius: box.cornerRadius, style: .circular)
            draw(DisplayShape(kind, frame: box.frame, paint: .fill(box.fill)), t, opacity, canvas)
            draw(DisplayShape(kind, frame: box.frame, paint: .stroke(box.border, lineWidth: box.borderWidth, placement: .inside)), t, opacity, canvas)
            return
        }
        let scale = t.lengthScale
        SceneShapes.roundedRect(
            t.apply(box.frame), radius: box.cornerRadius * scale, fill: SceneShapes.faded(box.fill, by: opacity),
            border: SceneShapes.faded(box.border, by: opacity), borderWidth: box.borderWidth * scale, on: canvas)
    }

    /// A backdrop: the frame less its covered rectangles, opaque, when it
    /// is upright and not faded; else the whole frame as a plain fill.
    private func draw(_ backdrop: DisplayBackdrop, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        let c = backdrop.color
        guard t.keepsAxes, opacity >= 1 else {
            draw(DisplayShape(.rectangle, frame: backdrop.frame, paint: .fill(RGBColor(r: c.r, g: c.g, b: c.b))), t, opacity, canvas)
            return
        }
        let frame = t.apply(backdrop.frame)
        canvas.willCoverOpaquely(frame)
        let opaque = RGBColor(r: c.r, g: c.g, b: c.b)
        for rect in SceneRenderer.complement(of: backdrop.covered.map(t.apply), in: frame) { canvas.fill(rect, opaque) }
    }

    // MARK: - Text and images

    /// The canvas size of text of `points` points: that size (the canvas
    /// draws any size); one of the playground's own sizes (11, 17, 28) is
    /// that size, as its drawing asked for it, unless `viewText`.
    static func textSize(forPoints points: Double, viewText: Bool = false) -> TextSize {
        viewText ? TextSize(points: points) : TextSize.allCases.first { $0.points == points } ?? TextSize(points: points)
    }

    private func draw(_ text: DisplayText, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        let scale = t.keepsAxes ? t.d : t.lengthScale
        let size = DisplayListRenderer.textSize(forPoints: text.fontSize * scale, viewText: isViewText)
        guard size.isDrawable else { return }
        let weight: TextWeight = text.weight.rawValue >= DisplayFontWeight.semibold.rawValue ? .semibold : .regular
        let color = SceneShapes.faded(text.color, by: opacity)
        let lineHeight = text.lineHeight * scale
        let drawn = canvas.lineHeight(size)
        let frame: Rect
        if t.keepsAxes {
            frame = t.apply(text.frame)
        } else {
            let centre = t.apply(Point(x: text.frame.midX, y: text.frame.midY))
            frame = Rect(x: centre.x - text.frame.width * scale / 2, y: centre.y - text.frame.height * scale / 2,
                         width: text.frame.width * scale, height: text.frame.height * scale)
        }
        switch text.placement {
        case .opticallyCentered:
            canvas.text(text.lines.joined(separator: "\n"), centeredIn: frame, color: color, size: size, weight: weight)
            return
        case .atOrigin:
            for (i, line) in text.lines.enumerated() {
                canvas.text(line, at: Point(x: frame.minX, y: frame.minY + Double(text.firstLine + i) * lineHeight), color: color, size: size, weight: weight)
            }
            return
        case .lineBoxes: break
        }
        for (i, line) in text.lines.enumerated() {
            // Only a centred or trailing line needs its width (a new string
            // measured is a FreeType call: every new row of a list).
            let x: Double
            switch text.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.midX - canvas.measure(line, size: size, weight: weight).width / 2
            case .trailing: x = frame.maxX - canvas.measure(line, size: size, weight: weight).width
            }
            let y = frame.minY + Double(text.firstLine + i) * lineHeight + (lineHeight - drawn) / 2
            canvas.text(line, at: Point(x: canvas.snap(x), y: canvas.snap(y)), color: color, size: size, weight: weight)
        }
    }

    /// An image placeholder: its box in its colour at 15 %, a one-point
    /// outline, and its name in small text when it fits.
    private func draw(_ image: DisplayImage, _ t: Affine, _ opacity: Double, _ canvas: Canvas) {
        let box = DisplayShape(.roundedRectangle(cornerRadius: 4, style: .continuous), frame: image.frame, paint: .fill(image.color.withAlpha(Double(image.color.a) / 255 * 0.15)))
        draw(box, t, opacity, canvas)
        let outline = DisplayShape(box.kind, frame: image.frame, paint: .stroke(image.color, lineWidth: 1, placement: .inside))
        draw(outline, t, opacity, canvas)
        let frame = t.apply(image.frame)
        let m = canvas.measure(image.label, size: .small)
        guard m.width <= frame.width - 4, m.height <= frame.height else { return }
        canvas.text(image.label, centeredIn: frame, color: SceneShapes.faded(image.color, by: opacity), size: .small)
    }
}
