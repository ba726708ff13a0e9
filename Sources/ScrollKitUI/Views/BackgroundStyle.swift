/// The background of the current context, as SwiftUI's `BackgroundStyle`
/// (`.background(.background)`): iOS's system background, white in light
/// and black in dark.
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        _ResolvedColor(hex: context.isDark ? 0x000000 : 0xFFFFFF)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
