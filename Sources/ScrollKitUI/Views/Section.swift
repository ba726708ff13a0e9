/// A section of a stack's content, as SwiftUI's `Section`: in a stack or
/// lazy stack its header, content and footer are siblings in that order,
/// laid out by the stack as if written there (a lazy stack still builds
/// only the rows it shows). The header and footer are marked
/// (`SectionMarkNode`) so a lazy stack or grid with `pinnedViews:` pins
/// them; in a lazy grid the header and footer are each a line across the
/// whole grid. Among a `List`'s or `Form`'s rows it draws as the list's
/// section (`ListSectionStyle`).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content)
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        if let look = env.listSection {
            let style = ListSectionStyle(look: look)
            var rowEnv = env
            rowEnv.listSection = nil
            return style.pieces(
                header: resolveView(header, style.captionEnvironment(env, isHeader: true), state),
                rows: resolveView(content, rowEnv, state),
                footer: resolveView(footer, style.captionEnvironment(env, isHeader: false), state), env, state)
        }
        let section = SectionIdentity()
        let header = ChildSource.map(resolveView(header, env, state)) { SectionMarkNode(child: $0, role: .header, section: section) }
        let footer = ChildSource.map(resolveView(footer, env, state)) { SectionMarkNode(child: $0, role: .footer, section: section) }
        return header + resolveView(content, env, state) + footer
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}
