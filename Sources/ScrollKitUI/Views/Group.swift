/// Views grouped without a layout of their own: they are siblings in
/// whatever contains the group, and a modifier on the group applies to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        resolveView(content, env, state)
    }
}
