/// An `if` without `else` in a builder: the view, or nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        switch self {
        case .some(let view): return resolveView(view, env, state)
        case .none: return []
        }
    }
}
