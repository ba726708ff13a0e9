/// A layout used as a view (`MyLayout { … }`, `Layout.callAsFunction`):
/// `content`'s views are the layout's subviews.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: L
    let content: Content

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var inner = env
        let builtIn = layout as? any BuiltInLayout
        if let builtIn {
            builtIn.prepareSubviewEnvironment(&inner)
        } else {
            inner.stackAxis = L.layoutProperties.stackOrientation
        }
        let children = ChildSource.expand(resolveView(content, inner, state))
        return [.node(builtIn?.makeNode(children: children) ?? LayoutAdapterNode(layout, children: children))]
    }
}
