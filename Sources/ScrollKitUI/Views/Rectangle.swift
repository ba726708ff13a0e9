/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    public var _outline: _ShapeOutline { _ShapeOutline(kind: .rectangle) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
