/// `HStack`'s layout as a value, as SwiftUI's `HStackLayout`: views
/// side by side (see `EagerStackLayout` for how space is shared). `spacing` nil
/// is SwiftUI's default.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    var stack: EagerStackLayout { EagerStackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func prepareSubviewEnvironment(_ env: inout ViewEnvironment) {
        env.stackAxis = .horizontal
        (env.stackAlignment, env.stackSpacing) = (alignment.fraction, spacing)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, children: children)
    }
}
