/// A view (or a modifier) with a modifier applied, as SwiftUI's
/// `ModifiedContent`: `view.modifier(m)` is `ModifiedContent(content:
/// view, modifier: m)`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    /// Applied by the engine, as SwiftUI's: no body of its own.
    public typealias Body = Never

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
