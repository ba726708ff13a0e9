import ScrollKitCore

/// Places the overlays' labels in one lane so that every label can be read:
/// each pill lies whole inside the lane, overlaps no other label, and stays
/// clear of the panels drawn over the lane (the legend, the HUD, the
/// timeline). Labels are placed in order (the first has its wanted place
/// whenever that place is free); a label whose place is taken is stacked
/// below or above it, one line at a time, then flipped to the lane's other
/// side; one with no free place anywhere in the lane is left out rather than
/// drawn over another (`nil`).
///
/// Pure geometry in lane coordinates (logical pixels), so it is tested
/// without drawing.
struct OverlayLabelLayout {
    /// One label: its text's size and where it would like to go (the text's
    /// top-leading corner).
    struct Request: Hashable, Sendable {
        var text: String
        var size: Size
        var wanted: Point
        var color: RGBColor
    }

    /// Space kept between two pills, logical pixels.
    static let gap = 2.0

    /// The opaque pill `OverlayRenderer.label` draws behind text of `size` at `origin`.
    static func pill(of size: Size, at origin: Point) -> Rect {
        Rect(x: origin.x - 3, y: origin.y - 1, width: size.width + 5, height: size.height + 1)
    }

    /// The text origins of `requests`, in order (nil: no free place).
    static func place(_ requests: [Request], inside lane: Rect, avoiding panels: [Rect]) -> [Point?] {
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

    /// True when `inner` lies whole inside `outer`.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.maxX <= outer.maxX + 1e-9
            && inner.minY >= outer.minY - 1e-9 && inner.maxY <= outer.maxY + 1e-9
    }
}
