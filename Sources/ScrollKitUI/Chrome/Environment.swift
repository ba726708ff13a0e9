/// SwiftUI's `@Environment`: a value of `EnvironmentValues` (as the
/// playground's screen has it: light, iPhone size classes) or an
/// `@Observable` object put in with `.environment(object)`.
@propertyWrapper
public struct Environment<Value> {
    let read: () -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public init(_ type: Value.Type) where Value: AnyObject {
        read = { _EnvironmentObjects.object(of: type) }
    }

    public var wrappedValue: Value { read() }
}

/// `@EnvironmentObject`: the object of that type put in with `.environmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject> {
    public init() {}
    public var wrappedValue: ObjectType { _EnvironmentObjects.object(of: ObjectType.self) }
}

/// The objects views put in the environment, by type: set while the view
/// that puts one in is made, read by the views inside (made later).
public enum _EnvironmentObjects {
    nonisolated(unsafe) static var objects: [ObjectIdentifier: AnyObject] = [:]

    static func object<T: AnyObject>(of type: T.Type) -> T {
        guard let object = objects[ObjectIdentifier(type)] as? T else {
            fatalError("No object of type \(type) found in the environment: put one in with .environment(_:) or .environmentObject(_:)")
        }
        return object
    }
}

extension View {
    /// Puts `object` in the environment of this view's content.
    public func environment<T: AnyObject>(_ object: T?) -> _ModifiedView<Self> {
        if let object { _EnvironmentObjects.objects[ObjectIdentifier(T.self)] = object }
        return _ModifiedView(self, environment: { _ in })
    }

    public func environmentObject<T: AnyObject>(_ object: T) -> _ModifiedView<Self> {
        _EnvironmentObjects.objects[ObjectIdentifier(T.self)] = object
        return _ModifiedView(self, environment: { _ in })
    }

    /// Sets an environment value for the content: not read by the playground's views (noted once).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, file: StaticString = #fileID, line: UInt = #line) -> _ModifiedView<Self> {
        _ignored(".environment(_:_:)", file: file, line: line)
    }
}

/// `@Environment(\.dismiss)`: closes a presentation (nothing is presented here).
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

public enum DynamicTypeSize: Int, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public enum ScenePhase: Sendable { case active, inactive, background }

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var dismiss: DismissAction { DismissAction() }
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
    public var scenePhase: ScenePhase { .active }
    public var isEnabled: Bool { get { true } set {} }
    public var isPresented: Bool { false }
    public var isSearching: Bool { false }
    public var editMode: Binding<EditMode>? { nil }
}

extension View {
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> _ModifiedView<Self> where T.Bound == DynamicTypeSize { _ModifiedView(self, environment: { _ in }) }
}
