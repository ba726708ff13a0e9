/// SwiftUI's environment, as far as the views here read it: values set by
/// modifiers (`.font`, `.foregroundStyle`, `.scrollTargetBehavior`,
/// `.contentMargins`…) and handed down to everything inside.
struct ViewEnvironment {
    /// `.font`; nil is `.body`.
    var font: Font?
    /// `.fontWeight` / `.bold()` on a view: the weight of text inside, over its font's.
    var fontWeight: Font.Weight?
    /// `.tint`: buttons' and controls' accent (nil: blue, green for a toggle).
    var tint: AnyShapeStyle?
    /// `.buttonStyle(_:)` with a built-in style: how buttons inside draw.
    var buttonLook = ButtonLook.automatic
    /// `.foregroundStyle` / `.foregroundColor`; nil is `.primary`.
    var foreground: AnyShapeStyle?
    /// Dark appearance.
    var isDark = false
    /// The axis of the stack a view sits in directly (a `Spacer` grows
    /// along it), nil outside stacks.
    var stackAxis: Axis?
    /// The alignment (a fraction across the axis) and spacing of that
    /// stack: a `ForEach` element of several views is stacked with them,
    /// so its views line up as siblings of the stack would.
    var stackAlignment: CGFloat = 0.5
    var stackSpacing: CGFloat?
    /// `.multilineTextAlignment`.
    var textAlignment: TextAlignment = .leading
    /// `.lineLimit`, nil for no limit.
    var lineLimit: Int?
    /// `.textCase`: text inside drawn upper- or lowercased.
    var textCase: Text.Case?
    /// `.listStyle`'s look for the lists inside, nil for the default.
    var listLook: ListLook?
    /// The look of the list whose rows are being resolved, set for the
    /// list's own content only (not inside a row): a `Section` there
    /// draws as the list's section.
    var listSection: ListLook?
    /// `.scrollTargetBehavior`, read by the scroll views inside.
    var scrollTargetBehavior: (any ScrollTargetBehavior)?
    /// `.contentMargins` for scroll content, read by the scroll views inside.
    var contentMargins = EdgeInsets()
    /// `.scrollIndicators` visibility, nil when not set.
    var scrollIndicators: ScrollIndicatorVisibility?
    /// Scroll callbacks for the first scroll view inside (it takes them).
    var scrollObservers: [ScrollObserver] = []
    /// `.scrollDisabled`, `.scrollClipDisabled`, `.scrollBounceBehavior`,
    /// `.defaultScrollAnchor` for the scroll views inside.
    var scrollOptions = ScrollViewOptions()
    /// `.environment(object)`, `.environmentObject`: by type, read by the
    /// `@Environment(Type.self)` and `@EnvironmentObject` properties inside.
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The colour of `style` in this environment.
    func resolve(_ style: some ShapeStyle) -> _ResolvedColor {
        style._resolve(in: _ShapeStyleContext(isDark: isDark, foreground: foreground))
    }

    /// The gradient a fill with `style` draws in this environment, nil for one colour.
    func resolveGradient(_ style: some ShapeStyle) -> DisplayGradient? {
        style._resolveGradient(in: _ShapeStyleContext(isDark: isDark, foreground: foreground)).map { g in
            DisplayGradient(
                stops: g.stops.map { DisplayGradient.Stop($0.color.rgb, at: $0.location) },
                start: Point(x: Double(g.start.x), y: Double(g.start.y)), end: Point(x: Double(g.end.x), y: Double(g.end.y)),
                kind: Self.displayKind(g.kind))
        }
    }

    /// The display list's form of a resolved gradient's kind.
    static func displayKind(_ kind: _GradientKind) -> DisplayGradient.Kind {
        switch kind {
        case .linear: return .linear
        case let .radial(r0, r1): return .radial(startRadius: r0, endRadius: r1)
        case let .angular(a0, a1): return .angular(startAngle: a0, endAngle: a1)
        }
    }

    /// The material a fill with `style` draws (blur radius in points, tint
    /// in this appearance); nil for any other style.
    func resolveMaterial(_ style: some ShapeStyle) -> DisplayMaterial? {
        style._resolveMaterial(in: _ShapeStyleContext(isDark: isDark, foreground: foreground)).map {
            DisplayMaterial(blurRadius: $0.blurRadius, tint: $0.tint.rgb)
        }
    }

    /// The foreground colour (`.primary` unless set).
    var foregroundColor: _ResolvedColor {
        foreground.map { resolve($0) } ?? resolve(HierarchicalShapeStyle.primary)
    }
}
