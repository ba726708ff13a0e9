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

@available(*, unavailable, message: "NavigationView is not supported in the playground: use NavigationStack")
public struct NavigationView<Content: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(*, unavailable, message: "NavigationLink is not supported in the playground (a NavigationStack shows its root only)")
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(*, unavailable, message: "ProgressView is not supported in the playground")
public struct ProgressView: View {
    public var body: Never { fatalError() }
    public init() { fatalError() }
}

@available(*, unavailable, message: "TextField is not supported in the playground")
public struct TextField: View {
    public var body: Never { fatalError() }
    public init(_ title: String, text: Binding<String>) { fatalError() }
}

@available(*, unavailable, message: "Toggle is not supported in the playground")
public struct Toggle<Label: View>: View {
    public var body: Never { fatalError() }
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(*, unavailable, message: "@Namespace and matchedGeometryEffect are not supported in the playground")
@propertyWrapper
public struct Namespace {
    public init() { fatalError() }
    public var wrappedValue: Int { fatalError() }
}

extension View {
    @available(*, unavailable, message: ".refreshable is not supported in the playground (no pull-to-refresh)")
    public func refreshable(action: @escaping () async -> Void) -> Self { fatalError() }

    @available(*, unavailable, message: ".matchedGeometryEffect is not supported in the playground")
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Int, isSource: Bool = true) -> Self { fatalError() }

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
}
