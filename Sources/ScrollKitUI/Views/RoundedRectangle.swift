public import ScrollKitCore

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var _outline: _ShapeOutline { _ShapeOutline(kind: .roundedRectangle(Swift.min(cornerSize.width, cornerSize.height), style)) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
