import Foundation

/// What a behavior knows when it is asked for its properties, as SwiftUI's
/// `ScrollTargetBehaviorPropertiesContext`: the container's geometry and,
/// in a user file, the environment by dynamic member lookup
/// (`context.layoutDirection`: ScrollKitUI adds it, where the environment is).
public struct ScrollTargetBehaviorPropertiesContext: Sendable {
    /// The axes the container scrolls on.
    public var axes: Axis.Set
    /// The size of the scrollable content, points.
    public var contentSize: CGSize
    /// The size of the scroll container, points.
    public var containerSize: CGSize

    public init(axes: Axis.Set, contentSize: CGSize, containerSize: CGSize) {
        self.axes = axes
        self.contentSize = contentSize
        self.containerSize = containerSize
    }
}
