/// A gradient across a shape's frame, as SwiftUI's `LinearGradient`: the
/// colours of `stops` laid along the line from `start` to `end` (unit
/// points of the frame: (0, 0) its top leading corner, (1, 1) its bottom
/// trailing one), constant across it; before the first stop the first
/// colour, after the last the last.
///
/// Between two stops the colours are mixed with their alpha premultiplied,
/// as Core Graphics draws gradients, so a stop that is clear takes on its
/// neighbour's hue as it fades (clear → white is white fading out, not
/// grey).
public struct DisplayGradient: Hashable, Sendable {
    /// One colour at `location` along the line, in [0, 1].
    public struct Stop: Hashable, Sendable {
        public var color: RGBColor
        public var location: Double

        public init(_ color: RGBColor, at location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, sorted by location (the initialiser sorts them, keeping
    /// the order of equal ones).
    public private(set) var stops: [Stop]
    /// Where location 0 lies, a unit point of the frame.
    public var start: Point
    /// Where location 1 lies, a unit point of the frame.
    public var end: Point

    public init(stops: [Stop], start: Point, end: Point) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.start = start
        self.end = end
    }

    /// The colour at `location` along the line (any real number).
    public func color(at location: Double) -> RGBColor {
        guard let first = stops.first, let last = stops.last else { return RGBColor(r: 0, g: 0, b: 0, a: 0) }
        if !(location > first.location) { return first.color }
        if location >= last.location { return last.color }
        let i = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        return DisplayGradient.mix(a.color, b.color, span > 0 ? (location - a.location) / span : 1)
    }

    /// The location of point `p` (in the frame's coordinates) on the line
    /// from `start` to `end` laid over `frame`: its projection onto the line,
    /// 0 at `start` and 1 at `end`; 0 everywhere when the two coincide.
    public func location(of p: Point, in frame: Rect) -> Double {
        let s = Point(x: frame.minX + start.x * frame.width, y: frame.minY + start.y * frame.height)
        let dx = (end.x - start.x) * frame.width, dy = (end.y - start.y) * frame.height
        let length = dx * dx + dy * dy
        guard length > 0, length.isFinite else { return 0 }
        return ((p.x - s.x) * dx + (p.y - s.y) * dy) / length
    }

    /// The gradient with every stop's colour passed through `transform`.
    public func mapColors(_ transform: (RGBColor) -> RGBColor) -> DisplayGradient {
        DisplayGradient(stops: stops.map { Stop(transform($0.color), at: $0.location) }, start: start, end: end)
    }

    /// `a` and `b` mixed at `t` in [0, 1] with premultiplied alpha, rounded.
    static func mix(_ a: RGBColor, _ b: RGBColor, _ t: Double) -> RGBColor {
        let t = Swift.min(Swift.max(t, 0), 1)
        let aa = Double(a.a) / 255, ba = Double(b.a) / 255
        let alpha = aa + (ba - aa) * t
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            guard alpha > 0 else { return 0 }
            let premultiplied = Double(x) * aa + (Double(y) * ba - Double(x) * aa) * t
            return UInt8(Swift.min(Swift.max((premultiplied / alpha).rounded(), 0), 255))
        }
        return RGBColor(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: UInt8((alpha * 255).rounded()))
    }
}
