/// iOS 13's navigation container, as SwiftUI's `NavigationView` (deprecated
/// for `NavigationStack`, still common): on an iPhone it is a stack showing
/// its root, so it is laid out and drawn as `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        NavigationStack(root: { content }).resolveChildren(env, state)
    }
}

extension View {
    /// Accepted: on an iPhone every navigation view is a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}

/// A `NavigationView` style (`.stack`, `.automatic`, `StackNavigationViewStyle()`).
public protocol NavigationViewStyle {}

/// The stack style, as SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

/// The platform's style, as SwiftUI's `DefaultNavigationViewStyle` (a stack on an iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
