/// iOS's separator colour, as SwiftUI's `.separator` style (`Divider`
/// draws with it): UIKit's `separator`, #3C3C43 at 29 % (0x49 / 255) in
/// light, #545458 at 60 % (0x99 / 255) in dark.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        context.isDark ? _ResolvedColor(hex: 0x545458, opacity: 0x99 / 255) : _ResolvedColor(hex: 0x3C3C43, opacity: 0x49 / 255)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// iOS's separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
