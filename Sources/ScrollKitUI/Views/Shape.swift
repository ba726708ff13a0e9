/// A shape, as SwiftUI's `Shape`: as a view it fills what it is offered
/// with the foreground style; `.fill`, `.stroke` and `.strokeBorder` paint
/// it otherwise. Only the built-in shapes exist (a shape of one's own needs
/// `Path`, which is not supported).
public protocol Shape: View {
    /// Which built-in outline this is.
    var _outline: _ShapeOutline { get }
}

/// The outline of a built-in shape (opaque outside this module).
public struct _ShapeOutline: Hashable, Sendable {
    let kind: ShapeKind
}

extension Shape {
    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView {
        _ShapeView(kind: _outline.kind, paint: .fill(AnyShapeStyle(style)))
    }

    /// The shape's outline stroked with `style`, `lineWidth` points wide,
    /// centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(kind: _outline.kind, paint: .stroke(AnyShapeStyle(style), lineWidth, inside: false))
    }

    /// The outline stroked inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(kind: _outline.kind, paint: .stroke(AnyShapeStyle(style), lineWidth, inside: true))
    }

    func resolveShape(_ env: ViewEnvironment) -> [ChildSource] {
        [.node(ShapeNode(kind: _outline.kind, paint: .fill(env.foregroundColor.rgb)))]
    }
}

/// A painted shape (`Circle().fill(.red)`).
public struct _ShapeView: View, PrimitiveView {
    public typealias Body = Never

    enum Paint {
        case fill(AnyShapeStyle)
        case stroke(AnyShapeStyle, CGFloat, inside: Bool)
    }

    let kind: ShapeKind
    let paint: Paint

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let display: DisplayPaint
        switch paint {
        case .fill(let style):
            display = env.resolveMaterial(style).map { .material($0) }
                ?? env.resolveGradient(style).map { .gradient($0) } ?? .fill(env.resolve(style).rgb)
        case .stroke(let style, let width, let inside):
            display = .stroke(env.resolve(style).rgb, lineWidth: Double(width), placement: inside ? .inside : .centered)
        }
        return [.node(ShapeNode(kind: kind, paint: display))]
    }
}
