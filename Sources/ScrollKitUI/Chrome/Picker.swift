/// SwiftUI's `Picker`: drawn as iOS's menu-style row (its label, then a
/// chevron); its options (`.tag`) are not listed.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Image(systemName: "chevron.up.chevron.down").foregroundStyle(Color.gray)
        }
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

extension View {
    /// A picker option's value (kept only as a mark here).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }
}
