/// Properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges its views along (a `Spacer` in it grows
    /// along it), nil for layouts that are not stacks.
    public var stackOrientation: Axis?

    public init() {}
}
