/// A view whose type is erased, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let resolve: (ViewEnvironment, ResolveState) -> [ChildSource]

    public init<V: View>(_ view: V) {
        resolve = { env, state in resolveView(view, env, state) }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        resolve(env, state)
    }
}
