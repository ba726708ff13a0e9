/// A title with an icon, as SwiftUI's `Label` in its default style outside
/// lists and menus: the icon, then the title, in an `HStack` (centred,
/// default spacing). The icon of `systemImage:` is `Image(systemName:)`'s
/// placeholder.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        [.node(makeStack(.horizontal, VerticalAlignment.center.fraction, nil, TupleView(icon, title), env, state))]
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label of `title` with the asset image `image`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
