// Axis-indexed geometry for stacks and scroll views, written once for both
// axes (the `[axis]` subscripts on Foundation's types are ScrollKitCore's).

extension CGSize {
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
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
