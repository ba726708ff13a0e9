import Foundation

/// A view that takes part in preferences: once its subtree is placed, the
/// values the subtree reported are handed to `finish`, which may set a key
/// (`.preference(key:value:)`, replacing what the views inside set) or read
/// one (`.onPreferenceChange`); then they go on up to the parent.
final class PreferenceNode: LayoutNode {
    let child: LayoutNode
    let state: ResolveState
    let finish: (inout PreferenceValues) -> Void

    init(child: LayoutNode, state: ResolveState, finish: @escaping (inout PreferenceValues) -> Void) {
        self.child = child
        self.state = state
        self.finish = finish
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        state.preferenceScopes.append(PreferenceValues())
        child.place(in: frame, env, out)
        var mine = state.preferenceScopes.removeLast()
        finish(&mine)
        state.preferenceScopes[state.preferenceScopes.count - 1].merge(mine)
    }
}
