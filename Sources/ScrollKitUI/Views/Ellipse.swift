/// The ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    public var _outline: _ShapeOutline { _ShapeOutline(kind: .ellipse) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
