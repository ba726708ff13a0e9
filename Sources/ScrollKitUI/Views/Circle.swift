/// The largest circle centred in its frame.
public struct Circle: Shape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    public var _outline: _ShapeOutline { _ShapeOutline(kind: .circle) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
