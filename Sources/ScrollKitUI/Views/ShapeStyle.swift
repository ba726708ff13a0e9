/// A colour or style to fill or stroke with, as SwiftUI's `ShapeStyle`.
/// Every style here resolves to one colour in its context (gradients and
/// materials are not supported).
public protocol ShapeStyle {
    /// The colour of this style in `context`.
    func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (in [0, 1]).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// What a style resolves against: the appearance and the foreground style.
public struct _ShapeStyleContext {
    public var isDark: Bool
    public var foreground: AnyShapeStyle?
}

/// A style with its opacity changed (`.secondary.opacity(0.3)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor {
        var c = base._resolve(in: context)
        c.opacity *= Swift.min(Swift.max(opacity, 0), 1)
        return c
    }
}

/// A style whose type is erased, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: (_ShapeStyleContext) -> _ResolvedColor

    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style._resolve(in: $0) }
    }

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { resolve(context) }
}
