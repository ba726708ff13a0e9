/// A piece of a `List` already drawn in the list's look (a section's
/// header, row or footer): the list's own loose rows are styled around
/// it, never it again. Laid out as its child.
final class ListPieceNode: WrapperNode {}

extension LayoutNode {
    /// Whether this node is a list piece, under modifiers that only wrap it,
    /// or a stack of them (a `ForEach` element that is a `Section`).
    var isListPiece: Bool {
        var node: LayoutNode = self
        while true {
            if node is ListPieceNode { return true }
            if let stack = node as? StackNode { return stack.children.first?.isListPiece ?? false }
            guard let wrapper = node as? WrapperNode else { return false }
            node = wrapper.child
        }
    }
}
