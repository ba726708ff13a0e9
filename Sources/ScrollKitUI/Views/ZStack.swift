/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        var inner = env
        inner.stackAxis = nil
        return [.node(ZStackNode(alignment: alignment, children: ChildSource.expand(resolveView(content, inner, state))))]
    }
}
