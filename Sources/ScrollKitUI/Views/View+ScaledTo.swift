extension View {
    /// `.aspectRatio(contentMode: .fit)`: the view's own ratio, the largest size that fits.
    public func scaledToFit() -> _ModifiedView<Self> {
        aspectRatio(nil as CGFloat?, contentMode: .fit)
    }

    /// `.aspectRatio(contentMode: .fill)`: the view's own ratio, the smallest size that covers.
    public func scaledToFill() -> _ModifiedView<Self> {
        aspectRatio(nil as CGFloat?, contentMode: .fill)
    }
}
