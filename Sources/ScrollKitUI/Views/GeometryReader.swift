import Foundation

/// SwiftUI's `GeometryReader`: takes all the space it is proposed (10
/// points on an axis proposed nothing, as SwiftUI's flexible views), and
/// builds its content from a `GeometryProxy` once its frame is known,
/// placing it at its top-leading corner, proposed the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolveChildren(_ env: ViewEnvironment, _ state: ResolveState) -> [ChildSource] {
        let content = self.content
        let key = state.childKey("GeometryReader")
        return [.node(GeometryReaderNode(state: state, key: key) { proxy in
            resolveSingle(content(proxy), env, state)
        })]
    }
}
