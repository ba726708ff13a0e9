/// A view with a modifier applied: the environment it hands down changes,
/// or each view it resolves to is wrapped in a layout node (a modifier on a
/// `Group` or `ForEach` applies to each of its views, as in SwiftUI). The
/// wrapper keeps the wrapped view's layout priority, layout values and id unless it sets
/// its own. An explicit identity (`.id(_:)`) is added to the identity of
/// the views inside before they are resolved (`ResolveState.withinExplicit`).
public struct _ModifiedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let environment: ((inout ViewEnvironment) -> Void)?
    let wrap: ((LayoutNode, ViewEnvironment, ResolveState) -> LayoutNode)?
    /// The value of an `.id(_:)`: part of the identity of the views inside.
    var explicitID: AnyHashable?

    /// A modifier that wraps each resolved view in the node `wrap` makes.
    init(_ content: Content, wrap: @escaping (LayoutNode, ViewEnvironment, ResolveState) -> LayoutNode) {
        self.content = content
        self.environment = nil
        self.wrap = wrap
    }

    /// A modifier that changes the environment handed down.
    init(_ content: Content, environment: @escaping (inout ViewEnvironment) -> Void) {
        self.content = content
        self.environment = environment
        self.wrap = nil
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var inner = env
        environment?(&inner)
        let sources = explicitID.map { id in state.withinExplicit(id) { resolveView(content, inner, state) } }
            ?? resolveView(content, inner, state)
        guard let wrap else { return sources }
        return ChildSource.map(sources) { node in
            let wrapped = wrap(node, env, state)
            if wrapped !== node {
                if wrapped.layoutPriority == 0 { wrapped.layoutPriority = node.layoutPriority }
                if wrapped.viewID == nil { wrapped.viewID = node.viewID }
                if wrapped.layoutValues == nil { wrapped.layoutValues = node.layoutValues }
            }
            return wrapped
        }
    }
}
