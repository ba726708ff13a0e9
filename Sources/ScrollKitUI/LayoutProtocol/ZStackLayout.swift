/// `ZStack`'s layout as a value, as SwiftUI's `ZStackLayout`: every subview
/// is offered the whole proposal; the stack is as large as its largest
/// subview on each axis, and each subview sits in it at `alignment`.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// A ZStack prefers the standard spacing around itself, whatever its subviews prefer.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(in: bounds.aligned(subview.sizeThatFits(ProposedViewSize(bounds.size)), alignment))
        }
    }

    func prepareSubviewEnvironment(_ env: inout ViewEnvironment) {
        env.stackAxis = nil
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children)
    }
}
