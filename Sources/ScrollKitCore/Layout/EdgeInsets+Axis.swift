extension EdgeInsets {
    /// Insets given along a stacking axis: `leading`/`trailing` before and
    /// after the items on `axis`, `crossLeading`/`crossTrailing` on the other
    /// axis. With `axis == .vertical` that is top, bottom, leading, trailing.
    public init(along axis: Axis, leading: Double, trailing: Double, crossLeading: Double, crossTrailing: Double) {
        switch axis {
        case .vertical:
            self.init(top: leading, leading: crossLeading, bottom: trailing, trailing: crossTrailing)
        case .horizontal:
            self.init(top: crossLeading, leading: leading, bottom: crossTrailing, trailing: trailing)
        }
    }
}
