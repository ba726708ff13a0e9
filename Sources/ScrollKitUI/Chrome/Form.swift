/// SwiftUI's `Form`: on iOS an inset-grouped list of controls whatever the
/// list style, so here a `List` in that look (it scrolls on its own engine).
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListBody(content: content, fixed: .insetGrouped)
    }
}
