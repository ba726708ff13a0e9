/// `.frame(width:height:alignment:)`'s node: `FrameLayout` run by the engine.
final class FrameNode: LayoutAdapterNode<FrameLayout> {
    /// The framed view.
    var child: LayoutNode { children[0] }

    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        super.init(FrameLayout(width: width, height: height, alignment: alignment), children: [child], recordsChildren: false, isBuiltIn: true)
    }
}
