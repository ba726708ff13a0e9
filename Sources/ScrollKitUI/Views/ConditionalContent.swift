/// One of two views, from `if`/`else` or `switch` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never

    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) {
        self.storage = storage
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        switch storage {
        case .trueContent(let view): return resolveView(view, env, state)
        case .falseContent(let view): return resolveView(view, env, state)
        }
    }
}
