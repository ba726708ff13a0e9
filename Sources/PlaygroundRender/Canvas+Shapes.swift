import CSDL2
import Foundation
import ScrollKitCore

/// Lines, arrows, triangles, circles and rounded rectangles.
extension Canvas {
    /// A straight line `width` logical pixels thick, centred on the segment.
    package func line(from a: Point, to b: Point, color: RGBColor, width: Double = 1) {
        guard color.a > 0, a.isFinite, b.isFinite, width.isFinite, width > 0, !isClippedAway else { return }
        let a = a + translation
        let b = b + translation
        if a.x == b.x || a.y == b.y {
            let h = width / 2
            let r = a.x == b.x
                ? Rect(x: a.x - h, y: Swift.min(a.y, b.y), width: width, height: abs(b.y - a.y))
                : Rect(x: Swift.min(a.x, b.x), y: a.y - h, width: abs(b.x - a.x), height: width)
            guard let d = deviceRectCulled(r) else { return }
            fillCulled(d, color)
            return
        }
        let deviceWidth = width * scale
        if deviceWidth <= 1.5 {
            hairline(a, b, color: color)
            return
        }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * width / 2
        let ny = dx / length * width / 2
        quad(
            Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
            Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny), color: color
        )
    }

    /// A one-device-pixel diagonal line between already translated logical
    /// points, rasterised here (Bresenham, as runs of pixels sent as
    /// rectangles) so every SDL backend draws exactly the same pixels: the
    /// window and the headless recorder agree. Only the part inside the
    /// output and the clip is walked.
    func hairline(_ a: Point, _ b: Point, color: RGBColor) {
        var area = deviceOutputRect
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            area = Canvas.intersection(area, c)
        }
        guard area.w > 0, area.h > 0 else { return }
        let bounds = Rect(x: Double(area.x) - 1, y: Double(area.y) - 1, width: Double(area.w) + 2, height: Double(area.h) + 2)
        let pa = Point(x: a.x * scale, y: a.y * scale)
        let pb = Point(x: b.x * scale, y: b.y * scale)
        guard let (t0, t1) = Canvas.clipSegment(pa, pb, to: bounds) else { return }
        func at(_ t: Double) -> (Int, Int) {
            (Int((pa.x + (pb.x - pa.x) * t).rounded(.down)), Int((pa.y + (pb.y - pa.y) * t).rounded(.down)))
        }
        var (x, y) = at(t0)
        let (x1, y1) = at(t1)
        let dx = abs(x1 - x)
        let dy = -abs(y1 - y)
        let sx = x < x1 ? 1 : -1
        let sy = y < y1 ? 1 : -1
        var error = dx + dy
        var rects: [SDL_Rect] = []
        rects.reserveCapacity(Swift.max(dx, -dy) / 2 + 2)
        // Runs: consecutive pixels on one row (flat lines) or column (steep lines).
        let flat = dx >= -dy
        var runX = x
        var runY = y
        var runLength = 1
        func flush() {
            rects.append(flat
                ? SDL_Rect(x: Int32(sx > 0 ? runX : runX - runLength + 1), y: Int32(runY), w: Int32(runLength), h: 1)
                : SDL_Rect(x: Int32(runX), y: Int32(sy > 0 ? runY : runY - runLength + 1), w: 1, h: Int32(runLength)))
        }
        var steps = 0
        while !(x == x1 && y == y1) && steps < 40_000 {
            steps += 1
            let e2 = 2 * error
            var movedX = false
            var movedY = false
            if e2 >= dy { error += dy; x += sx; movedX = true }
            if e2 <= dx { error += dx; y += sy; movedY = true }
            if flat ? !movedY : !movedX {
                runLength += 1
            } else {
                flush()
                runX = x
                runY = y
                runLength = 1
            }
        }
        flush()
        fillDeviceRects(rects, color)
    }

    /// A dashed line; the pattern starts at `a`, so dashes travel with it.
    /// Only the part inside the clip and the output is drawn, so a line a
    /// million pixels long costs the same as a short one.
    func dashedLine(from a: Point, to b: Point, color: RGBColor, width: Double = 1, dash: Double = 6, gap: Double = 4) {
        guard color.a > 0, a.isFinite, b.isFinite, dash.isFinite, gap.isFinite, dash > 0, gap >= 0 else { return }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        var visible = bounds.offsetBy(-translation)
        if let clip = currentClip { visible = Canvas.intersection(visible, clip) }
        guard let (t0, t1) = Canvas.clipSegment(a, b, to: visible.insetBy(dx: -width, dy: -width)) else { return }
        let period = dash + gap
        var s = (t0 * length / period).rounded(.down) * period
        let end = t1 * length
        var count = 0
        while s < end && count < 10_000 {
            let from = Swift.max(s, t0 * length)
            let to = Swift.min(s + dash, end)
            if to > from {
                line(
                    from: Point(x: a.x + dx * from / length, y: a.y + dy * from / length),
                    to: Point(x: a.x + dx * to / length, y: a.y + dy * to / length),
                    color: color, width: width
                )
            }
            s += period
            count += 1
        }
    }

    /// Connected line segments through `points` (a curve). Non-finite points
    /// break the curve.
    func polyline(_ points: [Point], color: RGBColor, width: Double = 1) {
        guard points.count >= 2 else { return }
        for i in 1..<points.count {
            line(from: points[i - 1], to: points[i], color: color, width: width)
        }
    }

    /// A filled triangle.
    func triangle(_ a: Point, _ b: Point, _ c: Point, color: RGBColor) {
        guard color.a > 0, a.isFinite, b.isFinite, c.isFinite, !isClippedAway else { return }
        commitPendingClear()
        backend.fillGeometry([a, b, c].map { vertex($0 + translation, color) }, indices: nil, color)
    }

    /// A filled, anti-aliased circle of `radius` logical pixels (a rounded
    /// square on the device grid).
    func fillCircle(center: Point, radius: Double, color: RGBColor) {
        guard center.isFinite, radius.isFinite, radius > 0, radius < 100_000 else { return }
        fillRoundedRect(Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2), radius: radius, color: color)
    }

    // MARK: - Rounded rectangles

    /// Fills `rect` with corners rounded by `radius` logical pixels, the
    /// corners anti-aliased (coverage as alpha, `CornerMasks`), the rest
    /// exact: every pixel whose square lies wholly inside the shape gets
    /// `color` itself, as `fill` would. The edges are snapped to device
    /// pixels; the radius is limited to half the shorter side.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: RGBColor) {
        roundedShape(rect, radius: radius, border: nil, color: color)
    }

    /// Outlines `rect` with a border `width` logical pixels wide (at least
    /// one device pixel: a hairline at `1 / scale`) drawn inside its edge,
    /// corners rounded by `radius` and anti-aliased.
    func strokeRoundedRect(_ rect: Rect, radius: Double, color: RGBColor, width: Double = 1) {
        guard width.isFinite, width > 0 else { return }
        roundedShape(rect, radius: radius, border: width, color: color)
    }

    func roundedShape(_ rect: Rect, radius: Double, border: Double?, color: RGBColor) {
        guard color.a > 0, !isClippedAway, let d = deviceRect(rect.offsetBy(translation)) else { return }
        let half = Swift.min(d.w, d.h) / 2
        let r = radius.isFinite ? CornerMasks.quantized(Swift.min(radius * scale, Double(half))) : 0
        var b: Int32 = 0
        if let border {
            b = Int32(Swift.min(Swift.max(1, (border * scale).rounded()), Double(Swift.max(1, half))))
        }
        guard r >= 0.5, let mask = corners.mask(radius: r, border: b) else {
            if border == nil { fill(rect, color) } else { stroke(rect, color, width: Double(b) / scale) }
            return
        }
        let s = mask.size
        let x0 = d.x, y0 = d.y, x1 = d.x + d.w, y1 = d.y + d.h
        let output = deviceOutputRect
        // The output cut to the clip, once for the shape's seven or eight
        // pieces (`fillRuns` and `fillDevice` would each work it out again).
        guard let limit = deviceLimit(output: output) else { return }
        func corner(_ i: Int, _ x: Int32, _ y: Int32) {
            guard Canvas.overlaps(SDL_Rect(x: x, y: y, w: s, h: s), output) else { return }
            commitPendingClear()
            backend.fill(mask.corners[i], x: x, y: y, within: limit, color)
        }
        corner(0, x0, y0)
        corner(1, x1 - s, y0)
        corner(2, x0, y1 - s)
        corner(3, x1 - s, y1 - s)
        if b == 0 {
            fillDevice(SDL_Rect(x: x0 + s, y: y0, w: d.w - 2 * s, h: s), color, within: limit)
            fillDevice(SDL_Rect(x: x0, y: y0 + s, w: d.w, h: d.h - 2 * s), color, within: limit)
            fillDevice(SDL_Rect(x: x0 + s, y: y1 - s, w: d.w - 2 * s, h: s), color, within: limit)
        } else {
            fillDevice(SDL_Rect(x: x0 + s, y: y0, w: d.w - 2 * s, h: b), color, within: limit)
            fillDevice(SDL_Rect(x: x0 + s, y: y1 - b, w: d.w - 2 * s, h: b), color, within: limit)
            fillDevice(SDL_Rect(x: x0, y: y0 + s, w: b, h: d.h - 2 * s), color, within: limit)
            fillDevice(SDL_Rect(x: x1 - b, y: y0 + s, w: b, h: d.h - 2 * s), color, within: limit)
        }
    }

    /// `fillDevice(_:_:)` given the output already cut to the clip (`limit`):
    /// the same pixels, as cutting by the output and then the clip is
    /// cutting by their intersection.
    func fillDevice(_ r: SDL_Rect, _ color: RGBColor, within limit: SDL_Rect) {
        guard r.w > 0, r.h > 0 else { return }
        let d = Canvas.intersection(r, limit)
        guard d.w > 0, d.h > 0 else { return }
        fillCulled(d, color)
    }

    /// Fills a device rectangle (already translated), cut to the output and the clip.
    func fillDevice(_ r: SDL_Rect, _ color: RGBColor) {
        guard r.w > 0, r.h > 0 else { return }
        var d = Canvas.intersection(r, deviceOutputRect)
        if let clip = clipStack.last {
            guard let c = deviceRect(clip) else { return }
            d = Canvas.intersection(d, c)
        }
        guard d.w > 0, d.h > 0 else { return }
        fillCulled(d, color)
    }

    /// An arrow from `a` to `b` with a head of `headLength` logical pixels.
    package func arrow(from a: Point, to b: Point, color: RGBColor, width: Double = 2, headLength: Double = 9) {
        guard a.isFinite, b.isFinite else { return }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5 else { return }
        let ux = dx / length
        let uy = dy / length
        let head = Swift.min(headLength, length)
        let base = Point(x: b.x - ux * head, y: b.y - uy * head)
        line(from: a, to: base, color: color, width: width)
        let half = head * 0.55
        triangle(b, Point(x: base.x - uy * half, y: base.y + ux * half), Point(x: base.x + uy * half, y: base.y - ux * half), color: color)
    }

    func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, color: RGBColor) {
        commitPendingClear()
        backend.fillGeometry([a, b, c, d].map { vertex($0, color) }, indices: [0, 1, 2, 0, 2, 3], color)
    }

    /// Fills the convex polygon `points` (current coordinates), each corner
    /// in its colour in `colors`, SDL blending the colours between them.
    func shadedPolygon(_ points: [Point], colors: [RGBColor]) {
        guard points.count >= 3, points.count == colors.count, !isClippedAway, points.allSatisfy(\.isFinite),
              let faintest = colors.min(by: { $0.a < $1.a }), colors.contains(where: { $0.a > 0 }) else { return }
        commitPendingClear()
        let indices: [Int32] = (1..<Int32(points.count - 1)).flatMap { i -> [Int32] in [0, i, i + 1] }
        backend.fillGeometry(zip(points, colors).map { vertex($0 + translation, $1) }, indices: indices, faintest)
    }

    /// An SDL vertex at an already translated logical point.
    func vertex(_ p: Point, _ color: RGBColor) -> SDL_Vertex {
        SDL_Vertex(
            position: SDL_FPoint(x: clampF(p.x * scale), y: clampF(p.y * scale)),
            color: SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a),
            tex_coord: SDL_FPoint(x: 0, y: 0)
        )
    }

}
