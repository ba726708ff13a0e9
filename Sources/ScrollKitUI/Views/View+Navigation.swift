// Navigation titles, read by the `NavigationStack` around the view.

extension View {
    /// The title of the `NavigationStack` around this view.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _NavigationTitleModifier<Self> {
        _NavigationTitleModifier(content: self, title: String(title), mode: nil)
    }

    /// The display mode of the `NavigationStack`'s title (inline: a 44 pt bar).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> _NavigationTitleModifier<Self> {
        _NavigationTitleModifier(content: self, title: nil, mode: mode)
    }
}

/// `.navigationTitle` / `.navigationBarTitleDisplayMode`: recorded while
/// the view is resolved (the innermost title wins, as in SwiftUI); laid out
/// as the content.
public struct _NavigationTitleModifier<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let title: String?
    let mode: NavigationBarItem.TitleDisplayMode?

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let sources = resolveView(content, env, state)
        var t = state.navigationTitle ?? NavigationTitle(text: "", isInline: false)
        if let title, state.navigationTitle?.text.isEmpty ?? true { t.text = title }
        if let mode { t.isInline = mode == .inline }
        state.navigationTitle = t
        return sources
    }
}
