/// What `HStackLayout` and `VStackLayout` share: an eager stack along
/// `_axis` (`EagerStackLayout`), with the alignment across it as a
/// fraction and the spacing between subviews.
public protocol _AxisStackLayout: Layout where Cache == _StackLayoutCache {
    static var _axis: Axis { get }
    var _alignmentFraction: CGFloat { get }
    var spacing: CGFloat? { get }
}

extension _AxisStackLayout {
    var stack: EagerStackLayout { EagerStackLayout(axis: Self._axis, alignment: _alignmentFraction, spacing: spacing) }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = _axis
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

    /// A `Spacer` grows along the stack; a `ForEach` element's views stack as its siblings.
    func prepareSubviewEnvironment(_ env: inout ViewEnvironment) {
        env.stackAxis = Self._axis
        (env.stackAlignment, env.stackSpacing) = (_alignmentFraction, spacing)
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: Self._axis, alignment: _alignmentFraction, spacing: spacing, children: children)
    }
}
