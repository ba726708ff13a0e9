/// `VStack`'s layout as a value, as SwiftUI's `VStackLayout`: views
/// one under the other (see `EagerStackLayout` for how space is shared). `spacing` nil
/// is SwiftUI's default.
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    var stack: EagerStackLayout { EagerStackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
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
        env.stackAxis = .vertical
        (env.stackAlignment, env.stackSpacing) = (alignment.fraction, spacing)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing, children: children)
    }
}
