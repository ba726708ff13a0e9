/// A view with `.onAppear`, `.onDisappear` or `.task`: it tells the graph
/// it was placed (see `ReactiveStore`) and lays its child out unchanged.
final class LifecycleNode: LayoutNode {
    let child: LayoutNode
    let key: ViewIdentity
    let store: ReactiveStore
    let life: ReactiveStore.Lifecycle

    init(child: LayoutNode, key: ViewIdentity, store: ReactiveStore, life: ReactiveStore.Lifecycle) {
        self.child = child
        self.key = key
        self.store = store
        self.life = life
    }

    override var isSpacer: Bool { child.isSpacer }

    override func sizeThatFits(_ p: ProposedViewSize, _ env: LayoutEnvironment) -> CGSize {
        child.size(p, env)
    }

    override func place(in frame: CGRect, _ env: LayoutEnvironment, _ out: DisplayListBuilder) {
        store.placed(key, life)
        child.place(in: frame, env, out)
    }
}
