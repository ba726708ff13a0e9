// What a layout need not write: SwiftUI's documented defaults.

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Keeps the cache as it is (the engine makes a new one each pass).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The union of the subviews' spacing preferences (the standard
    /// spacing for a container without subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == Void {
    /// A layout without a cache needs no `makeCache`.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The layout as a container view of `content`'s views: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}
