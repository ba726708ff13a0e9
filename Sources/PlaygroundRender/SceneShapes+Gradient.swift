import ScrollKitCore

extension SceneShapes {
    /// Fills `rect` (current coordinates) with `gradient`.
    ///
    /// Along an axis (a vertical or horizontal line, nearly every gradient
    /// a screen writes): one run of device pixels per row (or column) in
    /// the colour at the row's middle, as `gradient(_:from:to:along:on:)`
    /// does, so every backend draws the same pixels. Along any other line:
    /// the rectangle is cut where the colour changes slope (at each stop's
    /// line) into convex pieces whose corners carry their colours, and SDL
    /// blends between them (the colour is linear in position between two
    /// stops). A clear stop takes its neighbour's hue for that blend, which
    /// is what mixing with premultiplied alpha gives.
    ///
    /// Radial and angular gradients: each device pixel in the colour at its
    /// centre (`Canvas.shade`).
    static func gradient(_ rect: Rect, _ gradient: DisplayGradient, on canvas: Canvas) {
        guard rect.width > 0, rect.height > 0, !gradient.stops.isEmpty else { return }
        guard case .linear = gradient.kind else {
            canvas.shade(rect) { gradient.color(at: gradient.location(of: $0, in: rect)) }
            return
        }
        let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
        if dx == 0 || dy == 0 {
            alongAxis(rect, gradient, dx == 0 ? .vertical : .horizontal, on: canvas)
        } else {
            shaded(rect, gradient, on: canvas)
        }
    }

    private static func alongAxis(_ rect: Rect, _ gradient: DisplayGradient, _ axis: Axis, on canvas: Canvas) {
        let s = canvas.scale, t = canvas.translation
        fillLines(rect, along: axis, on: canvas) { line, _ in
            let middle = (Double(line) + 0.5) / s
            let p = axis == .vertical ? Point(x: rect.midX, y: middle - t.dy) : Point(x: middle - t.dx, y: rect.midY)
            return gradient.color(at: gradient.location(of: p, in: rect))
        }
    }

    /// A corner of a piece: where it is and its location along the gradient.
    private typealias Corner = (point: Point, location: Double)

    private static func shaded(_ rect: Rect, _ gradient: DisplayGradient, on canvas: Canvas) {
        let corners: [Corner] = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ].map { ($0, gradient.location(of: $0, in: rect)) }
        let stops = gradient.stops
        // Before the first stop, between each two, after the last.
        var bands: [(from: Double, to: Double, start: RGBColor, end: RGBColor)] = [(-.infinity, stops[0].location, stops[0].color, stops[0].color)]
        for (a, b) in zip(stops, stops.dropFirst()) where b.location > a.location {
            var start = a.color, end = b.color
            if start.a == 0 { start = end.withAlpha(0) }
            if end.a == 0 { end = start.withAlpha(0) }
            bands.append((a.location, b.location, start, end))
        }
        bands.append((stops[stops.count - 1].location, .infinity, stops[stops.count - 1].color, stops[stops.count - 1].color))
        for band in bands {
            let piece = cut(cut(corners, keepingAbove: band.from), keepingBelow: band.to)
            guard piece.count >= 3 else { continue }
            let span = band.to - band.from
            let colors = piece.map { corner -> RGBColor in
                guard span.isFinite, span > 0 else { return band.start }
                return mix(band.start, band.end, (corner.location - band.from) / span)
            }
            canvas.shadedPolygon(piece.map(\.point), colors: colors)
        }
    }

    /// The part of the convex polygon `corners` at locations ≥ `bound`.
    private static func cut(_ corners: [Corner], keepingAbove bound: Double) -> [Corner] {
        guard bound.isFinite else { return corners }
        return clip(corners, bound) { $0 >= bound }
    }

    /// The part of the convex polygon `corners` at locations ≤ `bound`.
    private static func cut(_ corners: [Corner], keepingBelow bound: Double) -> [Corner] {
        guard bound.isFinite else { return corners }
        return clip(corners, bound) { $0 <= bound }
    }

    /// Sutherland–Hodgman against the line where the location is `bound`.
    private static func clip(_ corners: [Corner], _ bound: Double, inside: (Double) -> Bool) -> [Corner] {
        var out: [Corner] = []
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            if inside(a.location) { out.append(a) }
            if inside(a.location) != inside(b.location) {
                let u = (bound - a.location) / (b.location - a.location)
                out.append((Point(x: a.point.x + (b.point.x - a.point.x) * u, y: a.point.y + (b.point.y - a.point.y) * u), bound))
            }
        }
        return out
    }
}
