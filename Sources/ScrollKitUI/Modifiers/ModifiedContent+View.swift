extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The modifier's body with `content` in the placeholder's place; the
    /// modifier's `@State` lives under the modifier's own identity, as a
    /// view's does (`resolveBody`).
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let content = self.content
        let resolveContent: (ViewEnvironment, ResolveState) -> [ChildSource] = { resolveView(content, $0, $1) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: resolveContent, env, state)
        }
        let placeholder = _ViewModifier_Content<Modifier>(resolve: resolveContent)
        return resolveBody(of: modifier, env, state) { modifier.body(content: placeholder) }
    }
}
