import Foundation

/// `.onPreferenceChange`: once its subtree is placed, reads the key's
/// value there (the default when no view set it) and, when it differs
/// from what this modifier saw in the last layout (or on the first
/// layout), queues its action with the value. The values still go on up.
final class PreferenceChangeNode: LayoutNode {
    let child: LayoutNode
    let state: ResolveState
    let check: (PreferenceValues) -> Void

    init(child: LayoutNode, state: ResolveState, check: @escaping (PreferenceValues) -> Void) {
        self.child = child
        self.state = state
        self.check = check
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        state.preferenceScopes.append(PreferenceValues())
        child.place(in: frame, env, out)
        let mine = state.preferenceScopes.removeLast()
        check(mine)
        state.preferenceScopes[state.preferenceScopes.count - 1].merge(mine)
    }
}
