// The lazy stacks' and grids' initializers with `pinnedViews:`, as
// SwiftUI's: a lazy stack or grid pins its sections' headers and footers
// (`SectionPinning`).

extension LazyVStack {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
        self.pinnedViews = pinnedViews
    }
}

extension LazyHStack {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
        self.pinnedViews = pinnedViews
    }
}

extension LazyVGrid {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content
    ) {
        self.init(columns: columns, alignment: alignment, spacing: spacing, content: content)
        self.pinnedViews = pinnedViews
    }
}

extension LazyHGrid {
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content
    ) {
        self.init(rows: rows, alignment: alignment, spacing: spacing, content: content)
        self.pinnedViews = pinnedViews
    }
}
