extension View {
    /// iOS 13's spelling of `.ignoresSafeArea(edges:)` (seed 003 uses it).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _ModifiedView<Self> {
        ignoresSafeArea(.all, edges: edges)
    }
}
