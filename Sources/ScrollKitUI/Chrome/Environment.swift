/// SwiftUI's `@Environment`: a value of `EnvironmentValues` (as the
/// playground's screen has it: light, iPhone size classes) or an
/// `@Observable` object put in with `.environment(object)`.
@propertyWrapper
public struct Environment<Value>: _EnvironmentProperty {
    let read: () -> Value
    /// The objects of the environment the view was last resolved in (a
    /// class, so every copy of the view, and the closures it made, read
    /// them); nil for a value of `EnvironmentValues`, which reads none.
    let objects: _EnvironmentObjects?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        objects = nil
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public init(_ type: Value.Type) where Value: AnyObject {
        let objects = _EnvironmentObjects()
        self.objects = objects
        read = { objects.object(of: type) }
    }

    public var wrappedValue: Value { read() }
}

/// `@EnvironmentObject`: the object of that type put in with `.environmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject>: _EnvironmentProperty {
    let box = _EnvironmentObjects()
    var objects: _EnvironmentObjects? { box }
    public init() {}
    public var wrappedValue: ObjectType { box.object(of: ObjectType.self) }
}

/// The objects views put in the environment, by type, as the view that
/// reads them was resolved: `.environment(object)` puts one in the
/// `ViewEnvironment` its content is resolved in, and the engine hands that
/// to the view's `@Environment` and `@EnvironmentObject` properties before
/// its `body` runs (`_EnvironmentProperty`), so an object reaches only the
/// views inside the one that put it in, as in SwiftUI.
public final class _EnvironmentObjects {
    var objects: [ObjectIdentifier: AnyObject] = [:]

    func object<T: AnyObject>(of type: T.Type) -> T {
        guard let object = objects[ObjectIdentifier(type)] as? T else {
            fatalError("No object of type \(type) found in the environment: put one in with .environment(_:) or .environmentObject(_:)")
        }
        return object
    }
}

/// A stored property the engine hands the view's environment objects to
/// before the view's `body` is evaluated.
protocol _EnvironmentProperty {
    /// Where the objects go; nil when the property reads none.
    var objects: _EnvironmentObjects? { get }
}

extension View {
    /// Puts `object` in the environment of this view's content.
    public func environment<T: AnyObject>(_ object: T?) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { if let object { $0.objects[ObjectIdentifier(T.self)] = object } })
    }

    public func environmentObject<T: AnyObject>(_ object: T) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { $0.objects[ObjectIdentifier(T.self)] = object })
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
