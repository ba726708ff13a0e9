/// A view the layout engine knows directly (its `Body` is `Never`): it
/// resolves to layout nodes instead of to another view.
protocol PrimitiveView {
    /// The siblings this view stands for (none for `EmptyView`, several
    /// for a `Group` or `ForEach`, usually one).
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource]
}

/// Resolves any view: a primitive directly, any other through its `body`
/// (counted in `state.bodiesEvaluated`), after connecting its `@State`
/// properties to their storage under the view's identity (`ViewGraph`).
func resolveView<V: View>(_ view: V, _ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
    if let primitive = view as? any PrimitiveView {
        return primitive.resolveChildren(env, state)
    }
    return resolveBody(of: view, env, state) { view.body }
}

/// Resolves what `body` makes of `value` (a view's `body`, a modifier's
/// `body(content:)`), counted in `state.bodiesEvaluated`, after connecting
/// `value`'s `@State` properties to their storage under its identity
/// (`ViewGraph`): the current path, its type and occurrence.
func resolveBody<T, B: View>(of value: T, _ env: ViewEnvironment, _ state: ResolveState, _ body: () -> B) -> [ChildSource] {
    state.bodiesEvaluated += 1
    let type = ObjectIdentifier(T.self)
    let name: String
    if let known = state.graph.typeNames[type] {
        name = known
    } else {
        name = String(describing: T.self)
        state.graph.typeNames[type] = name
    }
    let key = state.childKey(view: type, name: name)
    state.bodyKeys += 1
    if !state.typesWithoutState.contains(type) {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any _StateProperty {
                property._link(state.graph, slot: GraphSlot(view: key, name: .property(child.label ?? "?")))
                found = true
            } else if let property = child.value as? any _EnvironmentProperty, let objects = property.objects {
                objects.objects = env.objects
                found = true
            }
        }
        if !found { state.typesWithoutState.insert(type) } else { state.statefulBodies += 1 }
    }
    return state.within(key) { resolveView(body(), env, state) }
}

/// Resolves `view` to one node: several siblings become an implicit
/// `VStack` (as SwiftUI does for the root and a scroll view's content),
/// none an empty node.
func resolveSingle<V: View>(_ view: V, _ env: ViewEnvironment, _ state: ResolveState) -> LayoutNode {
    var stackEnv = env
    stackEnv.stackAxis = .vertical
    (stackEnv.stackAlignment, stackEnv.stackSpacing) = (0.5, nil)
    let sources = resolveView(view, stackEnv, state)
    if sources.count == 1, case .node(let node) = sources[0] { return node }
    let nodes = ChildSource.expand(sources)
    if nodes.count == 1 { return nodes[0] }
    return StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: nodes)
}
