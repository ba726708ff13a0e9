/// A size in logical pixels. Layout code keeps sizes non-negative; values read
/// from files are validated before they become a `Size`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `length` along `axis` and `cross` on the other axis.
    public init(length: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal
            ? Size(width: length, height: cross)
            : Size(width: cross, height: length)
    }

    /// True when both sides are finite and strictly positive.
    public var isPositiveFinite: Bool {
        width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
