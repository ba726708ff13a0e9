public import ScrollKitCore

/// Effects the playground compiles and does not draw (noted once):
/// stacking order, 3D rotation of a plain view, compositing, transitions,
/// matched geometry, content transitions, blend modes.
extension View {
    public func zIndex(_ value: Double, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".zIndex", file: file, line: line)
    }

    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".rotation3DEffect", file: file, line: line)
    }

    public func compositingGroup() -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func drawingGroup(opaque: Bool = false) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func transition(_ t: AnyTransition, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".transition", file: file, line: line)
    }

    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true,
        file: StaticString = #fileID, line: UInt = #line
    ) -> _ModifiedView<Self> {
        _ignored(".matchedGeometryEffect", file: file, line: line)
    }

    public func contentTransition(_ transition: ContentTransition) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func blendMode(_ mode: BlendMode, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".blendMode", file: file, line: line)
    }

    public func symbolVariant(_ variant: SymbolVariants) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func symbolEffect<E>(_ effect: E, options: Any? = nil, value: some Equatable) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func imageScale(_ scale: Image.Scale) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
}

/// How a view comes and goes (not animated here).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let identity = AnyTransition(name: "identity")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

public struct SymbolVariants: Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let slash = SymbolVariants(name: "slash")
}

public struct SensoryFeedback: Sendable {
    let name: String
    public static let selection = SensoryFeedback(name: "selection")
    public static let success = SensoryFeedback(name: "success")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

extension Image {
    public enum Scale: Sendable { case small, medium, large }
}

extension Animation {
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        spring(response: 2 * Double.pi * (mass / stiffness).squareRoot(), dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    public static var interpolatingSpring: Animation { spring }

    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// `withTransaction`: runs `body` (its transaction's animation is not applied).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
