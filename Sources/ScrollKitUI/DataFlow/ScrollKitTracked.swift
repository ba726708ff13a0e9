import Observation

/// A stored property of an `@Observable` class as the compiled copy of a
/// view file spells it (`_ScrollKitObservable` says why): it does what the
/// macro's `@ObservationTracked` accessors do. A read reports
/// `access(keyPath:)` to the object's registrar, so a view's `body` that read
/// it is invalidated when it changes; a write runs inside
/// `withMutation(keyPath:)`, which tells the observers, except when the new
/// value equals the old one (`Equatable` values) or is the same object
/// (class instances), as Observation skips those since Swift 6.2. Which
/// check applies follows the property's declared type, as the macro's
/// overloads do; a type that is neither always notifies.
@propertyWrapper
public struct _ScrollKitTracked<Value> {
    /// The stored value (the macro's `_name`).
    @usableFromInline var storage: Value

    public init(wrappedValue: Value) {
        storage = wrappedValue
    }

    /// Only reached through the object (`static subscript`), as an observed
    /// property must be: the wrapper is for class properties only.
    @available(*, unavailable, message: "an @Observable property is stored in a class")
    public var wrappedValue: Value {
        get { fatalError("an @Observable property is stored in a class") }
        set { fatalError("an @Observable property is stored in a class") }
    }

    public static subscript<Object: _ScrollKitObservable>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Self>
    ) -> Value {
        get {
            object._$observationRegistrar.access(object, keyPath: wrappedKeyPath)
            return object[keyPath: storageKeyPath].storage
        }
        set {
            guard shouldNotifyObservers(object[keyPath: storageKeyPath].storage, newValue) else {
                object[keyPath: storageKeyPath].storage = newValue
                return
            }
            object._$observationRegistrar.withMutation(of: object, keyPath: wrappedKeyPath) {
                object[keyPath: storageKeyPath].storage = newValue
            }
        }
    }

    /// False when the write changes nothing an observer could see: equal
    /// `Equatable` values, or the same instance of a class type.
    static func shouldNotifyObservers(_ old: Value, _ new: Value) -> Bool {
        if let type = Value.self as? any Equatable.Type {
            return !isEqual(type, old, new)
        }
        if Value.self is AnyObject.Type {
            return (old as AnyObject) !== (new as AnyObject)
        }
        return true
    }

    /// `old == new`, `Value` being `E`.
    static func isEqual<E: Equatable>(_ type: E.Type, _ old: Value, _ new: Value) -> Bool {
        guard let old = old as? E, let new = new as? E else { return false }
        return old == new
    }
}
