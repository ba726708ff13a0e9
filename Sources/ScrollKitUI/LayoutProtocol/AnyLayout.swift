/// A type-erased layout, as SwiftUI's `AnyLayout`: switch between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and
/// use the result as a view, `layout { … }`. Used as a view it lays out
/// exactly as the layout it wraps.
public struct AnyLayout: Layout, BuiltInLayout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    private let make: (LayoutSubviews) -> Any
    private let size: (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
    private let placeAll: (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    private let spacingOf: (LayoutSubviews, inout Any) -> ViewSpacing
    private let prepare: (inout ViewEnvironment) -> Void
    private let node: ([LayoutNode]) -> LayoutNode

    public init<L: Layout>(_ layout: L) {
        make = { layout.makeCache(subviews: $0) }
        size = { proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        placeAll = { bounds, proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        spacingOf = { subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        if let builtIn = layout as? any BuiltInLayout {
            prepare = { builtIn.prepareSubviewEnvironment(&$0) }
            node = { builtIn.makeNode(children: $0) }
        } else {
            prepare = { $0.stackAxis = L.layoutProperties.stackOrientation }
            node = { LayoutAdapterNode(layout, children: $0) }
        }
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: make(subviews)) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        size(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placeAll(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        spacingOf(subviews, &cache.value)
    }

    func prepareSubviewEnvironment(_ env: inout ViewEnvironment) { prepare(&env) }

    func makeNode(children: [LayoutNode]) -> LayoutNode { node(children) }
}
