/// The view a `ViewModifier` is applied to, inside its `body(content:)`:
/// it resolves to that view, in the environment where the body puts it
/// (so `content.font(.title)` sets the font of the modified view's text).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolve: (ViewEnvironment, ResolveState) -> [ChildSource]

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        resolve(env, state)
    }
}
