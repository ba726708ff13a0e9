/// Gestures compile (`DragGesture`, `TapGesture`, `LongPressGesture`,
/// `MagnifyGesture`, `RotateGesture`, `@GestureState`); the playground's
/// pointer drives the scroll views and buttons only, so a gesture's
/// callbacks do not run (noted once where it is attached).
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// A gesture's transaction (its animation), unused.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var time: Double
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public init(minimumDistance: CGFloat = 10, coordinateSpace: NamedCoordinateSpace) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable { public var magnification: CGFloat; public var startLocation: CGPoint }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable { public var rotation: Angle }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// `@GestureState`: a value a gesture sets while it runs (here: its initial value).
@propertyWrapper
public struct GestureState<Value> {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// Which views' gestures run with a view's own (`including:`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".gesture(\(G.self))", file: file, line: line)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".simultaneousGesture(\(G.self))", file: file, line: line)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".highPriorityGesture(\(G.self))", file: file, line: line)
    }

    public func onTapGesture(count: Int = 1, file: StaticString = #fileID, line: UInt = #line, perform action: @escaping () -> Void) -> _ModifiedView<Self> {
        _ignored(".onTapGesture", file: file, line: line)
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, file: StaticString = #fileID, line: UInt = #line, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> _ModifiedView<Self> {
        _ignored(".onLongPressGesture", file: file, line: line)
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }

    public func allowsHitTesting(_ enabled: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }

    public func disabled(_ disabled: Bool) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }
}

/// `.gesture(condition ? DragGesture() : nil)`: an optional gesture is one.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}
