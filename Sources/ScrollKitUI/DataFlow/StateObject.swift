import Foundation

/// SwiftUI's `@StateObject`: an `ObservableObject` a view owns, made once
/// (the first time its view is laid out, from the `wrappedValue` closure)
/// and kept in the `ViewGraph` under the view's identity like a `@State`.
/// The engine subscribes to its `objectWillChange`: a change (a
/// `@Published` set) marks the graph changed, so the tree is laid out again
/// in the same call, recorded as `state <View>.<property> objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: _StateProperty {
    let location: StateObjectLocation<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: location.object)
    }

    func _link(_ graph: ViewGraph, slot: GraphSlot) {
        let location = self.location
        location.stored = graph.stateBox(at: slot) { location.object }.value
        graph.observe(location.object, slot: slot)
    }
}

/// Where a `StateObject` keeps its object: made on first use.
final class StateObjectLocation<ObjectType> {
    private let thunk: () -> ObjectType
    var stored: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    var object: ObjectType {
        if let stored { return stored }
        let made = thunk()
        stored = made
        return made
    }
}

/// SwiftUI's `@ObservedObject`: an `ObservableObject` owned elsewhere; the
/// engine subscribes to it while its view is laid out (a change lays out
/// again, as for `@StateObject`), and again when the view is given another
/// object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: _StateProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func _link(_ graph: ViewGraph, slot: GraphSlot) {
        graph.observe(wrappedValue, slot: slot)
    }

    /// `$object`: bindings to the object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ViewGraph {
    /// Subscribes (once per object and key) to `object.objectWillChange`:
    /// a change marks the graph changed and is recorded.
    func observe<O: ObservableObject>(_ object: O, slot: GraphSlot) {
        let name = slot.displayName
        reactive.keep(slot, object: ObjectIdentifier(object)) {
            object.objectWillChange.sink { [weak self] _ in
                guard let self else { return }
                self.stateChanged = true
                self.stateWrites.append(ViewEvent(kind: .state, name: name, value: "objectWillChange"))
                self.reactive.stateWritten()
            }
        }
    }
}
