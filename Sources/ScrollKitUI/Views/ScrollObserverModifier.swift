/// A modifier that registers a `ScrollObserver` for the first scroll view
/// inside it: its identity (its kind and watched type, as `onChange`'s) is taken
/// when it is resolved, so what the observer saw last survives layouts.
public struct _ScrollObserverModifier<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let kind: ViewIdentity.Kind
    let watched: Any.Type?
    let make: (_ key: ViewIdentity, _ state: ResolveState) -> ScrollObserver
    let options: ((inout ScrollViewOptions) -> Void)?

    init(_ content: Content, kind: ViewIdentity.Kind, watching watched: Any.Type? = nil, options: ((inout ScrollViewOptions) -> Void)? = nil,
         make: @escaping (_ key: ViewIdentity, _ state: ResolveState) -> ScrollObserver) {
        self.content = content
        self.kind = kind
        self.watched = watched
        self.make = make
        self.options = options
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let key = state.childKey(kind, watching: watched)
        var inner = env
        inner.scrollObservers.append(make(key, state))
        options?(&inner.scrollOptions)
        return resolveView(content, inner, state)
    }
}
