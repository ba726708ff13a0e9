/// A modifier that registers a `ScrollObserver` for the first scroll view
/// inside it: its identity (`parent/name#n`, as `onChange`'s) is taken
/// when it is resolved, so what the observer saw last survives layouts.
public struct _ScrollObserverModifier<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let name: String
    let make: (_ key: String, _ state: ResolveState) -> ScrollObserver
    let options: ((inout ScrollViewOptions) -> Void)?

    init(_ content: Content, name: String, options: ((inout ScrollViewOptions) -> Void)? = nil,
         make: @escaping (_ key: String, _ state: ResolveState) -> ScrollObserver) {
        self.content = content
        self.name = name
        self.make = make
        self.options = options
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let key = state.childKey(name)
        var inner = env
        inner.scrollObservers.append(make(key, state))
        options?(&inner.scrollOptions)
        return resolveView(content, inner, state)
    }
}
