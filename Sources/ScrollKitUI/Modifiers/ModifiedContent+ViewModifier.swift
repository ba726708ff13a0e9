extension ModifiedContent: ViewModifier, PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers in a row (`first.concat(second)`): the first applied
    /// to the view, then the second to the result.
    func resolve(
        content: @escaping (ViewEnvironment, ResolveState) -> [ChildSource], _ env: ViewEnvironment, _ state: ResolveState
    ) -> [ChildSource] {
        let placeholder = _ViewModifier_Content<Content>(resolve: content)
        return resolveView(ModifiedContent<ModifiedContent<_ViewModifier_Content<Content>, Content>, Modifier>(
            content: ModifiedContent<_ViewModifier_Content<Content>, Content>(content: placeholder, modifier: self.content),
            modifier: modifier), env, state)
    }
}
