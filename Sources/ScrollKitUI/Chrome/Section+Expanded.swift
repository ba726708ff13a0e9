/// iOS 17's collapsible sections (`Section("Title", isExpanded: $open)`):
/// drawn expanded (the chevron and collapsing are not modelled).
extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}
