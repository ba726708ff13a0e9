/// SwiftUI's `TabView`. With `.tabViewStyle(.page)` it is a pager: a
/// horizontal scroll view of full-width pages that scrolls on the engine
/// with `.paging`. A tab bar `TabView` is drawn the same way (its bar is
/// not drawn), noted once.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 0) {
                ForEach(subviews: content) { page in
                    page.containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension View {
    /// A tab's item in the tab bar (not drawn).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _ModifiedView<Self> {
        _ModifiedView(self, environment: { _ in })
    }

    public func badge(_ count: Int) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }

    public func badge<S: StringProtocol>(_ label: S?) -> _ModifiedView<Self> { _ModifiedView(self, environment: { _ in }) }
}
