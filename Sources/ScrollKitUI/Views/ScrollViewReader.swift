/// A view whose content can scroll the scroll views inside it by id, as
/// SwiftUI's `ScrollViewReader`; it lays out as its content.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        resolveView(content(ScrollViewProxy(graph: state.graph)), env, state)
    }
}
