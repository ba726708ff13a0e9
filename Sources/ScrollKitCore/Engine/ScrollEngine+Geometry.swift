/// Positions, bounds and the rubber band.
extension ScrollEngine {
    /// The reported content offset of a position.
    func offset(for position: Point) -> Point {
        Point(
            x: storedGeometry.offset(forPosition: position.x, on: .horizontal),
            y: storedGeometry.offset(forPosition: position.y, on: .vertical)
        )
    }

    /// The position of a reported content offset.
    func position(forOffset offset: Point) -> Point {
        Point(
            x: storedGeometry.position(forOffset: offset.x, on: .horizontal),
            y: storedGeometry.position(forOffset: offset.y, on: .vertical)
        )
    }

    /// The valid positions on `axis` at rest. A non-scrolling axis has the
    /// single position `minPosition`.
    @inline(__always)
    func bounds(_ axis: Axis) -> (lower: Double, upper: Double) {
        let lo = storedGeometry.minPosition(axis)
        guard configuration.axes.contains(axis) else { return (lo, lo) }
        return (lo, storedGeometry.maxPosition(axis))
    }

    /// `p` clamped to the valid positions on every axis.
    func clamped(_ p: Point) -> Point {
        let h = bounds(.horizontal), v = bounds(.vertical)
        return Point(x: min(max(p.x, h.lower), h.upper), y: min(max(p.y, v.lower), v.upper))
    }

    func isOutOfBounds(_ p: Point) -> Bool { clamped(p) != p }

    /// Whether the content rubber-bands past the edges on `axis`: the
    /// configuration's `bounces`, and the scroll view's bounce mode on that
    /// axis (`.basedOnSize`: only when the content can scroll there).
    func bounces(_ axis: Axis) -> Bool {
        guard configuration.bounces else { return false }
        let (lo, hi) = bounds(axis)
        return layout.interaction.bounce(axis).bounces(contentFits: hi <= lo)
    }

    /// The shown position for an unconstrained (raw) gesture position: past
    /// an edge by x, the content shows f(x, d, 0.55) (`RubberBand`) when
    /// `bounces(axis)`, else it stops at the edge.
    func display(raw: Point) -> Point {
        var p = raw
        for axis in Axis.allCases {
            let (lo, hi) = bounds(axis)
            let r = raw[axis]
            let d = storedGeometry.containerSize[axis]
            if r < lo {
                p[axis] = bounces(axis) ? lo - RubberBand.offset(lo - r, dimension: d) : lo
            } else if r > hi {
                p[axis] = bounces(axis) ? hi + RubberBand.offset(r - hi, dimension: d) : hi
            }
        }
        return p
    }

    /// The raw gesture position that shows `shown` (the rubber band's inverse).
    func raw(forDisplay shown: Point) -> Point {
        var p = shown
        for axis in Axis.allCases {
            let (lo, hi) = bounds(axis)
            let s = shown[axis]
            let d = storedGeometry.containerSize[axis]
            if s < lo {
                p[axis] = lo - RubberBand.rawOffset(lo - s, dimension: d)
            } else if s > hi {
                p[axis] = hi + RubberBand.rawOffset(s - hi, dimension: d)
            }
        }
        return p
    }

    /// The rubber band's slope at the shown position `shown` on each axis (1
    /// inside the range): how much slower the content moves than the finger.
    func rubberBandSlope(at shown: Point) -> Vector {
        var slope = Vector(dx: 1, dy: 1)
        for axis in Axis.allCases {
            let (lo, hi) = bounds(axis)
            let s = shown[axis]
            let d = storedGeometry.containerSize[axis]
            if s < lo {
                slope[axis] = RubberBand.slope(RubberBand.rawOffset(lo - s, dimension: d), dimension: d)
            } else if s > hi {
                slope[axis] = RubberBand.slope(RubberBand.rawOffset(s - hi, dimension: d), dimension: d)
            }
        }
        return slope
    }

    static func sanitized(_ size: Size) -> Size {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1e12) : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }

    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func clean(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1e7) : 0 }
        return EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                          bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }
}
