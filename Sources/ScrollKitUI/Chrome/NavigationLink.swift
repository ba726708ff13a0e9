/// SwiftUI's `NavigationLink`: drawn as its label; a tap does not push the
/// destination (a `NavigationStack` shows its root only), noted once.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right").foregroundStyle(Color.gray)
        }
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// A link to a value (`navigationDestination(for:)` would show it).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder destination: @escaping (D) -> C) -> _ModifiedView<Self> {
        _ignored(".navigationDestination(for:)", file: file, line: line)
    }

    public func navigationDestination<C: View>(isPresented: Binding<Bool>, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder destination: () -> C) -> _ModifiedView<Self> {
        _ignored(".navigationDestination(isPresented:)", file: file, line: line)
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, file: StaticString = #fileID, line: UInt = #line, @ViewBuilder destination: @escaping (D) -> C) -> _ModifiedView<Self> {
        _ignored(".navigationDestination(item:)", file: file, line: line)
    }
}
