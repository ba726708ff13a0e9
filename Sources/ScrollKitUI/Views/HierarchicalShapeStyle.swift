/// The foreground at levels of emphasis, as SwiftUI's
/// `HierarchicalShapeStyle`: `.primary` is the foreground style (iOS's
/// label colour, black in light and white in dark, unless set), the others
/// iOS's secondary, tertiary, quaternary and quinary label colours
/// (#3C3C43 at 60 %, 30 %, 18 %, 5 % in light; #EBEBF5 at 60 %, 30 %, 16 %,
/// 5 % in dark) or the set foreground at those opacities.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        let light = [1.0, 0.6, 0.3, 0.18, 0.05]
        let dark = [1.0, 0.6, 0.3, 0.16, 0.05]
        let alpha = (context.isDark ? dark : light)[Swift.min(Swift.max(level, 0), 4)]
        if let foreground = context.foreground {
            var c = foreground._resolve(in: _ShapeStyleContext(isDark: context.isDark, foreground: nil))
            c.opacity *= alpha
            return c
        }
        if level == 0 { return _ResolvedColor(hex: context.isDark ? 0xFFFFFF : 0x000000) }
        return _ResolvedColor(hex: context.isDark ? 0xEBEBF5 : 0x3C3C43, opacity: alpha)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
