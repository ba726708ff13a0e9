public import ScrollKitCore

/// A rectangle whose short ends are half circles.
public struct Capsule: Shape, PrimitiveView {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
    public var _outline: _ShapeOutline { _ShapeOutline(kind: .capsule(style)) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
