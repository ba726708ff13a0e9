public import ScrollKitCore

/// A behavior's context that reads the environment of its scroll view by
/// dynamic member lookup, as SwiftUI's `ScrollTargetBehaviorContext` and
/// `ScrollTargetBehaviorPropertiesContext` do: `context.layoutDirection`,
/// `context.displayScale`, `context.horizontalSizeClass`, or an app's own
/// `EnvironmentKey` value (its `defaultValue`). The contexts are
/// ScrollKitCore's (the built-in behaviors take them too) and the
/// environment is this module's, so the lookup is added here.
@dynamicMemberLookup
public protocol _EnvironmentReadingContext {
    /// The size of the scroll container, points (what the environment is made from).
    var containerSize: CGSize { get }
}

extension _EnvironmentReadingContext {
    /// A value of the environment the scroll view is in.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        EnvironmentValues(containerSize: containerSize)[keyPath: keyPath]
    }
}

extension ScrollTargetBehaviorContext: _EnvironmentReadingContext {}

extension ScrollTargetBehaviorPropertiesContext: _EnvironmentReadingContext {}
