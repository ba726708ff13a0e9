import Foundation

/// A `GeometryReader`: its content is resolved while it is placed, when
/// its frame (and so the proxy) is known, under the identity the reader
/// had when it was resolved.
final class GeometryReaderNode: LayoutNode {
    let state: ResolveState
    let key: ViewIdentity
    let makeContent: (GeometryProxy) -> LayoutNode

    init(state: ResolveState, key: ViewIdentity, makeContent: @escaping (GeometryProxy) -> LayoutNode) {
        self.state = state
        self.key = key
        self.makeContent = makeContent
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        let s = p.replacingUnspecifiedDimensions()
        return CGSize(width: Swift.max(0, s.width), height: Swift.max(0, s.height))
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        // SwiftUI's rule: an edge of the reader that reaches the safe area's
        // edge (or beyond) reports the device's inset there, whether the
        // reader ignores the safe area or stops at it (seed 003's status
        // bar sizes itself so); an edge inside reports 0, and so does
        // anything in a scroll view's content (the scroll view takes the
        // insets as content insets).
        var insets = EdgeInsets()
        if !env.safeArea.isNull, !env.bounds.isNull, out.openScrollViews.isEmpty {
            let safe = env.safeArea, bounds = env.bounds
            if frame.minY <= safe.minY { insets.top = safe.minY - bounds.minY }
            if frame.minX <= safe.minX { insets.leading = safe.minX - bounds.minX }
            if frame.maxY >= safe.maxY { insets.bottom = bounds.maxY - safe.maxY }
            if frame.maxX >= safe.maxX { insets.trailing = bounds.maxX - safe.maxX }
        }
        let scrolls = out.openScrollViews.map { (frame: out.scrollViews[$0].frame, axes: out.scrollViews[$0].axes) }
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: insets, globalFrame: frame,
            namedSpaces: state.coordinateSpaces, scrollViews: scrolls)
        let content = state.within(key) { makeContent(proxy) }
        let s = content.size(ProposedViewSize(frame.size), env)
        content.place(in: CGRect(origin: frame.origin, size: s), env, out)
    }
}
