// Axis-indexed access to Foundation's geometry, so stacks and scroll views
// are written once for both axes.

extension Axis {
    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGRect {
    /// `size` placed in this rect at `alignment` (unit fractions of the
    /// room left over on each axis).
    func aligned(_ size: CGSize, _ alignment: Alignment) -> CGRect {
        CGRect(
            x: minX + (width - size.width) * alignment.horizontal.fraction,
            y: minY + (height - size.height) * alignment.vertical.fraction,
            width: size.width, height: size.height)
    }
}
