// Common SwiftUI names the playground does not draw. Each exists only to
// stop the compile with a message naming it (and the line that uses it),
// instead of an unknown-name error or, worse, a picture that is silently
// wrong. Nothing here can be called.

@available(*, unavailable, message: "List is not supported in the playground: use ScrollView with a LazyVStack")
public struct List<Content: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(*, unavailable, message: "TabView is not supported in the playground: use ScrollView(.horizontal) with .scrollTargetBehavior(.paging)")
public struct TabView<Content: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(*, unavailable, message: "Form is not supported in the playground")
public struct Form<Content: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(*, unavailable, message: "NavigationLink is not supported in the playground (a NavigationStack shows its root only)")
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(*, unavailable, message: "TextField is not supported in the playground")
public struct TextField: View {
    public var body: Never { fatalError() }
    public init(_ title: String, text: Binding<String>) { fatalError() }
}

extension View {
    @available(*, unavailable, message: ".refreshable is not supported in the playground (no pull-to-refresh)")
    public func refreshable(action: @escaping () async -> Void) -> Self { fatalError() }

    @available(*, unavailable, message: ".matchedGeometryEffect is not supported in the playground")
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> Self { fatalError() }

    @available(*, unavailable, message: ".searchable is not supported in the playground")
    public func searchable(text: Binding<String>) -> Self { fatalError() }

    @available(*, unavailable, message: ".toolbar is not supported in the playground")
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { fatalError() }

    @available(*, unavailable, message: ".sheet is not supported in the playground")
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> Self { fatalError() }

    @available(*, unavailable, message: ".swipeActions is not supported in the playground")
    public func swipeActions<Content: View>(@ViewBuilder content: () -> Content) -> Self { fatalError() }

    @available(*, unavailable, message: ".contextMenu is not supported in the playground")
    public func contextMenu<Content: View>(@ViewBuilder menuItems: () -> Content) -> Self { fatalError() }

    @available(*, unavailable, message: ".listRowSeparator is for List rows, and List is not supported in the playground: draw a Divider between rows")
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { fatalError() }

    @available(*, unavailable, message: ".listRowInsets is for List rows, and List is not supported in the playground: use .padding")
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { fatalError() }

    @available(*, unavailable, message: ".listRowBackground is for List rows, and List is not supported in the playground: use .background")
    public func listRowBackground<V: View>(_ view: V?) -> Self { fatalError() }

    @available(*, unavailable, message: ".listSectionSeparator is for List sections, and List is not supported in the playground")
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { fatalError() }

    @available(*, unavailable, message: ".listStyle is for List, and List is not supported in the playground: use ScrollView with a LazyVStack")
    public func listStyle<S>(_ style: S) -> Self { fatalError() }

    @available(*, unavailable, message: ".navigationDestination is not supported in the playground (a NavigationStack shows its root only)")
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { fatalError() }
}

@available(*, unavailable, message: "Slider is not supported in the playground: draw its track with a Capsule")
public struct Slider: View {
    public var body: Never { fatalError() }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) { fatalError() }
}
