import ScrollKitCore

/// Places the overlays' labels in one lane so that every label can be read:
/// each pill lies whole inside the lane, overlaps no other label, and stays
/// clear of the panels drawn over the lane (the legend, the HUD, the
/// timeline). Labels are placed in order (the first has its wanted place
/// whenever that place is free). A label that names a line (a target's
/// edge, a page boundary: `Request.line`) stays at that line: just after it,
/// or just before it when it does not fit after it in the lane, and, when
/// that place is taken, moved along the line a step at a time; it never
/// goes to the lane's far side. Any other label whose place is taken is
/// stacked below or above it, one line at a time, then tried at the lane's
/// sides. A label with no free place is left out rather than drawn over
/// another (`nil`).
///
/// Pure geometry in lane coordinates (logical pixels), so it is tested
/// without drawing.
package struct OverlayLabelLayout {
    /// One label: its text's size and where it would like to go (the text's
    /// top-leading corner).
    package struct Request: Hashable, Sendable {
        package var text: String
        package var size: Size
        var wanted: Point
        package var color: RGBColor
        /// The line the label names, if any: the label keeps to it.
        package var line: Line?
    }

    /// A straight line across the lane that a label belongs to: at
    /// `position` along `axis` (a vertical line at x = position has axis
    /// `.horizontal`), lane coordinates.
    package struct Line: Hashable, Sendable {
        package var axis: Axis
        package var position: Double
        /// The side tried first: after the line (larger coordinates) or before it.
        var prefersAfter = true
    }

    /// Space between a label's pill and its line, logical pixels.
    static let lineGap = 3.0

    /// Space kept between two pills, logical pixels.
    package static let gap = 2.0

    /// The opaque pill `OverlayRenderer.label` draws behind text of `size` at `origin`.
    static func pill(of size: Size, at origin: Point) -> Rect {
        Rect(x: origin.x - 3, y: origin.y - 1, width: size.width + 5, height: size.height + 1)
    }

    /// The text origins of `requests`, in order (nil: no free place).
    package static func place(_ requests: [Request], inside lane: Rect, avoiding panels: [Rect]) -> [Point?] {
        var taken = panels.filter { $0.width > 0 && $0.height > 0 }
        var origins: [Point?] = []
        for request in requests {
            let origin = freePlace(for: request, inside: lane, taken: taken)
            if let origin { taken.append(pill(of: request.size, at: origin).insetBy(dx: -gap, dy: -gap)) }
            origins.append(origin)
        }
        return origins
    }

    /// The first free place for `request`: its wanted place moved inside
    /// the lane, then stacked a line at a time below and above it, at its
    /// own x, then at the lane's leading and trailing edges.
    static func freePlace(for request: Request, inside lane: Rect, taken: [Rect]) -> Point? {
        let size = request.size
        guard size.width + 9 <= lane.width, size.height + 4 <= lane.height else { return nil }
        if let line = request.line { return freePlace(for: request, at: line, inside: lane, taken: taken) }
        let start = OverlayRenderer.placement(of: size, at: request.wanted, inside: lane)
        let step = size.height + 1 + gap * 2
        let steps = Int((lane.height / step).rounded(.up))
        let xs = [start.x, lane.minX + 4, lane.maxX - size.width - 4]
        for k in 0...(2 * steps) {
            let dy = Double((k + 1) / 2) * step * (k % 2 == 1 ? 1 : -1)
            for x in xs {
                let origin = OverlayRenderer.placement(of: size, at: Point(x: x, y: start.y + dy), inside: lane)
                let pill = pill(of: size, at: origin)
                guard contains(lane, pill), !taken.contains(where: { $0.intersects(pill) }) else { continue }
                return origin
            }
        }
        return nil
    }

    /// The sides of `line` a label of `size` may take, along the line's
    /// axis (text origins): the preferred one first, each only when the
    /// pill lies whole in the lane there; a line outside the lane gives the
    /// lane's edge nearest to it.
    static func sides(of line: Line, size: Size, inside lane: Rect) -> [Double] {
        let axis = line.axis
        // The pill reaches `lead` before the text's origin and `trail` past it.
        let lead = axis == .horizontal ? 3.0 : 1.0
        let trail = axis == .horizontal ? size.width + 2 : size.height
        let low = lane.min(axis) + lead, high = lane.max(axis) - trail
        guard low <= high else { return [] }
        if line.position < lane.min(axis) { return [low] }
        if line.position > lane.max(axis) { return [high] }
        let after = line.position + lineGap + lead
        let before = line.position - lineGap - trail
        return (line.prefersAfter ? [after, before] : [before, after]).filter { $0 >= low - 1e-9 && $0 <= high + 1e-9 }
    }

    /// A free place for a label naming `line`: at one of its sides, moved
    /// along the line from the wanted place, nearest first.
    private static func freePlace(for request: Request, at line: Line, inside lane: Rect, taken: [Rect]) -> Point? {
        let size = request.size
        let along = line.axis.cross
        let sides = sides(of: line, size: size, inside: lane)
        let startPoint = OverlayRenderer.placement(of: size, at: request.wanted, inside: lane)
        let start = startPoint[along]
        let step = size[along] + 1 + gap * 2 + (along == .horizontal ? 4 : 0)
        let steps = Int((lane.size[along] / step).rounded(.up))
        for k in 0...(2 * steps) {
            let d = Double((k + 1) / 2) * step * (k % 2 == 1 ? 1 : -1)
            for side in sides {
                var origin = Point.zero
                origin[line.axis] = side
                origin[along] = start + d
                let pill = pill(of: size, at: origin)
                guard contains(lane, pill), !taken.contains(where: { $0.intersects(pill) }) else { continue }
                return origin
            }
        }
        return nil
    }

    /// True when `inner` lies whole inside `outer`.
    package static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.maxX <= outer.maxX + 1e-9
            && inner.minY >= outer.minY - 1e-9 && inner.maxY <= outer.maxY + 1e-9
    }
}
