/// A key for a value a view hands to the layout that arranges it, as
/// SwiftUI's `LayoutValueKey`: set with `.layoutValue(key:value:)`, read as
/// `subview[Key.self]` (the `defaultValue` when the view set none).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
