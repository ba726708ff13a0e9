extension View {
    /// The accent of controls inside (a button's label, a toggle that is
    /// on, a progress bar's fill), as SwiftUI's `.tint`; nil keeps iOS's.
    public func tint<S: ShapeStyle>(_ tint: S?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.tint = tint.map { AnyShapeStyle($0) } })
    }

    /// The accent of controls inside, as a colour.
    public func tint(_ tint: Color?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.tint = tint.map { AnyShapeStyle($0) } })
    }
}
