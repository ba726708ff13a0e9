/// A drawing effect done on the items the child drew (`.shadow`, `.blur`,
/// the colour filters): laid out as the child, its items rewritten by
/// `filter` when placed.
final class ItemFilterNode: WrapperNode {
    /// The filter can draw outside the frame, so the child draws all it has.
    let growsDrawing: Bool
    let filter: ([DisplayItem]) -> [DisplayItem]

    init(child: LayoutNode, growsDrawing: Bool, filter: @escaping ([DisplayItem]) -> [DisplayItem]) {
        self.growsDrawing = growsDrawing
        self.filter = filter
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        var inner = env
        if growsDrawing { inner.visible = .infinite }
        out.beginGroup()
        child.place(in: frame, inner, out)
        out.append(filter(out.takeGroup()))
    }
}
