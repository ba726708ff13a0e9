/// What a behavior knows when it is asked for its properties, as SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`: the container's geometry and,
/// by dynamic member lookup, the environment (`context.layoutDirection`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
    /// The axes the container scrolls on.
    public var axes: Axis.Set
    /// The size of the scrollable content, points.
    public var contentSize: CGSize
    /// The size of the scroll container, points.
    public var containerSize: CGSize
    let environment: EnvironmentValues

    public init(axes: Axis.Set, contentSize: CGSize, containerSize: CGSize) {
        self.axes = axes
        self.contentSize = contentSize
        self.containerSize = containerSize
        environment = EnvironmentValues(containerSize: containerSize)
    }

    /// A value of the environment the scroll view is in.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}
