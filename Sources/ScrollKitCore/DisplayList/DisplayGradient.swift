import Foundation

/// A gradient across a shape's frame, as SwiftUI's `LinearGradient`: the
/// colours of `stops` laid along the line from `start` to `end` (unit
/// points of the frame: (0, 0) its top leading corner, (1, 1) its bottom
/// trailing one), constant across it; before the first stop the first
/// colour, after the last the last. A `RadialGradient` lays them along
/// the radius around `start`, an `AngularGradient` around it (`kind`).
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
    /// How a point's location is found: along the line (linear), or
    /// around `start` (radial, angular).
    public var kind: Kind

    /// How a point of the frame maps to a location.
    public enum Kind: Hashable, Sendable {
        /// Its projection on the line from `start` to `end`.
        case linear
        /// Its distance from `start`: location 0 at `startRadius` points,
        /// 1 at `endRadius` (SwiftUI's `RadialGradient`).
        case radial(startRadius: Double, endRadius: Double)
        /// Its angle around `start`, radians clockwise from the trailing
        /// direction (y grows down): location 0 at `startAngle`, 1 at
        /// `endAngle` (SwiftUI's `AngularGradient`). Equal angles are a
        /// whole turn; more than a turn draws its last turn; less leaves a
        /// gap filled half with location 1's colour, half with 0's.
        case angular(startAngle: Double, endAngle: Double)
    }

    public init(stops: [Stop], start: Point, end: Point, kind: Kind = .linear) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.start = start
        self.end = end
        self.kind = kind
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

    /// The location of point `p` (in the frame's coordinates) laid over
    /// `frame`. Linear: its projection onto the line from `start` to `end`,
    /// 0 at `start` and 1 at `end`; 0 everywhere when the two coincide.
    /// Radial and angular: as `Kind` says.
    public func location(of p: Point, in frame: Rect) -> Double {
        let s = Point(x: frame.minX + start.x * frame.width, y: frame.minY + start.y * frame.height)
        switch kind {
        case .linear: break
        case let .radial(r0, r1):
            let d = ((p.x - s.x) * (p.x - s.x) + (p.y - s.y) * (p.y - s.y)).squareRoot()
            guard r1 != r0, (r1 - r0).isFinite else { return d >= r1 ? 1 : 0 }
            return (d - r0) / (r1 - r0)
        case let .angular(a0, a1):
            let turn = 2 * Double.pi
            var from = a0, span = a1 - a0
            guard span.isFinite else { return 0 }
            if span == 0 { span = turn } else if span > turn { from = a1 - turn; span = turn }
            var u = (atan2(p.y - s.y, p.x - s.x) - from).truncatingRemainder(dividingBy: turn)
            if u < 0 { u += turn }
            if span < 0 { return 0 }
            if u <= span { return u / span }
            return u < span + (turn - span) / 2 ? 1 : 0
        }
        let dx = (end.x - start.x) * frame.width, dy = (end.y - start.y) * frame.height
        let length = dx * dx + dy * dy
        guard length > 0, length.isFinite else { return 0 }
        return ((p.x - s.x) * dx + (p.y - s.y) * dy) / length
    }

    /// The gradient with every stop's colour passed through `transform`.
    public func mapColors(_ transform: (RGBColor) -> RGBColor) -> DisplayGradient {
        DisplayGradient(stops: stops.map { Stop(transform($0.color), at: $0.location) }, start: start, end: end, kind: kind)
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
