import Foundation

/// A `GeometryReader`: its content is resolved while it is placed, when
/// its frame (and so the proxy) is known, under the identity the reader
/// had when it was resolved.
final class GeometryReaderNode: LayoutNode {
    let state: ResolveState
    let key: String
    let makeContent: (GeometryProxy) -> LayoutNode

    init(state: ResolveState, key: String, makeContent: @escaping (GeometryProxy) -> LayoutNode) {
        self.state = state
        self.key = key
        self.makeContent = makeContent
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let s = p.replacingUnspecifiedDimensions()
        return CGSize(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        var insets = EdgeInsets()
        if !env.safeArea.isNull {
            insets.top = Swift.min(frame.height, Swift.max(0, env.safeArea.minY - frame.minY))
            insets.leading = Swift.min(frame.width, Swift.max(0, env.safeArea.minX - frame.minX))
            insets.bottom = Swift.min(frame.height, Swift.max(0, frame.maxY - env.safeArea.maxY))
            insets.trailing = Swift.min(frame.width, Swift.max(0, frame.maxX - env.safeArea.maxX))
        }
        let scrollFrame = out.openScrollViews.last.map { out.scrollViews[$0].frame }
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: insets, globalFrame: frame,
            namedSpaces: state.coordinateSpaces, scrollViewFrame: scrollFrame)
        let content = state.within(key) { makeContent(proxy) }
        let s = content.size(ProposedViewSize(frame.size), env)
        content.place(in: CGRect(origin: frame.origin, size: s), env, out)
    }
}
