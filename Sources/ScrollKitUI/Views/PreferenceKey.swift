/// SwiftUI's `PreferenceKey`: a value views inside hand up to views
/// outside. When several subtrees set it, their values are combined by
/// `reduce` in tree order; a subtree that sets it once gives its value as
/// is (`reduce` is not called), and a tree where no view sets it reads
/// `defaultValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets the key.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
