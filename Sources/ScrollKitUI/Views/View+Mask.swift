extension View {
    /// The view shown only where `mask` draws, by its alpha (its colours do
    /// not matter): `mask` is offered the view's size and placed at
    /// `alignment`; nothing shows outside the view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> _ModifiedView<Self> {
        masked(by: mask(), alignment: alignment)
    }

    /// The view shown only where `mask` draws (the older spelling).
    public func mask<Mask: View>(_ mask: Mask) -> _ModifiedView<Self> {
        masked(by: mask, alignment: .center)
    }

    private func masked<Mask: View>(by mask: Mask, alignment: Alignment) -> _ModifiedView<Self> {
        _ModifiedView(self) { node, env, state in
            var inner = env
            inner.stackAxis = nil
            return MaskNode(child: node, mask: resolveSingle(mask, inner, state), alignment: alignment)
        }
    }
}
