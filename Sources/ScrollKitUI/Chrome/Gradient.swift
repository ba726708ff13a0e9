/// Gradients: a `LinearGradient`, `RadialGradient` or `AngularGradient`
/// fills a shape as the gradient it is (`DisplayGradient`); any gradient
/// used as a colour (text, strokes) is drawn flat in the colour half way
/// along, as `Gradient.resolvedColor(at:in:)` interpolates it.
public struct Gradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }
}

public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { gradient.resolvedColor(at: 0.5, in: context) }
    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? {
        _ResolvedGradient(stops: gradient.stops.map { ($0.color._resolve(in: context), Double($0.location)) }, start: startPoint, end: endPoint)
    }
    public var body: some View { Rectangle().fill(self) }
}

public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { gradient.resolvedColor(at: 0.5, in: context) }
    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? {
        gradient.resolved(in: context, center: center, kind: .radial(startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
    public var body: some View { Rectangle().fill(self) }
}

public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { gradient.resolvedColor(at: 0.5, in: context) }
    public func _resolveGradient(in context: _ShapeStyleContext) -> _ResolvedGradient? {
        gradient.resolved(in: context, center: center, kind: .angular(startAngle: startAngle.radians, endAngle: endAngle.radians))
    }
    public var body: some View { Rectangle().fill(self) }
}

extension Gradient {
    /// Its stops resolved in `context`, laid around `center` as `kind` says.
    func resolved(in context: _ShapeStyleContext, center: UnitPoint, kind: _GradientKind) -> _ResolvedGradient {
        _ResolvedGradient(stops: stops.map { ($0.color._resolve(in: context), Double($0.location)) }, start: center, end: center, kind: kind)
    }
}

/// `color.gradient`: iOS's subtle gradient of one colour, drawn as the colour.
public struct AnyGradient: ShapeStyle, Sendable {
    let color: Color
    public func _resolve(in context: _ShapeStyleContext) -> _ResolvedColor { color._resolve(in: context) }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
    /// The app's accent colour: iOS's default blue.
    public static var accentColor: Color { .blue }
}

extension ShapeStyle where Self == Color {
    public static var accentColor: Color { .blue }
}

/// A drop or inner shadow on a style (`Color.white.shadow(.drop(radius: 1))`): drawn without the shadow.
public struct ShadowStyle: Sendable {
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

extension ShapeStyle {
    public func shadow(_ style: ShadowStyle) -> Self { self }
}

extension View {
    /// `.background(style, in: shape)`: the shape filled with the style behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> _ModifiedView<Self> {
        background { shape.fill(style) }
    }

    /// `.foregroundStyle(primary, secondary)`: hierarchical styles; text and shapes take the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> _ModifiedView<Self> {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> _ModifiedView<Self> {
        foregroundStyle(primary)
    }
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
