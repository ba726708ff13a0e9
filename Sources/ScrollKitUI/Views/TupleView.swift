/// Several views side by side in a builder: the stack or container they
/// are in lays them out as siblings.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var out: [ChildSource] = []
        for child in repeat each value {
            out += resolveView(child, env, state)
        }
        return out
    }
}
