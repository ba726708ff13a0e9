public import ScrollKitCore

/// A rectangle whose corners are each rounded by their own radius (a chat
/// bubble with one sharp corner), filling its frame; each radius at most
/// half the shorter side. Leading is left (the playground lays out left to
/// right).
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public var _outline: _ShapeOutline { _ShapeOutline(kind: .unevenRoundedRectangle(cornerRadii, style)) }
    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] { resolveShape(env) }
}
