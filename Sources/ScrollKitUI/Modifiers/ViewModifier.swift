/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)`
/// makes the modified view from `content`, a placeholder for the view the
/// modifier is applied to (`view.modifier(CardStyle())`). A modifier may
/// hold `@State`, kept under its own identity as a view's is.
public protocol ViewModifier {
    /// The type of view `body(content:)` makes.
    associatedtype Body: View
    /// The view the modifier is applied to, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Modifiers the engine applies itself have no body; it is never asked for.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied directly and has no body") }
}
