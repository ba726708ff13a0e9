import Foundation

/// `.coordinateSpace(name:)`: while the view is placed, its frame is the
/// origin of the space `name` for the readers inside (a scroll view's grown
/// frame when it reaches under the safe area: `frameUnderSafeArea`).
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
        state.coordinateSpaces.append((name, child.frameUnderSafeArea(frame, env, out)))
        child.place(in: frame, env, out)
        state.coordinateSpaces.removeLast()
    }
}
