import Foundation

/// `.preference(key:value:)`: the view's subtree reports `value` for the
/// key, replacing what the views inside it set for that key.
final class PreferenceWriterNode: LayoutNode {
    let child: LayoutNode
    let write: (inout PreferenceValues) -> Void
    let state: ResolveState

    init(child: LayoutNode, state: ResolveState, write: @escaping (inout PreferenceValues) -> Void) {
        self.child = child
        self.state = state
        self.write = write
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        state.preferenceScopes.append(PreferenceValues())
        child.place(in: frame, env, out)
        var mine = state.preferenceScopes.removeLast()
        write(&mine)
        state.preferenceScopes[state.preferenceScopes.count - 1].merge(mine)
    }
}
