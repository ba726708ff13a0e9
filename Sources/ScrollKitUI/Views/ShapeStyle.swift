/// A colour or style to fill or stroke with, as SwiftUI's `ShapeStyle`.
/// Every style resolves to one colour in its context (what text, strokes
/// and the flat styles draw with); a linear gradient also resolves to the
/// gradient a shape's fill draws, a material to the blur and tint.
public protocol ShapeStyle {
    /// The colour of this style in `context`.
    func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor
    /// The gradient a fill with this style draws, nil for one colour.
    func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient?
    /// The material a fill with this style draws, nil for any other style.
    func _resolveMaterial(in context: _ShapeStyleContext) -> _ResolvedMaterial?
}

extension ShapeStyle {
    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? { nil }
    public func _resolveMaterial(in context: _ShapeStyleContext) -> _ResolvedMaterial? { nil }

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

    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? {
        let o = Swift.min(Swift.max(opacity, 0), 1)
        guard var g = base._resolveGradient(in: context) else { return nil }
        for i in g.stops.indices { g.stops[i].color.opacity *= o }
        return g
    }

    public func _resolveMaterial(in context: _ShapeStyleContext) -> _ResolvedMaterial? {
        guard var m = base._resolveMaterial(in: context) else { return nil }
        m.tint.opacity *= Swift.min(Swift.max(opacity, 0), 1)
        return m
    }
}

/// A style whose type is erased, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: (_ShapeStyleContext) -> _ResolvedColor
    private let resolveGradient: (_ShapeStyleContext) -> _ResolvedGradient?
    private let resolveMaterial: (_ShapeStyleContext) -> _ResolvedMaterial?

    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style._resolve(in: $0) }
        resolveGradient = { style._resolveGradient(in: $0) }
        resolveMaterial = { style._resolveMaterial(in: $0) }
    }

    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { resolve(context) }
    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? { resolveGradient(context) }
    public func _resolveMaterial(in context: _ShapeStyleContext) -> _ResolvedMaterial? { resolveMaterial(context) }
}

/// A gradient resolved in its context: stops in resolved colours, along
/// the line from `start` to `end` (unit points of the filled frame), or
/// around `start` (`kind`).
public struct _ResolvedGradient {
    public var stops: [(color: _ResolvedColor, location: Double)]
    public var start: UnitPoint
    public var end: UnitPoint
    public var kind: _GradientKind = .linear
}

/// How a resolved gradient lays its stops: along the line, out from the
/// centre (radii in points), or around it (angles in radians, clockwise
/// from the trailing direction).
public enum _GradientKind {
    case linear
    case radial(startRadius: Double, endRadius: Double)
    case angular(startAngle: Double, endAngle: Double)
}
