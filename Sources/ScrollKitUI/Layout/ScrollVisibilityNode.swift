/// `.onScrollVisibilityChange`: when placed, the share of the view's frame
/// inside its nearest scroll view's frame is compared with `threshold`;
/// a change from the last answer queues the action (kept in the graph's
/// `ScrollGraphStore`, so a view no longer placed reports `false` at the
/// end of the pass).
final class ScrollVisibilityNode: WrapperNode {
    let key: ViewIdentity
    let threshold: Double
    let state: ResolveState
    let action: (Bool) -> Void

    init(child: LayoutNode, key: ViewIdentity, threshold: Double, state: ResolveState, action: @escaping (Bool) -> Void) {
        self.key = key
        self.threshold = threshold
        self.state = state
        self.action = action
        super.init(child: child)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        child.place(in: frame, env, out)
        guard let index = out.openScrollViews.last else { return }
        let fraction = ScrollPassRecorder.visibleFraction(frame, in: out.scrollViews[index].frame)
        let visible = fraction > 0 && fraction >= threshold
        let store = state.graph.scroll
        out.scroll.visited.insert(key)
        let last = store.visibility[key]?.visible ?? false
        store.visibility[key] = (visible, action)
        guard last != visible else { return }
        let action = self.action
        state.pendingActions.append((ViewEvent(kind: .onScrollVisibilityChange, name: key.description, value: "\(visible)"), { action(visible) }))
    }
}
