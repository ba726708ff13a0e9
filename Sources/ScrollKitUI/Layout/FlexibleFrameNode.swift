/// The flexible `.frame`'s node: `FlexibleFrameLayout` run by the engine.
final class FlexibleFrameNode: LayoutAdapterNode<FlexibleFrameLayout> {
    typealias Limits = FlexibleFrameLayout.Limits

    /// The framed view.
    var child: LayoutNode { children[0] }

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        super.init(
            FlexibleFrameLayout(horizontal: horizontal, vertical: vertical, alignment: alignment), children: [child],
            recordsChildren: false, isBuiltIn: true)
    }
}
