/// A piece of user interface, as SwiftUI's `View`: a `body` made of other
/// views. The views this module provides (stacks, shapes, `Text`,
/// modifiers) have `Never` bodies and are laid out directly by
/// `ViewLayoutEngine`.
public protocol View {
    /// The type of view this one is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the layout engine never asks for it.
    public var body: Never { fatalError("\(Self.self) is laid out directly and has no body") }
}
