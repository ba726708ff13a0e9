extension View {
    /// iOS 13's `.navigationBarHidden(_:)`: the navigation bar around this
    /// view is not drawn when `hidden` (the content takes its place).
    public func navigationBarHidden(_ hidden: Bool) -> _NavigationBarHiddenModifier<Self> {
        _NavigationBarHiddenModifier(content: self, hidden: hidden)
    }
}

/// `.navigationBarHidden`: recorded while the view is resolved (the
/// innermost wins, as for the title); laid out as the content.
public struct _NavigationBarHiddenModifier<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let hidden: Bool

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let sources = resolveView(content, env, state)
        var t = state.navigationTitle ?? NavigationTitle(text: "", isInline: false)
        if t.isHidden == nil { t.isHidden = hidden }
        state.navigationTitle = t
        return sources
    }
}
