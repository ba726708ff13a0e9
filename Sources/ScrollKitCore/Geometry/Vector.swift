/// A displacement or a velocity. As a velocity its unit is logical pixels per
/// second of content offset: positive toward the end of the content
/// (SwiftUI's `context.velocity`).
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }

    /// A vector with `value` on `axis` and 0 on the other axis.
    public init(_ value: Double, on axis: Axis) {
        self = axis == .horizontal ? Vector(dx: value, dy: 0) : Vector(dx: 0, dy: value)
    }

    public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }

    public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
    }

    public static prefix func - (v: Vector) -> Vector {
        Vector(dx: -v.dx, dy: -v.dy)
    }

    /// Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    public var isFinite: Bool { dx.isFinite && dy.isFinite }
}
