/// A key for a value of the environment, as SwiftUI's `EnvironmentKey`. An
/// app's own key reads, in the playground, its `defaultValue` (nothing in a
/// behavior file can set it for the scroll view).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
