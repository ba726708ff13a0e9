/// `.padding`'s node: `PaddingLayout` run by the engine.
final class PaddingNode: LayoutAdapterNode<PaddingLayout> {
    /// The padded view.
    var child: LayoutNode { children[0] }

    init(child: LayoutNode, insets: EdgeInsets) {
        super.init(PaddingLayout(insets: insets), children: [child], recordsChildren: false, isBuiltIn: true)
    }
}
