import Foundation

/// `.coordinateSpace(name:)`: while the view is placed, its frame is the
/// origin of the space `name` for the readers inside.
final class CoordinateSpaceNode: LayoutNode {
    let child: LayoutNode
    let name: AnyHashable
    let state: ResolveState

    init(child: LayoutNode, name: AnyHashable, state: ResolveState) {
        self.child = child
        self.name = name
        self.state = state
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        state.coordinateSpaces.append((name, frame))
        child.place(in: frame, env, out)
        state.coordinateSpaces.removeLast()
    }
}
