/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()

    public init() {}

    public func body(content: Content) -> Content { content }
}
