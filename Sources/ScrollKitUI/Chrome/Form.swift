/// SwiftUI's `Form`: on iOS a grouped list of controls, so here a `List`
/// (it scrolls on its own engine; drawn in the list's look, simplified).
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
    }
}
