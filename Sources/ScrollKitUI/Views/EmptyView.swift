/// A view that is not there: no size, no spacing, nothing drawn.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { [] }
}
