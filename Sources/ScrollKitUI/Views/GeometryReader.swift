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
        let key = state.childKey(.geometryReader)
        if state.collectsNavigationTitle, state.navigationTitle == nil {
            // A `.navigationTitle` inside the reader names the stack's bar,
            // which is laid out before the reader's frame is known: the
            // content is resolved once now, with a proxy of the screen's
            // size, only for its title.
            let screen = UIScreen.main.bounds
            let probe = GeometryProxy(
                size: screen.size, safeAreaInsets: EdgeInsets(), globalFrame: screen, namedSpaces: [], scrollViews: [])
            _ = state.within(key) { resolveSingle(content(probe), env, state) }
        }
        return [.node(GeometryReaderNode(state: state, key: key) { proxy in
            resolveSingle(content(proxy), env, state)
        })]
    }
}
